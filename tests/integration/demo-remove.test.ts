import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { openSiteStore, scalar } from '../helpers/store';
import { removeDemo, reportLines } from '../../server/cms/seed/remove';

/**
 * A town that started from the demo takes it out (issue "Go live", 1; ADR 31): `npm run demo:remove`
 * removes the demo content, its files and the demo accounts from the database, and keeps what the town
 * added itself, a demo page it changed and a demo office its own staff member works in. The demo does
 * not come back, also not with DEMO=on.
 */

describe('npm run demo:remove on a demo database with a few items added by hand', () => {
  it('takes out the demo, keeps the town’s own, and the site answers', async () => {
    const site = await testApp();
    const { dataDir } = site;
    const store = await openSiteStore(site.config);
    try {
      // The town's own: a news item with a document, a staff member in the demo's Bürgerbüro, an
      // administrator, and a demo page whose text it rewrote.
      await store.raw.query(
        "INSERT INTO aktuelles (id, rubrik_id, titel, slug, teaser, text, datum_von) VALUES (90001, 1, 'Neue Öffnungszeiten', 'neue-oeffnungszeiten_90001', 'Ab Mai', '<p>Ab Mai.</p>', '2026-05-01')",
      );
      const news = await scalar<number>(store, "SELECT id FROM aktuelles WHERE titel = 'Neue Öffnungszeiten'");
      fs.mkdirSync(path.join(dataDir, 'dateien'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'dateien', 'eigen-aushang.pdf'), '%PDF-1.4 eigen');
      await store.raw.query(
        "INSERT INTO dokument (aktuelles_id, datei, mime, groesse, speicherpfad, downloadtext, volltext) VALUES (?, 'aushang.pdf', 'application/pdf', 14, 'eigen-aushang.pdf', 'Aushang', 'eigen')",
        [news],
      );
      await store.raw.query("INSERT INTO mitarbeiter (anrede, vorname, nachname, slug) VALUES ('Frau', 'Lea', 'Eigen', 'lea-eigen')");
      const lea = await scalar<number>(store, "SELECT id FROM mitarbeiter WHERE nachname = 'Eigen'");
      await store.raw.query(
        "INSERT INTO mitarbeiter_amt (mitarbeiter_id, amt_id, funktion, zimmer, telefon, email) VALUES (?, 49, 'Sachbearbeiterin', '1', '+49 7641 123-40', 'lea.eigen@musterstadt.de')",
        [lea],
      );
      await store.raw.query(
        "INSERT INTO intranet_user (uuid, email, vorname, nachname, passwort_hash, passwort_geaendert, erstellt) VALUES ('11111111-1111-4111-8111-111111111111', 'it@example.org', 'Ida', 'Technik', 'x', '2026-01-01', '2026-01-01')",
      );
      await store.raw.query("INSERT INTO intranet_user_rolle (user_uuid, rolle) VALUES ('11111111-1111-4111-8111-111111111111', 'admin')");
      await store.raw.query("UPDATE seite SET inhalt = '<p>Unser eigenes Impressum.</p>' WHERE pfad = '/rathaus/impressum/'");
      expect(await scalar<number>(store, 'SELECT COUNT(*) FROM demo_zeile')).toBeGreaterThan(1000);
    } finally {
      await store.close();
    }
    const demoFiles = fs.readdirSync(path.join(dataDir, 'dateien')).length;
    expect(demoFiles).toBeGreaterThan(100);
    await site.close();

    // What the command does (scripts/demo-remove.ts: open the store of DATA_DIR, remove, print).
    const removal = await openSiteStore(site.config);
    let out: string[];
    try {
      const probe = reportLines(await removeDemo(removal, site.config.filesDir, { trial: true, dataDir }));
      expect(probe[0]).toBe('Probelauf, nichts wurde geändert. Entfernt würden:');
      out = reportLines(await removeDemo(removal, site.config.filesDir, { dataDir }));
    } finally {
      await removal.close();
    }
    expect(out[0]).toBe('Entfernt:');
    expect(out).toContain('  seite ["/rathaus/impressum/"]: geändert');
    expect(out).toContain('  amt ["49"]: von eigenen Inhalten verwendet');
    expect(out.at(-1)).toBe('Die Demo-Inhalte sind entfernt; sie werden auch mit DEMO=on nicht wieder geladen.');

    const after = await openSiteStore(site.config);
    try {
      const count = (table: string) => scalar<number>(after, `SELECT COUNT(*) FROM "${table}"`);
      // The demo's content and accounts are gone …
      for (const table of [
        'veranstaltung',
        'gewerbe',
        'hero',
        'medium',
        'person',
        'ratsinfo_konto',
        'ratstermin',
        'amtsblatt',
        'baustelle',
        'unterkunft',
        'demo_zeile',
      ]) {
        expect(await count(table), table).toBe(0);
      }
      expect((await after.raw.query<{ email: string }>('SELECT email FROM intranet_user')).map((r) => r.email)).toEqual(['it@example.org']);
      // … the town's own stays, with what it refers to, and the page it changed.
      expect((await after.raw.query<{ titel: string }>('SELECT titel FROM aktuelles')).map((r) => r.titel)).toEqual(['Neue Öffnungszeiten']);
      expect((await after.raw.query<{ pfad: string }>('SELECT pfad FROM seite')).map((r) => r.pfad)).toEqual(['/rathaus/impressum/']);
      expect(await count('mitarbeiter')).toBe(1);
      expect(await scalar<number>(after, 'SELECT COUNT(*) FROM amt WHERE id = 49')).toBe(1);
      // The basis stays: the categories every site has.
      expect(await count('rubrik')).toBe(10);
      expect(await count('veranstaltung_rubrik')).toBe(10);
      expect(await scalar<string>(after, "SELECT art FROM einrichtung_schritt WHERE name = 'Demo-Inhalte entfernt'")).toBe('entfernt');
    } finally {
      await after.close();
    }
    // The demo's files are gone, the town's document stays.
    expect(fs.readdirSync(path.join(dataDir, 'dateien'))).toEqual(['eigen-aushang.pdf']);

    // With DEMO=on again: the demo does not come back, the site answers, the demo password is refused.
    const again = await testApp({ config: { dataDir } });
    try {
      expect((await request(again.app).get('/')).status).toBe(200);
      expect((await request(again.app).get('/rathaus/buergernachrichten/neue-oeffnungszeiten_90001')).status).toBe(200);
      expect((await request(again.app).get('/rathaus/impressum/')).text).toContain('Unser eigenes Impressum.');
      const login = await request(again.app)
        .post('/api/cms/login')
        .set('x-requested-with', 'XMLHttpRequest')
        .send({ email: 'erika.mustermann@musterstadt.de', passwort: 'Demo#Rathaus2026' });
      expect(login.status).toBe(401);
      const check = await openSiteStore(again.config);
      try {
        expect(await scalar<number>(check, 'SELECT COUNT(*) FROM aktuelles')).toBe(1);
      } finally {
        await check.close();
      }
    } finally {
      await again.cleanup();
    }
  }, 120_000);
});
