import { sql } from 'kysely';
import type { OpenedDb } from '../db';
import { syncSequences } from '../store/postgres';
import { parts } from '../registry';
import type { SeedContext, SeedStep, SeedWork } from './step';

async function isEmpty(ctx: SeedContext, table: string): Promise<boolean> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`Ungültiger Tabellenname ${table}`);
  const row = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(ctx.db);
  return Number(row.rows[0]?.n ?? 0) === 0;
}

/**
 * Fills the database with the Musterstadt demo content of every part whose content is missing, in
 * registry order and in one transaction: a crash mid-way leaves the database as it was, and the next
 * start seeds again. Returns false when nothing was missing (nothing is touched then).
 */
export async function seedDatabase(store: OpenedDb, dataDir: string, options: { demoUsers?: boolean; now?: Date } = {}): Promise<boolean> {
  const ctx: SeedContext = { db: store.db, dataDir, now: options.now ?? new Date(), demoUsers: options.demoUsers !== false };
  const pending: SeedStep[] = [];
  for (const step of parts.flatMap((p) => p.seed ?? [])) {
    if (await (step.pending ? step.pending(ctx) : isEmpty(ctx, step.table))) pending.push(step);
  }
  if (pending.length === 0) return false;
  const works: Array<[SeedStep, SeedWork]> = [];
  for (const step of pending) works.push([step, await step.load()]);
  // Work that must not run inside the transaction (password hashing is asynchronous and slow).
  for (const [, work] of works) await work.prepare?.(ctx);
  await store.db.transaction().execute(async (trx) => {
    for (const [step, work] of works) {
      try {
        await work.run({ ...ctx, db: trx });
      } catch (error) {
        throw new Error(`Demo-Inhalte „${step.name}“: ${(error as Error).message}`, { cause: error });
      }
    }
  });
  // The demo content names its keys; PostgreSQL's generated keys continue after them.
  if (store.kind === 'postgres') await syncSequences(store.raw);
  return true;
}
