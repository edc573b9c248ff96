import './production-react';
import '../../server/town/boot';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/cms/db';
import { setHashCost } from '../../server/cms/passwords';
import { seedTemplate } from './seed';
import { TEST_HASH_COST } from './hash-cost';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory with the seeded, indexed SQLite database and the files its seed wrote. */
    sqliteTemplate: string;
  }
}

/**
 * Migrates, seeds and indexes one SQLite database for the whole run; `testApp()` copies its directory
 * (a few milliseconds) instead of seeding again in every test file (about 1.5 s each). The PostgreSQL
 * project does the same with a template database (postgres-setup.ts).
 */
export default async function setup(project: TestProject) {
  setHashCost(TEST_HASH_COST);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-vorlage-'));
  const store = await openDatabase(path.join(dir, 'musterstadt.db'));
  try {
    await seedTemplate(store, dir);
  } finally {
    await store.close();
  }
  project.provide('sqliteTemplate', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
