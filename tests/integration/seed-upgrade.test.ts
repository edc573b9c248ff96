import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../helpers/app';
import { openDatabase, type OpenedDb } from '../../server/cms/db';
import { seedDatabase } from '../../server/cms/seed/run';

/**
 * Seeding by recorded steps (ADR 31): each step runs once per database and is recorded by name, never
 * again because a table is empty. A database from a release before the records keeps what it has, gets
 * the parts it lacks once, and its demo rows into the ledger.
 */
const dataDir = tempDataDir();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const count = async (store: OpenedDb, sql: string) => Number((await store.raw.query<{ n: number }>(sql))[0]!.n);
const steps = async (store: OpenedDb) => (await store.raw.query<{ name: string }>('SELECT name FROM einrichtung_schritt ORDER BY name')).map((r) => r.name);

describe('seeding by recorded steps', () => {
  it('a database from an earlier release: records what it has, adds the missing parts once, and an emptied table stays empty', async () => {
    const store = await openDatabase(path.join(dataDir, 'musterstadt.db'));
    try {
      const first = await seedDatabase(store, dataDir, { demo: true, demoUsers: false });
      expect(first.legacy).toBe(false);
      expect(first.ran).toContain('Nachrichtenrubriken');
      expect(first.ran).toContain('Seiten');
      const recorded = await steps(store);
      const full = {
        news: await count(store, 'SELECT COUNT(*) AS n FROM aktuelles'),
        seiten: await count(store, 'SELECT COUNT(*) AS n FROM seite'),
        gewerbe: await count(store, 'SELECT COUNT(*) AS n FROM gewerbe'),
        dokumente: await count(store, 'SELECT COUNT(*) AS n FROM dokument'),
        ledger: await count(store, 'SELECT COUNT(*) AS n FROM demo_zeile'),
      };
      expect(full.ledger).toBeGreaterThan(full.news + full.seiten + full.gewerbe);
      // As an earlier release left it: no records and no ledger, no mayor or climate news, no
      // directory, and a page the editors changed.
      await store.raw.exec(`
        DELETE FROM einrichtung_schritt;
        DELETE FROM demo_zeile;
        DELETE FROM aktuelles WHERE rubrik_id IN (SELECT id FROM rubrik WHERE url IN ('buergermeister', 'klimaschutz'));
        DELETE FROM rubrik WHERE url IN ('buergermeister', 'klimaschutz');
        DELETE FROM gewerbe;
        UPDATE seite SET titel = 'Von der Redaktion geändert' WHERE pfad = '/rathaus/impressum/';
      `);
      const upgrade = await seedDatabase(store, dataDir, { demo: true, demoUsers: false });
      expect(upgrade.legacy).toBe(true);
      // The basis steps (they add what is missing), the directory, the mayor's news and the pages of
      // the same release (both were pending while the mayor's category was missing; pages that are
      // there stay as they are).
      expect(upgrade.ran.sort()).toEqual([
        'Archivthemen',
        'Gewerbe-Branchen',
        'Gewerbeverzeichnis',
        'Intranet-Rubriken',
        'Meldekategorien',
        'Meldungen: Kategorien der Grundliste',
        'Nachrichten der Bürgermeisterin und zum Klimaschutz',
        'Nachrichtenrubriken',
        'Seiten zu Stadt, Stadtleben, Wirtschaft und Gästen',
        'Veranstaltungsrubriken',
      ]);
      expect(await steps(store)).toEqual(recorded);
      expect(await count(store, 'SELECT COUNT(*) AS n FROM aktuelles')).toBe(full.news);
      expect(await count(store, 'SELECT COUNT(*) AS n FROM seite')).toBe(full.seiten);
      expect(await count(store, 'SELECT COUNT(*) AS n FROM gewerbe')).toBe(full.gewerbe);
      expect(await count(store, 'SELECT COUNT(*) AS n FROM dokument')).toBe(full.dokumente);
      expect((await store.raw.query<{ titel: string }>("SELECT titel FROM seite WHERE pfad = '/rathaus/impressum/'"))[0]!.titel).toBe(
        'Von der Redaktion geändert',
      );
      // Its demo rows are in the ledger again, found against the demo of this release.
      expect(await count(store, 'SELECT COUNT(*) AS n FROM demo_zeile')).toBe(full.ledger);

      // Recorded once, never again: emptied tables stay empty, also the categories.
      await store.raw.exec(`
        DELETE FROM gewerbe;
        DELETE FROM veranstaltung_zu_rubrik;
        DELETE FROM veranstaltung;
        DELETE FROM veranstaltung_rubrik;
        DELETE FROM intranet_text;
        DELETE FROM intranet_user;
        DELETE FROM intranet_rubrik;
      `);
      const again = await seedDatabase(store, dataDir, { demo: true, demoUsers: false });
      expect(again.ran).toEqual([]);
      for (const table of ['gewerbe', 'veranstaltung', 'veranstaltung_rubrik', 'intranet_user', 'intranet_rubrik']) {
        expect(await count(store, `SELECT COUNT(*) AS n FROM ${table}`), table).toBe(0);
      }
    } finally {
      await store.close();
    }
  });

  it('without demo mode a new database gets the basis only, and demo mode later does not fill it', async () => {
    const dir = tempDataDir();
    const store = await openDatabase(path.join(dir, 'musterstadt.db'));
    try {
      const plain = await seedDatabase(store, dir, { demo: false });
      expect(plain).toMatchObject({ hasDemo: false, demoRefused: null, legacy: false });
      expect(plain.ran.sort()).toEqual([
        'Archivthemen',
        'Gewerbe-Branchen',
        'Intranet-Rubriken',
        'Meldekategorien',
        // A basis step of ADR 58 (reports under the first release's keys move to the base list): it
        // runs once on every database, finding nothing to move on a new one.
        'Meldungen: Kategorien der Grundliste',
        'Nachrichtenrubriken',
        'Veranstaltungsrubriken',
      ]);
      expect(await count(store, 'SELECT COUNT(*) AS n FROM rubrik')).toBe(10);
      for (const table of ['aktuelles', 'seite', 'hero', 'medium', 'veranstaltung', 'intranet_user', 'ratsinfo_konto', 'person', 'amt', 'demo_zeile']) {
        expect(await count(store, `SELECT COUNT(*) AS n FROM ${table}`), table).toBe(0);
      }
      const later = await seedDatabase(store, dir, { demo: true });
      expect(later).toMatchObject({ ran: [], hasDemo: false, demoRefused: 'ohne-demo' });
      expect(await count(store, 'SELECT COUNT(*) AS n FROM aktuelles')).toBe(0);
    } finally {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
