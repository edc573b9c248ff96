import type { Kysely } from 'kysely';
import { hashToken, isTokenShaped } from '../../../../server/cms/tokens';
import type { GremienTables } from './schema';

/** The council account of a council token (from `X-Ratsinfo-Token`), or null: malformed, unknown, expired or disabled. */
export async function kontoForToken(db: Kysely<GremienTables>, now: () => Date, token: string): Promise<string | null> {
  if (!isTokenShaped(token)) return null;
  const row = await db
    .selectFrom('ratsinfo_token')
    .innerJoin('ratsinfo_konto', 'ratsinfo_konto.uuid', 'ratsinfo_token.konto_uuid')
    .select(['ratsinfo_token.konto_uuid', 'ratsinfo_token.ablauf', 'ratsinfo_konto.aktiv'])
    .where('ratsinfo_token.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.ablauf <= now().getTime() || row.aktiv !== 1) return null;
  return row.konto_uuid;
}
