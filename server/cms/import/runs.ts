/**
 * The runs of imports (ADR 42): a run is read and planned (its records and plan are kept, state
 * 'vorschau'), then applied in one transaction (state 'angewendet', with the before- and after-images
 * of every row it touched and a line in the desk's audit log), and can be undone (state
 * 'rueckgaengig'). The desk's import pages and the `npm run import:<kind>` commands both use these
 * functions; the kinds come from the parts (`Part.imports`).
 */
import type { Generated, Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Migration } from '../store/migrate';
import {
  applyImport,
  planImport,
  undoChanges,
  type ImportInput,
  type ImportKind,
  type ImportPlan,
  type ReadEnv,
  type RowChange,
  type UndoConflict,
} from './apply';
import { ImportError, type ImportNotice } from './errors';

export interface ImportTables {
  einlesen_lauf: {
    id: Generated<number>;
    /** The kind's name ('abfall', 'oparl', …). */
    art: string;
    /** The file's name or the address read. */
    quelle: string;
    /** 'vorschau' (read and planned), 'angewendet', 'rueckgaengig'. */
    status: string;
    /** The records the reader gave, JSON. */
    daten: string;
    /** The reader's notices, JSON. */
    hinweise: string;
    /** The plan shown before applying, then what was applied; JSON (ImportPlan). */
    plan: string;
    /** The rows changed (RowChange[]), JSON; '[]' before applying. */
    aenderungen: Generated<string>;
    /** The source whose state is kept (OParl system) and the state this run leaves for the next. */
    stand_quelle: string | null;
    stand: string | null;
    erstellt: string;
    angewendet: Generated<string | null>;
    rueckgaengig: Generated<string | null>;
    autor_uuid: string | null;
    autor_name: string;
  };
  /** Per source: the state the last applied run left (the OParl run's start, the next `modified_since`). */
  einlesen_stand: { art: string; quelle: string; stand: string };
}

/** The tables of the runs; registered by the `einlesen` part, whose name prefixes them. */
export const importMigrations: Migration[] = [
  {
    name: 'einlesen-1',
    sql: (d) => /* sql */ `
    CREATE TABLE einlesen_lauf (
      id ${d.id},
      art TEXT NOT NULL,
      quelle TEXT NOT NULL,
      status TEXT NOT NULL,
      daten TEXT NOT NULL,
      hinweise TEXT NOT NULL,
      plan TEXT NOT NULL,
      aenderungen TEXT NOT NULL DEFAULT '[]',
      stand_quelle TEXT,
      stand TEXT,
      erstellt TEXT NOT NULL,
      angewendet TEXT,
      rueckgaengig TEXT,
      autor_uuid TEXT,
      autor_name TEXT NOT NULL
    );
    CREATE INDEX einlesen_lauf_art ON einlesen_lauf (art, id);
    CREATE TABLE einlesen_stand (
      art TEXT NOT NULL,
      quelle TEXT NOT NULL,
      stand TEXT NOT NULL,
      PRIMARY KEY (art, quelle)
    );
    `,
  },
];

/** The desk's audit log (the `redaktion` part's table), written by name: the import is one of its lines. */
interface AuditTables {
  redaktion_protokoll: {
    id: Generated<number>;
    zeit: string;
    art: string;
    ref: string;
    titel: string;
    aktion: string;
    hinweis: string | null;
    autor_uuid: string | null;
    autor_name: string;
  };
}

type Db = Kysely<ImportTables & AuditTables>;

/** Who runs an import: a desk user, or the command (uuid null, its name). */
export interface Runner {
  uuid: string | null;
  name: string;
}

export type RunStatus = 'vorschau' | 'angewendet' | 'rueckgaengig';

export interface ImportRun {
  id: number;
  art: string;
  titel: string;
  quelle: string;
  status: RunStatus;
  plan: ImportPlan;
  erstellt: string;
  angewendet: string | null;
  rueckgaengig: string | null;
  name: string;
  /** Undo is offered: the run is applied and is the last applied run of its kind. */
  rueckgaengigMoeglich: boolean;
}

/** A run's failure with a German message for the desk and the command (409: the store moved on). */
export class RunError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
    readonly konflikte: UndoConflict[] = [],
  ) {
    super(message);
  }
}

const PREVIEW_DAYS = 2;

const summaryOf = (p: ImportPlan) => `${p.neu} neu, ${p.geaendert} geändert, ${p.entfernt} entfernt`;

