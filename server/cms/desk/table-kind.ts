import type { Kysely } from 'kysely';
import type { Gespeichert } from '../../../shared/contract/publishing';
import type { DeskArt, VorschauName } from '../../../shared/desk/kind';
import type { DeskContext, DeskKind, Felder, ListRow, Option, StoredItem, Vorschau } from './kind';
import { germanCollator } from '../query';
import { BadRequest } from '../contract/dispatch';

/**
 * A desk kind (ADR 16) made from a description of its table (ADR 43): most content of a town is a
 * row with a key, some columns and perhaps a few rows of a child table, and its adapter would only
 * copy columns to fields and back. The description says which column holds which field and how a
 * value is converted; this builder makes the list, the load, the write with the revision check, the
 * removal and the child rows. The desk's operations stay around it as for every kind: field checks,
 * sanitized formatted text, uploads, revisions, optimistic concurrency, the audit log and the status.
 *
 * The table needs the desk's bookkeeping columns: `revision` (INTEGER NOT NULL DEFAULT 1) and `status`
 * ('entwurf' | 'veroeffentlicht'), optionally a start (`von`) and an end (`bis`) of its visibility
 * and a time of the last save (`geaendert`). A part whose table lacks them adds them by a new
 * migration of its own.
 */

/** A column's value as the store holds it. */
export type ColumnValue = string | number | null;
type Row = Record<string, unknown>;

/** How one field is kept in one column, both ways. */
export interface Column {
  column: string;
  /** The field's value (checked by the desk) as the column stores it. */
  write(value: string | string[]): ColumnValue;
  /** The column's value as the form shows it. */
  read(stored: unknown): string | string[];
}

const one = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** The usual conversions between a form's field and a column. */
export const col = {
  /** Text as it is ('' stays ''). */
  text: (column: string): Column => ({ column, write: (v) => one(v), read: str }),
  /** Text, or NULL when empty. */
  optional: (column: string): Column => ({ column, write: (v) => one(v) || null, read: str }),
  /** A whole number (the `zahl` field), 0 when empty. */
  int: (column: string, empty = 0): Column => ({ column, write: (v) => (one(v) ? Number(one(v)) : empty), read: str }),
  /** A whole number or NULL: a choice among the rows of another table (`auswahl`), or an empty number. */
  intOrNull: (column: string): Column => ({ column, write: (v) => (one(v) ? Number(one(v)) : null), read: str }),
  /** A JSON list of lines (`["Mo–Fr 8–12 Uhr", …]`), edited as a textarea with one line each. */
  lines: (column: string): Column => ({
    column,
    write: (v) =>
      JSON.stringify(
        one(v)
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
      ),
    read: (stored) => {
      try {
        const list = JSON.parse(str(stored) || '[]') as unknown;
        return Array.isArray(list) ? list.map(String).join('\n') : '';
      } catch {
        return str(stored);
      }
    },
  }),
};

/**
 * A child table whose rows belong to the item, edited as a fixed number of numbered groups of fields
 * (`<prefix>_a_<name>`, `<prefix>_b_<name>`, …: slotField), so that the form works without JavaScript. A group
 * whose `required` field is empty is no row. The rows are written anew on every save, in the order of
 * the groups (`order` holds the position).
 */
/**
 * The name of a field of a child group: `<prefix>_<a|b|c…>_<name>` (letters, because the desk's field
 * names are letters and underscores only).
 */
export const slotField = (prefix: string, slot: number, name: string) => `${prefix}_${String.fromCharCode(97 + slot)}_${name}`;

export interface Children {
  table: string;
  /** The column that names the item (its key). */
  parent: string;
  prefix: string;
  slots: number;
  /** Field name (without prefix) → column. */
  columns: Record<string, Column>;
  /** The field without which a group is no row. */
  required: string;
  /** The column that keeps the order of the groups (0, 1, …). */
  order?: string;
}

/**
 * A link table between the item and other rows (a `mehrfach` field of their ids): rows (`parent`,
 * `other`), written anew on every save, in the order of the choices when there is an `order` column.
 */
export interface Links {
  field: string;
  table: string;
  parent: string;
  other: string;
  order?: string;
}

/** The desk's bookkeeping columns of the table. */
export interface Bookkeeping {
  revision: string;
  status: string;
  /** Start of the visibility (a field of the kind, too: its `von`). */
  von?: string;
  /** End of the visibility (the kind's `bis`). */
  bis?: string;
  /** The time of the last save (ISO), if the table keeps it. */
  geaendert?: string;
}

