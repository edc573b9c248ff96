import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../helpers/app';
import { openDatabase, type OpenedDb } from '../../server/cms/db';
import { seedDatabase } from '../../server/cms/seed/run';

/**
 * A database created before a part of the site existed gets that part's demo content on the next
 * start, and nothing else changes: content that is there stays as it is.
 */
const dataDir = tempDataDir();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const count = async (store: OpenedDb, sql: string) => Number((await store.raw.query<{ n: number }>(sql))[0]!.n);

describe('seeding a database from an earlier release', () => {
  it('adds the missing parts once and leaves edited content alone', async () => {
    const store = await openDatabase(path.join(dataDir, 'musterstadt.db'));
    try {
      expect(await seedDatabase(store, dataDir, { demoUsers: false })).toBe(true);
      const full = {
        news: await count(store, 'SELECT COUNT(*) AS n FROM aktuelles'),
        seiten: await count(store, 'SELECT COUNT(*) AS n FROM seite'),
        gewerbe: await count(store, 'SELECT COUNT(*) AS n FROM gewerbe'),
        dokumente: await count(store, 'SELECT COUNT(*) AS n FROM dokument'),
      };
      // As an earlier release left it: no mayor or climate news, no topic sub-pages, no directory.
      await store.raw.exec(`
        DELETE FROM aktuelles WHERE rubrik_id IN (SELECT id FROM rubrik WHERE url IN ('buergermeister', 'klimaschutz'));
        DELETE FROM rubrik WHERE url IN ('buergermeister', 'klimaschutz');
        DELETE FROM seite WHERE pfad LIKE '/wirtschaft/windenergie/%' OR pfad LIKE '/musterstadt/bombach%' OR pfad = '/musterstadt/buergermeister-grusswort/';
        DELETE FROM gewerbe;
        UPDATE seite SET titel = 'Von der Redaktion geändert' WHERE pfad = '/rathaus/impressum/';
      `);
      expect(await seedDatabase(store, dataDir, { demoUsers: false })).toBe(true);
      expect(await count(store, 'SELECT COUNT(*) AS n FROM aktuelles')).toBe(full.news);
      expect(await count(store, 'SELECT COUNT(*) AS n FROM seite')).toBe(full.seiten);
      expect(await count(store, 'SELECT COUNT(*) AS n FROM gewerbe')).toBe(full.gewerbe);
      expect(await count(store, 'SELECT COUNT(*) AS n FROM dokument')).toBe(full.dokumente);
      expect((await store.raw.query<{ titel: string }>("SELECT titel FROM seite WHERE pfad = '/rathaus/impressum/'"))[0]!.titel).toBe('Von der Redaktion geändert');
      // Once everything is there, a start changes nothing.
      expect(await seedDatabase(store, dataDir, { demoUsers: false })).toBe(false);
    } finally {
      await store.close();
    }
  });
});
