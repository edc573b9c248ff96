import { json, notFound, type SectionContext, type SectionHandler } from './api-section';
import type { CmsResponse } from './api';
import { BadRequest, readInt, listMeta, pageOf, germanCollator } from './query';
import { fold } from './search/fold';
import { letterOf } from '../../shared/site/paths';
import { gewerbeEntryPath } from '../../shared/pages/gewerbe/paths';
import type * as T from '../../shared/api/types-gewerbe';


/**
 * German alphabetical order of names (DIN 5007-1: Ä with A, case-insensitive, numbers by value).
 * SQLite compares code points, so the directory (a few hundred rows at most) is sorted here.
 */

const Q_MAX = 100;

function readLetter(q: URLSearchParams): string | null {
  const b = q.get('buchstabe');
  if (b === null || b === '') return null;
  // '0' collects names that start with a digit or another sign (see letterOf).
  // Like the contract's shared parameter: any single digit is accepted; only '0' matches anything.
  if (!/^[a-z0-9]$/.test(b)) throw new BadRequest('Parameter buchstabe muss ein Kleinbuchstabe a–z sein (0 für Ziffern und Zeichen).');
  return b;
}

function readRubrik(q: URLSearchParams): string | null {
  const r = q.get('rubrik');
  if (r === null || r === '') return null;
  if (!/^[a-z0-9-]{1,80}$/.test(r)) throw new BadRequest('Parameter rubrik muss ein URL-Schlüssel sein (a–z, 0–9, -).');
  return r;
}

/** The words of the text filter, folded like the site search ('Bäcker' = 'baecker'); empty: no filter. */
function readWords(q: URLSearchParams): string[] {
  const v = (q.get('q') ?? '').trim();
  if (v.length > Q_MAX) throw new BadRequest(`Parameter q darf höchstens ${Q_MAX} Zeichen lang sein.`);
  return fold(v).split(/\s+/).filter(Boolean);
}

/**
 * Business directory part of the CMS contract: the categories with their entry counts, the letters
 * of the A–Z list, the entries (filtered by category, text and letter, paged, in German order of
 * their names) and one entry.
 */
export function gewerbeApi(ctx: SectionContext): SectionHandler {
  const { db } = ctx;

  function rows() {
    return db
      .selectFrom('gewerbe')
      .innerJoin('gewerbe_rubrik', 'gewerbe_rubrik.id', 'gewerbe.rubrik_id')
      .selectAll('gewerbe')
      .select(['gewerbe_rubrik.url as rubrik_url', 'gewerbe_rubrik.titel as rubrik_titel']);
  }
  type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

  const byName = (a: Row, b: Row) => germanCollator.compare(a.name, b.name) || a.id - b.id;

  function toItem(r: Row): T.GewerbeItem {
    return {
      id: r.id,
      name: r.name,
      slug: r.slug,
      url: gewerbeEntryPath(r.rubrik_url, r.slug),
      spezialisierung: r.spezialisierung,
      rubrik: { id: r.rubrik_id, url: r.rubrik_url, titel: r.rubrik_titel },
      adresse: { location: r.location, street: r.street, zip: r.zip, city: r.city },
      telefon: r.telefon,
    };
  }

  function toDetail(r: Row): T.GewerbeDetail {
    let oeffnungszeiten: string[] = [];
    try {
      const parsed: unknown = JSON.parse(r.oeffnungszeiten);
      if (Array.isArray(parsed)) oeffnungszeiten = parsed.filter((x): x is string => typeof x === 'string' && x !== '');
    } catch {
      // An editor's broken value shows as no opening hours rather than as an error.
    }
    return { ...toItem(r), text: r.text, email: r.email || null, web: r.web || null, oeffnungszeiten };
  }

  async function list(q: URLSearchParams): Promise<CmsResponse> {
    const rubrik = readRubrik(q);
    const words = readWords(q);
    const buchstabe = readLetter(q);
    const seite = readInt(q, 'seite', 1, 1, 100_000);
    const proSeite = readInt(q, 'pro_seite', 20, 1, 100);
    let query = rows();
    if (rubrik !== null) {
      const r = await db.selectFrom('gewerbe_rubrik').select('id').where('url', '=', rubrik).executeTakeFirst();
      if (!r) return notFound('Unbekannte Rubrik');
      query = query.where('gewerbe.rubrik_id', '=', r.id);
    }
    let all = await query.execute();
    if (words.length) {
      // Every word must occur in the name, the specialisation or the category title ("Betrieb oder Branche").
      all = all.filter((r) => {
        const hay = fold(`${r.name} ${r.spezialisierung} ${r.rubrik_titel}`);
        return words.every((w) => hay.includes(w));
      });
    }
    if (buchstabe) all = all.filter((r) => letterOf(r.name) === buchstabe);
    all.sort(byName);
    const data = pageOf(all, seite, proSeite).map(toItem);
    return json(200, { data, meta: listMeta(seite, proSeite, all.length) });
  }

  async function rubriken(): Promise<CmsResponse> {
    const rs = await db
      .selectFrom('gewerbe_rubrik')
      .leftJoin('gewerbe', 'gewerbe.rubrik_id', 'gewerbe_rubrik.id')
      .select(['gewerbe_rubrik.id', 'gewerbe_rubrik.url', 'gewerbe_rubrik.titel', (eb) => eb.fn.count<number>('gewerbe.id').as('anzahl')])
      .groupBy('gewerbe_rubrik.id')
      .execute();
    const data: T.GewerbeRubrik[] = rs
      .map((r) => ({ id: r.id, url: r.url, titel: r.titel, anzahl: Number(r.anzahl) }))
      .sort((a, b) => germanCollator.compare(a.titel, b.titel));
    return json(200, { data });
  }

  async function buchstaben(): Promise<CmsResponse> {
    const names = await db.selectFrom('gewerbe').select('name').execute();
    const counts = new Map<string, number>();
    for (const { name } of names) counts.set(letterOf(name), (counts.get(letterOf(name)) ?? 0) + 1);
    const data: T.GewerbeBuchstabe[] = [...counts]
      .map(([buchstabe, anzahl]) => ({ buchstabe, anzahl }))
      .sort((a, b) => a.buchstabe.localeCompare(b.buchstabe));
    return json(200, { data });
  }

  async function detail(id: number): Promise<CmsResponse> {
    const r = await rows().where('gewerbe.id', '=', id).executeTakeFirst();
    if (!r) return notFound('Betrieb nicht gefunden');
    return json(200, { data: toDetail(r) });
  }

  return async (method, path, query) => {
    if (path !== '/gewerbe' && !path.startsWith('/gewerbe/')) return null;
    let m: RegExpMatchArray | null = null;
    const route: (() => Promise<CmsResponse>) | null =
      path === '/gewerbe'
        ? () => list(query)
        : path === '/gewerbe/rubriken'
          ? rubriken
          : path === '/gewerbe/buchstaben'
            ? buchstaben
            : (m = path.match(/^\/gewerbe\/(\d{1,9})$/))
              ? () => detail(Number(m![1]))
              : null;
    if (!route) return null;
    if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'Methode nicht erlaubt' });
    return route();
  };
}
