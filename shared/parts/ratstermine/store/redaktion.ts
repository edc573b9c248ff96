import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import type { DeskContext, DeskKind, StoredItem } from '../../../../server/cms/desk/kind';
import { value } from '../../../../server/cms/desk/fields';
import { storePdf } from '../../../../server/cms/desk/uploads';
import { toDeskDokument } from '../../../../server/cms/desk/dokumente';
import type { Gespeichert } from '../../../contract/publishing';
import type { sitzungenArt, vorlagenArt } from '../desk';
import type { CmsContext } from '../../../../server/cms/contract/implement';
import { DOKUMENT_COLUMNS } from '../../../../server/cms/files/dokument';
import { GREMIUM_ARTEN } from '../../gremien/values';
import { formatDate, formatEventDate } from '../../../format/date';
import { ratsterminPath, ratsterminSlug } from '../paths';
import { RATSINFO_VORLAGEN_PATH } from '../../gremien/ratsinfo/paths';
import { makeSlug } from '../../../format/slug-id';
import { meetingForPreview, ratsterminDetailOf, vorlageDetailOf } from './api';
import { sitzungTitel } from './sitzung';

/**
 * Council meetings with their agenda, and papers, on the editorial desk (ADR 44). A meeting's agenda is
 * two text fields, one item a line, a paper named by its number in brackets; saving replaces the
 * meeting's agenda items. The invitation (a meeting's first document) and a paper's PDF are uploaded
 * on the desk, their text read for the search; while a meeting or paper is a draft its file is internal.
 */

const db = (ctx: { db: Kysely<Database> }) => ctx.db;
const idOf = (ref: string) => (/^\d{1,9}$/.test(ref) ? Number(ref) : 0);
const gespeichertOf = (status: string): Gespeichert => (status === 'veroeffentlicht' ? 'veroeffentlicht' : 'entwurf');
const orNull = (v: string | string[] | undefined) => value(v).trim() || null;

// ---------------------------------------------------------------------------
// The agenda as text: one item a line, 'Title [GR 2026/4]' names a paper.

interface AgendaLine {
  titel: string;
  nummer: string | null;
}

export function parseAgenda(text: string): AgendaLine[] {
  return text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((l) => {
      const m = /^(.*?)\s*\[([^\]]{1,40})\]$/.exec(l);
      return m?.[1] ? { titel: m[1], nummer: m[2]!.trim() } : { titel: l, nummer: null };
    });
}

const agendaText = (items: Array<{ titel: string; nummer: string | null }>) => items.map((i) => (i.nummer ? `${i.titel} [${i.nummer}]` : i.titel)).join('\n');

async function papersByNumber(ctx: { db: Kysely<Database> }, numbers: string[]) {
  if (numbers.length === 0) return new Map<string, { id: number; oeffentlich: number }>();
  const rows = await db(ctx).selectFrom('vorlage').select(['id', 'nummer', 'oeffentlich']).where('nummer', 'in', numbers).execute();
  return new Map(rows.map((r) => [r.nummer, r]));
}

/** Links a document as the owner's first (the invitation, the paper's PDF), replacing the one before. */
async function linkFirst(
  ctx: DeskContext,
  table: 'ratstermin_dokument' | 'vorlage_dokument',
  owner: { column: 'ratstermin_id' | 'vorlage_id'; id: number },
  dokument: number | null,
  flags: { intern: number; ratsinfo: number },
) {
  const d = db(ctx) as unknown as Kysely<Record<string, Record<string, number>>>;
  const current = await d
    .selectFrom(table)
    .select('dokument_id')
    .where(owner.column, '=', owner.id)
    .orderBy('sortierung')
    .orderBy('dokument_id')
    .executeTakeFirst();
  const before = current ? Number(current.dokument_id) : null;
  if (before !== null && before !== dokument) {
    await d.deleteFrom(table).where(owner.column, '=', owner.id).where('dokument_id', '=', before).execute();
    await db(ctx).deleteFrom('dokument').where('id', '=', before).execute();
  }
  if (dokument === null) return;
  if (before !== dokument) {
    await d
      .insertInto(table)
      .values({ [owner.column]: owner.id, dokument_id: dokument, sortierung: -1 })
      .execute();
  }
  await db(ctx).updateTable('dokument').set(flags).where('id', '=', dokument).execute();
}

