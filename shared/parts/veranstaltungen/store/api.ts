import {
  veranstaltungDetail,
  veranstaltungenKalender,
  veranstaltungenList,
  veranstaltungIcs,
  veranstaltungRubriken,
  type VeranstaltungDetail,
  type VeranstaltungenZeitraum,
  type VeranstaltungItem,
  type VeranstaltungRubrik,
} from '../contract';
import { eventPath } from '../event-paths';
import { implement, notFound, type CmsContext } from '../../../../server/cms/contract/implement';
import { berlinToday, listMeta, pageOf } from '../../../../server/cms/query';
import { buildCalendar, htmlToText, type IcsEvent } from '../../../../server/ics/ics';
import { dailyHours } from '../../../format/date';
import { calendarUid, siteOrigin } from '../../../../server/ics/site-origin';
import { TOWN } from '../../../site/town';
import { EVENT_VISIBILITY } from './schema';
import { isPublic } from '../../../../server/cms/visibility';

const db = (ctx: Pick<CmsContext, 'db'>) => ctx.db;

const icsPath = (id: number) => `/api/cms/veranstaltungen/${id}/ics`;

/** The last day (inclusive) of a period counted from today, 'YYYY-MM-DD'. */
export function zeitraumEnde(today: string, zeitraum: VeranstaltungenZeitraum): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const t =
    zeitraum === 'woche'
      ? new Date(Date.UTC(y, m - 1, d + 7))
      : // Month arithmetic clamped to the month's last day (31.01. + 1 Monat = 28./29.02.).
        (() => {
          const add = zeitraum === 'monat' ? 1 : 3;
          const last = new Date(Date.UTC(y, m - 1 + add + 1, 0)).getUTCDate();
          return new Date(Date.UTC(y, m - 1 + add, Math.min(d, last)));
        })();
  return t.toISOString().slice(0, 10);
}

/** The categories of events, each event's in their order (the main one first). */
async function rubrikenOf(ctx: Pick<CmsContext, 'db'>, ids: number[]): Promise<Map<number, VeranstaltungRubrik[]>> {
  const out = new Map<number, VeranstaltungRubrik[]>();
  if (ids.length === 0) return out;
  const rows = await db(ctx)
    .selectFrom('veranstaltung_zu_rubrik')
    .innerJoin('veranstaltung_rubrik', 'veranstaltung_rubrik.id', 'veranstaltung_zu_rubrik.rubrik_id')
    .select(['veranstaltung_id', 'veranstaltung_rubrik.id', 'veranstaltung_rubrik.titel'])
    .where('veranstaltung_id', 'in', ids)
    .orderBy('veranstaltung_id')
    .orderBy('sortierung')
    .execute();
  for (const r of rows) {
    const list = out.get(r.veranstaltung_id) ?? [];
    list.push({ id: r.id, titel: r.titel });
    out.set(r.veranstaltung_id, list);
  }
  return out;
}

/** Upcoming events (not over on today's Berlin date), sorted by start, then id. */
function upcoming(ctx: CmsContext, rubrikId: number | undefined, zeitraum: VeranstaltungenZeitraum | undefined, tage: { von?: string; bis?: string } = {}) {
  const today = berlinToday(ctx.now());
  // A picked first day counts from today at the earliest: what is over stays out.
  const from = tage.von && tage.von > today ? tage.von : today;
  let q = db(ctx)
    .selectFrom('veranstaltung')
    .selectAll('veranstaltung')
    .where(isPublic(EVENT_VISIBILITY, ctx.now()))
    .where((eb) => eb(eb.fn('substr', [eb.fn.coalesce('datum_bis', 'datum_von'), eb.val(1), eb.val(10)]), '>=', from));
  if (tage.bis) q = q.where((eb) => eb(eb.fn('substr', ['datum_von', eb.val(1), eb.val(10)]), '<=', tage.bis!));
  if (zeitraum) q = q.where((eb) => eb(eb.fn('substr', ['datum_von', eb.val(1), eb.val(10)]), '<=', zeitraumEnde(today, zeitraum)));
  if (rubrikId !== undefined) {
    q = q.where('id', 'in', db(ctx).selectFrom('veranstaltung_zu_rubrik').select('veranstaltung_id').where('rubrik_id', '=', rubrikId));
  }
  return q.orderBy('datum_von').orderBy('id').execute();
}
type Row = Awaited<ReturnType<typeof upcoming>>[number];

/** One event: a public one, or (the desk's preview) any. */
const one = (ctx: Pick<CmsContext, 'db' | 'now'>, id: number, publicOnly = true) => {
  const q = db(ctx).selectFrom('veranstaltung').selectAll().where('id', '=', id);
  return (publicOnly ? q.where(isPublic(EVENT_VISIBILITY, ctx.now())) : q).executeTakeFirst();
};