/** The description of a kind's table; `A` is the type of the kind's browser half (`typeof xArt`, a type import of the part's desk.ts). */
export interface TableKindSpec<A extends DeskArt = DeskArt> {
  art: A['name'];
  table: string;
  /** The key column; its value, as text, is the item's ref. */
  key: { column: string; type: 'integer' | 'text' };
  /**
   * A key for a new row when the table does not make it (`type: 'text'`, or an integer chosen by the
   * town such as a district's number): from the checked fields. Absent: the store makes the key.
   */
  newKey?(ctx: DeskContext, felder: Felder): Promise<string | number>;
  /** Field name → column. Fields of the kind's definition that no column holds must be computed or children. */
  fields: Record<string, Column>;
  bookkeeping: Bookkeeping;
  /** The item's title on the desk (list, history, log). */
  title(row: Row): string;
  /** The list's second column (an office, a district), if any. */
  extra?(row: Row): string;
  /** The columns the desk's search looks in (LIKE, any case; every word typed in one of them). */
  search: string[];
  /** The order of the desk's list: German order of the title unless given. */
  order?: Array<{ column: string; direction: 'asc' | 'desc' }>;
  /** Columns the table needs that no field holds (a slug, a letter, a UUID), from the checked fields and the stored row. */
  computed?(felder: Felder, ctx: DeskContext, ref: string | null): Record<string, ColumnValue> | Promise<Record<string, ColumnValue>>;
  /** After the row is written (its key known, in the same transaction): columns that need the key (a slug with the id). */
  afterWrite?(ctx: DeskContext, key: string | number, felder: Felder): Promise<void>;
  children?: Children[];
  links?: Links[];
  /** The public address of a stored item, or null when it has none. */
  address(row: Row): string | null;
  template?(ctx: DeskContext): Promise<Felder>;
  optionen?(ctx: DeskContext): Promise<Record<string, Option[]>>;
  check?(ctx: DeskContext, ref: string | null, felder: Felder): Promise<Record<string, string>>;
  /**
   * Why the item cannot be deleted now (other content still names it: the office of a procedure, the
   * district of a street), as a German sentence for the editor; null when it can.
   */
  inUse?(ctx: DeskContext, key: string | number): Promise<string | null>;
  /** Removes what belongs to the item beyond its child and link rows (before the row itself). */
  beforeRemove?(ctx: DeskContext, key: string | number): Promise<void>;
  /** Removes what belonged only to the item and is referred to by its row (its document), after the row. */
  afterRemove?(ctx: DeskContext, row: Row): Promise<void>;
  preview(ctx: DeskContext, item: StoredItem, row: Row): Promise<Vorschau<VorschauName<A>>>;
  /** Stores the file of a `pdf` field (a form's PDF) and answers the value the field keeps (the document's id). */
  storeFile?: DeskKind['storeFile'];
}

const gespeichertOf = (v: unknown): Gespeichert => (v === 'veroeffentlicht' ? 'veroeffentlicht' : 'entwurf');

/** Numbers of several digits only: a ref that is no key finds nothing (never a 500). */
function keyOf(spec: TableKindSpec<DeskArt>, ref: string): string | number | null {
  if (spec.key.type === 'text') return ref.length > 0 && ref.length <= 200 ? ref : null;
  return /^\d{1,9}$/.test(ref) ? Number(ref) : null;
}

/** A LIKE pattern of the words typed: the wildcards typed by someone match only themselves. */
function likePattern(suche: string): string {
  return `%${suche
    .replace(/[%_\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)}%`;
}

