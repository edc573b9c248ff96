import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import { col, tableKind } from '../../../../server/cms/desk/table-kind';
import { germanCollator } from '../../../../server/cms/query';
import type { DeskContext } from '../../../../server/cms/desk/kind';
import { value } from '../../../../server/cms/desk/fields';
import type { IntranetNav } from '../types';
import type { intranetRubrikenArt, intranetTexteArt } from '../desk';

/**
 * The intranet's categories and texts on the editorial desk (ADR 47), made by the table builder. The
 * preview shows the intranet's own pages; their readers stay the signed-in staff (the routes' loaders).
 */
const db = (ctx: { db: Kysely<Database> }) => ctx.db;

const BOOKKEEPING = { revision: 'revision', status: 'status', von: 'sichtbar_ab', geaendert: 'geaendert' } as const;

/** The frame of a preview: the intranet's navigation as a colleague sees it (no one is named). */
async function previewNav(ctx: DeskContext): Promise<IntranetNav> {
  const rubriken = await db(ctx)
    .selectFrom('intranet_rubrik')
    .select(['id', 'url', 'titel'])
    .where('status', '=', 'veroeffentlicht')
    .orderBy('titel')
    .execute();
  return { user: { vorname: 'Vorschau', nachname: '', email: '' }, rubriken, themen: [], csrf: '' };
}

async function taken(ctx: DeskContext, table: 'intranet_rubrik' | 'intranet_text', ref: string | null, url: string, rubrik?: number) {
  let q = db(ctx).selectFrom(table).select('id').where('url', '=', url);
  if (rubrik !== undefined) q = q.where('rubrik_id' as never, '=', rubrik as never);
  if (ref) q = q.where('id', '<>', Number(ref));
  return Boolean(await q.executeTakeFirst());
}

export const rubrikKind = tableKind<typeof intranetRubrikenArt>({
  art: 'intranet-rubriken',
  table: 'intranet_rubrik',
  key: { column: 'id', type: 'integer' },
  fields: { titel: col.text('titel'), url: col.text('url'), sichtbar_ab: col.optional('sichtbar_ab') },
  bookkeeping: BOOKKEEPING,
  title: (r) => String(r.titel),
  extra: (r) => `/intranet/texte/${String(r.url)}`,
  search: ['titel', 'url'],
  address: (r) => `/intranet/texte/${String(r.url)}`,
  async check(ctx, ref, felder): Promise<Record<string, string>> {
    return (await taken(ctx, 'intranet_rubrik', ref, value(felder.url))) ? { url: 'Diese Kennung hat schon eine andere Rubrik.' } : {};
  },
  async inUse(ctx, key) {
    const r = await db(ctx)
      .selectFrom('intranet_text')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('rubrik_id', '=', Number(key))
      .executeTakeFirstOrThrow();
    const n = Number(r.n);
    return n ? `Die Rubrik enthält noch ${n} ${n === 1 ? 'Text' : 'Texte'}. Verschieben oder löschen Sie diese zuerst.` : null;
  },
  async preview(ctx, item, row) {
    const rubrik = { id: Number(row.id), url: String(row.url), titel: String(row.titel) };
    const texte = (
      await db(ctx)
        .selectFrom('intranet_text')
        .select(['id', 'titel', 'url', 'text', 'datum_von'])
        .where('rubrik_id', '=', rubrik.id)
        .orderBy('datum_von', 'desc')
        .execute()
    ).map((t) => ({ ...t, rubrik: rubrik.url, rubrik_titel: rubrik.titel }));
    const nav = await previewNav(ctx);
    if (!nav.rubriken?.some((r) => r.id === rubrik.id)) nav.rubriken = [...(nav.rubriken ?? []), rubrik];
    return { seite: 'rubrik', pfad: '/intranet/texte/', titel: item.titel, daten: { nav, rubrik, texte } };
  },
});

export const textKind = tableKind<typeof intranetTexteArt>({
  art: 'intranet-texte',
  table: 'intranet_text',
  key: { column: 'id', type: 'integer' },
  fields: {
    titel: col.text('titel'),
    rubrik: col.intOrNull('rubrik_id'),
    url: col.text('url'),
    datum: col.text('datum_von'),
    text: col.text('text'),
    sichtbar_ab: col.optional('sichtbar_ab'),
  },
  bookkeeping: BOOKKEEPING,
  title: (r) => String(r.titel),
  extra: (r) => String(r.datum_von ?? ''),
  search: ['titel', 'text'],
  order: [{ column: 'datum_von', direction: 'desc' }],
  address: () => null,
  async optionen(ctx) {
    const rows = await db(ctx).selectFrom('intranet_rubrik').select(['id', 'titel', 'status']).execute();
    return {
      rubrik: rows
        .map((r) => ({ wert: String(r.id), label: r.status === 'veroeffentlicht' ? r.titel : `${r.titel} (Entwurf)` }))
        .sort((a, b) => germanCollator.compare(a.label, b.label)),
    };
  },
  async check(ctx, ref, felder): Promise<Record<string, string>> {
    const rubrik = Number(value(felder.rubrik));
    return rubrik && (await taken(ctx, 'intranet_text', ref, value(felder.url), rubrik)) ? { url: 'Diese Kennung hat schon ein anderer Text der Rubrik.' } : {};
  },
  async preview(ctx, item, row) {
    const r = await db(ctx).selectFrom('intranet_rubrik').select(['id', 'url', 'titel']).where('id', '=', Number(row.rubrik_id)).executeTakeFirstOrThrow();
    const nav = await previewNav(ctx);
    const text = {
      id: Number(row.id),
      titel: String(row.titel),
      url: String(row.url),
      text: String(row.text),
      datum_von: String(row.datum_von),
      rubrik: r.url,
      rubrik_titel: r.titel,
    };
    return { seite: 'text', pfad: '/intranet/texte/', titel: item.titel, daten: { nav, rubrik: r, text } };
  },
});

export const intranetKinds = [rubrikKind, textKind];
