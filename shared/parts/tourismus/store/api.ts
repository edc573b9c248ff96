import type { Selectable } from 'kysely';
import {
  fasnetvereineList,
  unterkuenfteList,
  wanderwegDetail,
  wanderwegeList,
  type Schwierigkeit,
  type Unterkunft,
  type UnterkunftArt,
  type WanderwegDetail,
  type WanderwegItem,
} from '../contract';
import { implement, notFound, type CmsContext } from '../../../../server/cms/contract/implement';
import { germanCollator, listMeta, pageOf } from '../../../../server/cms/query';
import { isPublic } from '../../../../server/cms/visibility';
import type { TourismusTables } from './schema';

const db = (ctx: CmsContext) => ctx.db;
/** Drafts and planned rows of the desk (ADR 47) stay off the public reads. */
const pub = (ctx: CmsContext) => isPublic({ status: 'status', von: 'sichtbar_ab' }, ctx.now());

/** A page of a list sorted here, with its `meta`. */
function page<T>(rows: T[], query: { seite: number; pro_seite: number }) {
  return { data: pageOf(rows, query.seite, query.pro_seite), meta: listMeta(query.seite, query.pro_seite, rows.length) };
}

function wegRows(ctx: CmsContext) {
  return db(ctx).selectFrom('wanderweg').selectAll().where(pub(ctx)).orderBy('laenge_km').orderBy('id').execute();
}
type WegRow = Selectable<TourismusTables['wanderweg']>;
type UnterkunftRow = Selectable<TourismusTables['unterkunft']>;

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

/** An accommodation as the list shows it (also the desk's preview). */
export const unterkunftOf = (r: UnterkunftRow): Unterkunft => ({
  id: r.id,
  name: r.name,
  art: r.art as UnterkunftArt,
  sterne: r.sterne === null ? null : Number(r.sterne),
  adresse: { location: r.adr_location, street: r.adr_street, zip: r.adr_zip, city: r.adr_city },
  telefon: r.telefon,
  email: r.email,
  web: r.web,
  betten: Number(r.betten),
  text: r.text,
});

/** A hiking route as its page shows it (also the desk's preview). */
export const wanderwegOf = (r: WegRow): WanderwegDetail => ({
  ...toItem(r),
  text: r.text,
  start_geo: r.start_lat !== null && r.start_lon !== null ? { lat: Number(r.start_lat), lon: Number(r.start_lon) } : null,
  tourenportal_id: r.tourenportal_id,
});

/** The club's figures, stored as a JSON list; a broken value shows as no figures. */
function figuren(raw: string): string[] {
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Tourism: accommodation (optionally of one kind), the carnival clubs and the hiking routes with one
 * route by id or slug. Lists answer `{ data, meta }` with paging.
 */
export const operations = [
  implement(unterkuenfteList, async ({ query }, ctx) => {
    let q = db(ctx).selectFrom('unterkunft').selectAll().where(pub(ctx));
    if (query.art) q = q.where('art', '=', query.art);
    const rows = (await q.execute()).sort((a, b) => germanCollator.compare(a.name, b.name) || a.id - b.id);
    return page(rows.map(unterkunftOf), query);
  }),

  implement(fasnetvereineList, async ({ query }, ctx) => {
    const rows = await db(ctx).selectFrom('fasnetverein').selectAll().orderBy('gruendung').orderBy('id').execute();
    const data = rows.map((r) => ({
      id: r.id,
      name: r.name,
      gruendung: r.gruendung,
      ortsteil: r.ortsteil,
      figuren: figuren(r.figuren),
      text: r.text,
      web: r.web,
    }));
    return page(data, query);
  }),

  implement(wanderwegeList, async ({ query }, ctx) => page((await wegRows(ctx)).map(toItem), query)),

  /** By id (a slug ending in digits counts as its id) or, for old addresses, by the slug's text part. */
  implement(wanderwegDetail, async ({ params }, ctx) => {
    const id = /(\d{1,9})$/.exec(params.ref)?.[1];
    const r = id
      ? await db(ctx).selectFrom('wanderweg').selectAll().where('id', '=', Number(id)).where(pub(ctx)).executeTakeFirst()
      : (await wegRows(ctx)).find((w) => w.slug.replace(/_\d+$/, '') === params.ref);
    if (!r) return notFound('Wanderweg nicht gefunden');
    return { data: wanderwegOf(r) };
  }),
];
