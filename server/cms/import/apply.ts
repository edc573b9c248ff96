/**
 * Applying an import to the store (ADR 42): the common machinery of every kind.
 *
 * A kind (the waste dates of the `abfall` part, the council of `ratstermine`, …) writes its tables
 * through a `RowWriter`, never directly. The writer keeps, for every row it touches, the row before
 * and after, and leaves out writes that change nothing. From that record follow the three things
 * every import needs, with one code path:
 *
 * - the plan (preview): the kind's `apply` runs in a transaction that is rolled back; what the
 *   writer recorded is exactly what applying would change (new, changed, removed);
 * - repeatability: a second run of the same input records nothing, so its plan is empty;
 * - undo: the record is stored with the run, and `undoChanges` puts back the before-images in
 *   reverse order, refusing when a row was changed again since (its after-image no longer matches).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import type { ImportNotice } from './errors';

/** A value of a column as the store gives it back. */
type Cell = string | number | null;
export type Row = Record<string, Cell>;

/** One row the import created, changed or removed: its table, key, and the row before and after. */
export interface RowChange {
  table: string;
  /** Key columns and values that find the row. */
  key: Row;
  /** null: the import created the row. */
  before: Row | null;
  /** null: the import removed the row. */
  after: Row | null;
  /** What the row is, for the preview ('Abfuhrtermin', 'Sitzung' …); null: a row that belongs to another (not listed). */
  was: string | null;
  /** Its title in the preview. */
  titel: string;
}

export type ChangeKind = 'neu' | 'geaendert' | 'entfernt';

export const changeKind = (c: Pick<RowChange, 'before' | 'after'>): ChangeKind => (c.before === null ? 'neu' : c.after === null ? 'entfernt' : 'geaendert');

/** A line of the preview. */
export interface PlanLine {
  art: ChangeKind;
  was: string;
  titel: string;
}

/** What an import will change (or changed): the listed changes, and what stops or worries it. */
export interface ImportPlan {
  neu: number;
  geaendert: number;
  entfernt: number;
  /** The listed changes, new first, then changed, then removed (at most `MAX_LINES`). */
  zeilen: PlanLine[];
  /** Problems of the input against the town's data (unknown streets, no office); the rest is still applied. */
  probleme: string[];
  /** Notices of the reader (a quirk of the server, an event without UID). */
  hinweise: string[];
}

export const MAX_LINES = 500;

const ORDER: Record<ChangeKind, number> = { neu: 0, geaendert: 1, entfernt: 2 };

/** The plan of a record of changes. */
export function planOf(changes: readonly RowChange[], probleme: string[], notices: readonly ImportNotice[]): ImportPlan {
  const listed = changes.filter((c) => c.was !== null);
  const count = (k: ChangeKind) => listed.filter((c) => changeKind(c) === k).length;
  const zeilen = listed
    .map((c) => ({ art: changeKind(c), was: c.was as string, titel: c.titel }))
    .sort((a, b) => ORDER[a.art] - ORDER[b.art])
    .slice(0, MAX_LINES);
  return { neu: count('neu'), geaendert: count('geaendert'), entfernt: count('entfernt'), zeilen, probleme, hinweise: notices.map(noticeText) };
}

export function noticeText(n: ImportNotice): string {
  const where = [n.line ? `Zeile ${n.line}` : '', n.field ? `„${n.field}“` : ''].filter(Boolean).join(', ');
  return where ? `${where}: ${n.message}` : n.message;
}

/** The plan says nothing changes and nothing is wrong. */
export const isEmptyPlan = (p: ImportPlan) => p.neu + p.geaendert + p.entfernt === 0;

const keyOf = (table: string, key: Row) =>
  `${table}\u0000${Object.keys(key)
    .sort()
    .map((k) => `${k}=${key[k]}`)
    .join('\u0000')}`;

/** Values compared as the store gives them back (numbers of PostgreSQL's BIGINT come as text). */
const same = (a: Cell | undefined, b: Cell | undefined) =>
  (a ?? null) === (b ?? null) || (a !== null && b !== null && a !== undefined && b !== undefined && String(a) === String(b));

/**
 * Writes rows and records what it did. Every write of an import goes through it; a write that changes
 * nothing records nothing. Several writes of one row in one run are kept as one change (created and
 * then given its slug is one new row).
 */
/**
 * The row writer reaches tables by the names an import gives it, so its queries are untyped here, as
 * in the dialect layer; every other place keeps the merged table types (ADR 40, 42).
 */
