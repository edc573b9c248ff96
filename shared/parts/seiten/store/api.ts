import type { Kysely } from 'kysely';
import { heroList, seiteDetail, type HeroSlide, type Seite } from '../contract';
import { isPublic, isPublicAt } from '../../../../server/cms/visibility';
import { compiledRead } from '../../../../server/cms/store/compiled';
import { berlinNow } from '../../../../server/cms/query';
import type { Database } from '../../../../server/cms/schema';
import { implement, notFound, type CmsContext } from '../../../../server/cms/contract/implement';
import { germanCollator } from '../../../../server/cms/query';
import { toBild } from '../../../../server/cms/media/media';
import { HERO_VISIBILITY, SEITE_VISIBILITY } from './schema';
import { fillTownSettings } from '../../../site/town-settings';

const db = (ctx: Pick<CmsContext, 'db'>) => ctx.db;

/** Pages whose path starts with `prefix` (a range on the primary key, no LIKE escaping needed). */
function pagesBelow(ctx: Pick<CmsContext, 'db' | 'now'>, prefix: string) {
  return db(ctx).selectFrom('seite').where('pfad', '>', prefix).where('pfad', '<', `${prefix}\uffff`).where(isPublic(SEITE_VISIBILITY, ctx.now()));
}

/**
 * Spec §2.1: the id of an item is the trailing digits of its slug. A page addressed by slug and id
 * ('/wirtschaft/windenergie/alter-titel_2601/') is found by its id in the same folder even when its
 * title, and so its slug, has changed since; the page's `pfad` then tells the canonical address.
 */
async function bySlugId(ctx: Pick<CmsContext, 'db' | 'now'>, normal: string) {
  const m = /^(.*\/)[^/]*_(\d{1,9})\/$/.exec(normal);
  if (!m) return undefined;
  const folder = m[1]!;
  const rows = await pagesBelow(ctx, folder).selectAll().execute();
  return rows.find((r) => /^[^/]*$/.test(r.pfad.slice(folder.length, -1)) && r.pfad.endsWith(`_${m[2]}/`));
}

export const operations = [
  implement(seiteDetail, async ({ query }, ctx) => {
    const normal = query.pfad.endsWith('/') ? query.pfad : `${query.pfad}/`;
    const seite = await seiteOf(ctx, normal, true);
    return seite ? { data: seite } : notFound();
  }),

  implement(heroList, async ({ params }, ctx) => ({ data: await heroOf(ctx, params.bereich) })),
];

/** A page as its address shows it: only a public one, or (the desk's preview) any, with its public neighbours. */
export async function seiteOf(ctx: Pick<CmsContext, 'db' | 'now'>, normal: string, publicOnly: boolean): Promise<Seite | null> {
  const exact = db(ctx).selectFrom('seite').selectAll().where('pfad', '=', normal);
  const row =
    (await (publicOnly ? exact.where(isPublic(SEITE_VISIBILITY, ctx.now())) : exact).executeTakeFirst()) ??
    (publicOnly ? await bySlugId(ctx, normal) : undefined);
  if (!row) return null;
  // Direct children (one more segment) and the parent page, for the page's own navigation.
  const below = await pagesBelow(ctx, row.pfad).select(['pfad', 'titel', 'beschreibung']).execute();
  const unterseiten = below.filter((c) => /^[^/]+\/$/.test(c.pfad.slice(row.pfad.length))).sort((a, b) => germanCollator.compare(a.titel, b.titel));
  const parentPfad = row.pfad.replace(/[^/]+\/$/, '');
  const parent =
    parentPfad.length > 1
      ? await db(ctx)
          .selectFrom('seite')
          .select(['pfad', 'titel'])
          .where('pfad', '=', parentPfad)
          .where(isPublic(SEITE_VISIBILITY, ctx.now()))
          .executeTakeFirst()
      : undefined;
  // Town settings named in the text ({{legal.vatId}}) reach visitors as their values.
  return {
    pfad: row.pfad,
    titel: row.titel,
    beschreibung: fillTownSettings(row.beschreibung, { html: false }),
    inhalt: fillTownSettings(row.inhalt, { html: true }),
    geaendert: row.geaendert,
    unterseiten,
    oberseite: parent ?? null,
  };
}

/** The public slides of a section's hero (a read of every home page, compiled once: ADR 69). */
const heroRows = compiledRead((db: Kysely<Database>, p: { bereich: string; now: string }) =>
  db.selectFrom('hero').selectAll().where('bereich', '=', p.bereich).where(isPublicAt(HERO_VISIBILITY, p.now)).orderBy('sortierung').orderBy('id'),
);

/** The public slides of a section's hero, in their order. */
export async function heroOf(ctx: Pick<CmsContext, 'db' | 'now' | 'bilder'>, bereich: string): Promise<HeroSlide[]> {
  const rows = await heroRows(db(ctx), { bereich, now: berlinNow(ctx.now()) });
  const media = await ctx.bilder(rows.map((r) => r.bild));
  return rows.map((r) => ({ bild: toBild(r.bild, r.alt, media.get(r.bild)), titel: r.titel, link: r.link }));
}
