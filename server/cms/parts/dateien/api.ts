import path from 'node:path';
import type { Kysely } from 'kysely';
import { dateiFile, dateiText, DOKUMENT_TEXT_MAX, intranetDokumentFile } from '../../../../shared/contract/dateien';
import { implement, notFound } from '../../contract/implement';
import { FILES_DIR } from '../../seed/dirs';
import type { DateienTables } from './schema';

const db = (ctx: { db: Kysely<any> }) => ctx.db as Kysely<DateienTables>;

export const operations = [
  implement(dateiFile, async ({ params }, ctx) => {
    // Internal documents are never served here, only below /intranet with the token.
    const d = await db(ctx).selectFrom('dokument').selectAll().where('id', '=', params.id).where('intern', '=', 0).executeTakeFirst();
    if (!d || d.datei !== params.datei) return notFound('Datei nicht gefunden');
    return { file: { path: path.join(ctx.filesDir, FILES_DIR, d.speicherpfad), mime: d.mime, name: d.datei, size: d.groesse } };
  }),

  implement(dateiText, async ({ params }, ctx) => {
    // Like the download: only public documents, by id and their exact name.
    const d = await db(ctx).selectFrom('dokument').select(['datei', 'volltext']).where('id', '=', params.id).where('intern', '=', 0).executeTakeFirst();
    if (!d || d.datei !== params.datei) return notFound('Datei nicht gefunden');
    return { data: { text: (d.volltext ?? '').slice(0, DOKUMENT_TEXT_MAX) } };
  }),

  implement(intranetDokumentFile, async ({ params }, ctx) => {
    const d = await db(ctx).selectFrom('dokument').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!d) return notFound('Datei nicht gefunden');
    return { file: { path: path.join(ctx.filesDir, FILES_DIR, d.speicherpfad), mime: d.mime, name: d.datei, size: d.groesse } };
  }),
];
