import { repeatingJob, type PartJob } from '../../../../server/cms/part';
import type { CmsContext } from '../../../../server/cms/contract/implement';
import { berlinToday } from '../../../../server/cms/query';

/**
 * What the privacy notice promises (/rathaus/datenschutz/) for the council information system: a
 * council token is deleted when it has expired (one hour after the login), an account three months
 * after its member's last seat ended. Runs at start and then once a day.
 */
export const KONTO_NACH_AMTSENDE_TAGE = 90;
const EVERY_MS = 24 * 60 * 60_000;

export async function sweepRatsinfo(ctx: Pick<CmsContext, 'db' | 'now'>): Promise<{ tokens: number; konten: number }> {
  const db = ctx.db;
  const now = ctx.now();
  const tokens = await db.deleteFrom('ratsinfo_token').where('ablauf', '<=', now.getTime()).executeTakeFirst();
  const cutoff = berlinToday(new Date(now.getTime() - KONTO_NACH_AMTSENDE_TAGE * 86_400_000));
  // Accounts whose member has no seat that lasts or ended less than three months ago.
  const konten = await db
    .deleteFrom('ratsinfo_konto')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mitgliedschaft')
            .select('mitgliedschaft.id')
            .whereRef('mitgliedschaft.person_id', '=', 'ratsinfo_konto.person_id')
            .where((eb) => eb.or([eb('mitgliedschaft.ende', 'is', null), eb('mitgliedschaft.ende', '>=', cutoff)])),
        ),
      ),
    )
    .executeTakeFirst();
  return { tokens: Number(tokens.numDeletedRows), konten: Number(konten.numDeletedRows) };
}

export const ratsinfoSweepJob: PartJob = repeatingJob({
  name: 'ratsinfo-aufbewahrung',
  everyMs: EVERY_MS,
  async work(ctx, { logger }) {
    const r = await sweepRatsinfo(ctx);
    if (r.konten) logger.info(r, 'Zugänge zum Ratsinformationssystem nach Ende der Mitgliedschaft gelöscht');
  },
  failed: 'Aufräumen des Ratsinformationssystems fehlgeschlagen',
});
