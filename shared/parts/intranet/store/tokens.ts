import type { Kysely } from 'kysely';
import { hashToken, isTokenShaped } from '../../../../server/cms/tokens';
import type { IntranetTables } from './schema';

export { hashToken };

/** The user of an intranet token (from `Authorization: Bearer <token>`), or null (a malformed, an unknown or an expired token). */
export async function userForToken(db: Kysely<IntranetTables>, now: () => Date, token: string): Promise<string | null> {
  if (!isTokenShaped(token)) return null;
  const row = await db
    .selectFrom('intranet_token')
    .innerJoin('intranet_user', 'intranet_user.uuid', 'intranet_token.user_uuid')
    .select(['intranet_token.user_uuid', 'intranet_token.ablauf', 'intranet_user.aktiv'])
    .where('intranet_token.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.ablauf <= now().getTime() || !row.aktiv) return null;
  return row.user_uuid;
}
