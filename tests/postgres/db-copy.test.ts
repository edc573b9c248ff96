import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir, testApp } from '../helpers/app';
import { createTestDatabase, postgresContext } from '../helpers/store';
import { SABINE, hidden, loginAs, openForm, photo, postMultipart } from '../helpers/formulare';
import { SCHADENSMELDUNG } from '../../shared/parts/eingaenge/formulare/definitions';
import { copyStore, type CopyReport } from '../../server/cms/store/copy';

/**
 * npm run db:copy (ADR 20): an embedded installation with a citizen's photo moves to PostgreSQL and a
 * files folder; every table and file is proven the same, and the site runs on the copy.
 */
type Site = Awaited<ReturnType<typeof testApp>>;
let source: Site;
let target: { url: string; drop: () => Promise<void> };
let filesTo = '';
let report: CopyReport;
let ref = '';
let demoSubmissions = 0;

beforeAll(async () => {
  const pg = postgresContext();
  if (!pg) throw new Error('Nur im Projekt postgres');
  source = await testApp({ sqlite: true, env: { TRUST_PROXY: 'loopback' } });
  {
    const db = new SQLite(path.join(source.dataDir, 'musterstadt.db'), { readonly: true });
    demoSubmissions = (db.prepare('SELECT COUNT(*) AS n FROM eingang').get() as { n: number }).n;
    db.close();
  }
  const v = await openForm(source.app, SCHADENSMELDUNG.pfad);
  const res = await postMultipart(
    source.app,
    SCHADENSMELDUNG.pfad,
    v,
    { ...hidden(v), kategorie: 'muell', ort: 'Waldweg hinter der Sporthalle', beschreibung: 'Drei Säcke Bauschutt.', bemerkt: '2026-11-20' },
    [{ field: 'fotos', name: 'Müll.jpg', content: await photo(), type: 'image/jpeg' }],
  );
  expect(res.status).toBe(303);
  ref = /\/danke\/([A-Z]{2}-\d{4}-\d{6})/.exec(res.headers.location ?? '')![1]!;
  target = await createTestDatabase(pg, 'leer');
  filesTo = tempDataDir('st-dateien-');
  // The site keeps running while it is copied.
  report = await copyStore({ from: path.join(source.dataDir, 'musterstadt.db'), to: target.url, filesTo });
}, 60_000);

afterAll(async () => {
  await source?.cleanup();
  await target?.drop();
  if (filesTo) fs.rmSync(filesTo, { recursive: true, force: true });
});

describe('db:copy', () => {
  it('copies every table and file, proven by row counts and checksums', () => {
    expect(report.ok).toBe(true);
    expect(report.tables.filter((t) => !t.same)).toEqual([]);
    const byTable = Object.fromEntries(report.tables.map((t) => [t.table, t]));
    // The test's report, and the demo submissions behind the open demo reports (ADR 58).
    expect(byTable.eingang!.rows).toBe(1 + demoSubmissions);
    expect(byTable.eingang_foto!.rows).toBe(1);
    expect(byTable.postausgang!.rows).toBe(1);
    expect(byTable.aktuelles!.rows).toBeGreaterThan(50);
    expect(report.tables.every((t) => t.copied === t.rows && /^[0-9a-f]{64}$/.test(t.checksum))).toBe(true);
    expect(report.files.same).toBe(true);
    expect(report.files.count).toBeGreaterThan(100);
    expect(fs.readdirSync(path.join(filesTo, 'eingaenge')).filter((d) => d !== 'entwurf')).toHaveLength(1);
  });

  it('refuses a target that is not empty', async () => {
    await expect(copyStore({ from: path.join(source.dataDir, 'musterstadt.db'), to: target.url, filesTo })).rejects.toThrow(/nicht leer/);
  });

  it('runs the site on the copy: content, search, the inbox with the photo, new submissions after the copied ones', async () => {
    const site = await testApp({ env: { DATABASE_URL: target.url, FILES_DIR: filesTo, TRUST_PROXY: 'loopback' } });
    try {
      expect((await request(site.app).get('/rathaus/buergernachrichten/')).status).toBe(200);
      const search = await request(site.app).get('/api/cms/suche?q=M%C3%BCll');
      expect(search.status).toBe(200);
      expect(search.body.data.total).toBeGreaterThan(3);
      const sabine = await loginAs(site.app, SABINE.email, SABINE.passwort);
      const foto = await request(site.app).get(`/intranet/eingaenge/${ref}/fotos/1`).set('cookie', sabine);
      expect(foto.status).toBe(200);
      expect(foto.headers['content-type']).toBe('image/jpeg');
      const v = await openForm(site.app, SCHADENSMELDUNG.pfad);
      const next = await postMultipart(site.app, SCHADENSMELDUNG.pfad, v, {
        ...hidden(v),
        kategorie: 'muell',
        ort: 'Marktplatz',
        beschreibung: 'Nach dem Umzug.',
        bemerkt: '2026-11-21',
      });
      expect(next.status).toBe(303);
      const number = (r: string) => Number(r.slice(-6));
      expect(number(/([A-Z]{2}-\d{4}-\d{6})/.exec(next.headers.location ?? '')![1]!)).toBe(number(ref) + 1);
    } finally {
      await site.cleanup();
    }
  }, 30_000);
});
