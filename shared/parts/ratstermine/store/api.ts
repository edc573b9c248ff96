import path from 'node:path';
import type { Kysely, Selectable } from 'kysely';
import {
  ratsinfoDokumentFile,
  ratsinfoSitzung,
  ratsinfoSitzungen,
  ratsinfoVorlage,
  ratsinfoVorlagen,
  ratsterminDetail,
  ratsterminIcs,
  ratstermineGremien,
  ratstermineKalender,
  ratstermineList,
  vorlageDetail,
  vorlagenList,
  type Beratung,
  type Gremium,
  type RatsterminDetail,
  type RatstermineListZeitraum,
  type RatsterminItem,
  type VorlageDetail,
  type VorlageInfo,
  type VorlageRef,
} from '../contract';
import type { Dokument } from '../../../contract/common';
import { formatDate } from '../../../format/date';
import { makeSlug } from '../../../format/slug-id';
import { gremiumKey, ratsterminIcsPath, ratsterminPath } from '../paths';
import { implement, notFound, problem, type CmsContext } from '../../../../server/cms/contract/implement';
import { berlinToday, listMeta, pageOf } from '../../../../server/cms/query';
import { buildCalendar, type IcsEvent } from '../../../../server/ics/ics';
import { calendarProdId, calendarUid, siteOrigin } from '../../../../server/ics/site-origin';
import { TOWN } from '../../../site/town';
import { FILES_DIR } from '../../../../server/cms/seed/dirs';
import type { DateienTables } from '../../../../server/cms/files/schema';
import type { GremienTables } from '../../gremien/store/schema';
import { bodiesOpenTo } from '../../gremien/store/access';
import { RATSTERMIN_VISIBILITY, VORLAGE_VISIBILITY, type RatstermineTables } from './schema';
import { isPublic } from '../../../../server/cms/visibility';
import { addHours, geplanteDauer, sitzungTitel } from './sitzung';

type Db = Kysely<RatstermineTables & DateienTables & GremienTables>;
const db = (ctx: CmsContext) => ctx.db as Db;

const PROD_ID = () => calendarProdId('Sitzungstermine');

const collator = new Intl.Collator('de', { sensitivity: 'base' });

type AgendaRow = { nr: number; titel: string; oeffentlich: number; vorlage_id: number | null };

/** Meetings with the name of their body, published or not (the desk's preview). */
const allMeetings = (ctx: CmsContext) =>
  db(ctx)
    .selectFrom('ratstermin')
    .innerJoin('gremium', 'gremium.id', 'ratstermin.gremium_id')
    .select([
      'ratstermin.id',
      'ratstermin.gremium_id',
      'gremium.name as gremium',
      'ratstermin.slug',
      'ratstermin.datum',
      'ratstermin.ort',
      'ratstermin.oeffentlich',
      'ratstermin.erstellt',
      'ratstermin.geaendert',
    ]);

/** Meetings the public sees (and council members): published, their time come, of a published body (ADR 44). */
const meetings = (ctx: CmsContext) => allMeetings(ctx).where(isPublic(RATSTERMIN_VISIBILITY, ctx.now())).where('gremium.status', '=', 'veroeffentlicht');

/** A meeting as the desk has it, published or not. */
export const meetingForPreview = (ctx: CmsContext, id: number) => allMeetings(ctx).where('ratstermin.id', '=', id).executeTakeFirst();

const one = (ctx: CmsContext, id: number) => meetings(ctx).where('ratstermin.id', '=', id).executeTakeFirst();
export type Row = NonNullable<Awaited<ReturnType<typeof one>>>;

