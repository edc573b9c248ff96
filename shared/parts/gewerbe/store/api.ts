import {
  gewerbeBuchstaben,
  gewerbeDetail,
  gewerbeEintragEntfernen,
  gewerbeEintragSpeichern,
  gewerbeList,
  gewerbeLogo,
  gewerbeRubriken,
  type GewerbeDetail,
  type GewerbeItem,
  type GewerbeRubrikRef,
} from '../contract';
import { letterOf } from '../../../site/paths';
import { gewerbeEntryPath } from '../paths';
import { makeSlug } from '../../../format/slug-id';
import { hasRole, implement, notFound, problem, type CmsContext } from '../../../../server/cms/contract/implement';
import { germanCollator, listMeta, pageOf } from '../../../../server/cms/query';
import { fold } from '../../../../server/cms/search/fold';
import { deskColumnsOf, isPublic } from '../../../../server/cms/visibility';
import { logoFile, logoUrl, removeLogo, storeLogo, type StoredLogo } from './logo';

const db = (ctx: CmsContext) => ctx.db;
/** A category published on the desk whose time has come (ADR 43); drafts and planned ones stay off the site. */
const pub = (ctx: CmsContext) => isPublic(deskColumnsOf('gewerbe_rubrik'), ctx.now());

function rows(ctx: CmsContext) {
  return db(ctx)
    .selectFrom('gewerbe')
    .innerJoin('gewerbe_rubrik', 'gewerbe_rubrik.id', 'gewerbe.rubrik_id')
    .selectAll('gewerbe')
    .select(['gewerbe_rubrik.url as rubrik_url', 'gewerbe_rubrik.titel as rubrik_titel']);
}
type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

/** German alphabetical order of names (DIN 5007-1); the directory has a few hundred rows at most. */
const byName = (a: Row, b: Row) => germanCollator.compare(a.name, b.name) || a.id - b.id;

/** The further categories of the given entries (beyond the one of their address), in German order. */
async function furtherCategories(ctx: CmsContext, ids: readonly number[]): Promise<Map<number, GewerbeRubrikRef[]>> {
  const out = new Map<number, GewerbeRubrikRef[]>();
  if (!ids.length) return out;
  const extra = await db(ctx)
    .selectFrom('gewerbe_zuordnung')
    .innerJoin('gewerbe_rubrik', 'gewerbe_rubrik.id', 'gewerbe_zuordnung.rubrik_id')
    .select(['gewerbe_zuordnung.gewerbe_id', 'gewerbe_rubrik.id', 'gewerbe_rubrik.url', 'gewerbe_rubrik.titel'])
    .where('gewerbe_zuordnung.gewerbe_id', 'in', [...ids])
    .where(pub(ctx))
    .execute();
  for (const e of extra) {
    const list = out.get(e.gewerbe_id) ?? [];
    list.push({ id: e.id, url: e.url, titel: e.titel });
    out.set(e.gewerbe_id, list);
  }
  for (const list of out.values()) list.sort((a, b) => germanCollator.compare(a.titel, b.titel));
  return out;
}

function toItem(r: Row, further: Map<number, GewerbeRubrikRef[]>): GewerbeItem {
  const rubrik = { id: r.rubrik_id, url: r.rubrik_url, titel: r.rubrik_titel };
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    url: gewerbeEntryPath(r.rubrik_url, r.slug),
    spezialisierung: r.spezialisierung,
    rubrik,
    adresse: { location: r.location, street: r.street, zip: r.zip, city: r.city },
    telefon: r.telefon,
    rubriken: [rubrik, ...(further.get(r.id) ?? [])],
  };
}

function toDetail(r: Row, further: Map<number, GewerbeRubrikRef[]>): GewerbeDetail {
  let oeffnungszeiten: string[] = [];
  try {
    const parsed: unknown = JSON.parse(r.oeffnungszeiten);
    if (Array.isArray(parsed)) oeffnungszeiten = parsed.filter((x): x is string => typeof x === 'string' && x !== '');
  } catch {
    // An editor's broken value shows as no opening hours rather than as an error.
  }
  return {
    ...toItem(r, further),
    text: r.text,
    email: r.email || null,
    web: r.web || null,
    oeffnungszeiten,
    fax: r.fax || null,
    logo: r.logo && r.logo_breite && r.logo_hoehe ? { url: logoUrl(r.id, r.logo), breite: r.logo_breite, hoehe: r.logo_hoehe } : null,
  };
}

