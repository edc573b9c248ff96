import fs from 'node:fs';
import path from 'node:path';
import type express from 'express';
import type { Request } from 'express';
import type { SessionTokens } from '../shared/contract/operation';
import type { Logger } from 'pino';
import type { Config } from './config';
import { openDatabase } from './cms/db';
import { createCms, type Cms } from './cms';
import { parts } from './cms/registry';
import { seedDatabase } from './cms/seed/run';
import { MEDIA_DIR } from './cms/seed/dirs';
import { upstreamOriginal } from './media/image-service';
import { embeddedClientFactory, upstreamClientFactory, type CmsClientFactory } from './cms/client';
import { embeddedApi, proxyApi } from './api/router';
import { mediumUrl } from './cms/media/media';
import { contentChanges, type ContentChanges } from './cms/changes';
import { applyDemoAccounts } from './cms/seed/accounts';
import { hasActiveAdmin } from '../shared/parts/intranet/store/api';
import { FIRST_ADMIN_LOG } from '../shared/site/first-admin';

/**
 * Where the content comes from: the embedded store (SQLite under DATA_DIR, or PostgreSQL with
 * DATABASE_URL; created and seeded on first start), or an upstream CMS behind the same contract
 * (CMS_URL). Everything else reaches the content only through what this returns.
 */
export interface Backend {
  /** CMS clients for loaders and actions, with or without the session's token. */
  cmsFactory: CmsClientFactory;
  /** /api/*: the contract, answered in-process or forwarded to the upstream (allow-listed). */
  api: express.Router;
  /** The original of a CMS image (/api/cms/medien/…) for the image service, or null. */
  readOriginal: (src: string) => Promise<Buffer | null>;
  /**
   * The store of the site's own local parts (submissions, ADR 13), in both modes: the embedded CMS
   * itself, or beside an upstream CMS a database of just those parts.
   */
  local: Cms;
  /** What a page read and whether it is still current: content versions, upstream answers, scheduled changes (ADR 19). */
  changes: ContentChanges;
  /** The addresses of the CMS's images, where the site knows them (embedded CMS): their placeholders are rendered at start. */
  mediaSources: () => Promise<string[]>;
  /** Stops the parts' background jobs and closes the database. */
  close: () => Promise<void>;
}

export interface BackendOptions {
  /** Clock of the embedded store and of the page cache's freshness: validity, scheduled publishing, token expiry (tests set it). */
  now?: () => Date;
  logger: Logger;
  /** Render the demo images at start (in demo mode, on a database that has the demo). */
  renderMedia: boolean;
  /** The tokens of the visitor's sessions, added to the calls of their areas through /api (spec §6). */
  tokensFor: (req: Request) => SessionTokens;
  /** The site's secret: parts seal values under keys derived from it (private edit links). */
  secret: string;
}

