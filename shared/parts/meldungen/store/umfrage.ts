import { repeatingJob } from '../../../../server/cms/part';
import type { CmsContext } from '../../../../server/cms/contract/implement';
import { TOWN } from '../../../site/town';
import { BESTAETIGUNG_TAGE, UMFRAGE_WOCHEN } from '../values';
import { kategorieNamen } from './kategorien';
import { oneClickUnsubscribe } from '../../../../server/cms/mail';
import { queue } from './post';
import { abmeldenLink, umfrageLink } from './siegel';
import { umfrageMail } from './texte';

const WEEK = 7 * 86_400_000;

/**
 * "Ist es behoben?" (FixMyStreet's questionnaire): UMFRAGE_WOCHEN weeks after a report became
 * "erledigt", one mail to its reporter with two sealed links. Each report is asked once (the mark
 * and the mail in one transaction); a report reopened and done again is asked again.
 */
export async function sendQuestionnaires(ctx: CmsContext, herkunft: string): Promise<number> {
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - UMFRAGE_WOCHEN * WEEK).toISOString();
  const due = await ctx.db
    .selectFrom('meldung')
    .select('id')
    .where('status', '=', 'erledigt')
    .where('erledigt_am', '<=', cutoff)
    .where('umfrage', 'is', null)
    .where('zusammengefuehrt_in', 'is', null)
    .where('eingang_id', 'is not', null)
    .limit(200)
    .execute();
  let sent = 0;
  for (const { id } of due) {
    sent += await ctx.db.transaction().execute(async (trx) => {
      const r = await trx.selectFrom('meldung').selectAll().where('id', '=', id).where('umfrage', 'is', null).executeTakeFirst();
      if (!r || r.eingang_id === null) return 0;
      await trx.updateTable('meldung').set({ umfrage: now.toISOString() }).where('id', '=', id).execute();
      const reporter = await trx
        .selectFrom('meldung_abo')
        .select(['id', 'email'])
        .where('meldung_id', '=', id)
        .where('art', '=', 'meldend')
        .where('bestaetigt', 'is not', null)
        .where('abgemeldet', 'is', null)
        .executeTakeFirst();
      if (!reporter) return 0;
      const namen = await kategorieNamen(trx);
      const link = `${herkunft}${umfrageLink(ctx, id, reporter.id)}`;
      const abmelden = `${herkunft}${abmeldenLink(ctx, reporter.id)}`;
      const m = umfrageMail(
        { id, kategorie: namen(r.kategorie), adresse: r.adresse, oeffentlich: r.freigegeben !== null },
        { ja: `${link}?antwort=ja`, nein: `${link}?antwort=nein` },
        abmelden,
      );
      await queue(
        trx,
        {
          eingangId: r.eingang_id,
          to: reporter.email,
          subject: m.subject,
          text: m.text,
          headers: oneClickUnsubscribe(abmelden),
          key: `meldung-umfrage:${id}:${r.erledigt_am}`,
        },
        now,
      );
      return 1;
    });
  }
  return sent;
}

/**
 * What of the subscribers is kept no longer: every address of a report whose submission the retention
 * sweep deleted, a request not confirmed within its 7 days, and an address that unsubscribed.
 */
export async function forgetSubscribers(ctx: Pick<CmsContext, 'db' | 'now'>): Promise<number> {
  const expired = new Date(ctx.now().getTime() - BESTAETIGUNG_TAGE * 86_400_000).toISOString();
  const r = await ctx.db
    .deleteFrom('meldung_abo')
    .where((eb) =>
      eb.or([
        eb('meldung_id', 'in', eb.selectFrom('meldung').select('id').where('eingang_id', 'is', null)),
        eb.and([eb('bestaetigt', 'is', null), eb('erstellt', '<', expired)]),
        eb('abgemeldet', 'is not', null),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export const umfrageJob = repeatingJob({
  name: 'meldungen-umfrage',
  everyMs: 60 * 60_000,
  failed: 'Meldungen: Umfrage oder Löschen der Abonnements fehlgeschlagen',
  level: 'warn',
  async work(ctx, { config, logger }) {
    const sent = await sendQuestionnaires(ctx, config.publicUrl ?? TOWN.origin);
    const forgotten = await forgetSubscribers(ctx);
    if (sent || forgotten) logger.info({ umfragen: sent, abos_geloescht: forgotten }, 'Meldungen: Umfragen versandt, Abonnements gelöschter Eingänge entfernt');
  },
});