/** Reads the input and keeps the plan as a run (nothing is written but the run). */
export async function previewRun(
  ctx: { db: Kysely<Database>; now: () => Date; filesDir?: string },
  kind: ImportKind<any>,
  input: ImportInput,
  wer: Runner,
  inject: Pick<ReadEnv, 'fetch' | 'sleep'> = {},
): Promise<ImportRun> {
  const db = ctx.db as Db;
  const now = ctx.now();
  const standQuelle = input.url && kind.eingabe === 'server' ? input.url : null;
  const stand = standQuelle
    ? ((await db.selectFrom('einlesen_stand').select('stand').where('art', '=', kind.name).where('quelle', '=', standQuelle).executeTakeFirst())?.stand ?? null)
    : null;
  const read = await kind.read(input, { db: ctx.db, now, stand, ...(ctx.filesDir ? { filesDir: ctx.filesDir } : {}), ...inject });
  const plan = await planImport(ctx.db, kind, read.records, read.notices, now);
  // Previews nobody applied are kept two days, then go with the next preview.
  const old = new Date(now.getTime() - PREVIEW_DAYS * 86_400_000).toISOString();
  await db.deleteFrom('einlesen_lauf').where('status', '=', 'vorschau').where('erstellt', '<', old).execute();
  const row = await db
    .insertInto('einlesen_lauf')
    .values({
      art: kind.name,
      quelle: input.name.slice(0, 500),
      status: 'vorschau',
      daten: JSON.stringify(read.records),
      hinweise: JSON.stringify(read.notices),
      plan: JSON.stringify(plan),
      stand_quelle: read.quelle ?? standQuelle,
      stand: read.stand,
      erstellt: now.toISOString(),
      autor_uuid: wer.uuid,
      autor_name: wer.name,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const run = await loadRun(ctx, kind, Number(row.id));
  if (!run) throw new Error('Der Lauf wurde nicht gespeichert.');
  return run;
}

/** A run of `kind`, or null. */
export async function loadRun(ctx: { db: Kysely<Database> }, kind: ImportKind<any>, id: number): Promise<ImportRun | null> {
  const db = ctx.db as Db;
  const r = await db
    .selectFrom('einlesen_lauf')
    .select(['id', 'art', 'quelle', 'status', 'plan', 'erstellt', 'angewendet', 'rueckgaengig', 'autor_name'])
    .where('id', '=', id)
    .where('art', '=', kind.name)
    .executeTakeFirst();
  if (!r) return null;
  const last = await lastApplied(db, kind.name);
  return {
    id: Number(r.id),
    art: r.art,
    titel: kind.titel,
    quelle: r.quelle,
    status: r.status as RunStatus,
    plan: JSON.parse(r.plan) as ImportPlan,
    erstellt: r.erstellt,
    angewendet: r.angewendet,
    rueckgaengig: r.rueckgaengig,
    name: r.autor_name,
    rueckgaengigMoeglich: r.status === 'angewendet' && last === Number(r.id),
  };
}

async function lastApplied(db: Db | Kysely<Database>, art: string): Promise<number | null> {
  const r = await (db as Db)
    .selectFrom('einlesen_lauf')
    .select('id')
    .where('art', '=', art)
    .where('status', '=', 'angewendet')
    .orderBy('angewendet', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return r ? Number(r.id) : null;
}

/** The latest runs of every kind, newest first. */
export async function listRuns(ctx: { db: Kysely<Database> }, kinds: ReadonlyMap<string, ImportKind<any>>, limit = 20): Promise<ImportRun[]> {
  const rows = await (ctx.db as Db).selectFrom('einlesen_lauf').select(['id', 'art']).orderBy('id', 'desc').limit(limit).execute();
  const out: ImportRun[] = [];
  for (const r of rows) {
    const kind = kinds.get(r.art);
    const run = kind ? await loadRun(ctx, kind, Number(r.id)) : null;
    if (run) out.push(run);
  }
  return out;
}

/**
 * Applies a previewed run in one transaction: the kind's writes, the run's record of them, the state
 * for the next run of its source, and the line of the audit log. Applying a run twice is refused.
 */
export async function applyRun(ctx: { db: Kysely<Database>; now: () => Date }, kind: ImportKind<any>, id: number, wer: Runner): Promise<ImportRun> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const db = trx as unknown as Db;
    const r = await db.selectFrom('einlesen_lauf').selectAll().where('id', '=', id).where('art', '=', kind.name).executeTakeFirst();
    if (!r) throw new RunError(404, 'Diesen Lauf gibt es nicht.');
    if (r.status !== 'vorschau') throw new RunError(409, 'Dieser Lauf wurde schon übernommen.');
    const notices = JSON.parse(r.hinweise) as ImportNotice[];
    const { changes, plan } = await applyImport(trx, kind, JSON.parse(r.daten), notices, now);
    // The state for the next incremental run, recorded like every other write (undo restores it).
    if (r.stand_quelle && r.stand) {
      const before = await db.selectFrom('einlesen_stand').selectAll().where('art', '=', kind.name).where('quelle', '=', r.stand_quelle).executeTakeFirst();
      const key = { art: kind.name, quelle: r.stand_quelle };
      if (before) await db.updateTable('einlesen_stand').set({ stand: r.stand }).where('art', '=', kind.name).where('quelle', '=', r.stand_quelle).execute();
      else
        await db
          .insertInto('einlesen_stand')
          .values({ ...key, stand: r.stand })
          .execute();
      changes.push({ table: 'einlesen_stand', key, before: before ?? null, after: { ...key, stand: r.stand }, was: null, titel: '' });
    }
    await db
      .updateTable('einlesen_lauf')
      .set({
        status: 'angewendet',
        plan: JSON.stringify(plan),
        aenderungen: JSON.stringify(changes),
        angewendet: now.toISOString(),
        autor_uuid: wer.uuid,
        autor_name: wer.name,
      })
      .where('id', '=', id)
      .execute();
    await db
      .insertInto('redaktion_protokoll')
      .values({
        zeit: now.toISOString(),
        art: 'einlesen',
        ref: `${kind.name}/${id}`,
        titel: `${kind.titel}: ${r.quelle}`,
        aktion: 'eingelesen',
        hinweis: summaryOf(plan),
        autor_uuid: wer.uuid,
        autor_name: wer.name,
      })
      .execute();
  });
  return (await loadRun(ctx, kind, id)) as ImportRun;
}

