import { sql } from 'kysely';
import { permanentFailures } from '../../../../server/cms/mail/outbox';
import { PAUSE_NACH_FEHLERN } from '../values';
import type { ComposeContext } from './context';

/**
 * The bounce pause (ADR 50): an address the mail server refused permanently (SMTP 5xx, which the mail
 * service records per answer) PAUSE_NACH_FEHLERN times since its last confirmation gets nothing more
 * until it confirms a subscription again. The candidates are read in one query over the refusals
 * (few addresses ever have three), each then counted by the mail service.
 */
export async function pausieren(ctx: ComposeContext): Promise<number> {
  const candidates = await ctx.db
    .selectFrom('post_abweisung')
    .select('adresse')
    .groupBy('adresse')
    .having(sql<number>`COUNT(*)`, '>=', PAUSE_NACH_FEHLERN)
    .execute();
  if (!candidates.length) return 0;
  const people = await ctx.db
    .selectFrom('abo_person')
    .select(['id', 'email', 'abweisungen_ab'])
    .where('pausiert', 'is', null)
    .where(
      'email',
      'in',
      candidates.map((c) => c.adresse.toLowerCase()),
    )
    .execute();
  let n = 0;
  for (const p of people) {
    const since = p.abweisungen_ab ? new Date(p.abweisungen_ab) : undefined;
    if ((await permanentFailures(ctx.db, p.email, since)) < PAUSE_NACH_FEHLERN) continue;
    await ctx.db.updateTable('abo_person').set({ pausiert: ctx.now().toISOString() }).where('id', '=', p.id).execute();
    n += 1;
  }
  return n;
}
