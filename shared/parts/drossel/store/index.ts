import { repeatingJob, type Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { counterStore } from './store';

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
    repeatingJob({
      name: 'drossel',
      everyMs: EVERY_MS,
      async work(ctx) {
        const now = ctx.now().getTime();
        await counterStore(ctx.db, ctx.dialect).sweep(now - KEEP_MS, now);
      },
      failed: 'Alte Zählerstände konnten nicht gelöscht werden',
      level: 'warn',
    }),
  ],
};
