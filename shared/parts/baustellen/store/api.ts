import {
  bauphasenList,
  baustelleDetail,
  baustellenList,
  flaecheDetail,
  flaechenList,
  type Bauphase,
  type BauphaseListItem,
  type BaustelleItem,
  type BaustellenStatus,
  type FlaecheItem,
  type FlaechenArt,
  type FlaechenStatus,
  type Ortsteil,
  type PhasenStatus,
} from '../contract';
import { FLAECHEN_STATUS } from '../paths';
import { paths } from '../../../site/paths';
import { implement, notFound, type CmsContext } from '../../../../server/cms/contract/implement';
import { berlinToday, germanCollator, listMeta, pageOf } from '../../../../server/cms/query';
import { isPublic } from '../../../../server/cms/visibility';

const SITE_STATUS: readonly BaustellenStatus[] = ['aktuell', 'geplant', 'abgeschlossen'];

/** A phase of whole days against today: over after its last day, planned before its first. */
export function phaseStatus(von: string, bis: string, today: string): PhasenStatus {
  if (bis < today) return 'abgeschlossen';
  if (von > today) return 'geplant';
  return 'laufend';
}

/**
 * A site's status from its phases: nothing begun yet → geplant, every phase over → abgeschlossen,
 * otherwise aktuell (also between two phases: the site is still there).
 */
export function siteStatus(phasen: Bauphase[]): BaustellenStatus {
  if (phasen.length === 0 || phasen.every((p) => p.status === 'geplant')) return 'geplant';
  if (phasen.every((p) => p.status === 'abgeschlossen')) return 'abgeschlossen';
  return 'aktuell';
}

/** The phase a list shows: the running one, else the next planned one, else the last. */
export function currentPhase(phasen: Bauphase[]): Bauphase | null {
  return phasen.find((p) => p.status === 'laufend') ?? phasen.find((p) => p.status === 'geplant') ?? phasen[phasen.length - 1] ?? null;
}

const db = (ctx: CmsContext) => ctx.db;

/**
 * Published and its time has come (ADR 46): drafts and planned rows of the desk stay off the lists,
 * the detail pages and the road works; `draft` (the desk's preview) reads a row whatever its status.
 */
function siteRows(ctx: CmsContext, where: { id?: number; ortsteil?: Ortsteil | undefined; draft?: boolean }) {
  let q = db(ctx).selectFrom('baustelle').selectAll();
  if (!where.draft) q = q.where(isPublic({ status: 'status', von: 'sichtbar_ab' }, ctx.now()));
  if (where.id !== undefined) q = q.where('id', '=', where.id);
  if (where.ortsteil) q = q.where('ortsteil', '=', where.ortsteil);
  return q.execute();
}
type SiteRow = Awaited<ReturnType<typeof siteRows>>[number];

async function phasesOf(ctx: CmsContext, ids: number[], today: string): Promise<Map<number, Bauphase[]>> {
  const out = new Map<number, Bauphase[]>();
  if (ids.length === 0) return out;
  const rows = await db(ctx)
    .selectFrom('baustelle_phase')
    .select(['baustelle_id', 'titel', 'von', 'bis'])
    .where('baustelle_id', 'in', ids)
    .orderBy('baustelle_id')
    .orderBy('von')
    .orderBy('sortierung')
    .execute();
  for (const r of rows) {
    const list = out.get(r.baustelle_id) ?? [];
    list.push({ titel: r.titel, von: r.von, bis: r.bis, status: phaseStatus(r.von, r.bis, today) });
    out.set(r.baustelle_id, list);
  }
  return out;
}

async function toItem(ctx: CmsContext, r: SiteRow, phasen: Bauphase[]): Promise<BaustelleItem> {
  return {
    id: r.id,
    titel: r.titel,
    slug: r.slug,
    strasse: r.strasse,
    ortsteil: r.ortsteil as Ortsteil,
    status: siteStatus(phasen),
    beginn: phasen.reduce((m, p) => (p.von < m ? p.von : m), phasen[0]?.von ?? ''),
    ende: phasen.reduce((m, p) => (p.bis > m ? p.bis : m), phasen[0]?.bis ?? ''),
    aktuelle_phase: currentPhase(phasen),
    bild: await ctx.bild(r.bild, r.bild_alt),
  };
}

/** Current sites first, then planned, then finished; within them by start (finished: latest end first). */
function compareSites(a: BaustelleItem, b: BaustelleItem): number {
  const rank = SITE_STATUS.indexOf(a.status) - SITE_STATUS.indexOf(b.status);
  if (rank !== 0) return rank;
  if (a.status === 'abgeschlossen') return b.ende.localeCompare(a.ende) || a.id - b.id;
  return a.beginn.localeCompare(b.beginn) || germanCollator.compare(a.titel, b.titel) || a.id - b.id;
}

