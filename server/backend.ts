import fs from 'node:fs';
import path from 'node:path';
import type express from 'express';
import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config';
import { openDatabase } from './cms/db';
import { createCms } from './cms';
import { seedDatabase } from './cms/seed/run';
import { MEDIA_DIR } from './cms/seed/dirs';
import { upstreamOriginal } from './media/image-service';
import { embeddedClientFactory, upstreamClientFactory, type CmsClientFactory } from './cms/client';
import { embeddedApi, proxyApi } from './api/router';

/**
 * Where the content comes from: the embedded SQLite store (created and seeded on first start), or an
 * upstream CMS behind the same contract (CMS_URL). Everything else reaches the content only through
 * what this returns.
 */
export interface Backend {
  /** CMS clients for loaders and actions, with or without the session's token. */
  cmsFactory: CmsClientFactory;
  /** /api/*: the contract, answered in-process or forwarded to the upstream (allow-listed). */
  api: express.Router;
  /** The original of a CMS image (/api/cms/medien/…) for the image service, or null. */
  readOriginal: (src: string) => Promise<Buffer | null>;
  /** Closes the database (nothing to do for an upstream CMS). */
  close: () => Promise<void>;
}

export interface BackendOptions {
  logger: Logger;
  /** Render the demo images on first start. */
  renderMedia: boolean;
  /** The Authorization of the visitor's session, added to intranet calls through /api (spec §6). */
  authorizationFor: (req: Request) => string | undefined;
}

export async function createBackend(config: Config, options: BackendOptions): Promise<Backend> {
  const { logger } = options;
  const apiOptions = { logger, authorizationFor: options.authorizationFor };

  if (config.cmsUrl) {
    const cmsUrl = config.cmsUrl;
    logger.info({ cmsUrl }, 'Inhalte kommen vom Upstream-CMS');
    return {
      cmsFactory: upstreamClientFactory({ baseUrl: cmsUrl, timeoutMs: config.cmsTimeoutMs, logger }),
      api: proxyApi(cmsUrl, config.cmsTimeoutMs, apiOptions),
      readOriginal: upstreamOriginal(cmsUrl, config.cmsTimeoutMs),
      close: async () => {},
    };
  }

  const store = await openDatabase(path.join(config.dataDir, 'musterstadt.db'));
  if (await seedDatabase(store, config.dataDir)) logger.info('Datenbank mit Demo-Inhalten befüllt');
  if (options.renderMedia) {
    const { renderMedia } = await import('./cms/parts/medien/demo/media');
    const t = Date.now();
    const files = await renderMedia(path.join(config.dataDir, MEDIA_DIR));
    logger.info({ files: files.length, ms: Date.now() - t }, 'Demo-Bilder bereit');
  }
  const cms = await createCms({ store, dataDir: config.dataDir });
  return {
    cmsFactory: embeddedClientFactory(cms),
    api: embeddedApi(cms, apiOptions),
    readOriginal: async (src) => {
      const res = await cms.handle({ method: 'GET', path: src.slice('/api'.length), query: new URLSearchParams() });
      if (!('file' in res)) return null;
      return fs.promises.readFile(res.file.path).catch(() => null);
    },
    close: store.close,
  };
}
