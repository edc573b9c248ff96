import { json, notFound, type SectionContext, type SectionHandler } from './api-section';
import type { CmsResponse } from './api';
import { BadRequest, berlinToday, readInt, readList, listMeta, pageOf, germanCollator } from './query';
import { paths } from '../../shared/site/paths';
import {
  FLAECHEN_STATUS, ORTSTEILE,
  type Bauphase, type BauphaseListItem, type BaustelleDetail, type BaustelleItem, type BaustellenStatus, type FlaecheDetail,
  type FlaecheItem, type FlaechenArt, type FlaechenStatus, type Ortsteil, type PhasenStatus,
} from '../../shared/api/types-baustellen';


const SITE_STATUS: readonly BaustellenStatus[] = ['aktuell', 'geplant', 'abgeschlossen'];
const PHASE_STATUS: readonly PhasenStatus[] = ['laufend', 'geplant', 'abgeschlossen'];

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

function readChoice<T extends string>(q: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const values = readList(q, name);
  for (const v of values) {
    if (!(allowed as readonly string[]).includes(v)) throw new BadRequest(`Parameter ${name} muss ${allowed.join(', ')} sein.`);
  }
  return [...new Set(values)] as T[];
}

function readOne<T extends string>(q: URLSearchParams, name: string, allowed: readonly T[]): T | null {
  const v = q.get(name);
  if (v === null || v === '') return null;
  if (!(allowed as readonly string[]).includes(v)) throw new BadRequest(`Parameter ${name} muss ${allowed.join(', ')} sein.`);
  return v as T;
}

/**
 * Construction sites (Baustellen) with their phases, and the town's plots (Flächen) for businesses
 * and homes. Statuses of phases and sites are computed from the dates against today's Berlin date.
 */
export function baustellenApi(ctx: SectionContext): SectionHandler {
  const { db } = ctx;

  type SiteRow = Awaited<ReturnType<typeof siteRows>>[number];

  function siteRows(where: { id?: number; ortsteil?: Ortsteil | null }) {
    let q = db.selectFrom('baustelle').selectAll();
    if (where.id !== undefined) q = q.where('id', '=', where.id);
    if (where.ortsteil) q = q.where('ortsteil', '=', where.ortsteil);
    return q.execute();
  }

  async function phasesOf(ids: number[], today: string): Promise<Map<number, Bauphase[]>> {
    const out = new Map<number, Bauphase[]>();
    if (ids.length === 0) return out;
    const rows = await db
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

  async function toItem(r: SiteRow, phasen: Bauphase[]): Promise<BaustelleItem> {
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

  async function list(q: URLSearchParams): Promise<CmsResponse> {
    const ortsteil = readOne(q, 'ortsteil', ORTSTEILE);
    const status = readChoice(q, 'status', SITE_STATUS);
    const seite = readInt(q, 'seite', 1, 1, 100_000);
    const proSeite = readInt(q, 'pro_seite', 10, 1, 100);
    const today = berlinToday(ctx.now());
    const rows = await siteRows({ ortsteil });
    const phasen = await phasesOf(rows.map((r) => r.id), today);
    const items = (await Promise.all(rows.map((r) => toItem(r, phasen.get(r.id) ?? []))))
      .filter((i) => status.length === 0 || status.includes(i.status))
      .sort(compareSites);
    return json(200, { data: pageOf(items, seite, proSeite), meta: listMeta(seite, proSeite, items.length) });
  }

  async function detail(id: number): Promise<CmsResponse> {
    const [r] = await siteRows({ id });
    if (!r) return notFound('Baustelle nicht gefunden');
    const phasen = (await phasesOf([r.id], berlinToday(ctx.now()))).get(r.id) ?? [];
    const amt = r.kontakt_amt_id === null ? undefined : await db.selectFrom('amt').selectAll().where('id', '=', r.kontakt_amt_id).executeTakeFirst();
    const data: BaustelleDetail = {
      ...(await toItem(r, phasen)),
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
    return json(200, { data });
  }

  /** All phases of all sites (optionally of some statuses), by start: the road works by period. */
  async function phases(q: URLSearchParams): Promise<CmsResponse> {
    const status = readChoice(q, 'status', PHASE_STATUS);
    const ortsteil = readOne(q, 'ortsteil', ORTSTEILE);
    const seite = readInt(q, 'seite', 1, 1, 100_000);
    const proSeite = readInt(q, 'pro_seite', 20, 1, 100);
    const today = berlinToday(ctx.now());
    const rows = await siteRows({ ortsteil });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const phasen = await phasesOf(rows.map((r) => r.id), today);
    const items: BauphaseListItem[] = [...phasen.entries()]
      .flatMap(([id, list]) => {
        const b = byId.get(id)!;
        const baustelle = { id: b.id, titel: b.titel, slug: b.slug, ortsteil: b.ortsteil as Ortsteil, strasse: b.strasse };
        return list.map((p) => ({ ...p, baustelle }));
      })
      .filter((p) => status.length === 0 || status.includes(p.status))
      .sort((a, b) => a.von.localeCompare(b.von) || a.bis.localeCompare(b.bis) || a.baustelle.id - b.baustelle.id);
    return json(200, { data: pageOf(items, seite, proSeite), meta: listMeta(seite, proSeite, items.length) });
  }

  type PlotRow = Awaited<ReturnType<typeof plotRows>>[number];

  function plotRows(where: { id?: number; art?: FlaechenArt | null; status?: FlaechenStatus[] }) {
    let q = db.selectFrom('flaeche').selectAll();
    if (where.id !== undefined) q = q.where('id', '=', where.id);
    if (where.art) q = q.where('art', '=', where.art);
    if (where.status?.length) q = q.where('status', 'in', where.status);
    return q.execute();
  }

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

  async function plots(q: URLSearchParams): Promise<CmsResponse> {
    const art = readOne<FlaechenArt>(q, 'art', ['gewerbe', 'wohnen']);
    const status = readChoice(q, 'status', FLAECHEN_STATUS);
    const seite = readInt(q, 'seite', 1, 1, 100_000);
    const proSeite = readInt(q, 'pro_seite', 10, 1, 100);
    // Available plots first, then reserved, then sold; within them in German order of the title.
    const items = (await plotRows({ art, status }))
      .map(toPlot)
      .sort((a, b) => FLAECHEN_STATUS.indexOf(a.status) - FLAECHEN_STATUS.indexOf(b.status) || germanCollator.compare(a.titel, b.titel) || a.id - b.id);
    return json(200, { data: pageOf(items, seite, proSeite), meta: listMeta(seite, proSeite, items.length) });
  }

  async function plot(id: number): Promise<CmsResponse> {
    const [r] = await plotRows({ id });
    if (!r) return notFound('Fläche nicht gefunden');
    const data: FlaecheDetail = { ...toPlot(r), text: r.text };
    return json(200, { data });
  }

  return async (method, path, query) => {
    let m: RegExpMatchArray | null = null;
    const route: (() => Promise<CmsResponse>) | null =
      path === '/baustellen'
        ? () => list(query)
        : path === '/baustellen/phasen'
          ? () => phases(query)
          : (m = path.match(/^\/baustellen\/(\d{1,9})$/))
            ? () => detail(Number(m![1]))
            : path === '/flaechen'
              ? () => plots(query)
              : (m = path.match(/^\/flaechen\/(\d{1,9})$/))
                ? () => plot(Number(m![1]))
                : null;
    if (!route) return null;
    if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'Methode nicht erlaubt' });
    return route();
  };
}