/** The bodies that have meetings, in German alphabetical order. */
async function gremienList(ctx: CmsContext): Promise<Gremium[]> {
  const rows = await db(ctx)
    .selectFrom('ratstermin')
    .innerJoin('gremium', 'gremium.id', 'ratstermin.gremium_id')
    .select('gremium.name')
    .where(isPublic(RATSTERMIN_VISIBILITY, ctx.now()))
    .where('gremium.status', '=', 'veroeffentlicht')
    .distinct()
    .execute();
  return rows.map((r) => ({ key: gremiumKey(r.name), name: r.name })).sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The body of a `gremium` key (null: all bodies; undefined: no body has it) with the body whose
 * meetings it stands for: itself, or for a party group the Gemeinderat it works in.
 */
async function gremiumOf(ctx: CmsContext, key: string | undefined): Promise<{ gremium: Gremium; meets: number; meetsName: string } | null | undefined> {
  if (key === undefined) return null;
  const all = await db(ctx).selectFrom('gremium').select(['id', 'name', 'art', 'uebergeordnet_id']).where('status', '=', 'veroeffentlicht').execute();
  const g = all.find((x) => gremiumKey(x.name) === key);
  if (!g) return undefined;
  const meets = g.art === 'fraktion' ? (all.find((x) => x.id === g.uebergeordnet_id) ?? g) : g;
  return { gremium: { key, name: g.name }, meets: meets.id, meetsName: meets.name };
}

/** Upcoming meetings (from today's Berlin date on) earliest first, past ones latest first, or all by id. */
function select(ctx: CmsContext, gremien: readonly number[] | null, zeitraum: RatstermineListZeitraum) {
  const today = berlinToday(ctx.now());
  let q = meetings(ctx);
  if (zeitraum !== 'alle') q = q.where((eb) => eb(eb.fn('substr', ['ratstermin.datum', eb.val(1), eb.val(10)]), zeitraum === 'kommend' ? '>=' : '<', today));
  if (gremien !== null) q = gremien.length ? q.where('ratstermin.gremium_id', 'in', gremien) : q.where('ratstermin.id', '<', 0);
  if (zeitraum === 'alle') return q.orderBy('ratstermin.id', 'asc');
  const dir = zeitraum === 'kommend' ? 'asc' : 'desc';
  return q.orderBy('ratstermin.datum', dir).orderBy('ratstermin.id', dir);
}

function toItem(r: Row): RatsterminItem {
  return {
    id: r.id,
    slug: r.slug,
    titel: sitzungTitel(r.gremium),
    gremium: { key: gremiumKey(r.gremium), name: r.gremium },
    datum: r.datum,
    ende_geplant: addHours(r.datum, geplanteDauer(r.gremium)),
    ort: r.ort,
    oeffentlich: r.oeffentlich === 1,
    ics: ratsterminIcsPath(r.id),
    erstellt: r.erstellt,
    geaendert: r.geaendert,
  };
}

async function agendaOf(ctx: CmsContext, ids: number[]): Promise<Map<number, AgendaRow[]>> {
  const out = new Map<number, AgendaRow[]>();
  if (ids.length === 0) return out;
  const rows = await db(ctx)
    .selectFrom('ratstermin_top')
    .select(['ratstermin_id', 'nr', 'titel', 'oeffentlich', 'vorlage_id'])
    .where('ratstermin_id', 'in', ids)
    .orderBy('ratstermin_id')
    .orderBy('nr')
    .execute();
  for (const r of rows) {
    const list = out.get(r.ratstermin_id) ?? [];
    list.push(r);
    out.set(r.ratstermin_id, list);
  }
  return out;
}

function toIcs(r: Row, agenda: AgendaRow[]): IcsEvent {
  const item = toItem(r);
  const publicItems = agenda.filter((p) => p.oeffentlich === 1);
  const description = [
    publicItems.length ? ['Tagesordnung, öffentlicher Teil:', ...publicItems.map((p) => `${p.nr}. ${p.titel}`)].join('\n') : 'Nichtöffentliche Sitzung',
    publicItems.length && agenda.length > publicItems.length ? 'Im Anschluss nichtöffentliche Sitzung.' : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    uid: calendarUid(`ratstermin-${r.id}`),
    summary: item.titel,
    start: r.datum,
    end: item.ende_geplant,
    location: r.ort,
    description,
    url: `${siteOrigin()}${ratsterminPath(r.slug)}`,
    categories: [r.gremium],
  };
}

// ---------------------------------------------------------------------------
// Papers (Vorlagen) and documents

export type VorlageRow = Selectable<RatstermineTables['vorlage']>;

const vorlageRef = (v: VorlageRow): VorlageRef => ({
  id: v.id,
  slug: makeSlug(v.titel, v.id),
  nummer: v.nummer,
  titel: v.titel,
  art: v.art === 'Informationsvorlage' || v.art === 'Antrag' ? v.art : 'Beschlussvorlage',
  oeffentlich: v.oeffentlich === 1,
});

const vorlageInfo = (v: VorlageRow): VorlageInfo => ({
  ...vorlageRef(v),
  datum: v.datum,
  federfuehrend: v.federfuehrend,
  erstellt: v.erstellt,
  geaendert: v.geaendert,
});

async function vorlagenById(ctx: CmsContext, ids: ReadonlyArray<number | null>): Promise<Map<number, VorlageRow>> {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db(ctx).selectFrom('vorlage').selectAll().where('id', 'in', wanted).where(isPublic(VORLAGE_VISIBILITY, ctx.now())).execute();
  return new Map(rows.map((v) => [v.id, v]));
}

/** Where a paper is discussed, by date: all its agenda items, or only the public ones. */
async function beratungenOf(ctx: CmsContext, vorlage: number, onlyPublic: boolean): Promise<Beratung[]> {
  let q = db(ctx)
    .selectFrom('ratstermin_top')
    .innerJoin('ratstermin', 'ratstermin.id', 'ratstermin_top.ratstermin_id')
    .innerJoin('gremium', 'gremium.id', 'ratstermin.gremium_id')
    .select(['ratstermin.id', 'ratstermin.slug', 'ratstermin.datum', 'gremium.name as gremium', 'ratstermin_top.nr', 'ratstermin_top.oeffentlich'])
    .where('ratstermin_top.vorlage_id', '=', vorlage)
    .where(isPublic(RATSTERMIN_VISIBILITY, ctx.now()))
    .where('gremium.status', '=', 'veroeffentlicht');
  if (onlyPublic) q = q.where('ratstermin_top.oeffentlich', '=', 1);
  const rows = await q.orderBy('ratstermin.datum').orderBy('ratstermin.id').execute();
  return rows.map((r) => ({
    sitzung: { id: r.id, slug: r.slug, titel: sitzungTitel(r.gremium), datum: r.datum, gremium: { key: gremiumKey(r.gremium), name: r.gremium } },
    top: r.nr,
    oeffentlich: r.oeffentlich === 1,
  }));
}

const documentColumns = ['dokument.id', 'datei', 'mime', 'groesse', 'downloadtext', 'beschreibung', 'einstufung', 'stand', 'intern'] as const;

/** A document of the council information system: served with the council token only. */
const ratsinfoLink = (id: number) => `/api/cms/ratsinfo/dokument/${id}`;

function toDokument(
  ctx: CmsContext,
  d: {
    id: number;
    datei: string;
    mime: string;
    groesse: number;
    downloadtext: string;
    beschreibung: string | null;
    einstufung: string | null;
    stand: string | null;
  },
  link: 'public' | 'ratsinfo',
): Dokument {
  const { id, datei, mime, groesse, downloadtext, beschreibung, einstufung, stand } = d;
  return { id, datei, mime, groesse, downloadtext, beschreibung, einstufung, stand, link: link === 'public' ? ctx.fileUrl(id, datei) : ratsinfoLink(id) };
}

async function meetingDocuments(ctx: CmsContext, meeting: number) {
  return db(ctx)
    .selectFrom('ratstermin_dokument')
    .innerJoin('dokument', 'dokument.id', 'ratstermin_dokument.dokument_id')
    .select(documentColumns)
    .where('ratstermin_id', '=', meeting)
    .where('intern', '=', 0)
    .orderBy('ratstermin_dokument.sortierung')
    .orderBy('dokument.id')
    .execute();
}

async function vorlageDocuments(ctx: CmsContext, vorlage: number, onlyPublic: boolean) {
  let q = db(ctx)
    .selectFrom('vorlage_dokument')
    .innerJoin('dokument', 'dokument.id', 'vorlage_dokument.dokument_id')
    .select(documentColumns)
    .where('vorlage_id', '=', vorlage);
  if (onlyPublic) q = q.where('intern', '=', 0);
  return q.orderBy('vorlage_dokument.sortierung').orderBy('dokument.id').execute();
}

export async function vorlageDetailOf(ctx: CmsContext, v: VorlageRow, view: 'public' | 'ratsinfo'): Promise<VorlageDetail> {
  const onlyPublic = view === 'public';
  const [beratungen, docs] = await Promise.all([beratungenOf(ctx, v.id, onlyPublic), vorlageDocuments(ctx, v.id, onlyPublic)]);
  return {
    ...vorlageInfo(v),
    sachverhalt: v.sachverhalt,
    beschlussvorschlag: v.beschlussvorschlag,
    beratungen,
    dokumente: docs.map((d) => toDokument(ctx, d, view)),
  };
}

// ---------------------------------------------------------------------------
// Access of a council account (non-public papers are for the members of the bodies that discuss them)

/** The bodies whose non-public papers the session's account may read. */
const openBodies = (ctx: CmsContext, konto: string) => bodiesOpenTo(ctx.db, ctx.now(), konto);

/** Whether a paper may be read with access to these bodies: a public one always, a non-public one where one of them discusses it. */
async function vorlageReadable(ctx: CmsContext, v: VorlageRow, open: Set<number>): Promise<boolean> {
  if (v.oeffentlich === 1) return true;
  if (open.size === 0) return false;
  const hit = await db(ctx)
    .selectFrom('ratstermin_top')
    .innerJoin('ratstermin', 'ratstermin.id', 'ratstermin_top.ratstermin_id')
    .select('ratstermin.id')
    .where('ratstermin_top.vorlage_id', '=', v.id)
    .where('ratstermin.gremium_id', 'in', [...open])
    .where(isPublic(RATSTERMIN_VISIBILITY, ctx.now()))
    .executeTakeFirst();
  return !!hit;
}

/** A meeting's public page: its agenda in two parts, its public documents and papers. */
export async function ratsterminDetailOf(ctx: CmsContext, r: Row): Promise<RatsterminDetail> {
  const id = r.id;
  const agenda = (await agendaOf(ctx, [id])).get(id) ?? [];
  const docs = await meetingDocuments(ctx, id);
  const publicItems = agenda.filter((p) => p.oeffentlich === 1);
  const papers = await vorlagenById(
    ctx,
    publicItems.map((p) => p.vorlage_id),
  );
  const data: RatsterminDetail = {
    ...toItem(r),
    tagesordnung: {
      oeffentlich: publicItems.map(({ nr, titel }) => ({ nr, titel })),
      nichtoeffentlich: agenda.filter((p) => p.oeffentlich !== 1).map(({ nr, titel }) => ({ nr, titel })),
    },
    dokumente: docs.map((d) => toDokument(ctx, d, 'public')),
    // Only public papers: a public item never carries a non-public one, and this view shows nothing else.
    vorlagen: publicItems.flatMap((p) => {
      const v = papers.get(p.vorlage_id ?? 0);
      return v && v.oeffentlich === 1 ? [{ top: p.nr, vorlage: vorlageRef(v) }] : [];
    }),
  };
  return data;
}

const FORBIDDEN = 'Kein Zugriff';

/**
 * Council meetings: the meetings (upcoming from today's Berlin date on, past ones, or all) with a filter
 * by body, the bodies that have meetings, one meeting with its agenda and documents, iCalendar files
 * (one meeting, or a subscribable feed of upcoming meetings of all bodies or of one), the public papers;
 * and for council members the whole agendas with the non-public papers and their documents.
 */
export const operations = [
  implement(ratstermineList, async ({ query }, ctx) => {
    const gremium = await gremiumOf(ctx, query.gremium);
    // A body without meetings has an empty list.
    const rows = gremium === undefined ? [] : await select(ctx, gremium ? [gremium.meets] : null, query.zeitraum).execute();
    return { data: pageOf(rows, query.seite, query.pro_seite).map(toItem), meta: listMeta(query.seite, query.pro_seite, rows.length) };
  }),

  implement(ratstermineGremien, async (_input, ctx) => ({ data: await gremienList(ctx) })),

  implement(ratstermineKalender, async ({ query }, ctx) => {
    const gremium = await gremiumOf(ctx, query.gremium);
    if (gremium === undefined) return notFound('Unbekanntes Gremium');
    const rows = await select(ctx, gremium ? [gremium.meets] : null, 'kommend').execute();
    const agenda = await agendaOf(
      ctx,
      rows.map((r) => r.id),
    );
    const text = buildCalendar({
      name: gremium ? `Sitzungstermine ${TOWN.name}: ${gremium.meetsName}` : `Sitzungstermine ${TOWN.name}`,
      events: rows.map((r) => toIcs(r, agenda.get(r.id) ?? [])),
      stamp: ctx.now(),
      prodId: PROD_ID(),
    });
    return { text, filename: gremium ? `sitzungstermine-${gremium.gremium.key}.ics` : 'sitzungstermine.ics' };
  }),

  implement(ratsterminDetail, async ({ params }, ctx) => {
    const r = await one(ctx, params.id);
    if (!r) return notFound('Sitzung nicht gefunden');
    return { data: await ratsterminDetailOf(ctx, r) };
  }),

  implement(ratsterminIcs, async ({ params }, ctx) => {
    const r = await one(ctx, params.id);
    if (!r) return notFound('Sitzung nicht gefunden');
    const agenda = (await agendaOf(ctx, [r.id])).get(r.id) ?? [];
    const text = buildCalendar({
      name: `${sitzungTitel(r.gremium)} am ${formatDate(r.datum)}`,
      events: [toIcs(r, agenda)],
      stamp: ctx.now(),
      prodId: PROD_ID(),
    });
    return { text, filename: `${r.slug}.ics` };
  }),

  implement(vorlagenList, async ({ query }, ctx) => {
    const base = db(ctx).selectFrom('vorlage').where('oeffentlich', '=', 1).where(isPublic(VORLAGE_VISIBILITY, ctx.now()));
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('id')
        .limit(query.pro_seite)
        .offset((query.seite - 1) * query.pro_seite)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { data: rows.map(vorlageInfo), meta: listMeta(query.seite, query.pro_seite, Number(count?.n ?? 0)) };
  }),

  implement(vorlageDetail, async ({ params }, ctx) => {
    const v = await db(ctx)
      .selectFrom('vorlage')
      .selectAll()
      .where('id', '=', params.id)
      .where('oeffentlich', '=', 1)
      .where(isPublic(VORLAGE_VISIBILITY, ctx.now()))
      .executeTakeFirst();
    if (!v) return notFound('Vorlage nicht gefunden');
    return { data: await vorlageDetailOf(ctx, v, 'public') };
  }),

  implement(ratsinfoSitzungen, async ({ query, auth }, ctx) => {
    const open = await openBodies(ctx, auth!.uuid);
    const rows = await select(ctx, [...open], query.zeitraum).execute();
    return { data: pageOf(rows, query.seite, query.pro_seite).map(toItem), meta: listMeta(query.seite, query.pro_seite, rows.length) };
  }),

  implement(ratsinfoSitzung, async ({ params, auth }, ctx) => {
    const r = await one(ctx, params.id);
    if (!r) return notFound('Sitzung nicht gefunden');
    if (!(await openBodies(ctx, auth!.uuid)).has(r.gremium_id)) return problem(403, FORBIDDEN);
    const agenda = (await agendaOf(ctx, [r.id])).get(r.id) ?? [];
    const [papers, docs] = await Promise.all([
      vorlagenById(
        ctx,
        agenda.map((p) => p.vorlage_id),
      ),
      meetingDocuments(ctx, r.id),
    ]);
    return {
      data: {
        ...toItem(r),
        tagesordnung: agenda.map((p) => {
          const v = papers.get(p.vorlage_id ?? 0);
          return { nr: p.nr, titel: p.titel, oeffentlich: p.oeffentlich === 1, vorlage: v ? vorlageRef(v) : null };
        }),
        dokumente: docs.map((d) => toDokument(ctx, d, 'ratsinfo')),
      },
    };
  }),

  implement(ratsinfoVorlagen, async ({ query, auth }, ctx) => {
    const open = [...(await openBodies(ctx, auth!.uuid))];
    const readable = db(ctx)
      .selectFrom('vorlage')
      .where(isPublic(VORLAGE_VISIBILITY, ctx.now()))
      .where((eb) =>
        eb.or([
          eb('vorlage.oeffentlich', '=', 1),
          ...(open.length
            ? [
                eb.exists(
                  eb
                    .selectFrom('ratstermin_top')
                    .innerJoin('ratstermin', 'ratstermin.id', 'ratstermin_top.ratstermin_id')
                    .select('ratstermin.id')
                    .whereRef('ratstermin_top.vorlage_id', '=', 'vorlage.id')
                    .where('ratstermin.gremium_id', 'in', open)
                    .where(isPublic(RATSTERMIN_VISIBILITY, ctx.now())),
                ),
              ]
            : []),
        ]),
      );
    const [rows, count] = await Promise.all([
      readable
        .selectAll('vorlage')
        .orderBy('vorlage.datum', 'desc')
        .orderBy('vorlage.id', 'desc')
        .limit(query.pro_seite)
        .offset((query.seite - 1) * query.pro_seite)
        .execute(),
      readable.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { data: rows.map(vorlageInfo), meta: listMeta(query.seite, query.pro_seite, Number(count?.n ?? 0)) };
  }),

  implement(ratsinfoVorlage, async ({ params, auth }, ctx) => {
    const v = await db(ctx).selectFrom('vorlage').selectAll().where('id', '=', params.id).where(isPublic(VORLAGE_VISIBILITY, ctx.now())).executeTakeFirst();
    if (!v) return notFound('Vorlage nicht gefunden');
    if (!(await vorlageReadable(ctx, v, await openBodies(ctx, auth!.uuid)))) return problem(403, FORBIDDEN);
    return { data: await vorlageDetailOf(ctx, v, 'ratsinfo') };
  }),

  implement(ratsinfoDokumentFile, async ({ params, auth }, ctx) => {
    const d = await db(ctx).selectFrom('dokument').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!d) return notFound('Datei nicht gefunden');
    const file = { file: { path: path.join(ctx.dataDir, FILES_DIR, d.speicherpfad), mime: d.mime, name: d.datei, size: d.groesse } };
    // A public document of a meeting (its invitation, its public papers).
    const ofMeeting = await db(ctx)
      .selectFrom('ratstermin_dokument')
      .innerJoin('ratstermin', 'ratstermin.id', 'ratstermin_dokument.ratstermin_id')
      .select('ratstermin_id')
      .where('dokument_id', '=', d.id)
      .where(isPublic(RATSTERMIN_VISIBILITY, ctx.now()))
      .executeTakeFirst();
    if (ofMeeting && d.intern === 0) return file;
    // A document of a paper: readable with the paper.
    const owners = await db(ctx)
      .selectFrom('vorlage_dokument')
      .innerJoin('vorlage', 'vorlage.id', 'vorlage_dokument.vorlage_id')
      .selectAll('vorlage')
      .where('dokument_id', '=', d.id)
      .where(isPublic(VORLAGE_VISIBILITY, ctx.now()))
      .execute();
    if (owners.length === 0) return notFound('Datei nicht gefunden');
    const open = await openBodies(ctx, auth!.uuid);
    for (const v of owners) if ((d.intern === 0 && v.oeffentlich === 1) || (await vorlageReadable(ctx, { ...v, oeffentlich: 0 }, open))) return file;
    return problem(403, FORBIDDEN);
  }),
];