async function toItem(ctx: Pick<CmsContext, 'bild'>, r: Row, rubriken: Map<number, VeranstaltungRubrik[]>): Promise<VeranstaltungItem> {
  return {
    id: r.id,
    titel: r.titel,
    slug: r.slug,
    datum_von: r.datum_von,
    datum_bis: r.datum_bis,
    ort: { location: r.ort_location, street: r.ort_street, zip: r.ort_zip, city: r.ort_city },
    veranstalter: r.veranstalter,
    rubriken: rubriken.get(r.id) ?? [],
    bild: await ctx.bild(r.bild, r.bild_alt),
    ics: icsPath(r.id),
  };
}

function toIcs(r: Row, rubriken: VeranstaltungRubrik[]): IcsEvent {
  const daily = dailyHours(r.datum_von, r.datum_bis);
  const location = [r.ort_location, r.ort_street, [r.ort_zip, r.ort_city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    uid: calendarUid(`veranstaltung-${r.id}`),
    summary: r.titel,
    start: r.datum_von,
    end: r.datum_bis,
    location,
    description: [htmlToText(r.text), r.veranstalter ? `Veranstalter: ${r.veranstalter}` : '', r.eintritt ? `Eintritt: ${r.eintritt}` : '']
      .filter(Boolean)
      .join('\n\n'),
    url: `${siteOrigin()}${eventPath('gaeste', r.slug)}`,
    categories: rubriken.map((x) => x.titel),
    ...(daily ? { daily: { from: daily.from, to: daily.to, days: daily.days.length } } : {}),
  };
}

/** An event as its page shows it: a public one, or (the desk's preview) any. */
export async function eventDetailOf(ctx: Pick<CmsContext, 'db' | 'now' | 'bild'>, id: number, publicOnly: boolean): Promise<VeranstaltungDetail | null> {
  const r = await one(ctx, id, publicOnly);
  if (!r) return null;
  const rubriken = await rubrikenOf(ctx, [r.id]);
  return {
    ...(await toItem(ctx, r, rubriken)),
    text: r.text,
    eintritt: r.eintritt,
    barrierefrei: r.barrierefrei === null ? null : r.barrierefrei === 1,
    link: r.link,
  };
}

/**
 * Events: upcoming events with category and period filters, one event, the categories, and iCalendar
 * files (one event, or a subscribable feed of all or of one category).
 */
export const operations = [
  implement(veranstaltungenList, async ({ query }, ctx) => {
    const rows = await upcoming(ctx, query.rubrik_id, query.zeitraum, { von: query.von, bis: query.bis });
    const slice = pageOf(rows, query.seite, query.pro_seite);
    const rubriken = await rubrikenOf(
      ctx,
      slice.map((r) => r.id),
    );
    const data = await Promise.all(slice.map((r) => toItem(ctx, r, rubriken)));
    return { data, meta: listMeta(query.seite, query.pro_seite, rows.length) };
  }),

  implement(veranstaltungRubriken, async (_input, ctx) => {
    const rows = await db(ctx).selectFrom('veranstaltung_rubrik').select(['id', 'titel']).orderBy('id').execute();
    return { data: rows };
  }),

  implement(veranstaltungenKalender, async ({ query }, ctx) => {
    const rubrikId = query.rubrik_id;
    let name = `Veranstaltungen in ${TOWN.name}`;
    if (rubrikId !== undefined) {
      const rub = await db(ctx).selectFrom('veranstaltung_rubrik').select('titel').where('id', '=', rubrikId).executeTakeFirst();
      if (!rub) return notFound('Unbekannte Rubrik');
      name = `Veranstaltungen in ${TOWN.name}: ${rub.titel}`;
    }
    const rows = await upcoming(ctx, rubrikId, undefined);
    const rub = await rubrikenOf(
      ctx,
      rows.map((r) => r.id),
    );
    const text = buildCalendar({ name, events: rows.map((r) => toIcs(r, rub.get(r.id) ?? [])), stamp: ctx.now() });
    return { text, filename: rubrikId ? `veranstaltungen-${rubrikId}.ics` : 'veranstaltungen.ics' };
  }),

  implement(veranstaltungDetail, async ({ params }, ctx) => {
    const data = await eventDetailOf(ctx, params.id, true);
    return data ? { data } : notFound('Veranstaltung nicht gefunden');
  }),

  implement(veranstaltungIcs, async ({ params }, ctx) => {
    const r = await one(ctx, params.id);
    if (!r) return notFound('Veranstaltung nicht gefunden');
    const rub = (await rubrikenOf(ctx, [r.id])).get(r.id) ?? [];
    return { text: buildCalendar({ name: r.titel, events: [toIcs(r, rub)], stamp: ctx.now() }), filename: `${r.slug}.ics` };
  }),
];
