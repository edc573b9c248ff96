import type { DocumentRule } from '../../../../server/cms/files/rules';
import { isPublic } from '../../../../server/cms/visibility';
import { NEWS_VISIBILITY } from './schema';

/** A news item's downloads are public with the item: not while it is a draft or planned (ADR 16). */
export const newsDocumentIsPublic: DocumentRule = async (ctx, d) => {
  if (d.aktuelles_id === null) return null;
  const db = ctx.db;
  return !!(await db.selectFrom('aktuelles').select('id').where('id', '=', d.aktuelles_id).where(isPublic(NEWS_VISIBILITY, ctx.now())).executeTakeFirst());
};
