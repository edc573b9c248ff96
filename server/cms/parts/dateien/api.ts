import path from 'node:path';
import type { Kysely } from 'kysely';
import { dateiFile, intranetDokumentFile } from '../../../../shared/contract/dateien';
import { implement, notFound } from '../../contract/implement';
import { FILES_DIR } from '../../seed/dirs';
import type { DateienTables } from './schema';

const db = (ctx: { db: Kysely<any> }) => ctx.db as Kysely<DateienTables>;

export const operations = [
  implement(dateiFile, async ({ params }, ctx) => {
    // Internal documents are never served here, only below /intranet with the token.
    const d = await db(ctx).selectFrom('dokument').selectAll().where('id', '=', params.id).where('intern', '=', 0).executeTakeFirst();
    if (!d || d.datei !== params.datei) return notFound('Datei nicht gefunden');
    return { file: { path: path.join(ctx.dataDir, FILES_DIR, d.speicherpfad), mime: d.mime, name: d.datei, size: d.groesse } };
  }),

  implement(intranetDokumentFile, async ({ params }, ctx) => {
    // Any document but the council's non-public ones: those belong to the council information system only.
    const d = await db(ctx).selectFrom('dokument').selectAll().where('id', '=', params.id).where('ratsinfo', '=', 0).executeTakeFirst();
    if (!d) return notFound('Datei nicht gefunden');
    return { file: { path: path.join(ctx.dataDir, FILES_DIR, d.speicherpfad), mime: d.mime, name: d.datei, size: d.groesse } };
  }),
];