/**
 * Undoes the last applied run of a kind in one transaction: the rows it created are removed, those it
 * changed or removed come back, and the audit log says so. Refused for an older run (a later one built
 * on it) and when a row was changed again since (the conflicts are named; nothing is written).
 */
export async function undoRun(ctx: { db: Kysely<Database>; now: () => Date }, kind: ImportKind<any>, id: number, wer: Runner): Promise<ImportRun> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const db = trx as unknown as Db;
    const r = await db.selectFrom('einlesen_lauf').selectAll().where('id', '=', id).where('art', '=', kind.name).executeTakeFirst();
    if (!r) throw new RunError(404, 'Diesen Lauf gibt es nicht.');
    if (r.status !== 'angewendet')
      throw new RunError(409, r.status === 'rueckgaengig' ? 'Dieser Lauf wurde schon rückgängig gemacht.' : 'Dieser Lauf wurde nicht übernommen.');
    if ((await lastApplied(db, kind.name)) !== id) throw new RunError(409, 'Nur der letzte übernommene Lauf kann rückgängig gemacht werden.');
    const conflicts = await undoChanges(trx, JSON.parse(r.aenderungen) as RowChange[]);
    if (conflicts.length) {
      throw new RunError(409, 'Einige Einträge wurden nach dem Einlesen geändert; der Lauf kann daher nicht rückgängig gemacht werden.', conflicts);
    }
    await db.updateTable('einlesen_lauf').set({ status: 'rueckgaengig', rueckgaengig: now.toISOString() }).where('id', '=', id).execute();
    await db
      .insertInto('redaktion_protokoll')
      .values({
        zeit: now.toISOString(),
        art: 'einlesen',
        ref: `${kind.name}/${id}`,
        titel: `${kind.titel}: ${r.quelle}`,
        aktion: 'rueckgaengig',
        hinweis: null,
        autor_uuid: wer.uuid,
        autor_name: wer.name,
      })
      .execute();
  });
  return (await loadRun(ctx, kind, id)) as ImportRun;
}

/** Reads, plans and applies in one go (the command without --vorschau). */
export async function importNow(
  ctx: { db: Kysely<Database>; now: () => Date; filesDir?: string },
  kind: ImportKind<any>,
  input: ImportInput,
  wer: Runner,
  inject: Pick<ReadEnv, 'fetch' | 'sleep'> = {},
): Promise<ImportRun> {
  const run = await previewRun(ctx, kind, input, wer, inject);
  return applyRun(ctx, kind, run.id, wer);
}

export { ImportError };