async function firstDocument(
  ctx: { db: Kysely<Database> },
  table: 'ratstermin_dokument' | 'vorlage_dokument',
  column: 'ratstermin_id' | 'vorlage_id',
  id: number,
) {
  const d = db(ctx) as unknown as Kysely<Record<string, Record<string, number>>>;
  const r = await d.selectFrom(table).select('dokument_id').where(column, '=', id).orderBy('sortierung').orderBy('dokument_id').executeTakeFirst();
  return r ? Number(r.dokument_id) : null;
}

async function documentsOf(
  ctx: { db: Kysely<Database> },
  table: 'ratstermin_dokument' | 'vorlage_dokument',
  column: 'ratstermin_id' | 'vorlage_id',
  id: number,
) {
  const d = db(ctx) as unknown as Kysely<Record<string, Record<string, number>>>;
  const ids = (await d.selectFrom(table).select('dokument_id').where(column, '=', id).orderBy('sortierung').execute()).map((r) => Number(r.dokument_id));
  if (ids.length === 0) return [];
  const rows = await db(ctx).selectFrom('dokument').select(DOKUMENT_COLUMNS).where('id', 'in', ids).execute();
  return ids.flatMap((i) => rows.filter((r) => r.id === i)).map(toDeskDokument);
}

// ---------------------------------------------------------------------------
// Meetings

const meetingRow = (ctx: { db: Kysely<Database> }, id: number) =>
  db(ctx)
    .selectFrom('ratstermin')
    .innerJoin('gremium', 'gremium.id', 'ratstermin.gremium_id')
    .selectAll('ratstermin')
    .select('gremium.name as gremium')
    .where('ratstermin.id', '=', id)
    .executeTakeFirst();

const meetingTitel = (gremium: string, datum: string) => `${sitzungTitel(gremium)} am ${formatDate(datum)}`;

async function meetingItem(ctx: { db: Kysely<Database> }, id: number): Promise<StoredItem | null> {
  const r = await meetingRow(ctx, id);
  if (!r) return null;
  const tops = await db(ctx)
    .selectFrom('ratstermin_top')
    .leftJoin('vorlage', 'vorlage.id', 'ratstermin_top.vorlage_id')
    .select(['ratstermin_top.titel', 'ratstermin_top.oeffentlich', 'vorlage.nummer'])
    .where('ratstermin_id', '=', id)
    .orderBy('nr')
    .execute();
  const einladung = await firstDocument(ctx, 'ratstermin_dokument', 'ratstermin_id', id);
  return {
    ref: String(r.id),
    titel: meetingTitel(r.gremium, r.datum),
    revision: r.revision,
    gespeichert: gespeichertOf(r.status),
    felder: {
      gremium: String(r.gremium_id),
      datum: r.datum,
      ort: r.ort,
      oeffentlich: r.oeffentlich === 1 ? '1' : '0',
      tagesordnung: agendaText(tops.filter((t) => t.oeffentlich === 1)),
      tagesordnung_nichtoeffentlich: agendaText(tops.filter((t) => t.oeffentlich !== 1)),
      einladung: einladung ? String(einladung) : '',
      sichtbar_ab: r.sichtbar_ab ?? '',
    },
    adresse: ratsterminPath(r.slug),
  };
}

