import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import { SECTIONS, firstSegment } from '../../../site/sections';
import { paths } from '../../../site/paths';
import type { heroArt, seitenArt } from '../desk';
import type { DeskContext, DeskKind, StoredItem } from '../../../../server/cms/desk/kind';
import { value } from '../../../../server/cms/desk/fields';
import { likePattern } from '../../../../server/cms/desk/search';
import { heroOf, seiteOf } from './api';
import { HERO_VISIBILITY } from './schema';
import { isPublic } from '../../../../server/cms/visibility';
import { HERO_MAX_SLIDES } from '../../../site/constants';
import { toBild } from '../../../../server/cms/media/media';

const gespeichert = (s: string) => (s === 'veroeffentlicht' ? 'veroeffentlicht' : 'entwurf') as 'veroeffentlicht' | 'entwurf';

/** Sections whose addresses are editorial pages (shared/site/sections.ts). */
const CONTENT_SECTIONS = new Set(SECTIONS.filter((s) => s.content).map((s) => s.segment));

async function loadPage(ctx: { db: Kysely<Database> }, pfad: string): Promise<StoredItem | null> {
  const r = await ctx.db.selectFrom('seite').selectAll().where('pfad', '=', pfad).executeTakeFirst();
  if (!r) return null;
  return {
    ref: r.pfad,
    titel: r.titel,
    revision: r.revision,
    gespeichert: gespeichert(r.status),
    felder: { pfad: r.pfad, titel: r.titel, beschreibung: r.beschreibung, inhalt: r.inhalt, sichtbar_ab: r.sichtbar_ab ?? '' },
    adresse: paths.seite(r.pfad),
  };
}

/** The home of a section or mini-site as its page shows it, with the hero slides given. */
async function sectionHome(ctx: DeskContext, pfad: string, hero: Awaited<ReturnType<typeof heroOf>>, seite?: Awaited<ReturnType<typeof seiteOf>>) {
  if (pfad === '/') return { hero: hero.slice(0, HERO_MAX_SLIDES), news: [], rathausNews: [] };
  const page = seite ?? (await seiteOf(ctx, pfad, true));
  return { bereich: firstSegment(pfad), seite: page, hero: hero.slice(0, HERO_MAX_SLIDES), news: [] };
}

/** Editorial pages by address, the mini-sites' included (ADR 6, 16). The address is fixed once the page exists. */
export const seiteKind: DeskKind<typeof seitenArt> = {
  art: 'seiten',
  async list(ctx, suche) {
    let q = ctx.db.selectFrom('seite').select(['pfad', 'titel', 'status', 'sichtbar_ab']);
    if (suche)
      q = q.where((eb) =>
        eb.or([
          eb('titel', ctx.dialect.likeAnyCase, likePattern(suche)),
          eb('pfad', ctx.dialect.likeAnyCase, likePattern(suche)),
          eb('inhalt', ctx.dialect.likeAnyCase, likePattern(suche)),
        ]),
      );
    const rows = await q.orderBy('geaendert', 'desc').orderBy('pfad').execute();
    return rows.map((r) => ({ ref: r.pfad, titel: r.titel, zusatz: r.pfad, gespeichert: gespeichert(r.status), von: r.sichtbar_ab, bis: null }));
  },
  load: (ctx, ref) => loadPage(ctx, ref),
  async check(ctx, ref, felder): Promise<Record<string, string>> {
    const pfad = value(felder.pfad);
    if (!pfad) return {};
    if (ref !== null && pfad !== ref)
      return { pfad: 'Die Adresse einer bestehenden Seite bleibt, wie sie ist. Legen Sie für eine neue Adresse eine neue Seite an.' };
    if (!CONTENT_SECTIONS.has(firstSegment(pfad)))
      return { pfad: `Seiten gibt es in diesen Bereichen: ${[...CONTENT_SECTIONS].map((s) => `/${s}/`).join(', ')}.` };
    if (ref === null && (await ctx.db.selectFrom('seite').select('pfad').where('pfad', '=', pfad).executeTakeFirst())) {
      return { pfad: 'Unter dieser Adresse gibt es schon eine Seite.' };
    }
    return {};
  },
  async write(ctx, ref, felder, status, from, to) {
    const columns = {
      titel: value(felder.titel),
      beschreibung: value(felder.beschreibung),
      inhalt: value(felder.inhalt),
      sichtbar_ab: value(felder.sichtbar_ab) || null,
      status,
      revision: to,
      geaendert: ctx
        .now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
    };
    if (ref === null) {
      const pfad = value(felder.pfad);
      await ctx.db
        .insertInto('seite')
        .values({ ...columns, pfad })
        .execute();
      return pfad;
    }
    const res = await ctx.db.updateTable('seite').set(columns).where('pfad', '=', ref).where('revision', '=', from).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1 ? ref : null;
  },
  async remove(ctx, ref) {
    await ctx.db.deleteFrom('seite').where('pfad', '=', ref).execute();
  },
  async preview(ctx, item) {
    const seite = await seiteOf(ctx, item.ref, false);
    if (/^\/[^/]+\/$/.test(item.ref) && SECTIONS.some((s) => s.home && `/${s.segment}/` === item.ref)) {
      return { seite: 'bereich', pfad: item.ref, titel: item.titel, daten: await sectionHome(ctx, item.ref, await heroOf(ctx, firstSegment(item.ref)), seite) };
    }
    return { seite: 'seite', pfad: item.ref, titel: item.titel, daten: { seite } };
  },
};

