import { json, notFound, type SectionContext, type SectionHandler } from './api-section';
import type { CmsResponse } from './api';
import { BadRequest, berlinToday, readList, germanCollator } from './query';
import { buildCalendar, type IcsEvent } from '../ics/ics';
import type * as T from '../../shared/api/types-abfall';

const ICS_TYPE = 'text/calendar; charset=utf-8';

/** Longest period one termine request may span, in days (one year, leap day included). */
export const TERMINE_MAX_TAGE = 366;
/** The calendar feed also keeps the collections of the last days, so a subscription does not look empty. */
export const FEED_VERGANGENE_TAGE = 30;
/** Reminder of every collection: 6 hours before the day starts = 18:00 local time the evening before. */
export const ERINNERUNG_TRIGGER = '-PT6H';

const DAY_MS = 86_400_000;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whole days as numbers, in UTC so that no time zone or DST change shifts them. */
function dayNumber(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}
function isoOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
export function addDays(iso: string, days: number): string {
  return isoOf(dayNumber(iso) + days);
}

function readDate(q: URLSearchParams, name: string): string | null {
  const v = q.get(name);
  if (v === null || v === '') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m || isoOf(dayNumber(v)) !== v) throw new BadRequest(`Parameter ${name} muss ein Datum JJJJ-MM-TT sein.`);
  return v;
}

/**
 * Waste calendar part of the CMS contract (docs/openapi.json, tag Abfall): waste types, streets
 * (with their collection district), the collection dates of a street and its calendar feed.
 */
