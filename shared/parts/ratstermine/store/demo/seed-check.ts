import { sql } from 'kysely';
import type { SeedContext } from '../../../../../server/cms/seed/step';

const count = async (ctx: SeedContext, query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(ctx.db)).rows[0]?.n ?? 0);

/**
 * Whether the demo papers are still to be seeded: no paper yet, and the demo meetings they belong to
 * are there or are seeded in the same run (no meetings at all yet). A database with only a town's own
 * meetings gets no demo papers and is not asked again at every start.
 */
export async function vorlagenPending(ctx: SeedContext): Promise<boolean> {
  if ((await count(ctx, sql<{ n: number }>`SELECT COUNT(*) AS n FROM vorlage`)) > 0) return false;
  if ((await count(ctx, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ratstermin`)) === 0) return true;
  return (await count(ctx, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ratstermin WHERE id BETWEEN 6001 AND 6999`)) > 0;
}