const idOf = (ref: string) => (/^\d{1,9}$/.test(ref) ? Number(ref) : 0);
/** The sections with a hero: the home page ('start') and every section home. */
const BEREICHE = [{ wert: 'start', label: 'Startseite' }, ...SECTIONS.filter((s) => s.home).map((s) => ({ wert: s.segment, label: `/${s.segment}/` }))];
const homeOf = (bereich: string) => (bereich === 'start' ? '/' : `/${bereich}/`);

/** The hero slides of each section (a Christmas picture from December to Epiphany, say). */
export const heroKind: DeskKind<typeof heroArt> = {
  art: 'hero',
  async list(ctx, suche) {
    let q = ctx.db.selectFrom('hero').select(['id', 'titel', 'bereich', 'sortierung', 'status', 'sichtbar_ab', 'sichtbar_bis']);
    if (suche) q = q.where((eb) => eb.or([eb('titel', ctx.dialect.likeAnyCase, likePattern(suche)), eb('alt', ctx.dialect.likeAnyCase, likePattern(suche))]));
    const rows = await q.orderBy('bereich').orderBy('sortierung').orderBy('id').execute();
    return rows.map((r) => ({
      ref: String(r.id),
      titel: r.titel,
      zusatz: `${BEREICHE.find((b) => b.wert === r.bereich)?.label ?? r.bereich}, Position ${r.sortierung + 1}`,
      gespeichert: gespeichert(r.status),
      von: r.sichtbar_ab,
      bis: r.sichtbar_bis,
    }));
  },
  async load(ctx, ref) {
    const r = idOf(ref) ? await ctx.db.selectFrom('hero').selectAll().where('id', '=', idOf(ref)).executeTakeFirst() : undefined;
    if (!r) return null;
    return {
      ref: String(r.id),
      titel: r.titel,
      revision: r.revision,
      gespeichert: gespeichert(r.status),
      felder: {
        bereich: r.bereich,
        titel: r.titel,
        bild: r.bild,
        bild_alt: r.alt,
        link: r.link ?? '',
        sortierung: String(r.sortierung),
        sichtbar_ab: r.sichtbar_ab ?? '',
        sichtbar_bis: r.sichtbar_bis ?? '',
      },
      adresse: homeOf(r.bereich),
    };
  },
  async template() {
    return { bereich: 'start', sortierung: '0' };
  },
  async optionen() {
    return { bereich: BEREICHE };
  },
  async write(ctx, ref, felder, status, from, to) {
    const columns = {
      bereich: value(felder.bereich),
      titel: value(felder.titel),
      bild: value(felder.bild),
      alt: value(felder.bild_alt),
      link: value(felder.link) || null,
      sortierung: Number(value(felder.sortierung) || 0),
      sichtbar_ab: value(felder.sichtbar_ab) || null,
      sichtbar_bis: value(felder.sichtbar_bis) || null,
      status,
      revision: to,
    };
    if (ref === null) {
      const r = await ctx.db.insertInto('hero').values(columns).returning('id').executeTakeFirstOrThrow();
      return String(r.id);
    }
    const res = await ctx.db.updateTable('hero').set(columns).where('id', '=', idOf(ref)).where('revision', '=', from).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1 ? ref : null;
  },
  async remove(ctx, ref) {
    await ctx.db.deleteFrom('hero').where('id', '=', idOf(ref)).execute();
  },
  async preview(ctx, item) {
    // The section's slider as it will be: its public slides with this one in its place.
    const bereich = value(item.felder.bereich);
    const pfad = homeOf(bereich);
    const rows = await ctx.db
      .selectFrom('hero')
      .select(['id', 'sortierung'])
      .where('bereich', '=', bereich)
      .where(isPublic(HERO_VISIBILITY, ctx.now()))
      .orderBy('sortierung')
      .orderBy('id')
      .execute();
    // heroOf gives the same public slides in the same order.
    const shown = await heroOf(ctx, bereich);
    const media = await ctx.bilder([value(item.felder.bild)]);
    const own = {
      bild: toBild(value(item.felder.bild), value(item.felder.bild_alt), media.get(value(item.felder.bild))),
      titel: value(item.felder.titel),
      link: value(item.felder.link) || null,
    };
    const sort = Number(value(item.felder.sortierung) || 0);
    const others = shown.filter((_s, i) => rows[i]?.id !== idOf(item.ref));
    const position = rows.filter((r) => r.id !== idOf(item.ref) && r.sortierung <= sort).length;
    const hero = [...others.slice(0, position), own, ...others.slice(position)];
    // The home page's hero (section `/`) shows on the home page, a section's on its start page.
    return { seite: pfad === '/' ? 'start' : 'bereich', pfad, titel: item.titel, daten: await sectionHome(ctx, pfad, hero) };
  },
};
