import type { ComposeContext } from './context';
import { BESTAETIGUNG_TAGE, GESENDETE_MAILS_TAGE, LOESCHEN_NACH_ABMELDUNG_TAGE } from '../values';

/**
 * What the privacy notice promises (ADR 50, as GOV.UK): a subscription never confirmed is deleted
 * after BESTAETIGUNG_TAGE; an address without an active or waiting subscription is deleted
 * LOESCHEN_NACH_ABMELDUNG_TAGE after its last subscription ended, with every subscription of it. The
 * recorded items and runs go after 60 days. The alert mails the outbox sent (or gave up) are deleted
 * GESENDETE_MAILS_TAGE after they were queued: their rows in the core outbox carry `about` 'alert:…'.
 */
export async function aufbewahrung(ctx: Pick<ComposeContext, 'db' | 'now'>) {
  const now = ctx.now().getTime();
  const iso = (days: number) => new Date(now - days * 86_400_000).toISOString();
  const offen = await ctx.db.deleteFrom('abo').where('status', '=', 'offen').where('erstellt', '<', iso(BESTAETIGUNG_TAGE)).executeTakeFirst();
  const personen = await ctx.db
    .deleteFrom('abo_person')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('abo')
            .select('abo.id')
            .whereRef('abo.person_id', '=', 'abo_person.id')
            .where((eb) => eb.or([eb('abo.status', 'in', ['offen', 'aktiv']), eb('abo.beendet', '>=', iso(LOESCHEN_NACH_ABMELDUNG_TAGE))])),
        ),
      ),
    )
    // A person just created has its waiting subscription in the same transaction.
    .where('erstellt', '<', iso(1))
    .executeTakeFirst();
  await ctx.db
    .deleteFrom('abo')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('abo_person').select('abo_person.id').whereRef('abo_person.id', '=', 'abo.person_id'))))
    .execute();
  await ctx.db.deleteFrom('abo_ereignis').where('erstellt', '<', iso(60)).where('versandt', 'is not', null).execute();
  await ctx.db.deleteFrom('abo_lauf').where('zeit', '<', iso(60)).where('name', '!=', 'erfassung-begonnen').execute();
  const mails = await ctx.db
    .deleteFrom('postausgang')
    .where('bezug', 'like', 'alert:%')
    .where('status', '!=', 'wartend')
    .where('erstellt', '<', iso(GESENDETE_MAILS_TAGE))
    .executeTakeFirst();
  return { offen: Number(offen.numDeletedRows), personen: Number(personen.numDeletedRows), mails: Number(mails.numDeletedRows) };
}
