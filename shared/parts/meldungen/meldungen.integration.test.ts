import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/helpers/app';
import { pageText } from '../../../tests/helpers/html';
import { SABINE, csrfIn, freshIp, hidden, loginAs, openForm, photo, postMultipart, refOf } from '../../../tests/helpers/formulare';
import { startSmtp, type TestSmtp } from '../../../tests/helpers/smtp';
import { firstRow, openSiteStore } from '../../../tests/helpers/store';
import type { OpenedDb } from '../../../server/cms/db';
import { sessionSecret } from '../../../server/config';
import { sealer } from '../../../server/session/seal';
import type { CmsContext } from '../../../server/cms/contract/implement';
import { SCHADENSMELDUNG } from '../eingaenge/formulare/definitions';
import { sendQuestionnaires } from './store/umfrage';
import { workingDaysAnswered } from './store/api';
import { NACHFOLGER, work as kategorienUmstellen } from './store/kategorien-umstellen';
import { fingerprint, rowKey } from '../../../server/cms/seed/ledger';

/**
 * Public reports (issue 28 items 3–5): nothing is public before staff approve it; status mails reach
 * the reporter and a confirmed neighbour over SMTP; the neighbour's confirmation expires after 7 days;
 * "Ist es behoben? Nein" reopens; a merge moves the subscribers; the feeds and the GET filters; the
 * dashboard counts Baden-Württemberg's working days.
 */
type Site = Awaited<ReturnType<typeof testApp>>;

const DAY = 86_400_000;
const REPORTER = 'melderin@example.org';
const NACHBAR = 'nachbar@example.org';

