import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type AppOptions } from '../../server/app';
import { loadConfig, sessionSecret, type Config } from '../../server/config';
import { createFormTokens } from '../../server/session/form-token';
import type { AssetManifest } from '../../server/render/manifest';
import { inject } from 'vitest';
import { count } from './counts';
import { readyMarker, untilReady } from './ready';
import { createTestDatabase, postgresContext } from './store';

/** A manifest as the build would write it, so integration tests need no build. */
export const TEST_MANIFEST: AssetManifest = {
  entry: '/assets/entry-TEST.js',
  entryImports: ['/assets/chunk-REACT.js'],
  css: '/assets/styles-TEST.css',
  pages: {
    'pages/home/HomePage': ['/assets/chunk-HOME.js'],
    'parts/seiten/content/ContentPage': ['/assets/chunk-CONTENT.js'],
    'parts/nachrichten/NewsListPage': ['/assets/chunk-NEWSLIST.js'],
    'parts/nachrichten/NewsDetailPage': ['/assets/chunk-NEWSDETAIL.js'],
    'pages/error/ErrorPage': ['/assets/chunk-ERROR.js'],
    'parts/seiten/section/SectionHomePage': ['/assets/chunk-SECTION.js'],
  },
};

export function tempDataDir(prefix = 'st-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * The site of the demo town (DEMO=on unless `env` says otherwise) on a fresh, seeded database in a temporary DATA_DIR: SQLite there, or in the `postgres`
 * project a copy of the run's seeded PostgreSQL database (with the documents its seed wrote).
 */
export async function testApp(options: AppOptions & { env?: Record<string, string>; config?: Partial<Config>; sqlite?: boolean } = {}) {
  const dataDir = options.config?.dataDir ?? tempDataDir();
  // sqlite: an embedded installation also in the postgres project (the source of a copy).
  const pg = options.sqlite ? null : postgresContext();
  const database = pg && !options.env?.DATABASE_URL ? await createTestDatabase(pg, 'vorlage') : null;
  if (pg?.ready) await untilReady(pg.ready, 'Der PostgreSQL-Testserver');
  if (pg) fs.cpSync(pg.filesDir, dataDir, { recursive: true });
  // SQLite: a copy of the run's seeded database, unless the test brings its own directory or store.
  const template = inject('sqliteTemplate');
  const own =
    options.config?.dataDir || options.config?.cmsUrl || options.env?.CMS_URL || options.env?.DATABASE_URL || options.env?.FILES_DIR || options.env?.DATA_DIR;
  if (!pg && template && !own) {
    // Seeded in the background while the browser tests run first (ADR 63).
    await untilReady(readyMarker(template), 'Die SQLite-Vorlage');
    fs.cpSync(template, dataDir, { recursive: true });
  }
  // The tests run the demo town (its content and accounts) unless a test sets DEMO itself.
  const env = { NODE_ENV: 'test', DEMO: 'on', DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}), ...options.env };
  const config = loadConfig(env, options.config);
  count('app');
  const app = await createApp(config, { manifest: TEST_MANIFEST, renderMedia: false, ...options });
  // The forms' tokens of a visitor who opened the form a while ago (tests/helpers/formulare.ts): the
  // minimum fill time counts from the time signed into the token, and a test does not wait for it.
  app.app.locals.earlierFormTokens = createFormTokens(sessionSecret(config), () => Date.now() - 20_000);
  return {
    ...app,
    config,
    dataDir,
    cleanup: async () => {
      await app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
