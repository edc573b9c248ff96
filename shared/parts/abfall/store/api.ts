import {
  abfallArten,
  abfallKalender,
  abfallStrasse,
  abfallStrassen,
  abfallStrassenVerlauf,
  abfallTermine,
  type Abfallart,
  type Abfuhrtermin,
  type Strasse,
} from '../contract';
import { implement, isProblem, notFound, problem, type CmsContext, type Problem } from '../../../../server/cms/contract/implement';
import { berlinToday, germanCollator } from '../../../../server/cms/query';
import { buildCalendar, type IcsEvent } from '../../../../server/ics/ics';
import { deskColumnsOf, isPublic } from '../../../../server/cms/visibility';
import { calendarProdId, calendarUid } from '../../../../server/ics/site-origin';

/** Longest period one termine request may span, in days (one year, leap day included). */
export const TERMINE_MAX_TAGE = 366;
/** The calendar feed also keeps the collections of the last days, so a subscription does not look empty. */
export const FEED_VERGANGENE_TAGE = 30;
/** Reminder of every collection: 6 hours before the day starts = 18:00 local time the evening before. */
export const ERINNERUNG_TRIGGER = '-PT6H';

const DAY_MS = 86_400_000;

/** Whole days as numbers, in UTC so that no time zone or DST change shifts them. */
function dayNumber(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}
export function addDays(iso: string, days: number): string {
  return new Date((dayNumber(iso) + days) * DAY_MS).toISOString().slice(0, 10);
}

const db = (ctx: CmsContext) => ctx.db;
/** Published and its time has come (ADR 43): bin types, districts and streets drafted on the desk stay off the site. */
const pub = (table: string, ctx: CmsContext) => isPublic(deskColumnsOf(table), ctx.now());

function arten(ctx: CmsContext): Promise<Abfallart[]> {
  return db(ctx)
    .selectFrom('abfallart')
    .select(['id', 'key', 'titel', 'kuerzel', 'farbe', 'hinweis'])
    .where(pub('abfallart', ctx))
    .orderBy('sortierung')
    .orderBy('id')
    .execute();
}

/** The `arten` filter: known keys only (400 otherwise); null = all types. */
function artenFilter(keys: string[], all: Abfallart[]): Abfallart[] | null | Problem {
  if (keys.length === 0) return null;
  const unknown = keys.filter((k) => !all.some((a) => a.key === k));
  if (unknown.length) return problem(400, `Parameter arten enthält eine unbekannte Abfallart: ${unknown.join(', ')}.`);
  return all.filter((a) => keys.includes(a.key));
}

function strassenQuery(ctx: CmsContext) {
  return db(ctx)
    .selectFrom('abfall_strasse')
    .innerJoin('abfuhrbezirk', 'abfuhrbezirk.nr', 'abfall_strasse.abfuhrbezirk_nr')
    .select([
      'abfall_strasse.uuid',
      'abfall_strasse.name',
      'abfall_strasse.ortsteil',
      'abfuhrbezirk.nr',
      'abfuhrbezirk.titel',
      'abfuhrbezirk.ortsteil as bezirk_ortsteil',
    ])
    .where(pub('abfall_strasse', ctx))
    .where(pub('abfuhrbezirk', ctx));
}
type StrasseRow = Awaited<ReturnType<ReturnType<typeof strassenQuery>['execute']>>[number];

const toStrasse = (r: StrasseRow): Strasse => ({
  uuid: r.uuid,
  name: r.name,
  ortsteil: r.ortsteil,
  abfuhrbezirk: { nr: r.nr, titel: r.titel, ortsteil: r.bezirk_ortsteil },
});

async function strasse(ctx: CmsContext, uuid: string): Promise<Strasse | null> {
  const r = await strassenQuery(ctx).where('abfall_strasse.uuid', '=', uuid).executeTakeFirst();
  return r ? toStrasse(r) : null;
}

async function termineOf(ctx: CmsContext, bezirk: number, von: string, bis: string | null, filter: Abfallart[] | null): Promise<Abfuhrtermin[]> {
  let query = db(ctx)
    .selectFrom('abfuhrtermin')
    .innerJoin('abfallart', 'abfallart.id', 'abfuhrtermin.abfallart_id')
    .select(['abfuhrtermin.datum', 'abfallart.key', 'abfuhrtermin.hinweis'])
    .where('abfuhrtermin.abfuhrbezirk_nr', '=', bezirk)
    .where(pub('abfallart', ctx))
    .where('abfuhrtermin.datum', '>=', von);
  if (bis) query = query.where('abfuhrtermin.datum', '<=', bis);
  if (filter)
    query = query.where(
      'abfallart.id',
      'in',
      filter.map((a) => a.id),
    );
  const rows = await query.orderBy('abfuhrtermin.datum').orderBy('abfallart.sortierung').orderBy('abfallart.id').execute();
  return rows.map((r) => ({ datum: r.datum, art: r.key, hinweis: r.hinweis }));
}

