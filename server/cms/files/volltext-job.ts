import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Logger } from 'pino';
import type { PartJob } from '../part';
import { FILES_DIR } from '../seed/dirs';
import { documentText, hasText } from './text';

/**
 * Documents stored before the site read their text (a database from an earlier release, or a row
 * written by another client) get it here: after each start, one document after the other in the
 * background, so the site answers meanwhile. The search index follows by its triggers.
 */
export async function fillMissingTexts(
  ctx: { db: Kysely<Database>; filesDir: string },
  options: { logger?: Pick<Logger, 'warn'>; stopped?: () => boolean } = {},
): Promise<number> {
  const db = ctx.db;
  let done = 0;
  let after = 0;
  for (;;) {
    if (options.stopped?.()) return done;
    const row = await db
      .selectFrom('dokument')
      .select(['id', 'mime', 'speicherpfad'])
      .where('volltext', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!row) return done;
    after = row.id;
    let volltext = '';
    if (hasText(row.mime)) {
      try {
        const bytes = await fs.promises.readFile(path.join(ctx.filesDir, FILES_DIR, row.speicherpfad));
        volltext = await documentText(bytes, row.mime);
      } catch (error) {
        // A missing or unreadable file has no text; it is not tried again on every start.
        options.logger?.warn({ dokument: row.id, err: (error as Error).message }, 'Text des Dokuments nicht lesbar');
      }
    }
    if (options.stopped?.()) return done;
    await db.updateTable('dokument').set({ volltext }).where('id', '=', row.id).where('volltext', 'is', null).execute();
    done++;
  }
}

export const volltextJob: PartJob = {
  name: 'dokumenttext',
  start(ctx, { logger }) {
    let stopped = false;
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => fillMissingTexts(ctx, { logger, stopped: () => stopped }))
      .then((n) => {
        if (n > 0) logger.info({ dokumente: n }, 'Text älterer Dokumente gelesen');
      })
      .catch((error: unknown) => {
        if (!stopped) logger.warn({ err: error }, 'Text älterer Dokumente: abgebrochen');
      });
    return {
      async stop() {
        stopped = true;
        await running;
      },
    };
  },
};