type ByName = Kysely<any> | Transaction<any>;
const byName = (db: Kysely<Database> | Transaction<Database>) => db as unknown as ByName;

export class RowWriter {
  private readonly changes = new Map<string, RowChange>();
  private readonly order: string[] = [];

  private readonly tables: ByName;

  constructor(readonly db: Kysely<Database> | Transaction<Database>) {
    this.tables = byName(db);
  }

  /** The rows changed, in the order first touched. */
  get recorded(): RowChange[] {
    return this.order.map((k) => this.changes.get(k)).filter((c): c is RowChange => c !== undefined && !(c.before === null && c.after === null));
  }

  private async read(table: string, key: Row): Promise<Row | null> {
    let q = this.tables.selectFrom(table).selectAll();
    for (const [k, v] of Object.entries(key)) q = q.where(k, v === null ? 'is' : '=', v);
    return ((await q.executeTakeFirst()) as Row | undefined) ?? null;
  }

  private note(table: string, key: Row, before: Row | null, after: Row | null, was: string | null, titel: string) {
    const k = keyOf(table, key);
    const earlier = this.changes.get(k);
    if (earlier) {
      earlier.after = after;
      if (was !== null) earlier.was = was;
      if (titel) earlier.titel = titel;
      if (earlier.before && earlier.after && Object.keys(earlier.before).every((c) => same(earlier.before?.[c], earlier.after?.[c]))) {
        this.changes.delete(k);
      }
      return;
    }
    this.changes.set(k, { table, key, before, after, was, titel });
    this.order.push(k);
  }

  /** Inserts a row with a generated `id` and answers it. */
  async insert(table: string, values: Row, label: { was: string | null; titel: string }): Promise<number> {
    const r = await this.tables.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
    const id = Number((r as { id: number | string }).id);
    this.note(table, { id }, null, await this.read(table, { id }), label.was, label.titel);
    return id;
  }

  /** Inserts a row whose key is its own columns (a link table, a row with a natural key). */
  async insertKeyed(table: string, key: Row, values: Row, label: { was: string | null; titel: string }): Promise<void> {
    await this.tables
      .insertInto(table)
      .values({ ...key, ...values })
      .execute();
    this.note(table, key, null, await this.read(table, key), label.was, label.titel);
  }

  /** Sets columns of the row with `key`; answers whether anything changed. */
  async update(table: string, key: Row, values: Row, label: { was: string | null; titel: string }): Promise<boolean> {
    const before = await this.read(table, key);
    if (!before) return false;
    const changed = Object.fromEntries(Object.entries(values).filter(([c, v]) => !same(before[c], v)));
    if (Object.keys(changed).length === 0) return false;
    let q = this.tables.updateTable(table).set(changed);
    for (const [k, v] of Object.entries(key)) q = q.where(k, '=', v);
    await q.execute();
    this.note(table, key, before, await this.read(table, key), label.was, label.titel);
    return true;
  }

  /** Removes the row with `key` (the caller removes its dependent rows first, so that they are recorded too). */
  async remove(table: string, key: Row, label: { was: string | null; titel: string }): Promise<void> {
    const before = await this.read(table, key);
    if (!before) return;
    let q = this.tables.deleteFrom(table);
    for (const [k, v] of Object.entries(key)) q = q.where(k, '=', v);
    await q.execute();
    this.note(table, key, before, null, label.was, label.titel);
  }
}

/** What a kind's `apply` answers besides its writes. */
export interface ApplyOutcome {
  /** Problems of the input against the town's data, for the preview. */
  probleme: string[];
}

/** What a person gives an import: a file (or the bytes at a URL), or a server's address. */
export interface ImportInput {
  /** The file's bytes (uploaded, read from disk, or fetched from `url`); null for a server. */
  bytes: Uint8Array | null;
  /** The file's name or the URL, for the run's record. */
  name: string;
  /** The address of a server (OParl), or of the file. */
  url: string | null;
  /** The year a waste calendar is for; null: the kind decides (the year most dates fall in). */
  jahr: number | null;
}