/** 'Hauptstraße' → 'hauptstrasse', for the file name of the calendar. */
const fileSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Waste calendar: waste types, streets (with their collection district), the collection dates of a
 * street and its calendar feed.
 */
export const operations = [
  implement(abfallArten, async (_input, ctx) => ({ data: await arten(ctx) })),

  implement(abfallStrassen, async ({ query }, ctx) => {
    let q = strassenQuery(ctx);
    if (query.ortsteil) q = q.where('abfall_strasse.ortsteil', '=', query.ortsteil);
    const rows = await q.execute();
    // German order (DIN 5007-1: umlauts with their base letter), then by Ortsteil for equal names.
    rows.sort((a, b) => germanCollator.compare(a.name, b.name) || germanCollator.compare(a.ortsteil, b.ortsteil));
    return { data: rows.map(toStrasse) };
  }),

  implement(abfallStrassenVerlauf, async (_req, ctx) => {
    const rows = await db(ctx)
      .selectFrom('abfall_strasse')
      .select(['name', 'ortsteil', 'verlauf'])
      .where('verlauf', 'is not', null)
      .where(pub('abfall_strasse', ctx))
      .orderBy('name')
      .orderBy('ortsteil')
      .orderBy('id')
      .execute();
    const seen = new Set<string>();
    const data = [];
    for (const r of rows) {
      const key = `${r.name}|${r.ortsteil}`;
      if (seen.has(key) || !r.verlauf) continue;
      seen.add(key);
      data.push({ name: r.name, ortsteil: r.ortsteil, verlauf: JSON.parse(r.verlauf) as [number, number][][] });
    }
    return { data };
  }),

  implement(abfallStrasse, async ({ params }, ctx) => {
    const s = await strasse(ctx, params.uuid);
    return s ? { data: s } : notFound('Straße nicht gefunden');
  }),

  implement(abfallTermine, async ({ query }, ctx) => {
    const von = query.von ?? berlinToday(ctx.now());
    const bis = query.bis ?? addDays(von, TERMINE_MAX_TAGE - 1);
    if (bis < von) return problem(400, 'Parameter bis liegt vor von.');
    if (dayNumber(bis) - dayNumber(von) >= TERMINE_MAX_TAGE) return problem(400, `Der Zeitraum darf höchstens ${TERMINE_MAX_TAGE} Tage umfassen.`);
    const filter = artenFilter(query.arten, await arten(ctx));
    if (isProblem(filter)) return filter;
    const s = await strasse(ctx, query.strasse);
    if (!s) return notFound('Straße nicht gefunden');
    return { data: await termineOf(ctx, s.abfuhrbezirk.nr, von, bis, filter) };
  }),

  implement(abfallKalender, async ({ params, query }, ctx) => {
    const all = await arten(ctx);
    const filter = artenFilter(query.arten, all);
    if (isProblem(filter)) return filter;
    const s = await strasse(ctx, params.uuid);
    if (!s) return notFound('Straße nicht gefunden');
    const now = ctx.now();
    const rows = await termineOf(ctx, s.abfuhrbezirk.nr, addDays(berlinToday(now), -FEED_VERGANGENE_TAGE), null, filter);
    const byKey = new Map(all.map((a) => [a.key, a]));
    const events = rows.map((t): IcsEvent => {
      const art = byKey.get(t.art)!;
      return {
        // One id per district, type and day: subscribing two streets of one district shows each collection once.
        uid: calendarUid(`abfuhr-${s.abfuhrbezirk.nr}-${t.art}-${t.datum}`),
        summary: art.titel,
        start: t.datum,
        location: `${s.name}, ${s.ortsteil}`,
        description: [t.hinweis, art.hinweis].filter(Boolean).join('\n\n'),
        categories: ['Abfuhr', art.titel],
        transparent: true,
        alarm: { trigger: ERINNERUNG_TRIGGER, description: `Morgen: ${art.titel}` },
      };
    });
    const name = `Abfallkalender ${s.name} (${s.ortsteil})${filter ? `: ${filter.map((a) => a.titel).join(', ')}` : ''}`;
    return {
      text: buildCalendar({ name, events, stamp: now, prodId: calendarProdId('Abfallkalender') }),
      filename: `abfallkalender-${fileSlug(s.name)}.ics`,
    };
  }),
];
