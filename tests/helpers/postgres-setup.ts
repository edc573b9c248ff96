import './production-react';
import '../../server/town/boot';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/postgres-server';
import { openDatabase } from '../../server/cms/db';
import { seedTemplate } from './seed';
import { setHashCost } from '../../server/cms/passwords';
import { TEST_HASH_COST } from './hash-cost';

export interface PostgresTestContext {
  /** postgres:// address of the server's maintenance database (a superuser, trusted locally). */
  adminUrl: string;
  /** Address of a database on the server: `${base}/<name>`. */
  base: string;
  /** The seeded database every test file's database is cloned from. */
  template: string;
  /** The files the demo content wrote (documents), copied into every test's DATA_DIR. */
  filesDir: string;
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
 */
export default async function setup(project: TestProject) {
  setHashCost(TEST_HASH_COST);
  const server = await startPostgres();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-pg-files-'));
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
  project.provide('postgres', { adminUrl: server.url('postgres'), base: server.url('').replace(/\/$/, ''), template: TEMPLATE, filesDir });
  return async () => {
    await server.stop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  };
}