/** The entries listed under a category (its own and those with it as a further one), in German order: the desk's preview. */
export async function entriesOf(ctx: CmsContext, rubrikId: number): Promise<GewerbeItem[]> {
  const all = (
    await rows(ctx)
      .where((eb) =>
        eb.or([
          eb('gewerbe.rubrik_id', '=', rubrikId),
          eb('gewerbe.id', 'in', eb.selectFrom('gewerbe_zuordnung').select('gewerbe_zuordnung.gewerbe_id').where('gewerbe_zuordnung.rubrik_id', '=', rubrikId)),
        ]),
      )
      .execute()
  ).sort(byName);
  const further = await furtherCategories(
    ctx,
    all.map((r) => r.id),
  );
  return all.map((r) => toItem(r, further));
}

async function detailOf(ctx: CmsContext, id: number): Promise<GewerbeDetail | null> {
  const r = await rows(ctx).where('gewerbe.id', '=', id).executeTakeFirst();
  return r ? toDetail(r, await furtherCategories(ctx, [r.id])) : null;
}

export const operations = [
  implement(gewerbeList, async ({ query }, ctx) => {
    let q = rows(ctx);
    if (query.rubrik !== undefined) {
      const r = await db(ctx).selectFrom('gewerbe_rubrik').select('id').where('url', '=', query.rubrik).where(pub(ctx)).executeTakeFirst();
      if (!r) return notFound('Unbekannte Rubrik');
      // Its own entries and those listed under it as a further category.
      q = q.where((eb) =>
        eb.or([
          eb('gewerbe.rubrik_id', '=', r.id),
          eb('gewerbe.id', 'in', eb.selectFrom('gewerbe_zuordnung').select('gewerbe_zuordnung.gewerbe_id').where('gewerbe_zuordnung.rubrik_id', '=', r.id)),
        ]),
      );
    }
    let all = await q.execute();
    // Every word must occur in the name, the specialisation or the category title ("Betrieb oder Branche").
    const words = fold(query.q.trim()).split(/\s+/).filter(Boolean);
    if (words.length) {
      all = all.filter((r) => {
        const hay = fold(`${r.name} ${r.spezialisierung} ${r.rubrik_titel}`);
        return words.every((w) => hay.includes(w));
      });
    }
    if (query.buchstabe !== undefined) all = all.filter((r) => letterOf(r.name) === query.buchstabe);
    all.sort(byName);
    const page = pageOf(all, query.seite, query.pro_seite);
    const further = await furtherCategories(
      ctx,
      page.map((r) => r.id),
    );
    return { data: page.map((r) => toItem(r, further)), meta: listMeta(query.seite, query.pro_seite, all.length) };
  }),

  implement(gewerbeRubriken, async (_input, ctx) => {
    const [rubriken, entries, extra] = await Promise.all([
      db(ctx).selectFrom('gewerbe_rubrik').select(['id', 'url', 'titel']).where(pub(ctx)).execute(),
      db(ctx).selectFrom('gewerbe').select(['id', 'rubrik_id']).execute(),
      db(ctx).selectFrom('gewerbe_zuordnung').select(['gewerbe_id', 'rubrik_id']).execute(),
    ]);
    // An entry counts once in each category it is listed under.
    const members = new Map<number, Set<number>>();
    const add = (rubrik: number, entry: number) => {
      const set = members.get(rubrik) ?? new Set<number>();
      set.add(entry);
      members.set(rubrik, set);
    };
    for (const e of entries) add(e.rubrik_id, e.id);
    for (const z of extra) add(z.rubrik_id, z.gewerbe_id);
    const data = rubriken
      .map((r) => ({ id: r.id, url: r.url, titel: r.titel, anzahl: members.get(r.id)?.size ?? 0 }))
      .sort((a, b) => germanCollator.compare(a.titel, b.titel));
    return { data };
  }),

  implement(gewerbeBuchstaben, async (_input, ctx) => {
    const names = await db(ctx).selectFrom('gewerbe').select('name').execute();
    const counts = new Map<string, number>();
    for (const { name } of names) counts.set(letterOf(name), (counts.get(letterOf(name)) ?? 0) + 1);
    const data = [...counts].map(([buchstabe, anzahl]) => ({ buchstabe, anzahl })).sort((a, b) => a.buchstabe.localeCompare(b.buchstabe));
    return { data };
  }),

  implement(gewerbeDetail, async ({ params }, ctx) => {
    const d = await detailOf(ctx, params.id);
    return d ? { data: d } : notFound('Betrieb nicht gefunden');
  }),

  implement(gewerbeLogo, async ({ params }, ctx) => {
    const r = await db(ctx).selectFrom('gewerbe').select(['logo']).where('id', '=', params.id).executeTakeFirst();
    if (!r?.logo || r.logo !== params.datei) return notFound('Logo nicht gefunden');
    return { file: await logoFile(ctx.filesDir, r.logo) };
  }),

  /**
   * An approved self-entry (ADR 15), written in one transaction: the row, its further categories and
   * its logo's name. The same key changes the same row, so an approval repeated after a failure
   * writes nothing twice. The logo file is on the disk before the commit; a replaced one is deleted
   * after it.
   */
  implement(gewerbeEintragSpeichern, async ({ body, auth }, ctx) => {
    if (!hasRole(auth, 'eingaenge')) return problem(403, 'Kein Zugriff');
    const known = await db(ctx).selectFrom('gewerbe_rubrik').select(['id', 'url']).where('url', 'in', body.rubriken).execute();
    const ids = body.rubriken.map((url) => known.find((k) => k.url === url)?.id);
    const unknown = body.rubriken.filter((_, i) => ids[i] === undefined);
    if (unknown.length) return problem(400, `Unbekannte Rubrik: ${unknown.join(', ')}`);
    const [main, ...further] = [...new Set(ids as number[])];

    const before = await db(ctx)
      .selectFrom('gewerbe')
      .select(['id', 'logo', 'logo_breite', 'logo_hoehe'])
      .where('eintrag_schluessel', '=', body.schluessel)
      .executeTakeFirst();
    let logo: StoredLogo | null = null;
    if (body.logo && body.logo !== 'behalten') {
      const stored = await storeLogo(ctx.filesDir, body.logo, body.schluessel);
      if ('fehler' in stored) return problem(400, stored.fehler);
      logo = stored;
    }
    const values = {
      rubrik_id: main!,
      name: body.name,
      spezialisierung: body.spezialisierung,
      text: body.text,
      location: body.adresse.location,
      street: body.adresse.street,
      zip: body.adresse.zip,
      city: body.adresse.city,
      telefon: body.telefon,
      email: body.email,
      web: body.web,
      fax: body.fax,
      oeffnungszeiten: JSON.stringify(body.oeffnungszeiten),
      ...(body.logo === 'behalten'
        ? {}
        : logo
          ? { logo: logo.datei, logo_breite: logo.breite, logo_hoehe: logo.hoehe }
          : { logo: null, logo_breite: null, logo_hoehe: null }),
    };
    let id: number;
    try {
      id = await db(ctx)
        .transaction()
        .execute(async (trx) => {
          let rowId: number;
          if (before) {
            rowId = before.id;
            await trx
              .updateTable('gewerbe')
              .set({ ...values, slug: makeSlug(body.name, rowId) })
              .where('id', '=', rowId)
              .execute();
            await trx.deleteFrom('gewerbe_zuordnung').where('gewerbe_id', '=', rowId).execute();
          } else {
            const inserted = await trx
              .insertInto('gewerbe')
              .values({ ...values, slug: '', eintrag_schluessel: body.schluessel })
              .returning('id')
              .executeTakeFirstOrThrow();
            rowId = inserted.id;
            await trx
              .updateTable('gewerbe')
              .set({ slug: makeSlug(body.name, rowId) })
              .where('id', '=', rowId)
              .execute();
          }
          if (further.length)
            await trx
              .insertInto('gewerbe_zuordnung')
              .values(further.map((rubrik_id) => ({ gewerbe_id: rowId, rubrik_id })))
              .execute();
          return rowId;
        });
    } catch (error) {
      if (logo) await removeLogo(ctx.filesDir, logo.datei);
      throw error;
    }
    if (before?.logo && body.logo !== 'behalten' && before.logo !== logo?.datei) await removeLogo(ctx.filesDir, before.logo);
    return { data: (await detailOf(ctx, id))! };
  }),

  implement(gewerbeEintragEntfernen, async ({ params, auth }, ctx) => {
    if (!hasRole(auth, 'eingaenge')) return problem(403, 'Kein Zugriff');
    const r = await db(ctx).selectFrom('gewerbe').select(['id', 'logo']).where('eintrag_schluessel', '=', params.schluessel).executeTakeFirst();
    if (!r) return notFound('Betrieb nicht gefunden');
    await db(ctx)
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('gewerbe_zuordnung').where('gewerbe_id', '=', r.id).execute();
        await trx.deleteFrom('gewerbe').where('id', '=', r.id).execute();
      });
    if (r.logo) await removeLogo(ctx.filesDir, r.logo);
    return { data: true as const };
  }),
];
