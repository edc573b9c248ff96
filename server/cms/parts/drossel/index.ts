import type { Part } from '../../part';
import type { Kysely } from 'kysely';
import { migrations } from './schema';
import { counterStore } from './store';
import type { DrosselTables } from './schema';

/** Counts older than this are of no use to any limit (the longest window is an hour). */
const KEEP_MS = 2 * 60 * 60_000;
const EVERY_MS = 10 * 60_000;

/**
 * The counts of the login throttle and the per-address limits (ADR 10, 20). Local: the site's own
 * protection, in the site's store in every mode. No operations: the session layer reaches it
 * in-process (server/session).
 */
export const drosselPart: Part = {
  name: 'drossel',
  migrations,
  local: true,
  jobs: [
    {
      name: 'drossel',
      start(ctx, { logger }) {
        const store = counterStore(ctx.db as Kysely<DrosselTables>, ctx.dialect);
        let running: Promise<unknown> | null = null;
        const run = () => {
          if (running) return;
          const now = ctx.now().getTime();
          running = store
            .sweep(now - KEEP_MS, now)
            .catch((error: unknown) => logger.warn({ err: error }, 'Alte Zählerstände konnten nicht gelöscht werden'))
            .finally(() => {
              running = null;
            });
        };
        run();
        const timer = setInterval(run, EVERY_MS);
        timer.unref();
        return {
          async stop() {
            clearInterval(timer);
            await running;
          },
        };
      },
    },
  ],
};
