import { json, notFound, type SectionContext, type SectionHandler } from './api-section';
import type { CmsResponse } from './api';
import { BadRequest, berlinToday, readInt, listMeta, pageOf } from './query';
import { buildCalendar, type IcsEvent } from '../ics/ics';
import { SITE_ORIGIN } from '../ics/site-origin';
import type { Dokument } from '../../shared/api/types';
import { formatDate } from '../../shared/format/date';
import type * as T from '../../shared/api/types-ratstermine';
import { gremiumKey, ratsterminIcsPath, ratsterminPath, type RatstermineZeitraum } from '../../shared/pages/ratstermine/paths';

const ICS_TYPE = 'text/calendar; charset=utf-8';

/**
 * Planned duration of a meeting in hours. Meetings are announced with their start only and end when
 * the agenda is done; calendar entries need an end, so they get this planned one (documented in
 * docs/openapi.json as `ende_geplant`).
 */
export function geplanteDauer(gremium: string): number {
  return gremium === 'Gemeinderat' ? 3 : 2;
}

/** Berlin wall clock plus whole hours, as wall clock ('2026-12-15T18:30' + 3 → '2026-12-15T21:30'). */
export function addHours(datum: string, hours: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(datum);
  if (!m) return datum;
  const t = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]) + hours, Number(m[5])));
  return t.toISOString().slice(0, 16);
}

/**
 * 'Sitzung des Gemeinderats', 'Sitzung des Technischen Ausschusses', 'Sitzung des Ortschaftsrats
 * Bombach': the genitive of the usual names of councils and committees; other names are quoted.
 */
export function sitzungTitel(gremium: string): string {
  let changed = false;
  const genitive = gremium
    .split(' ')
    .map((word, i, words) => {
      if (/^\p{Lu}\p{Ll}+er$/u.test(word) && i < words.length - 1) {
        changed = true;
        return `${word.slice(0, -2)}en`; // Technischer Ausschuss → Technischen Ausschusses
      }
      if (/rat$/.test(word)) {
        changed = true;
        return `${word}s`;
      }
      if (/ausschuss$/i.test(word)) {
        changed = true;
        return `${word}es`;
      }
      return word;
    })
    .join(' ');
  return changed ? `Sitzung des ${genitive}` : `Sitzung: ${gremium}`;
}

function readGremium(q: URLSearchParams): string | null {
  const g = q.get('gremium');
  if (g === null || g === '') return null;
  if (!/^[a-z0-9-]{1,60}$/.test(g)) throw new BadRequest('Parameter gremium muss ein Gremium-Schlüssel sein (a-z, 0-9, -).');
  return g;
}

function readZeitraum(q: URLSearchParams): RatstermineZeitraum {
  const z = q.get('zeitraum');
  if (z === null || z === '' || z === 'kommend') return 'kommend';
  if (z === 'vergangen') return 'vergangen';
  throw new BadRequest('Parameter zeitraum muss kommend oder vergangen sein.');
}

const collator = new Intl.Collator('de', { sensitivity: 'base' });

/**
 * Council meetings of the CMS contract: the meetings (upcoming from today's Berlin date on, or past
 * ones) with a filter by body, the bodies that have meetings, one meeting with its agenda and
 * documents, and iCalendar files (one meeting, or a subscribable feed of upcoming meetings).
 */
