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

/** The template of this run, shared by the projects that name this setup (unit and integration). */
interface Shared {
  dir: Promise<string>;
  users: number;
}
const SHARED = Symbol.for('musterstadt.sqliteTemplate');
const shared = globalThis as { [SHARED]?: Shared };

/**
 * Migrates, seeds and indexes one SQLite database for the whole run; `testApp()` copies its directory
 * (a few milliseconds) instead of seeding again in every test file (about 1.5 s each). The PostgreSQL
 * project does the same with a template database (postgres-setup.ts). Vitest runs a project's global
 * setup once per project, and the unit and integration projects both name this one: the second gets
 * the first one's template instead of seeding it again (ADR 41); the last to finish removes it.
 */
export default async function setup(project: TestProject) {
  const own = (shared[SHARED] ??= { dir: seed(), users: 0 });
  own.users++;
  project.provide('sqliteTemplate', await own.dir);
  return async () => {
    if (--own.users > 0) return;
    delete shared[SHARED];
    fs.rmSync(await own.dir, { recursive: true, force: true });
  };
}

async function seed(): Promise<string> {
  setHashCost(TEST_HASH_COST);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-vorlage-'));
  const store = await openDatabase(path.join(dir, 'musterstadt.db'));
  try {
    await seedTemplate(store, dir);
  } finally {
    await store.close();
  }
  return dir;
}
