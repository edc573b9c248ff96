import { json, notFound, type SectionContext, type SectionHandler } from './api-section';
import type { CmsResponse } from './api';
import { BadRequest, readInt, listMeta, pageOf, germanCollator } from './query';
import { isUnterkunftArt, type FasnetVerein, type Schwierigkeit, type Unterkunft, type UnterkunftArt, type WanderwegDetail, type WanderwegItem } from '../../shared/api/types-tourismus';


function page<T>(rows: T[], q: URLSearchParams): { data: T[]; meta: { seite: number; pro_seite: number; gesamt: number; seiten: number } } {
  const seite = readInt(q, 'seite', 1, 1, 100_000);
  const proSeite = readInt(q, 'pro_seite', 10, 1, 100);
  return {
    data: pageOf(rows, seite, proSeite),
    meta: listMeta(seite, proSeite, rows.length),
  };
}

function readArt(q: URLSearchParams): UnterkunftArt | null {
  const v = q.get('art');
  if (v === null || v === '') return null;
  if (!isUnterkunftArt(v)) throw new BadRequest('Parameter art muss Hotel, Gasthof, Pension, Ferienwohnung oder Campingplatz sein.');
  return v;
}

/**
 * Tourism part of the CMS contract: accommodation (optionally of one kind), the carnival clubs and
 * the hiking routes with one route by id or slug. Lists answer `{ data, meta }` with paging.
 */
export function tourismusApi({ db }: SectionContext): SectionHandler {
  async function unterkuenfte(q: URLSearchParams): Promise<CmsResponse> {
    const art = readArt(q);
    let query = db.selectFrom('unterkunft').selectAll();
    if (art) query = query.where('art', '=', art);
    const rows = (await query.execute()).sort((a, b) => germanCollator.compare(a.name, b.name) || a.id - b.id);
    const data: Unterkunft[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      art: r.art as UnterkunftArt,
      sterne: r.sterne,
      adresse: { location: r.adr_location, street: r.adr_street, zip: r.adr_zip, city: r.adr_city },
      telefon: r.telefon,
      email: r.email,
      web: r.web,
      betten: r.betten,
      text: r.text,
    }));
    return json(200, page(data, q));
  }

  async function fasnetvereine(q: URLSearchParams): Promise<CmsResponse> {
    const rows = await db.selectFrom('fasnetverein').selectAll().orderBy('gruendung').orderBy('id').execute();
    const data: FasnetVerein[] = rows.map((r) => ({
      id: r.id,
      name: r.name,
      gruendung: r.gruendung,
      ortsteil: r.ortsteil,
      figuren: parseFiguren(r.figuren),
      text: r.text,
      web: r.web,
    }));
    return json(200, page(data, q));
  }

  type WegRow = Awaited<ReturnType<typeof wegRows>>[number];
  function wegRows() {
    return db.selectFrom('wanderweg').selectAll().orderBy('laenge_km').orderBy('id').execute();
  }
  const toItem = (r: WegRow): WanderwegItem => ({
    id: r.id,
    titel: r.titel,
    slug: r.slug,
    laenge_km: r.laenge_km,
    hoehenmeter: r.hoehenmeter,
    dauer_min: r.dauer_min,
    schwierigkeit: r.schwierigkeit as Schwierigkeit,
    start: r.start,
  });

  async function wanderwege(q: URLSearchParams): Promise<CmsResponse> {
    return json(200, page((await wegRows()).map(toItem), q));
  }

  /** By id (a slug ending in digits counts as its id) or, for old addresses, by the slug's text part. */
  async function wanderweg(ref: string): Promise<CmsResponse> {
    const id = /(\d{1,9})$/.exec(ref)?.[1];
    const r = id
      ? await db.selectFrom('wanderweg').selectAll().where('id', '=', Number(id)).executeTakeFirst()
      : (await wegRows()).find((w) => w.slug.replace(/_\d+$/, '') === ref);
    if (!r) return notFound('Wanderweg nicht gefunden');
    const data: WanderwegDetail = {
      ...toItem(r),
      text: r.text,
      start_geo: r.start_lat !== null && r.start_lon !== null ? { lat: r.start_lat, lon: r.start_lon } : null,
      tourenportal_id: r.tourenportal_id,
    };
    return json(200, { data });
  }

  return async (method, path, query) => {
    let m: RegExpMatchArray | null = null;
    const route: (() => Promise<CmsResponse>) | null =
      path === '/unterkuenfte'
        ? () => unterkuenfte(query)
        : path === '/fasnetvereine'
          ? () => fasnetvereine(query)
          : path === '/wanderwege'
            ? () => wanderwege(query)
            : (m = path.match(/^\/wanderwege\/([a-z0-9_-]{1,80})$/))
              ? () => wanderweg(m![1]!)
              : null;
    if (!route) return null;
    if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'Methode nicht erlaubt' });
    return route();
  };
}

function parseFiguren(raw: string): string[] {
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
