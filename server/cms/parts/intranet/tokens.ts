import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { IntranetTables } from './schema';

/** Tokens are stored only as their SHA-256 hash: a copy of the database logs nobody in. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The user of an intranet token (from `Authorization: Bearer <token>`), or null (a malformed, an unknown or an expired token). */
export async function userForToken(db: Kysely<IntranetTables>, now: () => Date, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const row = await db
    .selectFrom('intranet_token')
    .innerJoin('intranet_user', 'intranet_user.uuid', 'intranet_token.user_uuid')
    .select(['intranet_token.user_uuid', 'intranet_token.ablauf', 'intranet_user.aktiv'])
    .where('intranet_token.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.ablauf <= now().getTime() || !row.aktiv) return null;
  return row.user_uuid;
}
