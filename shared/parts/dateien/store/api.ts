import path from 'node:path';
import type { Kysely } from 'kysely';
import { dateiFile, dateiText, DOKUMENT_TEXT_MAX, intranetDokumentFile } from '../contract';
import { implement, notFound } from '../../../../server/cms/contract/implement';
import { FILES_DIR } from '../../../../server/cms/seed/dirs';
import type { DateienTables } from './schema';
import { isPublic, statusOf } from '../../../../server/cms/visibility';
import { NEWS_VISIBILITY } from '../../nachrichten/store/schema';
import { ARCHIV_VISIBILITY } from '../../archiv/store/schema';

const db = (ctx: { db: Kysely<any> }) => ctx.db as Kysely<DateienTables>;

/**
 * A download of a draft or a planned item is not public before the item is (ADR 16): a guessed address
 * of a gazette issue or a notice must not reveal it early.
 */
async function ownerIsPublic(
  ctx: { db: Kysely<any>; now: () => Date },
  d: { id: number; aktuelles_id: number | null; archiv_id: number | null },
): Promise<boolean> {
  const now = ctx.now();
  if (d.aktuelles_id !== null) {
    return !!(await ctx.db.selectFrom('aktuelles').select('id').where('id', '=', d.aktuelles_id).where(isPublic(NEWS_VISIBILITY, now)).executeTakeFirst());
  }
  // A gazette issue's PDF is public with its issue.
  const issue = await ctx.db.selectFrom('amtsblatt').select(['status', 'sichtbar_ab']).where('dokument_id', '=', d.id).executeTakeFirst();
  if (issue && statusOf(issue.status, issue.sichtbar_ab, null, now) !== 'veroeffentlicht') return false;
  if (d.archiv_id !== null) {
    // An entry of the archive keeps its documents after its end (the archive view lists it), not before its start.
    const { bis: _bis, ...fromStart } = ARCHIV_VISIBILITY;
    return !!(await ctx.db.selectFrom('archiv').select('id').where('id', '=', d.archiv_id).where(isPublic(fromStart, now)).executeTakeFirst());
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
    const d = await db(ctx).selectFrom('dokument').select(['datei', 'volltext']).where('id', '=', params.id).where('intern', '=', 0).executeTakeFirst();
    if (!d || d.datei !== params.datei) return notFound('Datei nicht gefunden');
    return { data: { text: (d.volltext ?? '').slice(0, DOKUMENT_TEXT_MAX) } };
  }),

  implement(intranetDokumentFile, async ({ params }, ctx) => {
    // Any document but the council's non-public ones: those belong to the council information system only.
    const d = await db(ctx).selectFrom('dokument').selectAll().where('id', '=', params.id).where('ratsinfo', '=', 0).executeTakeFirst();
    if (!d) return notFound('Datei nicht gefunden');
    return { file: { path: path.join(ctx.filesDir, FILES_DIR, d.speicherpfad), mime: d.mime, name: d.datei, size: d.groesse } };
  }),
];
