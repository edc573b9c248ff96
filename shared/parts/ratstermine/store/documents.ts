import type { DocumentRule } from '../../../../server/cms/files/rules';
import { isPublic } from '../../../../server/cms/visibility';
import { RATSTERMIN_VISIBILITY, VORLAGE_VISIBILITY } from './schema';

/**
 * A meeting's invitation and a paper's documents are public with the meeting or paper: not while it is
 * a draft, and not before a later start the desk set (ADR 44). A document linked to neither is not one
 * of this part's.
 */
export const councilDocumentIsPublic: DocumentRule = async (ctx, d) => {
  const db = ctx.db;
  const now = ctx.now();
  const meetings = await db.selectFrom('ratstermin_dokument').select('ratstermin_id').where('dokument_id', '=', d.id).execute();
  const papers = await db.selectFrom('vorlage_dokument').select('vorlage_id').where('dokument_id', '=', d.id).execute();
  if (meetings.length === 0 && papers.length === 0) return null;
  if (meetings.length > 0) {
    const shown = await db
      .selectFrom('ratstermin')
      .select('id')
      .where(
        'id',
        'in',
        meetings.map((m) => m.ratstermin_id),
      )
      .where(isPublic(RATSTERMIN_VISIBILITY, now))
      .executeTakeFirst();
    if (!shown) return false;
  }
  if (papers.length > 0) {
    const shown = await db
      .selectFrom('vorlage')
      .select('id')
      .where(
        'id',
        'in',
        papers.map((p) => p.vorlage_id),
      )
      .where(isPublic(VORLAGE_VISIBILITY, now))
      .executeTakeFirst();
    if (!shown) return false;
  }
  return true;
};
