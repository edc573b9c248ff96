import { sql } from 'kysely';
import type { OpenedDb } from '../db';
import { syncSequences } from '../store/postgres';
import { parts } from '../registry';
import type { SeedContext, SeedStep, SeedWork } from './step';
import { contentTables, keysBefore, newRows, townSegmentRewrite, writeLedger } from './ledger';
import { reconstructLedger } from './legacy';
import { TOWN } from '../../../shared/site/town';

/** The record of a removed demo: no demo step runs again on that database. */
export const DEMO_REMOVED = 'Demo-Inhalte entfernt';

export interface SeedResult {
  /** The steps that ran, by name. */
  ran: string[];
  /** Whether the database holds the demo (demo steps recorded, not removed). */
  hasDemo: boolean;
  /**
   * Demo mode on a database that was set up without the demo (or whose demo was removed): its demo
   * steps did not run, and why.
   */
  demoRefused: 'ohne-demo' | 'entfernt' | null;
  /** The database came from a release before steps were recorded: its steps were read from its tables. */
  legacy: boolean;
}

async function hasRows(ctx: SeedContext, table: string): Promise<boolean> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`Ungültiger Tabellenname ${table}`);
  const row = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(ctx.db);
  return Number(row.rows[0]?.n ?? 0) > 0;
}

/**
 * Sets up the store by steps (ADR 31), in registry order and in one transaction: a crash mid-way
 * leaves the database as it was, and the next start tries again. Each step runs once per database and
 * is recorded by name; a table emptied later is never filled again.
 *
 * - Basis steps run on every database.
 * - Demo steps run with `demo` on a database that has the demo: a new one, or one whose demo steps ran
 *   before and were not removed. The rows they write go into the demo ledger (ledger.ts).
 * - A database from a release before the records had every step that its tables show (SeedStep.table,
 *   SeedStep.pending); those are recorded without running, the rest run as above.
 */
export async function seedDatabase(store: OpenedDb, dataDir: string, options: { demo: boolean; demoUsers?: boolean; now?: Date }): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const ctx: SeedContext = { db: store.db, dataDir, now, demoUsers: options.demoUsers !== false };
  const db = store.db;
  const steps = parts.flatMap((p) => p.seed ?? []);
  const names = new Set<string>();
  for (const s of steps) {
    if (names.has(s.name)) throw new Error(`Einrichtungsschritt ${s.name} ist doppelt registriert`);
    names.add(s.name);
  }

  const records = new Map((await db.selectFrom('einrichtung_schritt').select(['name', 'art']).execute()).map((r) => [r.name, r.art]));
  // A database from an earlier release: every start seeded the demo then, so its tables tell which
  // demo steps ran. Read before any basis step adds rows.
  const inferred: SeedStep[] = [];
  let legacy = false;
  if (records.size === 0) {
    for (const step of steps) {
      if (step.kind !== 'demo') continue;
      const done = step.pending ? !(await step.pending(ctx)) : await hasRows(ctx, step.table);
      if (done) inferred.push(step);
    }
    legacy = inferred.length > 0;
  }

  const removed = records.has(DEMO_REMOVED);
  const demoBefore = legacy || [...records.values()].includes('demo');
  const fresh = records.size === 0 && !legacy;
  const hasDemo = !removed && (demoBefore || (fresh && options.demo));
  const pending = steps.filter((s) => !records.has(s.name) && !inferred.includes(s) && (s.kind === 'basis' || (options.demo && hasDemo)));
  const demoRefused = options.demo && !hasDemo ? (removed ? 'entfernt' : 'ohne-demo') : null;

  const works: Array<[SeedStep, SeedWork]> = [];
  for (const step of pending) works.push([step, await step.load()]);
  // Work that must not run inside the transaction (password hashing is asynchronous and slow).
  for (const [, work] of works) await work.prepare?.(ctx);
  if (works.length > 0 || inferred.length > 0) {
    await store.db.transaction().execute(async (trx) => {
      const run = async (kind: SeedStep['kind']) => {
        for (const [step, work] of works) {
          if (step.kind !== kind) continue;
          try {
            await work.run({ ...ctx, db: trx });
          } catch (error) {
            throw new Error(`${kind === 'demo' ? 'Demo-Inhalte' : 'Einrichtung'} „${step.name}“: ${(error as Error).message}`, { cause: error });
          }
        }
      };
      // The basis first: the demo content refers to its categories.
      await run('basis');
      if (works.some(([s]) => s.kind === 'demo')) {
        const tables = await contentTables(trx, store.dialect);
        const before = await keysBefore(trx, tables);
        await run('demo');
        await writeLedger(trx, await newRows(trx, tables, before, townSegmentRewrite(TOWN.slug)));
      }
      const zeit = now.toISOString();
      const recorded = [...inferred, ...works.map(([s]) => s)].map((s) => ({ name: s.name, art: s.kind, zeit }));
      for (const r of recorded) await trx.insertInto('einrichtung_schritt').values(r).execute();
    });
  }
  // The demo content names its keys; PostgreSQL's generated keys continue after them.
  if (works.length > 0 && store.kind === 'postgres') await syncSequences(store.raw);
  // The demo of an earlier release's database into the ledger, once (its accounts are locked and
  // `npm run demo:remove` finds its rows like any other demo's).
  if (legacy) await reconstructLedger(store);
  return { ran: works.map(([s]) => s.name), hasDemo, demoRefused, legacy };
}
