import type { DocumentRule } from '../../../../server/cms/files/rules';
import { statusOf } from '../../../../server/cms/visibility';

/** A gazette issue's PDF is public with its issue. */
export const amtsblattDocumentIsPublic: DocumentRule = async (ctx, d) => {
  const db = ctx.db;
  const issue = await db.selectFrom('amtsblatt').select(['status', 'sichtbar_ab']).where('dokument_id', '=', d.id).executeTakeFirst();
  if (!issue) return null;
  return statusOf(issue.status, issue.sichtbar_ab, null, ctx.now()) === 'veroeffentlicht';
};
