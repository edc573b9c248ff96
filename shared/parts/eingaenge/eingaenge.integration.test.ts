import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/helpers/app';
import { pageText } from '../../../tests/helpers/html';
import { PAUL, SABINE, hidden, loginAs, openForm, photo, postForm, postMultipart, refOf } from '../../../tests/helpers/formulare';
import { KONTAKT, SCHADENSMELDUNG } from './formulare/definitions';
import type { OpenedDb } from '../../../server/cms/db';
import { firstRow, openSiteStore } from '../../../tests/helpers/store';
import { startSmtp } from '../../../tests/helpers/smtp';
import { sweep } from './store/sweep';
import { pauseAfter } from '../../../server/cms/mail';

/**
 * The staff inbox (issue "Citizens write to the town", item 7 and 8): it lists, shows, changes the
 * status with who and when, exports CSV for a spreadsheet and refuses anyone without the role, photo
 * addresses included; the retention sweep deletes handled submissions with their photos; the outbox
 * sends the office's e-mail over SMTP.
 */
type Site = Awaited<ReturnType<typeof testApp>>;

const validSchaden = {
  kategorie: 'muell',
  ort: 'Waldweg hinter der Sporthalle',
  beschreibung: 'Drei Säcke Bauschutt, =SUMME(A1) daneben.',
  bemerkt: '2026-11-20',
};
const validKontakt = {
  betreff: 'Frage zur Grünschnittabfuhr',
  amt: '49',
  nachricht: 'Wann wird der Grünschnitt abgeholt?',
  name: 'Jürgen Weiß',
  email: 'juergen.weiss@example.org',
};

async function submitSchaden(site: Site, extra: Record<string, string> = {}) {
  const v = await openForm(site.app, SCHADENSMELDUNG.pfad);
  const res = await postMultipart(site.app, SCHADENSMELDUNG.pfad, v, { ...hidden(v), ...validSchaden, ...extra }, [
    { field: 'fotos', name: 'Müll am Waldweg.jpg', content: await photo(), type: 'image/jpeg' },
  ]);
  expect(res.status).toBe(303);
  return refOf(res.headers.location);
}