function plotRows(ctx: CmsContext, where: { id?: number; art?: FlaechenArt | undefined; status?: FlaechenStatus[]; draft?: boolean }) {
  let q = db(ctx).selectFrom('flaeche').selectAll();
  if (!where.draft) q = q.where(isPublic({ status: 'redaktion_status', von: 'sichtbar_ab' }, ctx.now()));
  if (where.id !== undefined) q = q.where('id', '=', where.id);
  if (where.art) q = q.where('art', '=', where.art);
  if (where.status?.length) q = q.where('status', 'in', where.status);
  return q.execute();
}
type PlotRow = Awaited<ReturnType<typeof plotRows>>[number];

const toPlot = (r: PlotRow): FlaecheItem => ({
  id: r.id,
  art: r.art as FlaechenArt,
  titel: r.titel,
  slug: r.slug,
  lage: r.lage,
  groesse_qm: r.groesse_qm,
  preis_qm: r.preis_qm,
  status: r.status as FlaechenStatus,
});

/**
 * Construction sites (Baustellen) with their phases, and the town's plots (Flächen) for businesses
 * and homes. Statuses of phases and sites are computed from the dates against today's Berlin date.
 */
export const operations = [
  implement(baustellenList, async ({ query }, ctx) => {
    const today = berlinToday(ctx.now());
    const rows = await siteRows(ctx, { ortsteil: query.ortsteil });
    const phasen = await phasesOf(
      ctx,
      rows.map((r) => r.id),
      today,
    );
    const items = (await Promise.all(rows.map((r) => toItem(ctx, r, phasen.get(r.id) ?? []))))
      .filter((i) => query.status.length === 0 || query.status.includes(i.status))
      .sort(compareSites);
    return { data: pageOf(items, query.seite, query.pro_seite), meta: listMeta(query.seite, query.pro_seite, items.length) };
  }),

  /** All phases of all sites (optionally of some statuses), by start: the road works by period. */
  implement(bauphasenList, async ({ query }, ctx) => {
    const today = berlinToday(ctx.now());
    const rows = await siteRows(ctx, { ortsteil: query.ortsteil });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const phasen = await phasesOf(
      ctx,
      rows.map((r) => r.id),
      today,
    );
    const items: BauphaseListItem[] = [...phasen.entries()]
      .flatMap(([id, list]) => {
        const b = byId.get(id)!;
        const baustelle = { id: b.id, titel: b.titel, slug: b.slug, ortsteil: b.ortsteil as Ortsteil, strasse: b.strasse };
        return list.map((p) => ({ ...p, baustelle }));
      })
      .filter((p) => query.status.length === 0 || query.status.includes(p.status))
      .sort((a, b) => a.von.localeCompare(b.von) || a.bis.localeCompare(b.bis) || a.baustelle.id - b.baustelle.id);
    return { data: pageOf(items, query.seite, query.pro_seite), meta: listMeta(query.seite, query.pro_seite, items.length) };
  }),

  implement(baustelleDetail, async ({ params }, ctx) => {
    const data = await baustelleDetailOf(ctx, params.id, false);
    return data ? { data } : notFound('Baustelle nicht gefunden');
  }),

  implement(flaechenList, async ({ query }, ctx) => {
    // Available plots first, then reserved, then sold; within them in German order of the title.
    const items = (await plotRows(ctx, { art: query.art, status: query.status }))
      .map(toPlot)
      .sort((a, b) => FLAECHEN_STATUS.indexOf(a.status) - FLAECHEN_STATUS.indexOf(b.status) || germanCollator.compare(a.titel, b.titel) || a.id - b.id);
    return { data: pageOf(items, query.seite, query.pro_seite), meta: listMeta(query.seite, query.pro_seite, items.length) };
  }),

  implement(flaecheDetail, async ({ params }, ctx) => {
    const data = await flaecheDetailOf(ctx, params.id, false);
    return data ? { data } : notFound('Fläche nicht gefunden');
  }),
];

/** A site as its page shows it; `draft` reads it whatever its status (the desk's preview, ADR 46). */
export async function baustelleDetailOf(ctx: CmsContext, id: number, draft: boolean) {
  const [r] = await siteRows(ctx, { id, draft });
  if (!r) return null;
  const phasen = (await phasesOf(ctx, [r.id], berlinToday(ctx.now()))).get(r.id) ?? [];
  const amt = r.kontakt_amt_id === null ? undefined : await db(ctx).selectFrom('amt').selectAll().where('id', '=', r.kontakt_amt_id).executeTakeFirst();
  return {
    ...(await toItem(ctx, r, phasen)),
    beschreibung: r.beschreibung,
    umleitung: r.umleitung,
    parken: r.parken,
    phasen,
    kontakt: amt
      ? {
          id: amt.id,
          titel: amt.titel,
          url: paths.amt(amt.id, amt.titel),
          adresse: { gebaeude: amt.gebaeude, strasse: amt.strasse, plz: amt.plz, ort: amt.ort },
          kontakt: { telefon: amt.telefon, telefax: amt.telefax, email: amt.email },
        }
      : null,
  };
}

/** A plot as its page shows it; `draft` reads it whatever its status (the desk's preview, ADR 46). */
export async function flaecheDetailOf(ctx: CmsContext, id: number, draft: boolean) {
  const [r] = await plotRows(ctx, { id, draft });
  return r ? { ...toPlot(r), text: r.text } : null;
}
