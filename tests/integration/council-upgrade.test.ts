import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../helpers/app';
import { openDatabase } from '../../server/cms/db';
import { sqliteOf } from '../helpers/store';
import { seedDatabase } from '../../server/cms/seed/run';
import { createCms } from '../../server/cms';
import { parts } from '../../server/cms/registry';
import { ratstermineGremien, ratstermineList } from '../../shared/parts/ratstermine/contract';
import { gremienList } from '../../shared/parts/gremien/contract';

/**
 * A database from before the council part: meetings that name their body as text. Starting the new
 * release turns those names into bodies, points the meetings to them (lists, keys and feeds stay as
 * they were), completes the demo bodies without changing their ids, and leaves a town's own body alone.
 */
const dataDir = tempDataDir();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The migrations of this release that an earlier database has not run (and the later ones that build on them). */
const NEW = new Set([
  'gremien-1',
  'ratstermine-2-gremium-vorlagen',
  'dateien-3-ratsinfo',
  'gremien-2-redaktion',
  'ratstermine-3-redaktion',
  'gremien-3-quelle',
  'ratstermine-4-quelle',
]);

describe('upgrading a database with meetings named by their body', () => {
  it('moves the names onto bodies, keeps keys and lists, and completes the demo bodies', async () => {
    const file = path.join(dataDir, 'musterstadt.db');
    const before = parts.map((p) => ({ ...p, migrations: p.migrations.filter((m) => !NEW.has(m.name)), search: [] }));
    const old = await openDatabase(file, { parts: before });
    sqliteOf(old).exec(`
      INSERT INTO ratstermin (id, gremium, slug, datum, ort, oeffentlich) VALUES
        (6001, 'Gemeinderat', 'sitzung-gemeinderat-2026-11-10_6001', '2026-11-10T18:30', 'Ratssaal', 1),
        (6002, 'Technischer Ausschuss', 'sitzung-technischer-ausschuss-2026-11-17_6002', '2026-11-17T18:00', 'Ratssaal', 1),
        (6900, 'Ausschuss für Umwelt und Soziales', 'sitzung-ausschuss-fuer-umwelt-und-soziales-2026-12-03_6900', '2026-12-03T18:00', 'Bürgerhaus', 1);
      INSERT INTO ratstermin_top (ratstermin_id, nr, titel, oeffentlich) VALUES (6001, 1, 'Fragen der Einwohnerinnen und Einwohner', 1);
    `);
    await old.close();

    const store = await openDatabase(file);
    try {
      const columns = (sqliteOf(store).prepare('PRAGMA table_info(ratstermin)').all() as Array<{ name: string }>).map((c) => c.name);
      expect(columns).toContain('gremium_id');
      expect(columns).not.toContain('gremium');
      const linked = sqliteOf(store).prepare('SELECT r.id, g.name, g.art FROM ratstermin r JOIN gremium g ON g.id = r.gremium_id ORDER BY r.id').all();
      expect(linked).toEqual([
        { id: 6001, name: 'Gemeinderat', art: 'gemeinderat' },
        { id: 6002, name: 'Technischer Ausschuss', art: 'ausschuss' },
        { id: 6900, name: 'Ausschuss für Umwelt und Soziales', art: 'ausschuss' },
      ]);
      const ids = Object.fromEntries(
        (sqliteOf(store).prepare('SELECT name, id FROM gremium').all() as Array<{ name: string; id: number }>).map((r) => [r.name, r.id]),
      );

      const cms = await createCms({ store, dataDir, now: () => new Date('2026-11-01T10:00:00Z') });
      // The keys of the filters and feeds are the ones the pages used before.
      expect(((await cms.call(ratstermineGremien, undefined)) as { body: unknown }).body).toEqual({
        data: [
          { key: 'ausschuss-fuer-umwelt-und-soziales', name: 'Ausschuss für Umwelt und Soziales' },
          { key: 'gemeinderat', name: 'Gemeinderat' },
          { key: 'technischer-ausschuss', name: 'Technischer Ausschuss' },
        ],
      });
      const list = (await cms.call(ratstermineList, { query: { gremium: 'ausschuss-fuer-umwelt-und-soziales' } })) as {
        body: { data: Array<{ id: number; titel: string }> };
      };
      expect(list.body.data.map((t) => [t.id, t.titel])).toEqual([[6900, 'Sitzung des Ausschusses für Umwelt und Soziales']]);

      // The council's demo content completes the bodies the names became: same ids, full data.
      const seeded = await seedDatabase(store, dataDir, { demo: true, demoUsers: false });
      expect(seeded.legacy).toBe(true);
      expect(seeded.ran).toContain('Gemeinderat und Gremien');
      expect(seeded.ran).not.toContain('Ratstermine');
      const after = Object.fromEntries(
        (sqliteOf(store).prepare('SELECT name, id, kurzname FROM gremium').all() as Array<{ name: string; id: number; kurzname: string | null }>).map((r) => [
          r.name,
          r,
        ]),
      );
      expect(after.Gemeinderat).toEqual({ name: 'Gemeinderat', id: ids.Gemeinderat, kurzname: 'GR' });
      expect(after['Technischer Ausschuss']?.id).toBe(ids['Technischer Ausschuss']);
      expect(after['Ausschuss für Umwelt und Soziales']?.id).toBe(ids['Ausschuss für Umwelt und Soziales']);
      expect(after['Ortschaftsrat Nordweil']?.id).toBe(7023);
      const bodies = (await cms.call(gremienList, undefined)) as {
        body: { data: Array<{ name: string; mitglieder: number; uebergeordnet: { name: string } | null }> };
      };
      expect(bodies.body.data.find((g) => g.name === 'Technischer Ausschuss')).toMatchObject({ mitglieder: 11, uebergeordnet: { name: 'Gemeinderat' } });
      // Papers are the demo meetings' only: here only 6001's first item is there, which has none.
      expect(sqliteOf(store).prepare('SELECT COUNT(*) AS n FROM vorlage').get()).toEqual({ n: 0 });
      expect(sqliteOf(store).prepare('SELECT COUNT(*) AS n FROM ratstermin').get()).toEqual({ n: 3 });
    } finally {
      await store.close();
    }
  });
});
