import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from './schema';
import { berlinInstant, berlinNow } from '../../shared/format/date';
import type { Gespeichert, Status } from '../../shared/contract/publishing';

/**
 * When an item of the content is public (ADR 16): it is stored as published (`status`), its start
 * (`von`, Berlin wall clock: a date means from its midnight, a time from that minute) has come, and
 * its end (`bis`: a date counts for the whole day, a time up to that minute) has not passed. Every
 * public read of the parts asks this, against the store's clock, so a planned item appears at its time
 * without a restart and an expired one goes by itself. Written in portable SQL (substr, length).
 */
export interface VisibilityColumns {
  /** 'entwurf' | 'veroeffentlicht'. */
  status: string;
  von?: string;
  bis?: string;
}

/**
 * The desk's columns of a table (or its alias) that a kind made by the table builder adds (ADR 43):
 * `status` and the start of publication `sichtbar_ab`.
 */
export const deskColumnsOf = (table: string): VisibilityColumns => ({ status: `${table}.status`, von: `${table}.sichtbar_ab` });

export function isPublic(columns: VisibilityColumns, now: Date) {
  return isPublicAt(columns, berlinNow(now));
}

/**
 * isPublic at the Berlin wall-clock time `current` (`berlinNow(now)`): the form of a compiled read
 * (server/cms/store/compiled.ts), whose time is a parameter.
 */
export function isPublicAt(columns: VisibilityColumns, current: string) {
  return (eb: ExpressionBuilder<any, any>) => {
    const parts = [eb(eb.ref(columns.status), '=', 'veroeffentlicht')];
    if (columns.von) parts.push(eb.or([eb(eb.ref(columns.von), 'is', null), eb(eb.ref(columns.von), '<=', current)]));
    if (columns.bis) {
      // The end compared at its own precision: a date with today's date, a time with this minute.
      const end = eb.ref(columns.bis);
      parts.push(eb.or([eb(end, 'is', null), eb(end, '>=', eb.fn('substr', [eb.val(current), eb.val(1), eb.fn('length', [end])]))]));
    }
    return eb.and(parts);
  };
}

/** What a visitor sees of an item now (the same rule as isPublic, for one row). */
export function statusOf(gespeichert: Gespeichert | string, von: string | null | undefined, bis: string | null | undefined, now: Date): Status {
  if (gespeichert !== 'veroeffentlicht') return 'entwurf';
  const current = berlinNow(now);
  if (von && von > current) return 'geplant';
  if (bis && bis < current.slice(0, bis.length)) return 'abgelaufen';
  return 'veroeffentlicht';
}

/** The instant an end stops counting: the midnight after a date, the minute after a time. */
export function endInstant(bis: string): Date | null {
  const start = berlinInstant(bis);
  if (!start) return null;
  if (bis.length <= 10) {
    // The next day's midnight in Berlin (23 or 25 hours later on the days the clock changes).
    const [y, m, d] = bis.slice(0, 10).split('-').map(Number) as [number, number, number];
    const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    return berlinInstant(next);
  }
  return new Date(start.getTime() + 60_000);
}

/**
 * The next instant at which an item of `table` appears (its start comes) or disappears (its end
 * passes) without a write; null when nothing is pending. For the parts' `nextChange`.
 */
export async function nextChangeOf(db: Kysely<Database>, table: keyof Database & string, columns: VisibilityColumns, now: Date): Promise<Date | null> {
  const current = berlinNow(now);
  const found: Date[] = [];
  // The table and its columns come by name (each part's own), so the query is written with references.
  const published = sql`${sql.ref(columns.status)} = 'veroeffentlicht'`;
  if (columns.von) {
    const von = sql.ref(columns.von);
    const { rows } = await sql<{
      v: string;
    }>`SELECT ${von} AS v FROM ${sql.table(table)} WHERE ${published} AND ${von} > ${current} ORDER BY ${von} LIMIT 3`.execute(db);
    for (const r of rows) {
      const t = berlinInstant(r.v);
      if (t) found.push(t);
    }
  }
  if (columns.bis) {
    const bis = sql.ref(columns.bis);
    const { rows } = await sql<{
      b: string;
    }>`SELECT ${bis} AS b FROM ${sql.table(table)} WHERE ${published} AND ${bis} >= substr(${current}, 1, length(${bis})) ORDER BY ${bis} LIMIT 5`.execute(db);
    for (const r of rows) {
      const t = endInstant(r.b);
      if (t) found.push(t);
    }
  }
  const later = found.filter((t) => t.getTime() > now.getTime());
  return later.length ? new Date(Math.min(...later.map((t) => t.getTime()))) : null;
}

/** The earliest of several parts' next changes. */
export function earliest(dates: ReadonlyArray<Date | null>): Date | null {
  const real = dates.filter((d): d is Date => d !== null);
  return real.length ? new Date(Math.min(...real.map((d) => d.getTime()))) : null;
}
