import './production-react';
import '../../server/town/boot';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startPostgres, type PostgresServer } from '../../scripts/postgres-server';
import { openDatabase } from '../../server/cms/db';
import { seedTemplate } from './seed';
import { setHashCost } from '../../server/cms/passwords';
import { TEST_HASH_COST } from './hash-cost';
import { countMainProcess, countPostgresServer } from './main-cpu';
import { markReady, readyMarker, siteStart } from './ready';

export interface PostgresTestContext {
  /** postgres:// address of the server's maintenance database (a superuser, trusted locally). */
  adminUrl: string;
  /** Address of a database on the server: `${base}/<name>`. */
  base: string;
  /** The seeded database every test file's database is cloned from. */
  template: string;
  /** The files the demo content wrote (documents), copied into every test's DATA_DIR. */
  filesDir: string;
  /** Exists once the server runs and the template is seeded (tests/helpers/ready.ts; `createTestDatabase()` waits for it). */
  ready?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresTestContext;
  }
}

export const TEMPLATE = 'musterstadt_vorlage';

/**
 * The store-relevant integration tests again on PostgreSQL (vitest project `postgres`): one server for
 * the whole run, one database migrated, seeded and indexed once, and every test file's own database a
 * copy of it (`CREATE DATABASE … TEMPLATE`, about 0.4 s) instead of migrating and seeding again.
 *
 * When the run includes the browser tests, the server starts and the template is seeded after their
 * site is up, beside the browser-test files (ADR 63): this project's files come after those, and the
 * setup's 50 s no longer hold back the first test. The address is handed out at once (on a port chosen
 * free beforehand) and `createTestDatabase()` waits for the marker. Without the browser tests the
 * setup waits for the server as before.
 */
export default async function setup(project: TestProject) {
  const counted = countMainProcess();
  setHashCost(TEST_HASH_COST);
  const site = siteStart();
  const port = await freePort();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-pg-files-'));
  const ready = readyMarker(filesDir);
  let server: PostgresServer | undefined;
  const started = (site ? site.catch(() => undefined) : Promise.resolve()).then(async () => {
    server = await startPostgres({ port });
    try {
      await server.admin(`CREATE DATABASE ${TEMPLATE}`);
      const store = await openDatabase(server.url(TEMPLATE));
      try {
        await seedTemplate(store, filesDir);
      } finally {
        await store.close();
      }
    } catch (error) {
      await server.stop();
      throw error;
    }
  });
  started.then(
    () => markReady(ready),
    (error: unknown) => markReady(ready, error),
  );
  const base = `postgres://postgres@127.0.0.1:${port}`;
  const stop = async () => {
    await started.catch(() => undefined);
    countPostgresServer();
    await server?.stop();
    fs.rmSync(filesDir, { recursive: true, force: true });
    fs.rmSync(ready, { force: true });
    counted();
  };
  if (!site) {
    try {
      await started;
    } catch (error) {
      await stop();
      throw error;
    }
  }
  project.provide('postgres', { adminUrl: `${base}/postgres`, base, template: TEMPLATE, filesDir, ready });
  return stop;
}
