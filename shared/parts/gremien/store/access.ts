import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import { loadCouncil } from './model';

/**
 * The bodies whose non-public papers a council account may read: those its member sits in now, and for
 * a member of the Gemeinderat also its committees (council members may follow every committee). An
 * Ortschaftsrat's member reads that Ortschaftsrat's, nothing of the Gemeinderat.
 */
export async function bodiesOpenTo(db: Kysely<Database>, now: Date, kontoUuid: string): Promise<Set<number>> {
  const konto = await db.selectFrom('ratsinfo_konto').select('person_id').where('uuid', '=', kontoUuid).where('aktiv', '=', 1).executeTakeFirst();
  const open = new Set<number>();
  if (!konto) return open;
  const c = await loadCouncil(db, now);
  for (const m of c.aktuelle({ person: konto.person_id })) {
    const g = c.gremium(m.gremium_id);
    if (!g || g.art === 'fraktion') continue;
    open.add(g.id);
    if (g.art === 'gemeinderat') for (const sub of c.gremien) if (sub.art === 'ausschuss' && sub.uebergeordnet_id === g.id) open.add(sub.id);
  }
  return open;
}
