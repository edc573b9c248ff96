import type { OrderTerm, ParsedInputOf } from '../../../contract/operation';
import { archivThemen, intranetArchiv, intranetArchivDokumente, intranetArchivThemen, type ArchivThema } from '../contract';
import { implement, type CmsContext } from '../../../../server/cms/contract/implement';
import { berlinToday, compareBy } from '../../../../server/cms/query';
import { DOKUMENT_COLUMNS, toDokument } from '../../../../server/cms/files/dokument';
import { isPublic } from '../../../../server/cms/visibility';

type Query = ParsedInputOf<typeof archivThemen>['query'];

/**
 * Archive topics with their entries and documents, filtered and sorted as spec §3/§7 describe. Public
 * callers never see intranet topics; `order` sorts the topics (`thema`), the entries of a topic
 * (`archiv.*`) and the documents of an entry (the document fields), in German collation.
 */
export async function themen(ctx: Pick<CmsContext, 'db' | 'now'>, query: Query, intranet: boolean): Promise<ArchivThema[]> {
  const db = ctx.db;
  const today = berlinToday(ctx.now());
  // A topic drafted or planned on the desk (ADR 48) is hidden, the intranet's staff included.
  let tq = db
    .selectFrom('archiv_thema')
    .selectAll()
    .where(isPublic({ status: 'archiv_thema.status', von: 'archiv_thema.sichtbar_ab' }, ctx.now()))
    .orderBy('id');
  if (!intranet) tq = tq.where('intranet', '=', 0);
  if (query.themen_id.length) tq = tq.where('id', 'in', query.themen_id);
  const topics = await tq.execute();
  if (topics.length === 0) return [];

  // Drafts are never listed, not even in the intranet's archive.
  let aq = db
    .selectFrom('archiv')
    .selectAll()
    .where(
      'thema_id',
      'in',
      topics.map((t) => t.id),
    )
    .where('status', '=', 'veroeffentlicht')
    .orderBy('id');
  if (query.archiv_id.length) aq = aq.where('id', 'in', query.archiv_id);
  if (query.gueltig_von) aq = aq.where('gueltig_von', '<=', today);
  if (query.gueltig_bis) aq = aq.where((eb) => eb.or([eb('gueltig_bis', 'is', null), eb('gueltig_bis', '>=', today)]));
  const entries = await aq.execute();
  const docs = entries.length
    ? await db
        .selectFrom('dokument')
        .select(DOKUMENT_COLUMNS)
        .where(
          'archiv_id',
          'in',
          entries.map((e) => e.id),
        )
        .orderBy('sortierung')
        .orderBy('id')
        .execute()
    : [];

  const order = query.order;
  const terms = (fields: Record<string, string>): OrderTerm[] => order.flatMap((o) => (o.field in fields ? [{ field: fields[o.field]!, dir: o.dir }] : []));
  // Documents sort by their downloadtext terms before their stand terms, entries by titel before gueltig_von,
  // in whatever order `order` names them (as the contract has always done).
  const docOrder = [...terms({ 'archiv.dokumente.downloadtext': 'downloadtext' }), ...terms({ 'dokumente.stand': 'stand' })];
  const archivOrder = [...terms({ 'archiv.titel': 'titel' }), ...terms({ 'archiv.gueltig_von': 'gueltig_von' })];
  return topics
    .map((t) => ({
      id: t.id,
      thema: t.thema,
      intranet: t.intranet === 1,
      archiv: entries
        .filter((e) => e.thema_id === t.id)
        .map((e) => ({
          id: e.id,
          titel: e.titel,
          beschreibung: e.beschreibung,
          gueltig_von: e.gueltig_von,
          gueltig_bis: e.gueltig_bis,
          dokumente: docs
            .filter((d) => d.archiv_id === e.id)
            .map(toDokument)
            .sort(compareBy(docOrder, (d, f) => (f === 'downloadtext' ? d.downloadtext : d.stand))),
        }))
        .sort(compareBy(archivOrder, (a, f) => (f === 'titel' ? a.titel : a.gueltig_von))),
    }))
    .sort(compareBy(terms({ thema: 'thema' }), (t) => t.thema));
}

export const operations = [
  implement(archivThemen, async ({ query }, ctx) => ({ data: await themen(ctx, query, false) })),

  implement(intranetArchivThemen, async ({ query }, ctx) => ({ data: await themen(ctx, query, true) })),

  implement(intranetArchiv, async ({ query }, ctx) => ({
    data: (await themen(ctx, query, true)).flatMap((t) => t.archiv.map((a) => ({ ...a, thema_id: t.id, thema: t.thema }))),
  })),

  implement(intranetArchivDokumente, async ({ query }, ctx) => ({
    data: (await themen(ctx, query, true)).flatMap((t) =>
      t.archiv.flatMap((a) => a.dokumente.map((d) => ({ ...d, archiv_id: a.id, archiv_titel: a.titel, themen_id: t.id }))),
    ),
  })),
];
