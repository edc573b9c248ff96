import type { SitePart } from '../part';
import { store } from './store.server';

/**
 * The counts of the login throttle and the per-address limits (ADR 10, 20). Local: the site's own
 * protection, in the site's store in every mode. No operations: the session layer reaches it
 * in-process (server/session).
 */
export const drossel = {
  name: 'drossel',
  store,
} satisfies SitePart;
