import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { parts } from '../registry';

/**
 * Demo accounts exist only in demo mode (ADR 31): the accounts the demo content wrote (in the demo
 * ledger) are locked on every start without DEMO=on, as an admin disables an account (no login, open
 * sessions end at their next request), and unlocked again in demo mode. `npm run demo:remove` deletes
 * them. Answers how many changed.
 */
export async function applyDemoAccounts(db: Kysely<Database>, demo: boolean): Promise<number> {
  let changed = 0;
  for (const table of parts.flatMap((p) => p.accountTables ?? [])) {
    const keys = (await db.selectFrom('demo_zeile').select('schluessel').where('tabelle', '=', table).execute()).map(
      (r) => (JSON.parse(r.schluessel) as string[])[0]!,
    );
    if (!keys.length) continue;
    const result = await sql`UPDATE ${sql.table(table)} SET aktiv = ${demo ? 1 : 0} WHERE aktiv = ${demo ? 0 : 1} AND uuid IN (${sql.join(keys)})`.execute(db);
    changed += Number(result.numAffectedRows ?? 0);
  }
  return changed;
}