export interface ReadEnv {
  db: Kysely<Database>;
  now: Date;
  /** What the last applied run of the same source left for the next (the OParl run's start), or null. */
  stand: string | null;
  /**
   * Where the site keeps its files: a kind that brings documents (the council's) stores their bytes
   * there while reading, under a name made of their content, so that applying writes rows only. Without
   * it such a kind reads no documents and says so.
   */
  filesDir?: string;
  /** Tests and proxies inject these (OParl). */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export interface ReadResult<R> {
  /** JSON: kept with the run, so that applying later writes exactly what was previewed. */
  records: R;
  notices: ImportNotice[];
  /** The source whose state is kept between runs (the OParl system's URL); null: none kept. */
  quelle: string | null;
  /** The state for the next run of this source; kept only when the run is applied. */
  stand: string | null;
}

/**
 * A kind of import, registered by the part that owns its tables (`Part.imports`). `read` turns the
 * input into records with a reader of this folder (it writes nothing); `apply` writes them through the
 * writer and must give the same writes for the same records and store, and none on a second run.
 */
export interface ImportKind<R = unknown> {
  /** Its name in addresses and commands ('abfall', 'oparl', 'xzufi', 'veranstaltungen'). */
  name: string;
  /** Title on the desk ('Abfuhrtermine'). */
  titel: string;
  /** What it fills, in a sentence for the desk. */
  beschreibung: string;
  /** 'datei': a file, uploaded or by URL; 'server': the address of a server it walks (OParl). */
  eingabe: 'datei' | 'server';
  /** The file types it reads, for the upload field ('.ics,.csv'). */
  dateitypen?: string;
  /** It reads one year at a time (waste calendars): the form asks for the year. */
  jahr?: boolean;
  read(input: ImportInput, env: ReadEnv): Promise<ReadResult<R>>;
  apply(writer: RowWriter, records: R, env: { now: Date }): Promise<ApplyOutcome>;
}

class Rollback extends Error {}

/** The plan of `records`: the kind applies them in a transaction that is then rolled back. */
export async function planImport<R>(db: Kysely<Database>, kind: ImportKind<R>, records: R, notices: readonly ImportNotice[], now: Date): Promise<ImportPlan> {
  let plan: ImportPlan | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      const writer = new RowWriter(trx);
      const outcome = await kind.apply(writer, records, { now });
      plan = planOf(writer.recorded, outcome.probleme, notices);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!plan) throw new Error('Der Plan wurde nicht berechnet.');
  return plan;
}

/** Applies `records` inside the caller's transaction; answers the record of changes and the plan of what was done. */
export async function applyImport<R>(
  trx: Transaction<Database>,
  kind: ImportKind<R>,
  records: R,
  notices: readonly ImportNotice[],
  now: Date,
): Promise<{ changes: RowChange[]; plan: ImportPlan }> {
  const writer = new RowWriter(trx);
  const outcome = await kind.apply(writer, records, { now });
  const changes = writer.recorded;
  return { changes, plan: planOf(changes, outcome.probleme, notices) };
}

/** A row that was changed again after the import; undo refuses while there is one. */
export interface UndoConflict {
  was: string;
  titel: string;
}

/**
 * Puts back what `changes` changed, inside the caller's transaction, newest first: created rows are
 * removed, changed rows get their values back, removed rows come back with their key. Answers the rows
 * that were changed again since (then nothing is written and the caller rolls back).
 */
export async function undoChanges(trx: Transaction<Database>, changes: readonly RowChange[]): Promise<UndoConflict[]> {
  const conflicts: UndoConflict[] = [];
  const reader = new RowWriter(trx);
  const tables = byName(trx);
  for (const c of changes) {
    let q = tables.selectFrom(c.table).selectAll();
    for (const [k, v] of Object.entries(c.key)) q = q.where(k, '=', v);
    const now = ((await q.executeTakeFirst()) as Row | undefined) ?? null;
    const matches = c.after === null ? now === null : now !== null && Object.keys(c.after).every((col) => same(now[col], c.after?.[col]));
    if (!matches) conflicts.push({ was: c.was ?? c.table, titel: c.titel });
  }
  if (conflicts.length) return conflicts;
  for (const c of [...changes].reverse()) {
    if (c.before === null) await reader.remove(c.table, c.key, { was: null, titel: '' });
    else if (c.after === null) await tables.insertInto(c.table).values(c.before).execute();
    else await reader.update(c.table, c.key, c.before, { was: null, titel: '' });
  }
  return [];
}

/** Something a part shows that a new town has to fill (waste dates, the council, offices). */
export interface EmptyState {
  /** What is missing, as the desk says it: 'Noch keine Abfuhrtermine'. */
  titel: string;
  /** Whether it is still empty. */
  leer(db: Kysely<Database>): Promise<boolean>;
  /** Where it is filled (the import page or a desk kind) and the link's words. */
  aktion: { pfad: string; text: string };
}