describe('staff inbox /intranet/eingaenge', () => {
  let site: Site;
  let db: OpenedDb;
  let sabine: string;
  let ref: string;
  beforeAll(async () => {
    site = await testApp({ env: { TRUST_PROXY: 'loopback' } });
    db = await openSiteStore(site.config);
    ref = await submitSchaden(site);
    const v = await openForm(site.app, KONTAKT.pfad);
    expect((await postForm(site.app, KONTAKT.pfad, v, { ...hidden(v), ...validKontakt })).status).toBe(303);
    sabine = await loginAs(site.app, SABINE.email, SABINE.passwort);
  });
  afterAll(async () => {
    await db.close();
    await site.cleanup();
  });

  it('refuses anonymous visitors: the list, a submission, a photo and the export send to the login and are never cached', async () => {
    for (const url of ['/intranet/eingaenge', `/intranet/eingaenge/${ref}`, `/intranet/eingaenge/${ref}/fotos/1`, '/intranet/eingaenge/export.csv']) {
      const res = await request(site.app).get(url).redirects(0);
      expect([303, 302]).toContain(res.status);
      expect(res.headers.location).toMatch(/^\/intranet\?ziel=/);
      // Never kept by a shared cache.
      expect(res.headers['cache-control'] ?? '').not.toMatch(/public|s-maxage|max-age=[1-9]/);
      expect(res.text).not.toContain('Waldweg');
    }
    // Nor can an anonymous POST change anything.
    const post = await request(site.app).post(`/intranet/eingaenge/${ref}`).type('form').send({ _aktion: 'status', status: 'erledigt' });
    expect(post.status).toBeGreaterThanOrEqual(300);
    expect(post.status).toBeLessThan(500);
    expect((await firstRow<{ status: string }>(db, 'SELECT status FROM eingang WHERE referenz = ?', ref))!.status).toBe('neu');
  });

  it('refuses a logged-in user without the role eingaenge with 403, photos and export included', async () => {
    const paul = await loginAs(site.app, PAUL.email, PAUL.passwort);
    for (const url of ['/intranet/eingaenge', `/intranet/eingaenge/${ref}`, `/intranet/eingaenge/${ref}/fotos/1`, '/intranet/eingaenge/export.csv']) {
      const res = await request(site.app).get(url).set('cookie', paul).redirects(0);
      expect(res.status).toBe(403);
      expect(res.text).not.toContain('Waldweg');
    }
  });

  it('lists submissions newest first with kind, status and filters', async () => {
    const res = await request(site.app).get('/intranet/eingaenge').set('cookie', sabine);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const text = pageText(res.text);
    expect(text).toContain(ref);
    const kf = /KF-\d{4}-\d{6}/.exec(text)?.[0];
    expect(kf).toBeTruthy();
    // Newest first: the contact message was sent after the damage report.
    expect(text.indexOf(kf!)).toBeLessThan(text.indexOf(ref));
    const filtered = pageText((await request(site.app).get('/intranet/eingaenge?art=kontakt').set('cookie', sabine)).text);
    expect(filtered).toContain(kf!);
    expect(filtered).not.toContain(ref);
    const erledigt = pageText((await request(site.app).get('/intranet/eingaenge?status=erledigt').set('cookie', sabine)).text);
    expect(erledigt).not.toContain(ref);
  });

  it('shows every field and the photos; the photo is served only to staff, private and not stored by caches', async () => {
    const res = await request(site.app).get(`/intranet/eingaenge/${ref}`).set('cookie', sabine);
    expect(res.status).toBe(200);
    const text = pageText(res.text);
    for (const v of ['Müll und wilde Ablagerung', 'Waldweg hinter der Sporthalle', 'Drei Säcke Bauschutt', '20.11.2026', 'Müll am Waldweg.jpg'])
      expect(text).toContain(v);
    expect(res.text).toContain(`/intranet/eingaenge/${ref}/fotos/1`);
    const img = await request(site.app).get(`/intranet/eingaenge/${ref}/fotos/1`).set('cookie', sabine).buffer(true);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.headers['cache-control']).toBe('private, no-store');
    expect((img.body as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await request(site.app).get(`/intranet/eingaenge/${ref}/fotos/99`).set('cookie', sabine)).status).toBe(404);
    // The outbox mail is visible while there is no SMTP_URL.
    expect(text).toContain('liegt im Postausgang');
  });

  it('changes the status and adds a note, each recorded with who and when', async () => {
    const page = await request(site.app).get(`/intranet/eingaenge/${ref}`).set('cookie', sabine);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.text)![1]!;
    const s = await request(site.app)
      .post(`/intranet/eingaenge/${ref}`)
      .type('form')
      .set('cookie', sabine)
      .send({ _csrf: csrf, _aktion: 'status', status: 'in_bearbeitung' });
    expect(s.status).toBe(303);
    const n = await request(site.app)
      .post(`/intranet/eingaenge/${ref}`)
      .type('form')
      .set('cookie', sabine)
      .send({ _csrf: csrf, _aktion: 'notiz', notiz: 'Bauhof informiert, Abholung Donnerstag.' });
    expect(n.status).toBe(303);
    const bad = await request(site.app)
      .post(`/intranet/eingaenge/${ref}`)
      .type('form')
      .set('cookie', sabine)
      .send({ _csrf: csrf, _aktion: 'status', status: 'verloren' });
    expect(bad.status).toBe(422);
    const none = await request(site.app).post(`/intranet/eingaenge/${ref}`).type('form').set('cookie', sabine).send({ _aktion: 'status', status: 'erledigt' });
    expect(none.status).toBe(403);

    const history = await db.raw.query<{ von_name: string; von_uuid: string | null; status: string | null; notiz: string | null; zeit: string }>(
      'SELECT v.von_name, v.von_uuid, v.status, v.notiz, v.zeit FROM eingang_verlauf v JOIN eingang e ON e.id = v.eingang_id WHERE e.referenz = ? ORDER BY v.id',
      [ref],
    );
    expect(history.map((h) => [h.von_name, h.status, h.notiz])).toEqual([
      ['Website (Formular)', 'neu', null],
      ['Sabine Fuchs', 'in_bearbeitung', null],
      ['Sabine Fuchs', null, 'Bauhof informiert, Abholung Donnerstag.'],
    ]);
    expect(history[1]!.von_uuid).toBeTruthy();
    for (const h of history) expect(Number.isNaN(Date.parse(h.zeit))).toBe(false);
    const text = pageText((await request(site.app).get(`/intranet/eingaenge/${ref}`).set('cookie', sabine)).text);
    expect(text).toContain('Bauhof informiert, Abholung Donnerstag.');
    expect(text).toContain('Sabine Fuchs');
  });

  it('answers the citizen by e-mail from the case page without JavaScript: checked, values kept, queued once, kept in the history', async () => {
    const kf = (await firstRow<{ referenz: string }>(db, "SELECT referenz FROM eingang WHERE art = 'kontakt' ORDER BY id DESC"))!.referenz;
    const url = `/intranet/eingaenge/${kf}`;
    const page = await request(site.app).get(url).set('cookie', sabine);
    expect(pageText(page.text)).toContain('Per E-Mail antworten');
    expect(pageText(page.text)).toContain('An juergen.weiss@example.org');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.text)![1]!;
    const key = /name="_antwort_schluessel" value="([^"]+)"/.exec(page.text)![1]!;
    const answer = { _csrf: csrf, _aktion: 'antworten', _antwort_schluessel: key, antwort_betreff: 'Ihre Frage zur Grünschnittabfuhr' };
    const mailsOf = () =>
      db.raw.query<{ an: string; betreff: string; text: string; antwort_an: string }>(
        "SELECT p.an, p.betreff, p.text, p.antwort_an FROM postausgang p JOIN eingang e ON p.bezug = 'eingang:' || e.id WHERE e.referenz = ? AND p.an = ? ORDER BY p.id",
        [kf, 'juergen.weiss@example.org'],
      );
    const before = (await mailsOf()).length;

    // Without a text: 422, the subject kept, nothing queued.
    const empty = await request(site.app)
      .post(url)
      .type('form')
      .set('cookie', sabine)
      .send({ ...answer, antwort: '  ' });
    expect(empty.status).toBe(422);
    expect(pageText(empty.text)).toContain('Bitte schreiben Sie Ihre Antwort.');
    expect(empty.text).toContain('value="Ihre Frage zur Grünschnittabfuhr"');
    expect(empty.text).toContain(`value="${key}"`);
    // Without the CSRF token, or without the role: refused, nothing queued.
    const text = 'Guten Tag Herr Weiß,\n\nder Grünschnitt wird am Samstag abgeholt.\n\nMit freundlichen Grüßen\nSabine Fuchs';
    expect(
      (
        await request(site.app)
          .post(url)
          .type('form')
          .set('cookie', sabine)
          .send({ ...answer, _csrf: '', antwort: text })
      ).status,
    ).toBe(403);
    const paul = await loginAs(site.app, PAUL.email, PAUL.passwort);
    const paulPage = await request(site.app).get('/intranet').set('cookie', paul);
    const paulCsrf = /name="_csrf" value="([^"]+)"/.exec(paulPage.text)?.[1] ?? '';
    expect(
      (
        await request(site.app)
          .post(url)
          .type('form')
          .set('cookie', paul)
          .send({ ...answer, _csrf: paulCsrf, antwort: text })
      ).status,
    ).toBe(403);
    expect(await mailsOf()).toHaveLength(before);

    // Sent: through the outbox to the citizen, replies to the office; sent twice (a double click), once.
    for (let i = 0; i < 2; i++) {
      const ok = await request(site.app)
        .post(url)
        .type('form')
        .set('cookie', sabine)
        .send({ ...answer, antwort: text });
      expect(ok.status).toBe(303);
      expect(ok.headers.location).toBe(`${url}?gespeichert=antwort`);
    }
    const mails = await mailsOf();
    expect(mails).toHaveLength(before + 1);
    const m = mails.at(-1)!;
    expect(m.betreff).toBe(`Ihre Frage zur Grünschnittabfuhr (${kf})`);
    expect(m.antwort_an).toBe('buergerbuero@musterstadt.de');
    expect(m.text).toContain('der Grünschnitt wird am Samstag abgeholt.');
    expect(m.text).toContain(`Ihre Vorgangsnummer: ${kf}`);
    const history = await db.raw.query<{ von_name: string; aktion: string | null; notiz: string | null }>(
      "SELECT v.von_name, v.aktion, v.notiz FROM eingang_verlauf v JOIN eingang e ON e.id = v.eingang_id WHERE e.referenz = ? AND v.aktion = 'antwort'",
      [kf],
    );
    expect(history).toEqual([
      { von_name: 'Sabine Fuchs', aktion: 'antwort', notiz: `An juergen.weiss@example.org: Ihre Frage zur Grünschnittabfuhr\n\n${text}` },
    ]);
    const shown = pageText((await request(site.app).get(`${url}?gespeichert=antwort`).set('cookie', sabine)).text);
    expect(shown).toContain('Die Antwort liegt im Postausgang');
    expect(shown).toContain('Antwort per E-Mail');
    expect(shown).toContain('der Grünschnitt wird am Samstag abgeholt.');
    expect(shown).toContain('Ihre Frage zur Grünschnittabfuhr');

    // A damage report without an address offers no answer form, and refuses one.
    const sm = await request(site.app).get(`/intranet/eingaenge/${ref}`).set('cookie', sabine);
    expect(pageText(sm.text)).toContain('keine E-Mail-Adresse angegeben');
    expect(sm.text).not.toContain('name="_antwort_schluessel"');
    const refused = await request(site.app)
      .post(`/intranet/eingaenge/${ref}`)
      .type('form')
      .set('cookie', sabine)
      .send({ ...answer, antwort: text });
    expect(refused.status).toBe(400);
  });

  it('exports CSV for German Excel: BOM, semicolons, quoted, umlauts intact, formulas defused', async () => {
    const res = await request(site.app)
      .get('/intranet/eingaenge/export.csv?art=schadensmeldung')
      .set('cookie', sabine)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="eingaenge-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8').slice(1);
    const [header, first] = csv.split('\r\n');
    expect(header!.startsWith('"Vorgangsnummer";"Art";"Status"')).toBe(true);
    expect(first).toContain(`"${ref}";"Schadensmeldung";"in Bearbeitung"`);
    expect(first).toContain('"Müll und wilde Ablagerung"');
    expect(first).toContain('"Drei Säcke Bauschutt, =SUMME(A1) daneben."');
    expect(csv).not.toMatch(/KF-\d{4}/);
  });

  it('defuses a cell that starts like a formula', async () => {
    const bad = await submitSchaden(site, { ort: '=HYPERLINK("http://example.org")' });
    const csv = (await request(site.app).get('/intranet/eingaenge/export.csv').set('cookie', sabine)).text;
    const line = csv.split('\r\n').find((l) => l.includes(bad))!;
    expect(line).toContain(`"'=HYPERLINK(""http://example.org"")"`);
  });

  it('deletes a submission with its photos once it has been handled longer than the retention period, and only then', async () => {
    const old = await submitSchaden(site);
    const page = await request(site.app).get(`/intranet/eingaenge/${old}`).set('cookie', sabine);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.text)![1]!;
    await request(site.app)
      .post(`/intranet/eingaenge/${old}`)
      .type('form')
      .set('cookie', sabine)
      .send({ _csrf: csrf, _aktion: 'status', status: 'erledigt' })
      .expect(303);
    const { uuid } = (await firstRow<{ uuid: string }>(db, 'SELECT uuid FROM eingang WHERE referenz = ?', old))!;
    const dir = path.join(site.dataDir, 'eingaenge', uuid);
    expect(fs.existsSync(path.join(dir, '1.jpg'))).toBe(true);

    const store = await openSiteStore(site.config);
    try {
      const at = (days: number) => ({ db: store.db, filesDir: site.dataDir, now: () => new Date(Date.now() + days * 86_400_000) });
      // 179 days later: kept; the one still in progress too.
      expect((await sweep(at(179), 180)).eingaenge).toBe(0);
      expect(fs.existsSync(dir)).toBe(true);
      // 181 days later: the handled one is gone with its photos, the others stay.
      expect((await sweep(at(181), 180)).eingaenge).toBe(1);
      expect(await firstRow(db, 'SELECT COUNT(*) AS n FROM eingang WHERE referenz = ?', old)).toEqual({ n: 0 });
      expect(await firstRow(db, 'SELECT COUNT(*) AS n FROM eingang_foto f LEFT JOIN eingang e ON e.id = f.eingang_id WHERE e.id IS NULL')).toEqual({ n: 0 });
      expect(fs.existsSync(dir)).toBe(false);
      expect(await firstRow(db, 'SELECT COUNT(*) AS n FROM eingang WHERE referenz = ?', ref)).toEqual({ n: 1 });
      expect((await request(site.app).get(`/intranet/eingaenge/${old}`).set('cookie', sabine)).status).toBe(404);
    } finally {
      await store.close();
    }
  });
});