export async function createBackend(config: Config, options: BackendOptions): Promise<Backend> {
  const { logger } = options;
  const now = options.now ?? (() => new Date());
  const apiOptions = { logger, tokensFor: options.tokensFor };

  const location = storeLocation(config);
  const openOptions = {
    pool: config.databasePool,
    onPoolError: (error: Error) => logger.warn({ err: error }, 'Datenbankverbindung verloren; die nächste Anfrage öffnet eine neue'),
  };

  if (config.cmsUrl) {
    const cmsUrl = config.cmsUrl;
    logger.info({ cmsUrl }, 'Inhalte kommen vom Upstream-CMS');
    // The site's own records stay here whatever serves the content (ADR 13).
    const localParts = parts.filter((p) => p.local);
    const store = await openDatabase(location, { ...openOptions, parts: localParts });
    const local = await createCms({ store, dataDir: config.dataDir, filesDir: config.filesDir, parts: localParts, now, secret: options.secret });
    const stopJobs = startJobs(local, config, logger);
    const cmsFactory = upstreamClientFactory({ baseUrl: cmsUrl, timeoutMs: config.cmsTimeoutMs, logger, local, now: () => now().getTime() });
    return {
      cmsFactory,
      changes: contentChanges({ versions: store.versions, db: store.db, dialect: store.dialect, parts: localParts, now, upstream: cmsFactory.freshness }),
      api: proxyApi(cmsUrl, config.cmsTimeoutMs, apiOptions),
      readOriginal: upstreamOriginal(cmsUrl, config.cmsTimeoutMs),
      mediaSources: async () => [],
      local,
      close: async () => {
        await stopJobs();
        await store.close();
      },
    };
  }

  const store = await openDatabase(location, openOptions);
  logger.info({ store: store.where }, store.kind === 'postgres' ? 'Datenbank: PostgreSQL' : 'Datenbank: SQLite');
  // Two instances starting on a new database set it up once (ADR 31).
  const seeded = await store.exclusive('musterstadt:seed', () => seedDatabase(store, config.filesDir, { demo: config.demo }));
  if (seeded.legacy) logger.info('Datenbank aus einer früheren Version: ihre Einrichtungsschritte und Demo-Inhalte sind jetzt verzeichnet');
  if (seeded.ran.length)
    logger.info({ schritte: seeded.ran }, config.demo && seeded.hasDemo ? 'Datenbank mit Demo-Inhalten befüllt' : 'Datenbank eingerichtet');
  if (seeded.demoRefused) {
    logger.warn(
      seeded.demoRefused === 'entfernt'
        ? 'DEMO=on: Die Demo-Inhalte dieser Datenbank wurden entfernt; sie werden nicht wieder geladen.'
        : 'DEMO=on: Diese Datenbank wurde ohne Demo-Inhalte eingerichtet; Demo-Inhalte kommen nur in eine neue Datenbank (leeres DATA_DIR oder leere DATABASE_URL).',
    );
  }
  // Demo accounts log in only in demo mode.
  await applyDemoAccounts(store.db, config.demo);
  if (!config.demo && seeded.hasDemo) {
    logger.warn(
      'Die Datenbank enthält die Demo-Inhalte; ihre Demo-Zugänge sind gesperrt. `npm run demo:remove` nimmt die Demo-Inhalte heraus und lässt, was die Stadt selbst angelegt hat.',
    );
  }
  if (options.renderMedia && config.demo && seeded.hasDemo) {
    const { renderMedia } = await import('./cms/media/demo/media');
    const t = Date.now();
    const files = await renderMedia(path.join(config.filesDir, MEDIA_DIR));
    logger.info({ files: files.length, ms: Date.now() - t }, 'Demo-Bilder bereit');
  }
  const cms = await createCms({ store, dataDir: config.dataDir, filesDir: config.filesDir, now, secret: options.secret });
  // The first administrator comes from the command line only (ADR 31).
  if (!(await hasActiveAdmin(cms.context))) logger.warn(FIRST_ADMIN_LOG);
  const stopJobs = startJobs(cms, config, logger);
  return {
    cmsFactory: embeddedClientFactory(cms),
    changes: contentChanges({ versions: store.versions, db: store.db, dialect: store.dialect, parts: cms.parts, now }),
    api: embeddedApi(cms, apiOptions),
    readOriginal: async (src) => {
      const res = await cms.handle({ method: 'GET', path: src.slice('/api'.length), query: new URLSearchParams() });
      if (!('file' in res)) return null;
      return fs.promises.readFile(res.file.path).catch(() => null);
    },
    mediaSources: async () => (await store.db.selectFrom('medium').select('key').orderBy('key').execute()).map((m) => mediumUrl(m.key)),
    local: cms,
    close: async () => {
      await stopJobs();
      await store.close();
    },
  };
}

/** The store's address: DATABASE_URL, or the SQLite file in DATA_DIR. */
export function storeLocation(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  return config.databaseUrl ?? path.join(config.dataDir, 'musterstadt.db');
}

/** Starts the background jobs of a store's parts; the function returned stops them all. */
function startJobs(cms: Cms, config: Config, logger: Logger): () => Promise<void> {
  const running = cms.parts.flatMap((p) => p.jobs ?? []).map((job) => job.start(cms.context, { config, logger: logger.child({ job: job.name }) }));
  return async () => {
    await Promise.all(running.map((r) => r.stop()));
  };
}
