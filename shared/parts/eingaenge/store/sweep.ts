import fs from 'node:fs';
import path from 'node:path';
import { repeatingJob, type PartJob } from '../../../../server/cms/part';
import type { CmsContext } from '../../../../server/cms/contract/implement';
import { deleteMailsAbout } from '../../../../server/cms/mail';
import { eingaengeDir, entwurfDir, remove } from './files';
import { aboutEingang } from './api';

/**
 * What the privacy notice promises (/rathaus/datenschutz/): a submission is deleted with its photos
 * SUBMISSION_RETENTION_DAYS after it was marked "erledigt" (default 180); of a business self-entry,
 * the version that is published stays while it is published (ADR 15). Photos of a form never sent
 * are deleted after ENTWURF_HOURS, and a photo folder without its submission (a crash between the
 * files and the commit) after an hour. Runs at start and then every hour.
 */
export const ENTWURF_HOURS = 6;
const ORPHAN_MS = 60 * 60_000;
const EVERY_MS = 60 * 60_000;

export interface SweepResult {
  eingaenge: number;
  entwuerfe: number;
  verwaist: number;
}

export async function sweep(ctx: Pick<CmsContext, 'db' | 'filesDir' | 'now'>, retentionDays: number): Promise<SweepResult> {
  const db = ctx.db;
  const now = ctx.now().getTime();
  const result: SweepResult = { eingaenge: 0, entwuerfe: 0, verwaist: 0 };

  // Rows first (one commit), then their folders: a crash in between leaves folders without rows,
  // which the orphan pass below removes on the next run.
  const cutoff = new Date(now - retentionDays * 86_400_000).toISOString();
  // The approved version of a published entry (ADR 15) stays as long as the entry is published.
  const old = await db
    .selectFrom('eingang')
    .select(['id', 'uuid'])
    .where('status', '=', 'erledigt')
    .where('erledigt_am', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('eingang_eintrag').select('eingang_eintrag.id').whereRef('eingang_eintrag.fassung_id', '=', 'eingang.id'))),
    )
    .execute();
  if (old.length) {
    // The submission's e-mails go with it (they repeat what it said), in the same transaction.
    await db.transaction().execute(async (trx) => {
      await deleteMailsAbout(
        trx,
        old.map((r) => aboutEingang(r.id)),
      );
      await trx
        .deleteFrom('eingang')
        .where(
          'id',
          'in',
          old.map((r) => r.id),
        )
        .execute();
    });
    for (const r of old) await remove(path.join(eingaengeDir(ctx.filesDir), r.uuid));
    result.eingaenge = old.length;
  }
  // An entry never published whose versions are all gone has nothing left to show; a removed entry
  // keeps its row without personal data, so its link can still say that it was removed.
  await db
    .deleteFrom('eingang_eintrag')
    .where('status', '=', 'neu')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('eingang').select('eingang.id').whereRef('eingang.eintrag_id', '=', 'eingang_eintrag.id'))))
    .execute();

  const stale = new Date(now - ENTWURF_HOURS * 3_600_000).toISOString();
  const drafts = await db.selectFrom('eingang_entwurf_foto').select(['token']).where('erstellt', '<', stale).groupBy('token').execute();
  for (const { token } of drafts) {
    await db.deleteFrom('eingang_entwurf_foto').where('token', '=', token).execute();
    await remove(path.join(entwurfDir(ctx.filesDir), token));
    result.entwuerfe += 1;
  }

  // Folders nobody refers to any more: photo folders without a row, draft folders without rows.
  const base = eingaengeDir(ctx.filesDir);
  const known = new Set((await db.selectFrom('eingang').select('uuid').execute()).map((r) => r.uuid));
  const tokens = new Set((await db.selectFrom('eingang_entwurf_foto').select('token').distinct().execute()).map((r) => r.token));
  const candidates = [
    ...entries(base)
      .filter((e) => e !== 'entwurf' && !known.has(e))
      .map((e) => path.join(base, e)),
    ...entries(entwurfDir(ctx.filesDir))
      .filter((e) => !tokens.has(e))
      .map((e) => path.join(entwurfDir(ctx.filesDir), e)),
  ];
  for (const dir of candidates) {
    const age = now - (fs.statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? now);
    if (age > ORPHAN_MS) {
      await remove(dir);
      result.verwaist += 1;
    }
  }
  return result;
}

function entries(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

export const sweepJob: PartJob = repeatingJob({
  name: 'aufbewahrung',
  everyMs: EVERY_MS,
  async work(ctx, { config, logger }) {
    const r = await sweep(ctx, config.submissionRetentionDays);
    if (r.eingaenge || r.entwuerfe || r.verwaist) logger.info(r, 'Eingänge nach Ablauf der Aufbewahrungsfrist gelöscht');
  },
  failed: 'Löschen abgelaufener Eingänge fehlgeschlagen',
});
