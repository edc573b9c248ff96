import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { dateiFile, dateiText, DOKUMENT_TEXT_MAX, intranetDokumentFile } from '../../../shared/contract/files';
import { implement, notFound, type CmsContext } from '../contract/implement';
import type { DocumentRef } from './rules';
import { FILES_DIR } from '../seed/dirs';

const db = (ctx: { db: Kysely<Database> }) => ctx.db;

/**
 * A download of a draft or a planned item is not public before the item is (ADR 16): a guessed address
 * of a gazette issue or a notice must not reveal it early. Each part that attaches documents says so
 * for its rows (`Part.documentIsPublic`); a document is public when no part's rule says false.
 */
async function ownerIsPublic(ctx: CmsContext, d: DocumentRef): Promise<boolean> {
  for (const rule of ctx.documentRules ?? []) {
    if ((await rule(ctx, d)) === false) return false;
  }
  return true;
}

export const operations = [
  implement(dateiFile, async ({ params }, ctx) => {
    // Internal documents are never served here, only below /intranet with the token.
    const d = await db(ctx).selectFrom('dokument').selectAll().where('id', '=', params.id).where('intern', '=', 0).executeTakeFirst();
    if (!d || d.datei !== params.datei || !(await ownerIsPublic(ctx, d))) return notFound('Datei nicht gefunden');
    return { file: { path: path.join(ctx.filesDir, FILES_DIR, d.speicherpfad), mime: d.mime, name: d.datei, size: d.groesse } };
  }),

  implement(dateiText, async ({ params }, ctx) => {
    // Like the download: only public documents, by id and their exact name.
    const d = await db(ctx)
      .selectFrom('dokument')
      .select(['id', 'aktuelles_id', 'archiv_id', 'datei', 'volltext'])
      .where('id', '=', params.id)
      .where('intern', '=', 0)
      .executeTakeFirst();
    if (!d || d.datei !== params.datei || !(await ownerIsPublic(ctx, d))) return notFound('Datei nicht gefunden');
    return { data: { text: (d.volltext ?? '').slice(0, DOKUMENT_TEXT_MAX) } };
  }),

  implement(intranetDokumentFile, async ({ params }, ctx) => {
    // Any document but the council's non-public ones: those belong to the council information system only.
    const d = await db(ctx).selectFrom('dokument').selectAll().where('id', '=', params.id).where('ratsinfo', '=', 0).executeTakeFirst();
    if (!d) return notFound('Datei nicht gefunden');
    return { file: { path: path.join(ctx.filesDir, FILES_DIR, d.speicherpfad), mime: d.mime, name: d.datei, size: d.groesse } };
  }),
];
