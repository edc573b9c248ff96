import type { DocumentRule } from '../../../../server/cms/files/rules';
import { isPublic } from '../../../../server/cms/visibility';
import { ARCHIV_VISIBILITY } from './schema';

/**
 * An archive entry's downloads are public from its start (not while it is a draft or planned); it keeps
 * them after its end, as the archive view lists it.
 */
export const archivDocumentIsPublic: DocumentRule = async (ctx, d) => {
  if (d.archiv_id === null) return null;
  const { bis: _bis, ...fromStart } = ARCHIV_VISIBILITY;
  const db = ctx.db;
  return !!(await db.selectFrom('archiv').select('id').where('id', '=', d.archiv_id).where(isPublic(fromStart, ctx.now())).executeTakeFirst());
};
