import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../../../server/cms/store/dialect';
import type { DrosselTables } from './schema';

/** One key's failures: how many, and when the last one was (ms). */
export interface Failures {
  fehler: number;
  letzter: number;
}

/**
 * The store behind the login throttle and the per-address limits (server/session/throttle.ts decides,
 * this keeps the counts). Every change is one transaction in which the keys it reads are locked, so
 * parallel attempts on several instances are counted one after the other.
 */
export interface CounterStore {
  /**
   * Reads the failures of `keys`, lets `decide` answer and name new counts (null: forget the key), and
   * writes them, all at once for every instance.
   */
  failures<T>(keys: readonly string[], decide: (current: Map<string, Failures>) => { answer: T; write: Map<string, Failures | null> }): Promise<T>;
  /** Counts one event of `key` (or `n`) in its window of `windowMs` from the first event: the count and the window's end. */
  hit(key: string, windowMs: number, now: number, n?: number): Promise<{ anzahl: number; bis: number }>;
  /** The count of `key`'s window that runs at `now` (0 and `now` when none runs), without counting. */
  peek(key: string, now: number): Promise<{ anzahl: number; bis: number }>;
  /** Forgets failures older than `olderThan` and windows that ended before `now`. */
  sweep(olderThan: number, now: number): Promise<number>;
}

export function counterStore(db: Kysely<DrosselTables>, dialect: Dialect): CounterStore {
  return {
    async failures(keys, decide) {
      const sorted = [...new Set(keys)].sort();
      return db.transaction().execute(async (trx) => {
        // PostgreSQL: the keys' locks, always in the same order (no deadlock); SQLite has one writer anyway.
        if (dialect.name === 'postgres') {
          for (const k of sorted) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`drossel:${k}`}, 0))`.execute(trx);
        }
        const rows = sorted.length ? await trx.selectFrom('drossel_fehler').selectAll().where('schluessel', 'in', sorted).execute() : [];
        const { answer, write } = decide(new Map(rows.map((r) => [r.schluessel, { fehler: Number(r.fehler), letzter: Number(r.letzter) }])));
        for (const [schluessel, value] of write) {
          if (value === null) await trx.deleteFrom('drossel_fehler').where('schluessel', '=', schluessel).execute();
          else {
            await trx
              .insertInto('drossel_fehler')
              .values({ schluessel, ...value })
              .onConflict((oc) => oc.column('schluessel').doUpdateSet(value))
              .execute();
          }
        }
        return answer;
      });
    },

    async hit(key, windowMs, now, n = 1) {
      // One statement on both engines: a window that has ended starts again with this event.
      const r = await sql<{ anzahl: number; bis: number }>`
        INSERT INTO drossel_fenster (schluessel, anzahl, seit, bis) VALUES (${key}, ${n}, ${now}, ${now + windowMs})
        ON CONFLICT (schluessel) DO UPDATE SET
          anzahl = CASE WHEN drossel_fenster.bis <= ${now} THEN ${n} ELSE drossel_fenster.anzahl + ${n} END,
          seit = CASE WHEN drossel_fenster.bis <= ${now} THEN ${now} ELSE drossel_fenster.seit END,
          bis = CASE WHEN drossel_fenster.bis <= ${now} THEN ${now + windowMs} ELSE drossel_fenster.bis END
        RETURNING anzahl, bis`.execute(db);
      const row = r.rows[0]!;
      return { anzahl: Number(row.anzahl), bis: Number(row.bis) };
    },

    async peek(key, now) {
      const row = await db.selectFrom('drossel_fenster').select(['anzahl', 'bis']).where('schluessel', '=', key).where('bis', '>', now).executeTakeFirst();
      return row ? { anzahl: Number(row.anzahl), bis: Number(row.bis) } : { anzahl: 0, bis: now };
    },

    async sweep(olderThan, now) {
      const a = await db.deleteFrom('drossel_fehler').where('letzter', '<', olderThan).executeTakeFirst();
      const b = await db.deleteFrom('drossel_fenster').where('bis', '<=', now).executeTakeFirst();
      return Number(a.numDeletedRows) + Number(b.numDeletedRows);
    },
  };
}
