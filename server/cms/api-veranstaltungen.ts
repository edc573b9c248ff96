import type { Db } from './db';
import { BadRequest, berlinToday, readInt, listMeta, pageOf } from './query';
import { buildCalendar, htmlToText, type IcsEvent } from '../ics/ics';
import type * as T from '../../shared/api/types-veranstaltungen';
import type { Bild } from '../../shared/api/types';

type Json = { status: number; body: unknown };
type Text = { status: number; text: string; contentType: string; filename?: string };

const json = (status: number, body: unknown): Json => ({ status, body });
const notFound = (what = 'Nicht gefunden') => json(404, { error: what });

/** Public address of the site, for absolute URLs in calendar files. */
export const SITE_ORIGIN = 'https://www.musterstadt.de';
export const EVENTS_PATH = '/gaeste/veranstaltungen/';
const ICS_TYPE = 'text/calendar; charset=utf-8';

export const icsPath = (id: number) => `/api/cms/veranstaltungen/${id}/ics`;
export const feedPath = (rubrikId: number | null) => `/api/cms/veranstaltungen/kalender${rubrikId ? `?rubrik_id=${rubrikId}` : ''}`;

export type Zeitraum = 'woche' | 'monat' | 'quartal';

/** The last day (inclusive) of a period counted from today, 'YYYY-MM-DD'. */
export function zeitraumEnde(today: string, zeitraum: Zeitraum): string {
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

function readZeitraum(q: URLSearchParams): Zeitraum | null {
  const z = q.get('zeitraum');
  if (z === null || z === '' || z === 'alle') return null;
  if (z === 'woche' || z === 'monat' || z === 'quartal') return z;
  throw new BadRequest('Parameter zeitraum muss woche, monat oder quartal sein.');
}

function readRubrik(q: URLSearchParams): number | null {
  const r = q.get('rubrik_id');
  if (r === null || r === '') return null;
  if (!/^\d{1,9}$/.test(r)) throw new BadRequest('Parameter rubrik_id muss eine Zahl sein.');
  return Number(r);
}

/**
 * Events part of the CMS contract: upcoming events (those not yet over on today's Berlin date) with
 * category and period filters, one event, the categories, and iCalendar files (one event or a
 * subscribable feed per category).
 */
export function veranstaltungenRoutes(
  db: Db,
  helpers: { now: () => Date; bild: (key: string | null, alt: string | null) => Promise<Bild | null> },
) {
  const { now } = helpers;

  async function rubrikenOf(ids: number[]): Promise<Map<number, T.VeranstaltungRubrik[]>> {
    const out = new Map<number, T.VeranstaltungRubrik[]>();
    if (ids.length === 0) return out;
    const rows = await db
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

  type Row = Awaited<ReturnType<typeof upcoming>>[number];

  /** Upcoming events, sorted by start; ended ones (end or start before today) are left out. */
  function upcoming(rubrikId: number | null, zeitraum: Zeitraum | null) {
    const today = berlinToday(now());
    let q = db
      .selectFrom('veranstaltung')
      .selectAll('veranstaltung')
      .where((eb) => eb(eb.fn('substr', [eb.fn.coalesce('datum_bis', 'datum_von'), eb.val(1), eb.val(10)]), '>=', today));
    if (zeitraum) q = q.where((eb) => eb(eb.fn('substr', ['datum_von', eb.val(1), eb.val(10)]), '<=', zeitraumEnde(today, zeitraum)));
    if (rubrikId !== null) {
      q = q.where('id', 'in', db.selectFrom('veranstaltung_zu_rubrik').select('veranstaltung_id').where('rubrik_id', '=', rubrikId));
    }
    return q.orderBy('datum_von').orderBy('id').execute();
  }

  async function toItem(r: Row, rubriken: Map<number, T.VeranstaltungRubrik[]>): Promise<T.VeranstaltungItem> {
    return {
      id: r.id,
      titel: r.titel,
      slug: r.slug,
      datum_von: r.datum_von,
      datum_bis: r.datum_bis,
      ort: { location: r.ort_location, street: r.ort_street, zip: r.ort_zip, city: r.ort_city },
      veranstalter: r.veranstalter,
      rubriken: rubriken.get(r.id) ?? [],
      bild: await helpers.bild(r.bild, r.bild_alt),
      ics: icsPath(r.id),
    };
  }

  function toIcs(r: Row, rubriken: T.VeranstaltungRubrik[]): IcsEvent {
    const location = [r.ort_location, r.ort_street, [r.ort_zip, r.ort_city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    return {
      uid: `veranstaltung-${r.id}@musterstadt.de`,
      summary: r.titel,
      start: r.datum_von,
      end: r.datum_bis,
      location,
      description: [htmlToText(r.text), r.veranstalter ? `Veranstalter: ${r.veranstalter}` : '', r.eintritt ? `Eintritt: ${r.eintritt}` : '']
        .filter(Boolean)
        .join('\n\n'),
      url: `${SITE_ORIGIN}${EVENTS_PATH}${r.slug}`,
      categories: rubriken.map((x) => x.titel),
    };
  }

  async function list(q: URLSearchParams): Promise<Json> {
    const rubrikId = readRubrik(q);
    const zeitraum = readZeitraum(q);
    const seite = readInt(q, 'seite', 1, 1, 100_000);
    const proSeite = readInt(q, 'pro_seite', 10, 1, 100);
    const rows = await upcoming(rubrikId, zeitraum);
    const slice = pageOf(rows, seite, proSeite);
    const rubriken = await rubrikenOf(slice.map((r) => r.id));
    const data = await Promise.all(slice.map((r) => toItem(r, rubriken)));
    return json(200, { data, meta: listMeta(seite, proSeite, rows.length) });
  }

  async function one(id: number): Promise<Row | undefined> {
    return db.selectFrom('veranstaltung').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async function detail(id: number): Promise<Json> {
    const r = await one(id);
    if (!r) return notFound('Veranstaltung nicht gefunden');
    const rubriken = await rubrikenOf([r.id]);
    const item: T.VeranstaltungDetail = {
      ...(await toItem(r, rubriken)),
      text: r.text,
      eintritt: r.eintritt,
      barrierefrei: r.barrierefrei === null ? null : r.barrierefrei === 1,
      link: r.link,
    };
    return json(200, { data: item });
  }

  async function rubriken(): Promise<Json> {
    const rows = await db.selectFrom('veranstaltung_rubrik').select(['id', 'titel']).orderBy('id').execute();
    return json(200, { data: rows });
  }

  async function eventIcs(id: number): Promise<Json | Text> {
    const r = await one(id);
    if (!r) return notFound('Veranstaltung nicht gefunden');
    const rub = (await rubrikenOf([r.id])).get(r.id) ?? [];
    const text = buildCalendar({ name: r.titel, events: [toIcs(r, rub)], stamp: now() });
    return { status: 200, text, contentType: ICS_TYPE, filename: `${r.slug}.ics` };
  }

  async function feed(q: URLSearchParams): Promise<Json | Text> {
    const rubrikId = readRubrik(q);
    let name = 'Veranstaltungen in Musterstadt';
    if (rubrikId !== null) {
      const rub = await db.selectFrom('veranstaltung_rubrik').select('titel').where('id', '=', rubrikId).executeTakeFirst();
      if (!rub) return notFound('Unbekannte Rubrik');
      name = `Veranstaltungen in Musterstadt: ${rub.titel}`;
    }
    const rows = await upcoming(rubrikId, null);
    const rub = await rubrikenOf(rows.map((r) => r.id));
    const text = buildCalendar({ name, events: rows.map((r) => toIcs(r, rub.get(r.id) ?? [])), stamp: now() });
    return { status: 200, text, contentType: ICS_TYPE, filename: rubrikId ? `veranstaltungen-${rubrikId}.ics` : 'veranstaltungen.ics' };
  }

  /** Answers a request of this part of the contract, or null when the path is not one of it. */
  return async function handle(method: string, path: string, query: URLSearchParams): Promise<Json | Text | null> {
    if (!path.startsWith('/veranstaltungen')) return null;
    let m: RegExpMatchArray | null = null;
    const route: (() => Promise<Json | Text>) | null =
      path === '/veranstaltungen'
        ? () => list(query)
        : path === '/veranstaltungen/rubriken'
          ? rubriken
          : path === '/veranstaltungen/kalender'
            ? () => feed(query)
            : (m = path.match(/^\/veranstaltungen\/(\d{1,9})\/ics$/))
              ? () => eventIcs(Number(m![1]))
              : (m = path.match(/^\/veranstaltungen\/(\d{1,9})$/))
                ? () => detail(Number(m![1]))
                : null;
    if (!route) return null;
    if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'Methode nicht erlaubt' });
    return route();
  };
}