/** The desk kind of a table described by `spec`. */
export function tableKind<A extends DeskArt>(spec: TableKindSpec<A>): DeskKind<A> & { row(ctx: { db: Kysely<any> }, ref: string): Promise<Row | null> } {
  const db = (ctx: { db: Kysely<any> }) => ctx.db;
  const b = spec.bookkeeping;

  async function row(ctx: { db: Kysely<any> }, ref: string): Promise<Row | null> {
    const key = keyOf(spec, ref);
    if (key === null) return null;
    return ((await db(ctx).selectFrom(spec.table).selectAll().where(spec.key.column, '=', key).executeTakeFirst()) as Row | undefined) ?? null;
  }

  async function toItem(ctx: { db: Kysely<any> }, r: Row): Promise<StoredItem> {
    const key = r[spec.key.column] as string | number;
    const felder: Felder = {};
    for (const [name, c] of Object.entries(spec.fields)) felder[name] = c.read(r[c.column]);
    for (const ch of spec.children ?? []) {
      let q = db(ctx).selectFrom(ch.table).selectAll().where(ch.parent, '=', key);
      if (ch.order) q = q.orderBy(ch.order);
      const rows = (await q.execute()) as Row[];
      for (let i = 0; i < ch.slots; i++) {
        for (const [name, c] of Object.entries(ch.columns)) felder[slotField(ch.prefix, i, name)] = rows[i] ? c.read(rows[i]![c.column]) : '';
      }
    }
    for (const l of spec.links ?? []) {
      let q = db(ctx).selectFrom(l.table).select(l.other).where(l.parent, '=', key);
      if (l.order) q = q.orderBy(l.order);
      felder[l.field] = ((await q.execute()) as Row[]).map((x) => str(x[l.other]));
    }
    return {
      ref: String(key),
      titel: spec.title(r),
      revision: Number(r[b.revision]),
      gespeichert: gespeichertOf(r[b.status]),
      felder,
      adresse: spec.address(r),
    };
  }

  async function writeRelated(ctx: DeskContext, key: string | number, felder: Felder): Promise<void> {
    for (const ch of spec.children ?? []) {
      await db(ctx).deleteFrom(ch.table).where(ch.parent, '=', key).execute();
      let position = 0;
      for (let i = 0; i < ch.slots; i++) {
        if (!one(felder[slotField(ch.prefix, i, ch.required)])) continue;
        const values: Record<string, ColumnValue> = { [ch.parent]: key };
        for (const [name, c] of Object.entries(ch.columns)) values[c.column] = c.write(felder[slotField(ch.prefix, i, name)] ?? '');
        if (ch.order) values[ch.order] = position;
        position++;
        await db(ctx).insertInto(ch.table).values(values).execute();
      }
    }
    for (const l of spec.links ?? []) {
      await db(ctx).deleteFrom(l.table).where(l.parent, '=', key).execute();
      const chosen = (Array.isArray(felder[l.field]) ? (felder[l.field] as string[]) : [one(felder[l.field])]).filter(Boolean);
      for (const [i, other] of chosen.entries()) {
        const values: Record<string, ColumnValue> = { [l.parent]: key, [l.other]: /^\d+$/.test(other) ? Number(other) : other };
        if (l.order) values[l.order] = i;
        await db(ctx).insertInto(l.table).values(values).execute();
      }
    }
  }

  return {
    art: spec.art,
    row,

    async list(ctx, suche) {
      let q = db(ctx).selectFrom(spec.table).selectAll();
      // Every word typed, in any of the columns ('Lena Özdemir' finds first and last name).
      for (const word of suche.split(/\s+/).filter(Boolean).slice(0, 8)) {
        if (!spec.search.length) break;
        const pattern = likePattern(word);
        q = q.where((eb) => eb.or(spec.search.map((c) => eb(eb.ref(c), ctx.dialect.likeAnyCase, pattern))));
      }
      for (const o of spec.order ?? []) q = q.orderBy(o.column, o.direction);
      const rows = (await q.execute()) as Row[];
      const out: ListRow[] = rows.map((r) => ({
        ref: String(r[spec.key.column]),
        titel: spec.title(r),
        zusatz: spec.extra?.(r) ?? '',
        gespeichert: gespeichertOf(r[b.status]),
        von: b.von ? ((r[b.von] as string | null) ?? null) : null,
        bis: b.bis ? ((r[b.bis] as string | null) ?? null) : null,
      }));
      if (!spec.order) out.sort((x, y) => germanCollator.compare(x.titel, y.titel));
      return out;
    },

    async load(ctx, ref) {
      const r = await row(ctx, ref);
      return r ? toItem(ctx, r) : null;
    },

    ...(spec.template ? { template: spec.template } : {}),
    ...(spec.optionen ? { optionen: spec.optionen } : {}),
    ...(spec.check ? { check: spec.check } : {}),
    ...(spec.storeFile ? { storeFile: spec.storeFile } : {}),

    async write(ctx, ref, felder, gespeichert, from, to) {
      const columns: Record<string, ColumnValue> = {};
      for (const [name, c] of Object.entries(spec.fields)) columns[c.column] = c.write(felder[name] ?? '');
      Object.assign(columns, (await spec.computed?.(felder, ctx, ref)) ?? {});
      columns[b.status] = gespeichert;
      columns[b.revision] = to;
      if (b.geaendert) columns[b.geaendert] = ctx.now().toISOString();
      let key: string | number;
      if (ref === null) {
        if (spec.newKey) {
          key = await spec.newKey(ctx, felder);
          await db(ctx)
            .insertInto(spec.table)
            .values({ ...columns, [spec.key.column]: key })
            .execute();
        } else {
          const r = (await db(ctx).insertInto(spec.table).values(columns).returning(spec.key.column).executeTakeFirstOrThrow()) as Row;
          key = r[spec.key.column] as number;
        }
      } else {
        const k = keyOf(spec, ref);
        if (k === null) return null;
        const res = await db(ctx).updateTable(spec.table).set(columns).where(spec.key.column, '=', k).where(b.revision, '=', from).executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return null;
        key = k;
      }
      await spec.afterWrite?.(ctx, key, felder);
      await writeRelated(ctx, key, felder);
      return String(key);
    },

    async remove(ctx, ref) {
      const key = keyOf(spec, ref);
      if (key === null) return;
      // Refused with the reason (400), before anything is deleted: the desk's transaction ends unchanged.
      const refused = await spec.inUse?.(ctx, key);
      if (refused) throw new BadRequest(refused);
      await spec.beforeRemove?.(ctx, key);
      const stored = spec.afterRemove ? await row(ctx, ref) : null;
      for (const ch of spec.children ?? []) await db(ctx).deleteFrom(ch.table).where(ch.parent, '=', key).execute();
      for (const l of spec.links ?? []) await db(ctx).deleteFrom(l.table).where(l.parent, '=', key).execute();
      await db(ctx).deleteFrom(spec.table).where(spec.key.column, '=', key).execute();
      if (stored) await spec.afterRemove?.(ctx, stored);
    },

    async preview(ctx, item) {
      const r = await row(ctx, item.ref);
      return spec.preview(ctx, item, r ?? {});
    },
  };
}