export function ratstermineApi(ctx: SectionContext): SectionHandler {
  const { db, now } = ctx;
  type Row = NonNullable<Awaited<ReturnType<typeof one>>>;

  async function one(id: number) {
    return db.selectFrom('ratstermin').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async function gremienList(): Promise<T.Gremium[]> {
    const rows = await db.selectFrom('ratstermin').select('gremium').distinct().execute();
    return rows.map((r) => ({ key: gremiumKey(r.gremium), name: r.gremium })).sort((a, b) => collator.compare(a.name, b.name));
  }

  /** The body of a key, null for all, undefined for a key no meeting has. */
  async function gremiumOf(key: string | null): Promise<T.Gremium | null | undefined> {
    if (key === null) return null;
    return (await gremienList()).find((g) => g.key === key);
  }

  function select(gremium: string | null, zeitraum: RatstermineZeitraum) {
    const today = berlinToday(now());
    let q = db
      .selectFrom('ratstermin')
      .selectAll()
      .where((eb) => eb(eb.fn('substr', ['datum', eb.val(1), eb.val(10)]), zeitraum === 'kommend' ? '>=' : '<', today));
    if (gremium !== null) q = q.where('gremium', '=', gremium);
    const dir = zeitraum === 'kommend' ? 'asc' : 'desc';
    return q.orderBy('datum', dir).orderBy('id', dir);
  }

  function toItem(r: Row): T.RatsterminItem {
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

  async function agendaOf(ids: number[]): Promise<Map<number, { nr: number; titel: string; oeffentlich: number }[]>> {
    const out = new Map<number, { nr: number; titel: string; oeffentlich: number }[]>();
    if (ids.length === 0) return out;
    const rows = await db
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

  function toIcs(r: Row, agenda: { nr: number; titel: string; oeffentlich: number }[]): IcsEvent {
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

  async function list(q: URLSearchParams): Promise<CmsResponse> {
    const key = readGremium(q);
    const zeitraum = readZeitraum(q);
    const seite = readInt(q, 'seite', 1, 1, 100_000);
    const proSeite = readInt(q, 'pro_seite', 10, 1, 100);
    const gremium = await gremiumOf(key);
    // A body without meetings has an empty list.
    const rows = gremium === undefined ? [] : await select(gremium?.name ?? null, zeitraum).execute();
    const data = pageOf(rows, seite, proSeite).map(toItem);
    return json(200, { data, meta: listMeta(seite, proSeite, rows.length) });
  }

  async function detail(id: number): Promise<CmsResponse> {
    const r = await one(id);
    if (!r) return notFound('Sitzung nicht gefunden');
    const agenda = (await agendaOf([id])).get(id) ?? [];
    const docs = await db
      .selectFrom('ratstermin_dokument')
      .innerJoin('dokument', 'dokument.id', 'ratstermin_dokument.dokument_id')
      .select(['dokument.id', 'datei', 'mime', 'groesse', 'downloadtext', 'beschreibung', 'einstufung', 'stand'])
      .where('ratstermin_id', '=', id)
      .where('intern', '=', 0)
      .orderBy('ratstermin_dokument.sortierung')
      .orderBy('dokument.id')
      .execute();
    const dokumente: Dokument[] = docs.map((d) => ({ ...d, link: ctx.fileUrl(d.id, d.datei) }));
    const data: T.RatsterminDetail = {
      ...toItem(r),
      tagesordnung: {
        oeffentlich: agenda.filter((p) => p.oeffentlich === 1).map(({ nr, titel }) => ({ nr, titel })),
        nichtoeffentlich: agenda.filter((p) => p.oeffentlich !== 1).map(({ nr, titel }) => ({ nr, titel })),
      },
      dokumente,
    };
    return json(200, { data });
  }

  async function meetingIcs(id: number): Promise<CmsResponse> {
    const r = await one(id);
    if (!r) return notFound('Sitzung nicht gefunden');
    const agenda = (await agendaOf([id])).get(id) ?? [];
    const text = buildCalendar({ name: `${sitzungTitel(r.gremium)} am ${formatDate(r.datum)}`, events: [toIcs(r, agenda)], stamp: now(), prodId: PROD_ID });
    return { status: 200, text, contentType: ICS_TYPE, filename: `${r.slug}.ics` };
  }

  async function feed(q: URLSearchParams): Promise<CmsResponse> {
    const gremium = await gremiumOf(readGremium(q));
    if (gremium === undefined) return notFound('Unbekanntes Gremium');
    const rows = await select(gremium?.name ?? null, 'kommend').execute();
    const agenda = await agendaOf(rows.map((r) => r.id));
    const text = buildCalendar({
      name: gremium ? `Sitzungstermine Musterstadt: ${gremium.name}` : 'Sitzungstermine Musterstadt',
      events: rows.map((r) => toIcs(r, agenda.get(r.id) ?? [])),
      stamp: now(),
      prodId: PROD_ID,
    });
    return { status: 200, text, contentType: ICS_TYPE, filename: gremium ? `sitzungstermine-${gremium.key}.ics` : 'sitzungstermine.ics' };
  }

  return async (method, path, query) => {
    if (path !== '/ratstermine' && !path.startsWith('/ratstermine/')) return null;
    let m: RegExpMatchArray | null = null;
    const route: (() => Promise<CmsResponse>) | null =
      path === '/ratstermine'
        ? () => list(query)
        : path === '/ratstermine/gremien'
          ? async () => json(200, { data: await gremienList() })
          : path === '/ratstermine/kalender'
            ? () => feed(query)
            : (m = path.match(/^\/ratstermine\/(\d{1,9})\/ics$/))
              ? () => meetingIcs(Number(m![1]))
              : (m = path.match(/^\/ratstermine\/(\d{1,9})$/))
                ? () => detail(Number(m![1]))
                : null;
    if (!route) return null;
    if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'Methode nicht erlaubt' });
    return route();
  };
}

const PROD_ID = '-//Stadt Musterstadt//Sitzungstermine//DE';
