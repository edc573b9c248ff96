import type { Kysely } from 'kysely';
import { repeatingJob, type PartJob } from '../../../../server/cms/part';
import type { CmsContext } from '../../../../server/cms/contract/implement';
import type { Database } from '../../../../server/cms/schema';
import { deleteMailsAbout, queueMail } from '../../../../server/cms/mail/outbox';
import { berlinToday } from '../../../format/date';
import { TOWN } from '../../../site/town';
import { addDays } from '../../../time/holidays';
import { termineEinstellungen } from '../settings';
import { erinnerung } from './post';
import { sealTermin } from './api';
import type { GebuchterDienst } from './post';

/**
 * The appointments' background work on the store's clock (tests move it): the reminder the day before,
 * and the deletion of personal data N days after the appointment (the privacy page says how many).
 * Both are idempotent and safe on several instances: a reminder is marked in the statement that
 * claims it, and its mail has a key of its own.
 */
const EVERY_MS = 10 * 60_000;

/** Queues the reminders of tomorrow's appointments; returns how many. */
export async function erinnern(ctx: Pick<CmsContext, 'db' | 'now' | 'sealer'>, herkunft: string): Promise<number> {
  const now = ctx.now();
  const heute = berlinToday(now);
  const morgen = addDays(heute, 1);
  const rows = await ctx.db
    .selectFrom('termin')
    .selectAll()
    .where('tag', '=', morgen)
    .where('status', '=', 'gebucht')
    .where('erinnert', 'is', null)
    .where('email', 'is not', null)
    .execute();
  let n = 0;
  for (const r of rows) {
    // Booked today for tomorrow: the confirmation has just said it all.
    if (berlinToday(new Date(r.erstellt)) === heute) continue;
    const queued = await ctx.db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('termin')
        .set({ erinnert: now.toISOString() })
        .where('id', '=', r.id)
        .where('erinnert', 'is', null)
        .where('link_version', '=', r.link_version)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      const dienste = JSON.parse(r.dienste) as GebuchterDienst[];
      await queueMail(
        trx,
        erinnerung(
          {
            id: r.id,
            uuid: r.uuid,
            tag: r.tag,
            beginn: r.beginn,
            dauer: r.dauer,
            dienste,
            name: r.name ?? '',
            email: r.email ?? '',
            link: sealTermin(ctx, r.id, r.link_version),
            version: r.link_version,
          },
          herkunft,
        ),
        now,
      );
      return true;
    });
    if (queued) n++;
  }
  return n;
}

/**
 * Deletes name, e-mail and phone of appointments older than the retention period, and their mails in
 * the outbox; the rows stay without them for the statistics. Returns how many.
 */
export async function loeschen(ctx: { db: Kysely<Database>; now: () => Date }): Promise<number> {
  const now = ctx.now();
  const grenze = addDays(berlinToday(now), -termineEinstellungen().loeschenNachTagen);
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('termin').select('id').where('tag', '<', grenze).where('geloescht', 'is', null).limit(1000).execute();
    if (!rows.length) return 0;
    const ids = rows.map((r) => r.id);
    await trx.updateTable('termin').set({ name: null, email: null, telefon: null, geloescht: now.toISOString() }).where('id', 'in', ids).execute();
    await deleteMailsAbout(
      trx,
      ids.map((id) => `termin:${id}`),
    );
    return ids.length;
  });
}

export const termineJob: PartJob = repeatingJob({
  name: 'termine',
  everyMs: EVERY_MS,
  failed: 'Termine: Erinnerungen oder Löschung fehlgeschlagen',
  async work(ctx, env) {
    // The links in the reminders: the site's public address (PUBLIC_URL), else the town's.
    const herkunft = (env.config.publicUrl ?? TOWN.origin).replace(/\/$/, '');
    const erinnert = await erinnern(ctx, herkunft);
    const geloescht = await loeschen(ctx);
    if (erinnert || geloescht) env.logger.info({ erinnert, geloescht }, 'Termine: Erinnerungen und Löschung');
  },
});
