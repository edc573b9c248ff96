import type { Kysely } from 'kysely';
import {
  ratsterminDetail,
  ratsterminIcs,
  ratstermineGremien,
  ratstermineKalender,
  ratstermineList,
  type Gremium,
  type RatsterminDetail,
  type RatstermineZeitraum,
  type RatsterminItem,
} from '../../../../shared/contract/ratstermine';
import type { Dokument } from '../../../../shared/contract/common';
import { formatDate } from '../../../../shared/format/date';
import { gremiumKey, ratsterminIcsPath, ratsterminPath } from '../../../../shared/pages/ratstermine/paths';
import { implement, notFound, type CmsContext } from '../../contract/implement';
import { berlinToday, listMeta, pageOf } from '../../query';
import { buildCalendar, type IcsEvent } from '../../../ics/ics';
import { SITE_ORIGIN } from '../../../ics/site-origin';
import type { DateienTables } from '../dateien/schema';
import type { RatstermineTables } from './schema';
import { addHours, geplanteDauer, sitzungTitel } from './sitzung';

const db = (ctx: CmsContext) => ctx.db as Kysely<RatstermineTables & DateienTables>;

const PROD_ID = '-//Stadt Musterstadt//Sitzungstermine//DE';

const collator = new Intl.Collator('de', { sensitivity: 'base' });

type AgendaRow = { nr: number; titel: string; oeffentlich: number };

const one = (ctx: CmsContext, id: number) => db(ctx).selectFrom('ratstermin').selectAll().where('id', '=', id).executeTakeFirst();
type Row = NonNullable<Awaited<ReturnType<typeof one>>>;

/** The bodies that have meetings, in German alphabetical order. */
async function gremienList(ctx: CmsContext): Promise<Gremium[]> {
  const rows = await db(ctx).selectFrom('ratstermin').select('gremium').distinct().execute();
  return rows.map((r) => ({ key: gremiumKey(r.gremium), name: r.gremium })).sort((a, b) => collator.compare(a.name, b.name));
}

/** The body of a key, null for all, undefined for a key no meeting has. */
async function gremiumOf(ctx: CmsContext, key: string | undefined): Promise<Gremium | null | undefined> {
  if (key === undefined) return null;
  return (await gremienList(ctx)).find((g) => g.key === key);
}

/** Upcoming meetings (from today's Berlin date on) earliest first, or past ones latest first. */
function select(ctx: CmsContext, gremium: string | null, zeitraum: RatstermineZeitraum) {
  const today = berlinToday(ctx.now());
  let q = db(ctx)
    .selectFrom('ratstermin')
    .selectAll()
    .where((eb) => eb(eb.fn('substr', ['datum', eb.val(1), eb.val(10)]), zeitraum === 'kommend' ? '>=' : '<', today));
  if (gremium !== null) q = q.where('gremium', '=', gremium);
  const dir = zeitraum === 'kommend' ? 'asc' : 'desc';
  return q.orderBy('datum', dir).orderBy('id', dir);
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
  };
}

async function agendaOf(ctx: CmsContext, ids: number[]): Promise<Map<number, AgendaRow[]>> {
  const out = new Map<number, AgendaRow[]>();
  if (ids.length === 0) return out;
  const rows = await db(ctx)
    .selectFrom('ratstermin_top')
    .select(['ratstermin_id', 'nr', 'titel', 'oeffentlich'])
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
    uid: `ratstermin-${r.id}@musterstadt.de`,
    summary: item.titel,
    start: r.datum,
    end: item.ende_geplant,
    location: r.ort,
    description,
    url: `${SITE_ORIGIN}${ratsterminPath(r.slug)}`,
    categories: [r.gremium],
  };
}

/**
 * Council meetings: the meetings (upcoming from today's Berlin date on, or past ones) with a filter by
 * body, the bodies that have meetings, one meeting with its agenda and documents, and iCalendar files
 * (one meeting, or a subscribable feed of upcoming meetings).
 */
export const operations = [
  implement(ratstermineList, async ({ query }, ctx) => {
    const gremium = await gremiumOf(ctx, query.gremium);
    // A body without meetings has an empty list.
    const rows = gremium === undefined ? [] : await select(ctx, gremium?.name ?? null, query.zeitraum).execute();
    return { data: pageOf(rows, query.seite, query.pro_seite).map(toItem), meta: listMeta(query.seite, query.pro_seite, rows.length) };
  }),

  implement(ratstermineGremien, async (_input, ctx) => ({ data: await gremienList(ctx) })),

  implement(ratstermineKalender, async ({ query }, ctx) => {
    const gremium = await gremiumOf(ctx, query.gremium);
    if (gremium === undefined) return notFound('Unbekanntes Gremium');
    const rows = await select(ctx, gremium?.name ?? null, 'kommend').execute();
    const agenda = await agendaOf(ctx, rows.map((r) => r.id));
    const text = buildCalendar({
      name: gremium ? `Sitzungstermine Musterstadt: ${gremium.name}` : 'Sitzungstermine Musterstadt',
      events: rows.map((r) => toIcs(r, agenda.get(r.id) ?? [])),
      stamp: ctx.now(),
      prodId: PROD_ID,
    });
    return { text, filename: gremium ? `sitzungstermine-${gremium.key}.ics` : 'sitzungstermine.ics' };
  }),

  implement(ratsterminDetail, async ({ params }, ctx) => {
    const { id } = params;
    const r = await one(ctx, id);
    if (!r) return notFound('Sitzung nicht gefunden');
    const agenda = (await agendaOf(ctx, [id])).get(id) ?? [];
    const docs = await db(ctx)
      .selectFrom('ratstermin_dokument')
      .innerJoin('dokument', 'dokument.id', 'ratstermin_dokument.dokument_id')
      .select(['dokument.id', 'datei', 'mime', 'groesse', 'downloadtext', 'beschreibung', 'einstufung', 'stand'])
      .where('ratstermin_id', '=', id)
      .where('intern', '=', 0)
      .orderBy('ratstermin_dokument.sortierung')
      .orderBy('dokument.id')
      .execute();
    const dokumente: Dokument[] = docs.map((d) => ({ ...d, link: ctx.fileUrl(d.id, d.datei) }));
    const data: RatsterminDetail = {
      ...toItem(r),
      tagesordnung: {
        oeffentlich: agenda.filter((p) => p.oeffentlich === 1).map(({ nr, titel }) => ({ nr, titel })),
        nichtoeffentlich: agenda.filter((p) => p.oeffentlich !== 1).map(({ nr, titel }) => ({ nr, titel })),
      },
      dokumente,
    };
    return { data };
  }),

  implement(ratsterminIcs, async ({ params }, ctx) => {
    const r = await one(ctx, params.id);
    if (!r) return notFound('Sitzung nicht gefunden');
    const agenda = (await agendaOf(ctx, [r.id])).get(r.id) ?? [];
    const text = buildCalendar({ name: `${sitzungTitel(r.gremium)} am ${formatDate(r.datum)}`, events: [toIcs(r, agenda)], stamp: ctx.now(), prodId: PROD_ID });
    return { text, filename: `${r.slug}.ics` };
  }),
];