export function abfallApi(ctx: SectionContext): SectionHandler {
  const { db, now } = ctx;

  async function arten(): Promise<T.Abfallart[]> {
    return db
      .selectFrom('abfallart')
      .select(['id', 'key', 'titel', 'kuerzel', 'farbe', 'hinweis'])
      .orderBy('sortierung')
      .orderBy('id')
      .execute();
  }

  /** The `arten` filter: known keys only (400 otherwise); null = all types. */
  function readArten(q: URLSearchParams, all: T.Abfallart[]): T.Abfallart[] | null {
    const keys = readList(q, 'arten');
    if (keys.length === 0) return null;
    const unknown = keys.filter((k) => !all.some((a) => a.key === k));
    if (unknown.length) throw new BadRequest(`Parameter arten enthält eine unbekannte Abfallart: ${unknown.join(', ')}.`);
    return all.filter((a) => keys.includes(a.key));
  }

  function strassenQuery() {
    return db
      .selectFrom('abfall_strasse')
      .innerJoin('abfuhrbezirk', 'abfuhrbezirk.nr', 'abfall_strasse.abfuhrbezirk_nr')
      .select(['abfall_strasse.uuid', 'abfall_strasse.name', 'abfall_strasse.ortsteil', 'abfuhrbezirk.nr', 'abfuhrbezirk.titel', 'abfuhrbezirk.ortsteil as bezirk_ortsteil']);
  }
  type StrasseRow = Awaited<ReturnType<ReturnType<typeof strassenQuery>['execute']>>[number];
  const toStrasse = (r: StrasseRow): T.Strasse => ({
    uuid: r.uuid,
    name: r.name,
    ortsteil: r.ortsteil,
    abfuhrbezirk: { nr: r.nr, titel: r.titel, ortsteil: r.bezirk_ortsteil },
  });

  async function strasse(uuid: string): Promise<T.Strasse | null> {
    const r = await strassenQuery().where('abfall_strasse.uuid', '=', uuid).executeTakeFirst();
    return r ? toStrasse(r) : null;
  }

  async function strassen(q: URLSearchParams): Promise<CmsResponse> {
    const ortsteil = q.get('ortsteil');
    if (ortsteil !== null && ortsteil.length > 60) throw new BadRequest('Parameter ortsteil ist zu lang.');
    let query = strassenQuery();
    if (ortsteil) query = query.where('abfall_strasse.ortsteil', '=', ortsteil);
    const rows = await query.execute();
    // German order (DIN 5007-1: umlauts with their base letter), then by Ortsteil for equal names.
    rows.sort((a, b) => germanCollator.compare(a.name, b.name) || germanCollator.compare(a.ortsteil, b.ortsteil));
    return json(200, { data: rows.map(toStrasse) });
  }

  async function termineOf(bezirk: number, von: string, bis: string | null, filter: T.Abfallart[] | null) {
    let query = db
      .selectFrom('abfuhrtermin')
      .innerJoin('abfallart', 'abfallart.id', 'abfuhrtermin.abfallart_id')
      .select(['abfuhrtermin.datum', 'abfallart.key', 'abfuhrtermin.hinweis'])
      .where('abfuhrtermin.abfuhrbezirk_nr', '=', bezirk)
      .where('abfuhrtermin.datum', '>=', von);
    if (bis) query = query.where('abfuhrtermin.datum', '<=', bis);
    if (filter) query = query.where('abfallart.id', 'in', filter.map((a) => a.id));
    const rows = await query.orderBy('abfuhrtermin.datum').orderBy('abfallart.sortierung').orderBy('abfallart.id').execute();
    return rows.map((r): T.Abfuhrtermin => ({ datum: r.datum, art: r.key, hinweis: r.hinweis }));
  }

  async function termine(q: URLSearchParams): Promise<CmsResponse> {
    const uuid = q.get('strasse');
    if (!uuid) throw new BadRequest('Parameter strasse fehlt.');
    if (!UUID_RE.test(uuid)) throw new BadRequest('Parameter strasse muss eine UUID sein.');
    const von = readDate(q, 'von') ?? berlinToday(now());
    const bis = readDate(q, 'bis') ?? addDays(von, TERMINE_MAX_TAGE - 1);
    if (bis < von) throw new BadRequest('Parameter bis liegt vor von.');
    if (dayNumber(bis) - dayNumber(von) >= TERMINE_MAX_TAGE) throw new BadRequest(`Der Zeitraum darf höchstens ${TERMINE_MAX_TAGE} Tage umfassen.`);
    const all = await arten();
    const filter = readArten(q, all);
    const s = await strasse(uuid);
    if (!s) return notFound('Straße nicht gefunden');
    return json(200, { data: await termineOf(s.abfuhrbezirk.nr, von, bis, filter) });
  }

  async function feed(uuid: string, q: URLSearchParams): Promise<CmsResponse> {
    const all = await arten();
    const filter = readArten(q, all);
    const s = await strasse(uuid);
    if (!s) return notFound('Straße nicht gefunden');
    const von = addDays(berlinToday(now()), -FEED_VERGANGENE_TAGE);
    const rows = await termineOf(s.abfuhrbezirk.nr, von, null, filter);
    const byKey = new Map(all.map((a) => [a.key, a]));
    const events = rows.map((t): IcsEvent => {
      const art = byKey.get(t.art)!;
      return {
        // One id per district, type and day: subscribing two streets of one district shows each collection once.
        uid: `abfuhr-${s.abfuhrbezirk.nr}-${t.art}-${t.datum}@musterstadt.de`,
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
    const text = buildCalendar({ name, events, stamp: now(), prodId: '-//Stadt Musterstadt//Abfallkalender//DE' });
    const slug = s.name.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    return { status: 200, text, contentType: ICS_TYPE, filename: `abfallkalender-${slug}.ics` };
  }

  return async (method, path, query) => {
    if (path !== '/abfall' && !path.startsWith('/abfall/')) return null;
    let m: RegExpMatchArray | null = null;
    const route: (() => Promise<CmsResponse>) | null =
      path === '/abfall/arten'
        ? async () => json(200, { data: await arten() })
        : path === '/abfall/strassen'
          ? () => strassen(query)
          : path === '/abfall/termine'
            ? () => termine(query)
            : (m = path.match(/^\/abfall\/strassen\/([0-9a-f-]{36})$/)) && UUID_RE.test(m[1]!)
              ? async () => {
                  const s = await strasse(m![1]!);
                  return s ? json(200, { data: s }) : notFound('Straße nicht gefunden');
                }
              : (m = path.match(/^\/abfall\/strassen\/([0-9a-f-]{36})\/ics$/)) && UUID_RE.test(m[1]!)
                ? () => feed(m![1]!, query)
                : null;
    if (!route) return null;
    if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'Methode nicht erlaubt' });
    return route();
  };
}
