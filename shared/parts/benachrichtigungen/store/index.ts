import type { Part } from '../../../../server/cms/part';
import { repeatingJob } from '../../../../server/cms/part';
import { TOWN } from '../../../site/town';
import { migrations } from './schema';
import { operations } from './api';
import { benachrichtigen } from './compose';
import { aufbewahrung } from './sweep';

/** Composes every minute: a reminder leaves at most a minute after the time its subscriber picked. */
const EVERY_MS = 60_000;

/** Said once: with an upstream CMS the content the alerts report on is not in the site's own store. */
let saidUpstream = false;

/**
 * E-mail alerts without an account (ADR 50): subscriptions with double opt-in, the composing job
 * (immediate mails, waste reminders the evening before, digests) that queues into the core outbox,
 * and the retention the privacy page promises. Local: the subscribers are the site's own records.
 */
export const benachrichtigungenPart: Part = {
  name: 'benachrichtigungen',
  migrations,
  operations,
  local: true,
  jobs: [
    repeatingJob({
      name: 'benachrichtigungen',
      everyMs: EVERY_MS,
      async work(ctx, { config, logger }) {
        if (config.cmsUrl) {
          // ADR 50: the alerts read the published content from the store; with CMS_URL it lives upstream.
          if (!saidUpstream) logger.info('CMS_URL ist gesetzt: E-Mail-Benachrichtigungen werden nur mit dem eingebauten CMS zusammengestellt');
          saidUpstream = true;
          return;
        }
        const r = await benachrichtigen(ctx, config.publicUrl ? new URL(config.publicUrl).origin : TOWN.origin);
        if (r.neu || r.sofort || r.abfall || r.zusammenfassungen || r.pausiert) logger.info(r, 'Benachrichtigungen zusammengestellt');
      },
      failed: 'Benachrichtigungen zusammenstellen fehlgeschlagen',
    }),
    repeatingJob({
      name: 'benachrichtigungen-aufbewahrung',
      everyMs: 60 * 60_000,
      async work(ctx, { logger }) {
        const r = await aufbewahrung(ctx);
        if (r.offen || r.personen || r.mails) logger.info(r, 'Unbestätigte Benachrichtigungen, abgemeldete Adressen und gesendete Benachrichtigungen gelöscht');
      },
      failed: 'Löschen abgelaufener Benachrichtigungen fehlgeschlagen',
    }),
  ],
};