describe('outbox over SMTP', () => {
  it('sends the office e-mail and the confirmation with a copy through the worker, marks them sent, and retries with growing pauses', async () => {
    const smtp = await startSmtp();
    const site = await testApp({ env: { TRUST_PROXY: 'loopback', SMTP_URL: smtp.url, SMTP_FROM: 'Website <website@musterstadt.de>' } });
    try {
      const v = await openForm(site.app, KONTAKT.pfad);
      const started = Date.now();
      const res = await postForm(site.app, KONTAKT.pfad, v, { ...hidden(v), ...validKontakt });
      expect(res.status).toBe(303);
      const ref = refOf(res.headers.location);
      const received = await smtp.waitFor(2, () => true, 10_000);
      expect(received).toHaveLength(2);
      const office = received.find((m) => m.to[0] === 'buergerbuero@musterstadt.de')!;
      expect(office.from).toBe('website@musterstadt.de');
      expect(office.data).toContain(ref);
      expect(office.headers['reply-to']).toBe('juergen.weiss@example.org');
      // The citizen's confirmation: the number, a copy of what was sent, answers go to the office.
      const copy = received.find((m) => m.to[0] === 'juergen.weiss@example.org')!;
      expect(copy.subject).toBe(`Eingangsbestätigung ${ref}: Kontaktformular`);
      expect(copy.headers['reply-to']).toBe('buergerbuero@musterstadt.de');
      for (const t of [copy.text, copy.html!]) {
        expect(t).toContain(ref);
        expect(t).toContain('Frage zur Grünschnittabfuhr');
        expect(t).toContain('Wann wird der Grünschnitt abgeholt?');
        expect(t).toContain('Jürgen Weiß');
      }
      expect(copy.text).toContain('Guten Tag Jürgen Weiß,');
      expect(copy.attachments.map((a) => [a.cid, a.contentType])).toEqual([['wappen@stadt', 'image/png']]);
      expect(Date.now() - started).toBeLessThan(10_000);
      const db = await openSiteStore(site.config);
      try {
        let row: { status: string; gesendet: string | null; versuche: number } | undefined;
        for (let i = 0; i < 100; i++) {
          row = await firstRow<typeof row>(
            db,
            "SELECT p.status, p.gesendet, p.versuche FROM postausgang p JOIN eingang e ON p.bezug = 'eingang:' || e.id WHERE e.referenz = ? AND p.an = 'buergerbuero@musterstadt.de'",
            ref,
          );
          if (row?.status === 'gesendet') break;
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(row).toMatchObject({ status: 'gesendet', versuche: 1 });
        expect(row!.gesendet).toBeTruthy();
      } finally {
        await db.close();
      }
    } finally {
      await site.cleanup();
      await smtp.close();
    }
    // Back-off: 30 s, 1 min, 2 min, …, never more than 6 h.
    expect([1, 2, 3, 4].map(pauseAfter)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(pauseAfter(30)).toBe(6 * 60 * 60_000);
  });

  it('a mail server that refuses keeps the mail queued with the error and a later attempt, and the answer is not delayed', async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        const err = new Error('Postfach voll') as Error & { responseCode: number };
        err.responseCode = 452;
        callback(err);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const site = await testApp({ env: { TRUST_PROXY: 'loopback', SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const db = await openSiteStore(site.config);
    try {
      const v = await openForm(site.app, KONTAKT.pfad);
      const res = await postForm(site.app, KONTAKT.pfad, v, { ...hidden(v), ...validKontakt });
      expect(res.status).toBe(303);
      const ref = refOf(res.headers.location);
      let row: { status: string; versuche: number; letzter_fehler: string | null; naechster_versuch: string } | undefined;
      for (let i = 0; i < 200; i++) {
        row = await firstRow<typeof row>(
          db,
          "SELECT p.status, p.versuche, p.letzter_fehler, p.naechster_versuch FROM postausgang p JOIN eingang e ON p.bezug = 'eingang:' || e.id WHERE e.referenz = ? AND p.an = 'buergerbuero@musterstadt.de'",
          ref,
        );
        if (row && row.versuche > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(row).toMatchObject({ status: 'wartend', versuche: 1 });
      expect(row!.letzter_fehler).toMatch(/Postfach voll/);
      expect(Date.parse(row!.naechster_versuch) - Date.now()).toBeGreaterThan(20_000);
    } finally {
      await db.close();
      await site.cleanup();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