describe('public reports /rathaus/meldungen', { timeout: 60_000 }, () => {
  let site: Site;
  let db: OpenedDb;
  let smtp: TestSmtp;
  let sabine: string;
  /** The site's clock: real time, moved on by `offset` where a test needs days or weeks to pass. */
  let offset = 0;
  const now = () => new Date(Date.now() + offset);

  async function submit(extra: Record<string, string> = {}) {
    const v = await openForm(site.app, SCHADENSMELDUNG.pfad);
    const res = await postMultipart(
      site.app,
      SCHADENSMELDUNG.pfad,
      v,
      {
        ...hidden(v),
        kategorie: 'strassenbeleuchtung',
        ort: 'Amselweg 7',
        beschreibung: 'Leuchte dunkel. Ich bin Erika Mustermann, Tel. 0761 123456.',
        bemerkt: '2026-11-20',
        name: 'Erika Mustermann',
        email: REPORTER,
        ...extra,
      },
      [{ field: 'fotos', name: 'leuchte.jpg', content: await photo(), type: 'image/jpeg' }],
    );
    if (res.status !== 303) throw new Error(`${res.status}: ${pageText(/st-form__summary[\s\S]{0,2000}/.exec(res.text)?.[0] ?? res.text.slice(0, 500))}`);
    const ref = refOf(res.headers.location);
    const row = await firstRow<{ id: number }>(db, 'SELECT m.id FROM meldung m JOIN eingang e ON e.id = m.eingang_id WHERE e.referenz = ?', ref);
    expect(row).toBeTruthy();
    return Number(row!.id);
  }

  async function staff(id: number, fields: Record<string, string>) {
    const page = await request(site.app).get(`/intranet/meldungen/${id}`).set('cookie', sabine);
    expect(page.status).toBe(200);
    return request(site.app)
      .post(`/intranet/meldungen/${id}`)
      .type('form')
      .set('cookie', sabine)
      .send({ _csrf: csrfIn(page.text), ...fields });
  }

  /** "Ich bin auch betroffen" on the public page, as a browser without JavaScript sends it. */
  async function betroffen(id: number, email: string) {
    const ip = freshIp();
    const page = await request(site.app).get(`/rathaus/meldungen/${id}`).set('x-forwarded-for', ip);
    expect(page.status).toBe(200);
    return request(site.app)
      .post(`/rathaus/meldungen/${id}`)
      .type('form')
      .set('x-forwarded-for', ip)
      .send({ _csrf: csrfIn(page.text), email });
  }

  const linkIn = (text: string, path: string) => new RegExp(`https?://[^\\s]+${path}/[A-Za-z0-9_-]+(?:\\?antwort=(?:ja|nein))?`).exec(text)?.[0] ?? '';
  const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

  beforeAll(async () => {
    smtp = await startSmtp();
    site = await testApp({ now, env: { TRUST_PROXY: 'loopback', SMTP_URL: smtp.url, SMTP_FROM: 'Website <website@musterstadt.de>' } });
    db = await openSiteStore(site.config);
    sabine = await loginAs(site.app, SABINE.email, SABINE.passwort);
  });
  afterAll(async () => {
    await db.close();
    await site.cleanup();
    await smtp.close();
  });

  it('creates the report with its submission, and shows nothing of it before staff approve; then only the approved text and the approved (blurred) photo', async () => {
    const id = await submit();
    const row = await firstRow<{ status: string; freigegeben: string | null; kategorie: string; ortsteil: string | null }>(
      db,
      'SELECT status, freigegeben, kategorie, ortsteil FROM meldung WHERE id = ?',
      id,
    );
    expect(row).toMatchObject({ status: 'eingegangen', freigegeben: null, kategorie: 'beleuchtung', ortsteil: 'Kernstadt' });

    expect((await request(site.app).get(`/rathaus/meldungen/${id}`)).status).toBe(404);
    const list = await request(site.app).get('/rathaus/meldungen/');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(`/rathaus/meldungen/${id}"`);
    expect((await request(site.app).get('/feeds/meldungen.xml')).text).not.toContain(`/rathaus/meldungen/${id}<`);
    // Status changes of a report not yet public show nothing either.
    expect((await staff(id, { aktion: 'status', status: 'in_bearbeitung' })).status).toBe(303);
    expect((await request(site.app).get(`/rathaus/meldungen/${id}`)).status).toBe(404);

    // Approval with an edited text: the public sees that text, never the name, phone or e-mail.
    expect((await staff(id, { aktion: 'freigeben', text: '' })).status).toBe(422);
    expect((await staff(id, { aktion: 'freigeben', text: 'Straßenleuchte dunkel.' })).status).toBe(303);
    const page = await request(site.app).get(`/rathaus/meldungen/${id}`);
    expect(page.status).toBe(200);
    const text = pageText(page.text);
    expect(text).toContain('Straßenleuchte dunkel.');
    expect(text).toContain('In Bearbeitung');
    for (const secret of ['Erika', 'Mustermann', '0761', REPORTER]) expect(page.text).not.toContain(secret);
    expect(page.text).not.toMatch(/\/api\/cms\/medien\/meldung-/);

    // The photo is public only once approved, blurred on request, without metadata.
    const foto = await firstRow<{ id: number }>(db, 'SELECT id FROM meldung_foto WHERE meldung_id = ?', id);
    expect((await staff(id, { aktion: 'foto', foto: `${foto!.id}:verpixeln` })).status).toBe(303);
    const shown = await request(site.app).get(`/rathaus/meldungen/${id}`);
    const src = /src="(\/api\/cms\/medien\/meldung-[^"]+)"/.exec(shown.text)?.[1];
    expect(src).toBeTruthy();
    const key = /medien\/(meldung-[^.?"]+)/.exec(src!)![1]!;
    const medium = await firstRow<{ datei: string }>(db, 'SELECT datei FROM medium WHERE key = ?', key);
    expect(medium).toBeTruthy();
    const image = await request(site.app)
      .get(`/api/cms/medien/${key}.jpg`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(image.status).toBe(200);
    const meta = await sharp(image.body as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    // Dropped: gone from the page and from the media list.
    expect((await staff(id, { aktion: 'foto', foto: `${foto!.id}:verwerfen` })).status).toBe(303);
    expect((await request(site.app).get(`/rathaus/meldungen/${id}`)).text).not.toContain(key);
    expect(await firstRow(db, 'SELECT key FROM medium WHERE key = ?', key)).toBeUndefined();
  });

  it('mails the reporter and a confirmed neighbour on a status change and an answer, with a one-click unsubscribe (RFC 8058); the confirmation link expires after 7 days', async () => {
    const id = await submit();
    expect((await staff(id, { aktion: 'freigeben', text: 'Leuchte dunkel.' })).status).toBe(303);

    // A neighbour subscribes: one confirmation mail, nothing else until confirmed.
    const sub = await betroffen(id, NACHBAR);
    expect(sub.status).toBe(303);
    expect(sub.headers.location).toBe(`/rathaus/meldungen/${id}?abo=gesendet#betroffen`);
    const [bestaetigung] = await smtp.waitFor(1, (m) => m.to.includes(NACHBAR) && m.subject.includes(`Nr. ${id}`) && m.subject.startsWith('Bitte bestätigen'));
    const confirm = linkIn(bestaetigung!.text, '/rathaus/meldungen/bestaetigen');
    expect(confirm).toBeTruthy();
    // An invalid address keeps what was typed, with a German message.
    const bad = await betroffen(id, 'nachbar@');
    expect(bad.status).toBe(422);
    expect(pageText(bad.text)).toContain('gültige E-Mail-Adresse');
    expect(bad.text).toContain('value="nachbar@"');

    // Eight days later the link has expired and subscribes nobody.
    offset = 8 * DAY;
    const expired = await request(site.app).get(local(confirm));
    offset = 0;
    expect(expired.status).toBe(200);
    expect(pageText(expired.text)).toContain('abgelaufen');
    const abo = await firstRow<{ bestaetigt: string | null }>(db, 'SELECT bestaetigt FROM meldung_abo WHERE meldung_id = ? AND email = ?', id, NACHBAR);
    expect(abo!.bestaetigt).toBeNull();
    // Within 7 days it confirms; a forged link is a 404.
    expect(pageText((await request(site.app).get(local(confirm))).text)).toContain('Anmeldung bestätigt');
    const forged = local(confirm).replace(/(bestaetigen\/.{10})(.)/, (_m, a: string, c: string) => `${a}${c === 'A' ? 'B' : 'A'}`);
    expect((await request(site.app).get(forged)).status).toBe(404);

    const before = smtp.received.length;
    expect((await staff(id, { aktion: 'status', status: 'erledigt' })).status).toBe(303);
    const status = await smtp.waitFor(2, (m) => m.subject === `Meldung Nr. ${id}: Status „Erledigt“`);
    expect(status.map((m) => m.to[0]).sort()).toEqual([NACHBAR, REPORTER].sort());
    for (const m of status) {
      expect(m.text).toContain(`/rathaus/meldungen/${id}`);
      expect(m.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/rathaus\/meldungen\/abmelden\/[A-Za-z0-9_-]+>$/);
      expect(m.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    }
    const abgemeldet = () => firstRow<{ abgemeldet: string | null }>(db, 'SELECT abgemeldet FROM meldung_abo WHERE meldung_id = ? AND email = ?', id, NACHBAR);

    // The header's address is the mail's link. A GET (a mail scanner) shows the button and ends nothing.
    const nachbarMail = status.find((m) => m.to[0] === NACHBAR)!;
    const unsubscribe = /^<([^>]+)>$/.exec(nachbarMail.headers['list-unsubscribe']!)![1]!;
    expect(nachbarMail.text).toContain(unsubscribe);
    const form = await request(site.app).get(local(unsubscribe));
    expect(form.status).toBe(200);
    expect(pageText(form.text)).toContain('Ja, abmelden');
    expect((await abgemeldet())!.abgemeldet).toBeNull();
    // RFC 8058: the mail program's one-click POST, without cookie or form token, from another origin: 200, never a redirect.
    const oneClick = await request(site.app).post(local(unsubscribe)).type('form').set('origin', 'https://mail.example.net').send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(pageText(oneClick.text)).toContain('Sie sind abgemeldet und erhalten keine E-Mails mehr zu dieser Meldung.');
    expect((await abgemeldet())!.abgemeldet).not.toBeNull();
    // A forged address ends nothing.
    const forgedOff = local(unsubscribe).replace(/(abmelden\/.{10})(.)/, (_m, a: string, c: string) => `${a}${c === 'A' ? 'B' : 'A'}`);
    expect((await request(site.app).post(forgedOff).type('form').send('List-Unsubscribe=One-Click')).status).toBe(404);
    expect((await staff(id, { aktion: 'antwort', antwort: 'Die Leuchte ist repariert.' })).status).toBe(303);
    const answer = await smtp.waitFor(1, (m) => m.subject === `Meldung Nr. ${id}: Antwort der Stadt`);
    expect(answer.map((m) => m.to[0])).toEqual([REPORTER]);
    expect(answer[0]!.text).toContain('Die Leuchte ist repariert.');
    expect(smtp.received.length).toBeGreaterThan(before);
  });

  it('asks "Ist es behoben?" four weeks after "erledigt", once; "Nein" without JavaScript and login reopens the report with a note to staff', async () => {
    const id = await submit();
    expect((await staff(id, { aktion: 'freigeben', text: 'Leuchte dunkel.' })).status).toBe(303);
    expect((await staff(id, { aktion: 'status', status: 'erledigt' })).status).toBe(303);
    const secret = sessionSecret(site.config);
    const ctx = { db: db.db, now, sealer: (p: string, o?: { stable?: boolean }) => sealer(secret, p, o) } as unknown as CmsContext;
    // The site's clock moves on (its outbox sends what is due by it), and back at the end.
    try {
      offset = 3 * 7 * DAY;
      expect(await sendQuestionnaires(ctx, 'https://www.musterstadt.de')).toBe(0);
      expect(await firstRow(db, 'SELECT umfrage FROM meldung WHERE id = ? AND umfrage IS NOT NULL', id)).toBeUndefined();
      offset = 5 * 7 * DAY;
      expect(await sendQuestionnaires(ctx, 'https://www.musterstadt.de')).toBeGreaterThanOrEqual(1);
      expect(await firstRow(db, 'SELECT umfrage FROM meldung WHERE id = ? AND umfrage IS NOT NULL', id)).toBeTruthy();
      offset = 6 * 7 * DAY;
      expect(await sendQuestionnaires(ctx, 'https://www.musterstadt.de')).toBe(0);
      await umfrage(id);
    } finally {
      offset = 0;
    }
    const intern = pageText((await request(site.app).get(`/intranet/meldungen/${id}`).set('cookie', sabine)).text);
    expect(intern).toContain('Umfrage: nicht behoben');
    expect(intern).toContain('Leuchtet immer noch nicht.');
  });

  async function umfrage(id: number) {
    const [mail] = await smtp.waitFor(1, (m) => m.subject === `Meldung Nr. ${id}: Ist es behoben?`);
    expect(mail!.to).toEqual([REPORTER]);
    const nein = linkIn(mail!.text.split('Nein, es ist nicht behoben:')[1]!, '/rathaus/meldungen/behoben');
    expect(nein).toMatch(/\?antwort=nein$/);
    const page = await request(site.app).get(local(nein));
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/value="nein"[^>]*checked|checked[^>]*value="nein"/);
    const res = await request(site.app)
      .post(local(nein).split('?')[0]!)
      .type('form')
      .send({ _csrf: csrfIn(page.text), behoben: 'nein', kommentar: 'Leuchtet immer noch nicht.' });
    expect(res.status).toBe(303);
    const row = await firstRow<{ status: string }>(db, 'SELECT status FROM meldung WHERE id = ?', id);
    expect(row!.status).toBe('in_bearbeitung');
    const pub = pageText((await request(site.app).get(`/rathaus/meldungen/${id}`)).text);
    expect(pub).toContain('nicht behoben');
    expect(pub).not.toContain('Leuchtet immer noch nicht.');
    const mails = smtp.received.filter((m) => m.subject === `Meldung Nr. ${id}: Ist es behoben?`);
    expect(mails).toHaveLength(1);
  }

  it('merges a duplicate into another report: its page leads there, it leaves the list, its subscribers follow', async () => {
    const ziel = await submit({ email: 'ziel@example.org' });
    const doppelt = await submit({ email: 'doppelt@example.org' });
    for (const id of [ziel, doppelt]) expect((await staff(id, { aktion: 'freigeben', text: 'Leuchte dunkel.' })).status).toBe(303);
    expect((await staff(doppelt, { aktion: 'zusammenfuehren', ziel: String(doppelt) })).status).toBe(409);
    expect((await staff(doppelt, { aktion: 'zusammenfuehren', ziel: 'abc' })).status).toBe(422);
    expect((await staff(doppelt, { aktion: 'zusammenfuehren', ziel: String(ziel) })).status).toBe(303);
    const old = await request(site.app).get(`/rathaus/meldungen/${doppelt}`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(`/rathaus/meldungen/${ziel}`);
    expect((await request(site.app).get('/rathaus/meldungen/')).text).not.toContain(`/rathaus/meldungen/${doppelt}"`);
    expect((await staff(ziel, { aktion: 'status', status: 'in_bearbeitung' })).status).toBe(303);
    const mails = await smtp.waitFor(2, (m) => m.subject === `Meldung Nr. ${ziel}: Status „In Bearbeitung“`);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['doppelt@example.org', 'ziel@example.org']);
  });

  it('filters the list and the map by category, status and district with GET, and feeds new and changed reports per district', async () => {
    // The demo's approved reports: several districts and statuses.
    const all = pageText((await request(site.app).get('/rathaus/meldungen/')).text);
    expect(all).toContain('Bombach');
    const bombach = await request(site.app).get('/rathaus/meldungen/?ortsteil=Bombach');
    expect(bombach.status).toBe(200);
    const b = pageText(bombach.text);
    expect(b).toContain('Weinstraße 20');
    expect(b).not.toContain('Amselweg 12');
    expect(bombach.text).toContain('href="/feeds/meldungen-bombach.xml"');
    const erledigt = pageText((await request(site.app).get('/rathaus/meldungen/?status=erledigt&kategorie=muell')).text);
    expect(erledigt).toContain('Waldweg hinter der Sporthalle');
    expect(erledigt).not.toContain('Lindenplatz');
    const map = await request(site.app).get('/rathaus/meldungen/?ansicht=karte&ortsteil=Bombach');
    expect(map.status).toBe(200);
    expect(map.text).toMatch(/<image href="\/karte\/karte\.svg\?[^"]+"/);
    expect(map.text).toMatch(/<a href="\/rathaus\/meldungen\/\d+" aria-label="Meldung Nr\. \d+: [^"]*Weinstraße 20, In Bearbeitung"/);
    expect((await request(site.app).get('/rathaus/meldungen/?status=verloren')).status).toBe(200);

    const feed = await request(site.app).get('/feeds/meldungen-bombach.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.text).toContain('Weinstraße 20');
    expect(feed.text).not.toContain('Amselweg');
    expect((await request(site.app).get('/feeds/meldungen.xml')).text).toContain('Amselweg 12');
  });

  it('demo reports stand under the base categories; the open ones take "Ich bin auch betroffen" (their demo submission); a report whose submission is deleted answers 409', async () => {
    const alt = Object.keys(NACHFOLGER);
    expect(await firstRow(db, `SELECT id FROM meldung WHERE kategorie IN (${alt.map(() => '?').join(', ')})`, ...alt)).toBeUndefined();
    expect(
      await firstRow(db, 'SELECT m.id FROM meldung m LEFT JOIN meldekategorie k ON k.schluessel = m.kategorie WHERE k.schluessel IS NULL'),
    ).toBeUndefined();
    const demo = await firstRow<{ id: number; referenz: string }>(
      db,
      "SELECT m.id, e.referenz FROM meldung m JOIN eingang e ON e.id = m.eingang_id WHERE m.adresse = 'Weinstraße 20'",
    );
    expect(demo?.referenz).toMatch(/^SM-\d{4}-\d{6}$/);
    const sub = await betroffen(Number(demo!.id), 'demo-nachbar@example.org');
    expect(sub.status).toBe(303);
    await smtp.waitFor(1, (m) => m.to.includes('demo-nachbar@example.org') && m.subject === `Bitte bestätigen: Nachrichten zu Meldung Nr. ${demo!.id}`);
    // A done demo report is shown as after the retention sweep: no submission, no new subscriber.
    const done = await firstRow<{ id: number }>(db, "SELECT id FROM meldung WHERE adresse = 'Lindenplatz' AND eingang_id IS NULL");
    expect((await betroffen(Number(done!.id), 'demo-spaet@example.org')).status).toBe(409);

    // After the retention sweep (its submission deleted) a report takes no new subscriber, and says so.
    const id = await submit({ email: 'geloescht@example.org' });
    expect((await staff(id, { aktion: 'freigeben', text: 'Leuchte dunkel.' })).status).toBe(303);
    const { eingang_id } = (await firstRow<{ eingang_id: number }>(db, 'SELECT eingang_id FROM meldung WHERE id = ?', id))!;
    await db.raw.query('DELETE FROM eingang WHERE id = ?', [eingang_id]);
    const closed = await betroffen(id, 'spaet@example.org');
    expect(closed.status).toBe(409);
    expect(pageText(closed.text)).toContain('keine Benachrichtigungen mehr bestellen');
    expect(closed.text).toContain('value="spaet@example.org"');
  });

  it("moves reports under the first release's keys to their successors, the demo ledger's fingerprint with them", async () => {
    const zeit = new Date().toISOString();
    const row = await db.db
      .insertInto('meldung')
      .values({
        eingang_id: null,
        kategorie: 'baum',
        lat: null,
        lon: null,
        adresse: 'Weinstraße 2',
        ortsteil: null,
        status: 'eingegangen',
        text_oeffentlich: null,
        antwort: null,
        freigegeben: null,
        zusammengefuehrt_in: null,
        amt_id: null,
        beantwortet: null,
        erledigt_am: null,
        umfrage: null,
        erstellt: zeit,
        geaendert: zeit,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = (await db.db.selectFrom('meldung').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()) as Record<string, unknown>;
    const columns = Object.keys(before).sort();
    const key = rowKey(before, ['id']);
    await db.db
      .insertInto('demo_zeile')
      .values({ tabelle: 'meldung', schluessel: key, spalten: columns.join(','), fingerabdruck: fingerprint(before, columns) })
      .execute();
    await kategorienUmstellen.run({ db: db.db, dataDir: site.dataDir, now: new Date(), demoUsers: false });
    const after = (await db.db.selectFrom('meldung').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()) as Record<string, unknown>;
    expect(after.kategorie).toBe('gruenflaechen');
    const entry = await db.db
      .selectFrom('demo_zeile')
      .select('fingerabdruck')
      .where('tabelle', '=', 'meldung')
      .where('schluessel', '=', key)
      .executeTakeFirstOrThrow();
    expect(entry.fingerabdruck).toBe(fingerprint(after, columns));
    await db.db.deleteFrom('demo_zeile').where('tabelle', '=', 'meldung').where('schluessel', '=', key).execute();
    await db.db.deleteFrom('meldung').where('id', '=', row.id).execute();
  });

  it('refuses the staff pages without the role and a write without CSRF token', async () => {
    const id = await submit();
    const anon = await request(site.app).get(`/intranet/meldungen/${id}`);
    expect([302, 303]).toContain(anon.status);
    expect(
      (await request(site.app).post(`/intranet/meldungen/${id}`).type('form').set('cookie', sabine).send({ aktion: 'status', status: 'erledigt' })).status,
    ).toBe(403);
    const paul = await loginAs(site.app, 'paul.brenner@musterstadt.de', 'Demo#Intranet2026');
    expect((await request(site.app).get(`/intranet/meldungen/${id}`).set('cookie', paul)).status).toBe(403);
    expect((await request(site.app).get('/intranet/meldungen').set('cookie', paul)).status).toBe(403);
  });

  it('counts "answered within 3 working days" on Baden-Württemberg working days and holidays', async () => {
    // Friday 18 Dec 2026: three working days are Mon 21, Tue 22, Wed 23 Dec.
    expect(workingDaysAnswered('2026-12-18T09:00:00.000Z', '2026-12-23T15:00:00.000Z', '2026-12-30')).toBe('rechtzeitig');
    expect(workingDaysAnswered('2026-12-18T09:00:00.000Z', '2026-12-24T09:00:00.000Z', '2026-12-30')).toBe('verspaetet');
    // Wed 23 Dec: 24 Dec is a working day, 25/26 Dec holidays, 27 Sunday: the third is Mon 28 Dec.
    expect(workingDaysAnswered('2026-12-23T09:00:00.000Z', '2026-12-28T09:00:00.000Z', '2026-12-30')).toBe('rechtzeitig');
    // Tue 5 Jan 2027: 6 Jan (Epiphany) is a holiday in Baden-Württemberg: the third is Mon 11 Jan, not Fri 8 Jan.
    expect(workingDaysAnswered('2027-01-05T09:00:00.000Z', '2027-01-11T09:00:00.000Z', '2027-01-20')).toBe('rechtzeitig');
    expect(workingDaysAnswered('2027-01-05T09:00:00.000Z', '2027-01-12T09:00:00.000Z', '2027-01-20')).toBe('verspaetet');
    expect(workingDaysAnswered('2027-01-05T09:00:00.000Z', null, '2027-01-11')).toBe('offen');
    expect(workingDaysAnswered('2027-01-05T09:00:00.000Z', null, '2027-01-12')).toBe('ueberfaellig');
    const page = pageText((await request(site.app).get('/intranet/meldungen').set('cookie', sabine)).text);
    expect(page).toMatch(/Innerhalb von 3 Arbeitstagen beantwortet \(Arbeitstage in Baden-Württemberg, ohne Feiertage\): \d+ %/);
    expect(page).toContain('Straßenbeleuchtung');
  });
});
