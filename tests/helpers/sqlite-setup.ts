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
import { countMainProcess } from './main-cpu';
import { markReady, readyMarker, siteStart } from './ready';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory with the seeded, indexed SQLite database and the files its seed wrote. */
    sqliteTemplate: string;
  }
}

/** The template of this run, shared by the projects that name this setup (unit and integration). */
interface Shared {
  dir: string;
  /** Settled when the template is seeded. */
  seeded: Promise<void>;
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
 *
 * When the run includes the browser tests, the seed waits for their site and runs beside the first
 * browser-test files, which need no template (ADR 63): the setup hands out the folder at once and
 * `testApp()` waits for the marker. Without them (a run of the unit or integration tests alone) the
 * setup waits for the seed as before, so no test's timeout includes it.
 */
export default async function setup(project: TestProject) {
  const counted = countMainProcess();
  let own = shared[SHARED];
  if (!own) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-vorlage-'));
    const site = siteStart();
    const seeded = (site ? site.catch(() => undefined) : Promise.resolve()).then(() => seed(dir));
    seeded.then(
      () => markReady(readyMarker(dir)),
      (error: unknown) => markReady(readyMarker(dir), error),
    );
    own = shared[SHARED] = { dir, seeded, users: 0 };
    if (!site) await seeded;
  }
  own.users++;
  project.provide('sqliteTemplate', own.dir);
  return async () => {
    counted();
    if (--own.users > 0) return;
    delete shared[SHARED];
    await own.seeded.catch(() => undefined);
    fs.rmSync(own.dir, { recursive: true, force: true });
    fs.rmSync(readyMarker(own.dir), { force: true });
  };
}

async function seed(dir: string): Promise<void> {
  setHashCost(TEST_HASH_COST);
  const store = await openDatabase(path.join(dir, 'musterstadt.db'));
  try {
    await seedTemplate(store, dir);
  } finally {
    await store.close();
  }
}