export const sitzungenKind: DeskKind<typeof sitzungenArt> = {
  art: 'sitzungen',
  async list(ctx, suche) {
    const rows = await db(ctx)
      .selectFrom('ratstermin')
      .innerJoin('gremium', 'gremium.id', 'ratstermin.gremium_id')
      .select(['ratstermin.id', 'ratstermin.datum', 'ratstermin.ort', 'ratstermin.status', 'ratstermin.sichtbar_ab', 'gremium.name as gremium'])
      .orderBy('ratstermin.datum', 'desc')
      .orderBy('ratstermin.id', 'desc')
      .execute();
    const s = suche.toLocaleLowerCase('de');
    return rows
      .map((r) => ({ r, titel: meetingTitel(r.gremium, r.datum) }))
      .filter(({ r, titel }) => !s || `${titel} ${r.ort}`.toLocaleLowerCase('de').includes(s))
      .map(({ r, titel }) => ({
        ref: String(r.id),
        titel,
        zusatz: `${formatEventDate(r.datum)} · ${r.ort}`,
        gespeichert: gespeichertOf(r.status),
        von: r.sichtbar_ab,
        bis: null,
      }));
  },
  load: (ctx, ref) => (idOf(ref) ? meetingItem(ctx, idOf(ref)) : Promise.resolve(null)),
  async template() {
    return { oeffentlich: '1', ort: 'Großer Sitzungssaal, Rathaus' };
  },
  async optionen(ctx) {
    // Party groups have no meetings of their own: they work in the Gemeinderat's.
    const rows = await db(ctx).selectFrom('gremium').selectAll().where('art', '!=', 'fraktion').execute();
    const order = (art: string) => (GREMIUM_ARTEN as readonly string[]).indexOf(art);
    rows.sort((a, b) => order(a.art) - order(b.art) || a.sortierung - b.sortierung || a.name.localeCompare(b.name, 'de'));
    return { gremium: rows.map((g) => ({ wert: String(g.id), label: `${g.name}${g.status === 'veroeffentlicht' ? '' : ' (Entwurf)'}` })) };
  },
  async check(ctx, _ref, felder) {
    const fehler: Record<string, string> = {};
    const offen = parseAgenda(value(felder.tagesordnung));
    const geschlossen = parseAgenda(value(felder.tagesordnung_nichtoeffentlich));
    const papers = await papersByNumber(
      ctx,
      [...offen, ...geschlossen].flatMap((i) => (i.nummer ? [i.nummer] : [])),
    );
    const unknown = (items: AgendaLine[]) => items.filter((i) => i.nummer && !papers.has(i.nummer)).map((i) => i.nummer);
    const tooLong = (items: AgendaLine[]) => items.some((i) => [...i.titel].length > 500);
    for (const [field, items] of [
      ['tagesordnung', offen],
      ['tagesordnung_nichtoeffentlich', geschlossen],
    ] as const) {
      const missing = unknown(items);
      if (missing.length) fehler[field] = `Diese Vorlagen gibt es nicht: ${missing.join(', ')}. Bitte prüfen Sie die Nummern in den eckigen Klammern.`;
      else if (tooLong(items)) fehler[field] = 'Ein Tagesordnungspunkt darf höchstens 500 Zeichen lang sein.';
    }
    if (!fehler.tagesordnung) {
      const secret = offen.filter((i) => i.nummer && papers.get(i.nummer)?.oeffentlich === 0).map((i) => i.nummer);
      if (secret.length) fehler.tagesordnung = `Nichtöffentliche Vorlagen gehören in den nichtöffentlichen Teil: ${secret.join(', ')}.`;
    }
    if (value(felder.oeffentlich) === '0' && offen.length) fehler.tagesordnung = 'Eine nur nichtöffentliche Sitzung hat keinen öffentlichen Teil.';
    return fehler;
  },
  async storeFile(ctx, _field, upload, felder) {
    const stored = await storePdf(ctx, upload, {
      downloadtext: 'Einladung und Tagesordnung',
      einstufung: 'Bekanntmachung',
      stand: value(felder.datum).slice(0, 10) || null,
    });
    if ('fehler' in stored) return stored;
    // Internal until the meeting is saved as published.
    await db(ctx).updateTable('dokument').set({ intern: 1 }).where('id', '=', stored.id).execute();
    return { wert: String(stored.id) };
  },
  async write(ctx, ref, felder, gespeichert, from, to) {
    const gremiumId = Number(value(felder.gremium));
    const gremium = await db(ctx).selectFrom('gremium').select('name').where('id', '=', gremiumId).executeTakeFirstOrThrow();
    const datum = value(felder.datum);
    const now = ctx.now().toISOString();
    const columns = {
      gremium_id: gremiumId,
      datum,
      ort: value(felder.ort).trim(),
      oeffentlich: value(felder.oeffentlich) === '0' ? 0 : 1,
      sichtbar_ab: orNull(felder.sichtbar_ab),
      status: gespeichert,
      revision: to,
      geaendert: now,
    };
    let id: number;
    if (ref === null) {
      const r = await db(ctx)
        .insertInto('ratstermin')
        .values({ ...columns, slug: '', erstellt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = r.id;
    } else {
      id = idOf(ref);
      const res = await db(ctx).updateTable('ratstermin').set(columns).where('id', '=', id).where('revision', '=', from).executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return null;
    }
    await db(ctx)
      .updateTable('ratstermin')
      .set({ slug: ratsterminSlug(gremium.name, datum, id) })
      .where('id', '=', id)
      .execute();
    // The agenda: the public part first, the non-public part continues the numbering.
    const offen = parseAgenda(value(felder.tagesordnung));
    const geschlossen = parseAgenda(value(felder.tagesordnung_nichtoeffentlich));
    const papers = await papersByNumber(
      ctx,
      [...offen, ...geschlossen].flatMap((i) => (i.nummer ? [i.nummer] : [])),
    );
    await db(ctx).deleteFrom('ratstermin_top').where('ratstermin_id', '=', id).execute();
    const tops = [...offen.map((i) => ({ ...i, oeffentlich: 1 })), ...geschlossen.map((i) => ({ ...i, oeffentlich: 0 }))].map((i, n) => ({
      ratstermin_id: id,
      nr: n + 1,
      titel: i.titel,
      oeffentlich: i.oeffentlich,
      vorlage_id: i.nummer ? (papers.get(i.nummer)?.id ?? null) : null,
    }));
    if (tops.length) await db(ctx).insertInto('ratstermin_top').values(tops).execute();
    const einladung = value(felder.einladung) ? Number(value(felder.einladung)) : null;
    await linkFirst(ctx, 'ratstermin_dokument', { column: 'ratstermin_id', id }, einladung, { intern: gespeichert === 'veroeffentlicht' ? 0 : 1, ratsinfo: 0 });
    return String(id);
  },
  async remove(ctx, ref) {
    const id = idOf(ref);
    const docs = await db(ctx).selectFrom('ratstermin_dokument').select('dokument_id').where('ratstermin_id', '=', id).execute();
    await db(ctx).deleteFrom('ratstermin').where('id', '=', id).execute();
    if (docs.length)
      await db(ctx)
        .deleteFrom('dokument')
        .where(
          'id',
          'in',
          docs.map((d) => d.dokument_id),
        )
        .execute();
  },
  async preview(ctx, item) {
    const r = await meetingForPreview(ctx as unknown as CmsContext, idOf(item.ref));
    const detail = await ratsterminDetailOf(ctx as unknown as CmsContext, r!);
    // The desk's preview shows the invitation even while it is internal.
    return { seite: 'sitzung', pfad: item.adresse ?? ratsterminPath(r!.slug), titel: item.titel, daten: { item: detail, gremiumPfad: null } };
  },
  listDokumente: (ctx, ref) => documentsOf(ctx, 'ratstermin_dokument', 'ratstermin_id', idOf(ref)),
};

// ---------------------------------------------------------------------------
// Papers

const vorlageRow = (ctx: { db: Kysely<Database> }, id: number) => db(ctx).selectFrom('vorlage').selectAll().where('id', '=', id).executeTakeFirst();

export const vorlagenKind: DeskKind<typeof vorlagenArt> = {
  art: 'vorlagen',
  async list(ctx, suche) {
    const rows = await db(ctx).selectFrom('vorlage').selectAll().orderBy('datum', 'desc').orderBy('id', 'desc').execute();
    const s = suche.toLocaleLowerCase('de');
    return rows
      .filter((v) => !s || `${v.nummer} ${v.titel}`.toLocaleLowerCase('de').includes(s))
      .map((v) => ({
        ref: String(v.id),
        titel: `${v.nummer}: ${v.titel}`,
        zusatz: `${v.art} vom ${formatDate(v.datum)}${v.oeffentlich === 1 ? '' : ' · nichtöffentlich'}`,
        gespeichert: gespeichertOf(v.status),
        von: v.sichtbar_ab,
        bis: null,
      }));
  },
  async load(ctx, ref) {
    const v = idOf(ref) ? await vorlageRow(ctx, idOf(ref)) : undefined;
    if (!v) return null;
    const pdf = await firstDocument(ctx, 'vorlage_dokument', 'vorlage_id', v.id);
    return {
      ref: String(v.id),
      titel: `${v.nummer}: ${v.titel}`,
      revision: v.revision,
      gespeichert: gespeichertOf(v.status),
      felder: {
        nummer: v.nummer,
        titel: v.titel,
        art: v.art,
        oeffentlich: v.oeffentlich === 1 ? '1' : '0',
        datum: v.datum,
        federfuehrend: v.federfuehrend ?? '',
        beschlussvorschlag: v.beschlussvorschlag ?? '',
        sachverhalt: v.sachverhalt,
        pdf: pdf ? String(pdf) : '',
        sichtbar_ab: v.sichtbar_ab ?? '',
      },
      // Papers have no public page of their own: a public one stands with its meeting and in OParl.
      adresse: `${RATSINFO_VORLAGEN_PATH}/${makeSlug(v.titel, v.id)}`,
    };
  },
  async template() {
    return { art: 'Beschlussvorlage', oeffentlich: '1' };
  },
  async check(ctx, ref, felder): Promise<Record<string, string>> {
    const nummer = value(felder.nummer).trim();
    if (!nummer) return {};
    if (/[[\]]/.test(nummer)) return { nummer: 'Die Nummer darf keine eckigen Klammern enthalten.' };
    const taken = await db(ctx)
      .selectFrom('vorlage')
      .select('id')
      .where('nummer', '=', nummer)
      .where('id', '!=', ref ? idOf(ref) : 0)
      .executeTakeFirst();
    if (taken) return { nummer: `Die Vorlage ${nummer} gibt es schon.` };
    if (ref && value(felder.oeffentlich) === '0') {
      // A paper on a public agenda item would be published there.
      const onPublic = await db(ctx)
        .selectFrom('ratstermin_top')
        .select('ratstermin_id')
        .where('vorlage_id', '=', idOf(ref))
        .where('oeffentlich', '=', 1)
        .executeTakeFirst();
      if (onPublic)
        return { oeffentlich: 'Die Vorlage steht im öffentlichen Teil einer Sitzung; verschieben Sie sie dort zuerst in den nichtöffentlichen Teil.' };
    }
    return {};
  },
  async storeFile(ctx, _field, upload, felder) {
    const stored = await storePdf(ctx, upload, {
      downloadtext: `${value(felder.art) || 'Vorlage'} ${value(felder.nummer)}`.trim(),
      einstufung: 'Sitzungsvorlage',
      stand: value(felder.datum) || null,
    });
    if ('fehler' in stored) return stored;
    await db(ctx).updateTable('dokument').set({ intern: 1 }).where('id', '=', stored.id).execute();
    return { wert: String(stored.id) };
  },
  async write(ctx, ref, felder, gespeichert, from, to) {
    const now = ctx.now().toISOString();
    const oeffentlich = value(felder.oeffentlich) === '0' ? 0 : 1;
    const columns = {
      nummer: value(felder.nummer).trim(),
      titel: value(felder.titel).trim(),
      art: value(felder.art),
      oeffentlich,
      datum: value(felder.datum),
      federfuehrend: orNull(felder.federfuehrend),
      beschlussvorschlag: orNull(felder.beschlussvorschlag),
      sachverhalt: value(felder.sachverhalt),
      sichtbar_ab: orNull(felder.sichtbar_ab),
      status: gespeichert,
      revision: to,
      geaendert: now,
    };
    let id: number;
    if (ref === null) {
      id = (
        await db(ctx)
          .insertInto('vorlage')
          .values({ ...columns, erstellt: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      id = idOf(ref);
      const res = await db(ctx).updateTable('vorlage').set(columns).where('id', '=', id).where('revision', '=', from).executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return null;
    }
    const pdf = value(felder.pdf) ? Number(value(felder.pdf)) : null;
    // Public with a published public paper; a non-public one's only for council members.
    await linkFirst(ctx, 'vorlage_dokument', { column: 'vorlage_id', id }, pdf, {
      intern: gespeichert === 'veroeffentlicht' && oeffentlich === 1 ? 0 : 1,
      ratsinfo: oeffentlich === 1 ? 0 : 1,
    });
    return String(id);
  },
  async remove(ctx, ref) {
    const id = idOf(ref);
    const docs = await db(ctx).selectFrom('vorlage_dokument').select('dokument_id').where('vorlage_id', '=', id).execute();
    await db(ctx).deleteFrom('vorlage').where('id', '=', id).execute();
    if (docs.length)
      await db(ctx)
        .deleteFrom('dokument')
        .where(
          'id',
          'in',
          docs.map((d) => d.dokument_id),
        )
        .execute();
  },
  async preview(ctx, item) {
    const v = await vorlageRow(ctx, idOf(item.ref));
    const vorlage = await vorlageDetailOf(ctx as unknown as CmsContext, v!, 'ratsinfo');
    // In the frame of the council information system, as a member sees it (its logout is no use here).
    const nav = { user: { uuid: '', vorname: 'Vorschau', nachname: 'der Redaktion', email: '', person: null }, csrf: '' };
    return { seite: 'vorlage', pfad: item.adresse ?? RATSINFO_VORLAGEN_PATH, titel: item.titel, daten: { nav, vorlage } };
  },
  listDokumente: (ctx, ref) => documentsOf(ctx, 'vorlage_dokument', 'vorlage_id', idOf(ref)),
};

export const desk = [sitzungenKind, vorlagenKind];
