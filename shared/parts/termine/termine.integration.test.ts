import request from 'supertest';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/helpers/app';
import { startSmtp, type TestSmtp } from '../../../tests/helpers/smtp';
import { PAUL, cookiesOf, csrfIn, decode, freshIp, loginAs } from '../../../tests/helpers/formulare';
import { openSiteStore } from '../../../tests/helpers/store';
import { sessionSecret } from '../../../server/config';
import { sealer } from '../../../server/session/seal';
import type { OpenedDb } from '../../../server/cms/db';
import { berlinToday } from '../../format/date';
import { longGermanDate } from '../../components/date-picker/calendar-math';
import { addDays } from '../../time/holidays';
import { erinnern, loeschen } from './store/jobs';
import { outboxSignal } from '../../../server/cms/mail/signal';
import { termineEinstellungen } from './settings';

/**
 * Appointments at the Bürgerbüro (ADR 55) without JavaScript, as plain links, GET forms and one POST:
 * book, change, cancel; the mails through a test SMTP server (the confirmation's ICS parsed with its
 * VTIMEZONE); the limits per e-mail address and per network; the staff's day; reminder and deletion.
 */
const LENA = { email: 'lena.schmid@musterstadt.de', passwort: 'Demo#Termin2026' };
const MELDEBESCHEINIGUNG = '8:1';

let site: Awaited<ReturnType<typeof testApp>>;
let smtp: TestSmtp;
let store: OpenedDb;

beforeAll(async () => {
  smtp = await startSmtp();
  site = await testApp({ env: { TRUST_PROXY: 'loopback', SMTP_URL: smtp.url } });
  store = await openSiteStore(site.config);
});

afterAll(async () => {
  await store?.close();
  await site?.cleanup();
  await smtp?.close();
});

const get = (url: string, ip = '10.9.9.9') => request(site.app).get(url).set('x-forwarded-for', ip);
const links = (html: string, prefix: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => decode(m[1]!)).filter((h) => h.startsWith(prefix));

/** The days with free times, month by month through the calendar's links, as a visitor does. */
async function freieTage(dienste: string, t = ''): Promise<string[]> {
  let url: string | undefined = `/rathaus/termine/tag?dienste=${dienste}${t ? `&t=${t}` : ''}`;
  const out: string[] = [];
  for (let i = 0; url && i < 4; i++) {
    const kalender = await get(url);
    expect(kalender.status).toBe(200);
    out.push(...links(kalender.text, '/rathaus/termine/zeit?'));
    url = [...kalender.text.matchAll(/href="([^"]+)">Nächster Monat</g)].map((m) => decode(m[1]!))[0];
  }
  return out;
}

const tagOf = (u: string) => new URL(u, 'http://x').searchParams.get('tag')!;

/** The first free time of a choice of services (after the day `ab`), walking the calendar and the day as a visitor does. */
async function ersteFreieZeit(dienste: string, ab?: string): Promise<{ tag: string; zeit: string; url: string }> {
  const tage = (await freieTage(dienste)).filter((u) => !ab || tagOf(u) > ab);
  const zeit = await get(tage[0]!);
  expect(zeit.status).toBe(200);
  const url = links(zeit.text, '/rathaus/termine/angaben?')[0]!;
  const q = new URL(url, 'http://x').searchParams;
  return { tag: q.get('tag')!, zeit: q.get('zeit')!, url };
}

/** Many free times of one day (the last steps' addresses). */
async function vieleZeiten(dienste: string): Promise<string[]> {
  for (const tag of await freieTage(dienste)) {
    const urls = links((await get(tag)).text, '/rathaus/termine/angaben?');
    if (urls.length >= 12) return urls;
  }
  throw new Error('Kein Tag mit genug freien Zeiten');
}

/** Opens the last step and sends it as a browser without JavaScript. */
async function buchen(url: string, werte: Record<string, string>, ip = freshIp()) {
  const page = await get(url, ip);
  expect(page.status).toBe(200);
  const cookie = cookiesOf(page)
    .map((c) => c.split(';')[0])
    .join('; ');
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page.text)?.[1] ?? '';
  return request(site.app)
    .post('/rathaus/termine/angaben')
    .type('form')
    .set('cookie', cookie)
    .set('x-forwarded-for', ip)
    .send({ _csrf: csrfIn(page.text), dienste: hidden('dienste'), tag: hidden('tag'), zeit: hidden('zeit'), t: hidden('t'), ...werte });
}

const linkOf = (location: string | undefined) => /\/rathaus\/termine\/t\/([A-Za-z0-9_-]+)/.exec(location ?? '')?.[1] ?? '';

describe('the wider site', () => {
  it('the Bürgerbüro page shows the next free time, a bookable procedure has "Termin vereinbaren", the privacy page says when booking data goes', async () => {
    const frei = await ersteFreieZeit(MELDEBESCHEINIGUNG);
    const amt = decode((await get('/rathaus/fachaemter/buergerbuero_49')).text);
    expect(amt).toContain(`Nächster freier Termin: ${longGermanDate(frei.tag)}, ${Number(frei.zeit.slice(0, 2))}:${frei.zeit.slice(3)} Uhr`);
    expect(amt).toMatch(/href="\/rathaus\/termine\/"[^>]*>\s*Termin vereinbaren/);
    // The procedure of a bookable service (from the services' page), its button to that service.
    const start = decode((await get('/rathaus/termine/')).text);
    const verfahren = /id="dienst-8-info"[\s\S]*?Mehr dazu: <a href="([^"]+)"/.exec(start)?.[1];
    expect(verfahren).toBeDefined();
    const seite = decode((await get(verfahren!)).text);
    expect(seite).toMatch(/href="\/rathaus\/termine\/\?dienst=8"[^>]*>\s*Termin vereinbaren/);
    const datenschutz = decode((await get('/rathaus/datenschutz/')).text);
    expect(datenschutz).toContain(
      `${termineEinstellungen().loeschenNachTagen} Tage nach dem Termin löschen wir Name, E-Mail-Adresse und Telefonnummer automatisch`,
    );
  });
});

describe('booking without JavaScript', () => {
  let link = '';
  let gebucht: { tag: string; zeit: string };
  let ersteUid = '';
  let ersteSequenz = -1;
  let zweiteSequenz = -1;

  it('lists the services with what they take, and leads from the choice to the calendar with the week starting as §9 says', async () => {
    const start = await get('/rathaus/termine/');
    expect(start.status).toBe(200);
    const text = decode(start.text);
    expect(text).toContain('Personalausweis beantragen');
    expect(text).toContain('Für wie viele Personen?');
    // The services' GET form: checkboxes and people, turned into the step's address.
    const weiter = await get('/rathaus/termine/tag?d=1&p1=2&d=8');
    expect(weiter.status).toBe(303);
    expect(weiter.headers.location).toBe('/rathaus/termine/tag?dienste=1%3A2.8%3A1');
    const kalender = await get('/rathaus/termine/tag?dienste=1:2.8:1');
    expect(kalender.status).toBe(200);
    const k = decode(kalender.text);
    // 20 + 15 (a second person) + 10 minutes, on the 10-minute grid.
    expect(k).toContain('etwa 50 Minuten');
    expect(k).toMatch(/<th scope="col"><abbr title="Montag">Mo<\/abbr><\/th><th scope="col"><abbr title="Dienstag">/);
    // Nothing today, nothing on a Sunday.
    const tage = (await freieTage('1:2.8:1')).map(tagOf);
    expect(tage.length).toBeGreaterThan(20);
    expect(tage.every((t) => t > berlinToday())).toBe(true);
    expect(tage.every((t) => new Date(`${t}T12:00:00Z`).getUTCDay() !== 0)).toBe(true);
    // An unknown service sends back to the choice.
    expect((await get('/rathaus/termine/tag?dienste=999:1')).status).toBe(303);
  });

  it('books: a refused form keeps every value, the booking is stored before the confirmation, which shows it only behind the sealed link', async () => {
    const frei = await ersteFreieZeit(MELDEBESCHEINIGUNG);
    const ip = freshIp();
    const leer = await buchen(frei.url, { name: '', email: 'kein-at', telefon: '0761 12345' }, ip);
    expect(leer.status).toBe(422);
    expect(decode(leer.text)).toContain('Bitte geben Sie Ihren Namen an.');
    expect(leer.text).toContain('value="kein-at"');
    expect(leer.text).toContain('value="0761 12345"');

    const res = await buchen(frei.url, { name: 'Anna Beispiel', email: 'Anna@Example.org', telefon: '0761 12345' }, ip);
    expect(res.status).toBe(303);
    link = linkOf(res.headers.location);
    expect(link).not.toBe('');
    gebucht = frei;
    const row = (
      await store.raw.query<{ name: string; email: string; status: string }>("SELECT name, email, status FROM termin WHERE name = 'Anna Beispiel'", [])
    )[0];
    expect(row).toEqual({ name: 'Anna Beispiel', email: 'anna@example.org', status: 'gebucht' });

    const page = await get(res.headers.location!);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toMatch(/no-store/);
    const text = decode(page.text);
    expect(text).toContain('Ihr Termin ist gebucht');
    expect(text).toContain('Anna Beispiel');
    expect(text).toContain('Personalausweis oder Reisepass');
    // A link that is not sealed by the site shows nothing.
    expect((await get(`/rathaus/termine/t/${link.slice(0, -4)}AAAA`)).status).toBe(404);
    // The time is taken now: the day's list no longer offers it at the first counter's… for online bookings it is one less.
  });

  it('mails the confirmation with date, place, what to bring, the link and an ICS with VTIMEZONE', async () => {
    const [mail] = await smtp.waitFor(1, (m) => m.to.includes('anna@example.org') && m.subject.startsWith('Ihr Termin im Bürgerbüro'), 15_000);
    expect(mail!.text).toContain('Wo: Bürgerbüro, Rathaus Musterstadt, Marktplatz 1');
    expect(mail!.text).toContain('Bitte mitbringen für Meldebescheinigung:');
    expect(mail!.text).toContain(`/rathaus/termine/t/${link}`);
    const ics = mail!.attachments.find((a) => a.filename === 'termin.ics');
    expect(ics).toBeDefined();
    const cal = new ICAL.Component(ICAL.parse(ics!.content));
    const tz = cal.getFirstSubcomponent('vtimezone');
    expect(tz?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    const event = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
    ersteUid = event.uid;
    ersteSequenz = Number(event.sequence);
    expect(event.startDate.toString()).toBe(`${gebucht.tag}T${gebucht.zeit}:00`);
    expect(event.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(event.location).toContain('Marktplatz 1');
  });

  it('changes the appointment through the link: the old link stops, a new confirmation goes out', async () => {
    const tag = (await freieTage(MELDEBESCHEINIGUNG, link)).map(tagOf).find((t) => t > gebucht.tag)!;
    const zeit = await get(`/rathaus/termine/zeit?dienste=${MELDEBESCHEINIGUNG}&tag=${tag}&t=${link}`);
    const url = links(zeit.text, '/rathaus/termine/angaben?').at(-1)!;
    const bestaetigen = await get(url);
    expect(decode(bestaetigen.text)).toContain('Termin verlegen');
    expect(bestaetigen.text).not.toContain('name="email"');
    const res = await buchen(url, {});
    expect(res.status).toBe(303);
    const neu = linkOf(res.headers.location);
    expect(neu).not.toBe(link);
    expect((await get(`/rathaus/termine/t/${link}`)).status).toBe(404);
    const page = decode((await get(`/rathaus/termine/t/${neu}?neu=verlegt`)).text);
    expect(page).toContain('Ihr Termin ist verlegt');
    const [mail] = await smtp.waitFor(1, (m) => m.to.includes('anna@example.org') && m.subject.startsWith('Ihr Termin wurde verlegt'), 15_000);
    expect(mail!.text).toContain(`/rathaus/termine/t/${neu}`);
    // The calendar entry moves: the same event (UID) at the new time, with its time zone.
    const cal = new ICAL.Component(ICAL.parse(mail!.attachments.find((a) => a.filename === 'termin.ics')!.content));
    expect(cal.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    const event = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
    const q = new URL(url, 'http://x').searchParams;
    expect(event.startDate.toString()).toBe(`${q.get('tag')}T${q.get('zeit')}:00`);
    expect(event.uid).toBe(ersteUid);
    // A higher SEQUENCE than the first confirmation's, so calendar programs replace their copy.
    expect(Number(event.sequence)).toBeGreaterThan(ersteSequenz);
    zweiteSequenz = Number(event.sequence);
    link = neu;
  });

  it('cancels through the link: the time is free again and a mail says so', async () => {
    const page = await get(`/rathaus/termine/t/${link}`);
    const cookie = cookiesOf(page)
      .map((c) => c.split(';')[0])
      .join('; ');
    const res = await request(site.app)
      .post(`/rathaus/termine/t/${link}`)
      .type('form')
      .set('cookie', cookie)
      .set('x-forwarded-for', '10.9.9.9')
      .send({ _csrf: csrfIn(page.text), _aktion: 'absagen' });
    expect(res.status).toBe(303);
    const after = decode((await get(res.headers.location!)).text);
    expect(after).toContain('Ihr Termin ist abgesagt');
    expect(after).not.toContain('Termin absagen</button>');
    const units = await store.raw.query<{ n: number }>(
      "SELECT COUNT(*) AS n FROM termin_einheit e JOIN termin t ON t.id = e.termin_id WHERE t.name = 'Anna Beispiel'",
      [],
    );
    expect(Number(units[0]!.n)).toBe(0);
    const [mail] = await smtp.waitFor(1, (m) => m.to.includes('anna@example.org') && m.subject.startsWith('Termin abgesagt'), 15_000);
    expect(mail!.text).toContain('ist abgesagt, wie Sie es gewünscht haben');
    expect(mail!.text).toContain('/rathaus/termine/tag?dienste=8:1');
    // The calendar copy of the cancellation removes the entry: same UID, higher SEQUENCE, CANCELLED.
    const cal = new ICAL.Component(ICAL.parse(mail!.attachments.find((a) => a.filename === 'termin.ics')!.content));
    const event = cal.getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('uid')).toBe(ersteUid);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(Number(event.getFirstPropertyValue('sequence'))).toBeGreaterThan(zweiteSequenz);
  });
});

describe('limits', () => {
  it('an e-mail address holds at most the configured open appointments; the polite page keeps the values', async () => {
    const max = termineEinstellungen().proEmail;
    for (let i = 0; i < max; i++) {
      const frei = await ersteFreieZeit(MELDEBESCHEINIGUNG);
      expect((await buchen(frei.url, { name: `Sammler ${i}`, email: 'sammler@example.org', telefon: '' })).status).toBe(303);
    }
    const frei = await ersteFreieZeit(MELDEBESCHEINIGUNG);
    const res = await buchen(frei.url, { name: 'Sammler X', email: 'sammler@example.org', telefon: '' });
    expect(res.status).toBe(429);
    expect(decode(res.text)).toContain(`Mit dieser E-Mail-Adresse sind schon ${max} Termine gebucht.`);
    expect(res.text).toContain('value="Sammler X"');
  });

  it('a network books at most the configured number a day', async () => {
    const ip = freshIp();
    const max = termineEinstellungen().proNetzTag;
    const zeiten = await vieleZeiten(MELDEBESCHEINIGUNG);
    for (let i = 0; i < max; i++) {
      expect((await buchen(zeiten[i]!, { name: `Netz ${i}`, email: `netz${i}@example.org`, telefon: '' }, ip)).status).toBe(303);
    }
    const res = await buchen(zeiten[max]!, { name: 'Netz X', email: 'netz-x@example.org', telefon: '' }, ip);
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(decode(res.text)).toContain('Damit niemand Termine sammelt');
    expect(res.text).toContain('value="netz-x@example.org"');
  });
});

describe('staff of the Bürgerbüro', () => {
  let cookie = '';
  let tag = '';

  beforeAll(async () => {
    cookie = await loginAs(site.app, LENA.email, LENA.passwort);
  });

  const staff = (url: string) => request(site.app).get(url).set('cookie', cookie);
  async function act(fields: Record<string, string>) {
    const page = await staff(`/intranet/termine?tag=${tag}`);
    return request(site.app)
      .post('/intranet/termine')
      .type('form')
      .set('cookie', cookie)
      .send({ _csrf: csrfIn(page.text), tag, ...fields });
  }

  it('sees the day per counter, marks arrival, and books by phone', async () => {
    const frei = await ersteFreieZeit(MELDEBESCHEINIGUNG);
    tag = frei.tag;
    expect((await buchen(frei.url, { name: 'Bernd Besuch', email: 'bernd@example.org', telefon: '' })).status).toBe(303);
    const day = await staff(`/intranet/termine?tag=${tag}`);
    expect(day.status).toBe(200);
    const text = decode(day.text);
    expect(text).toContain('Schalter 1');
    expect(text).toContain('Bernd Besuch');
    const id = /name="id" value="(\d+)"/.exec(day.text.slice(day.text.indexOf('Bernd Besuch')))?.[1];
    expect((await act({ _aktion: 'status', id: id!, status: 'erschienen' })).status).toBe(303);
    expect(decode((await staff(`/intranet/termine?tag=${tag}`)).text)).toMatch(/Bernd Besuch<\/th>.*?erschienen/s);

    const zeiten = await staff(`/intranet/termine?tag=${tag}&dienst=10&personen=1`);
    const zeit = /<option value="(\d\d:\d\d)"/.exec(zeiten.text)![1]!;
    const res = await act({ _aktion: 'telefon', dienst: '10', personen: '1', zeit, name: 'Clara Anruf', email: '', telefon: '0761 999' });
    expect(res.status).toBe(303);
    expect(decode((await staff(`/intranet/termine?tag=${tag}`)).text)).toContain('(telefonisch)');
  });

  it('blocks a period: its appointments are cancelled with a mail and a link to rebook', async () => {
    const res = await act({ _aktion: 'sperren', von: '00:00', bis: '23:59', grund: 'Stromausfall im Rathaus' });
    expect(res.status).toBe(303);
    const [mail] = await smtp.waitFor(1, (m) => m.to.includes('bernd@example.org') && m.subject.startsWith('Termin abgesagt'), 15_000);
    expect(mail!.text).toContain('Stromausfall im Rathaus');
    expect(mail!.text).toContain('/rathaus/termine/tag?dienste=8:1');
    const zeit = await get(`/rathaus/termine/zeit?dienste=${MELDEBESCHEINIGUNG}&tag=${tag}`);
    expect(decode(zeit.text)).toContain('An diesem Tag ist kein Termin mehr frei.');
  });

  it('exports the day as CSV and shows the statistics; others get 403', async () => {
    const csv = await staff(`/intranet/termine/export.csv?tag=${tag}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text).toContain('Clara Anruf');
    const stat = decode((await staff('/intranet/termine/statistik')).text);
    expect(stat).toContain('Meldebescheinigung');
    const paul = await loginAs(site.app, PAUL.email, PAUL.passwort);
    expect((await request(site.app).get('/intranet/termine').set('cookie', paul)).status).toBe(403);
    expect((await request(site.app).get(`/intranet/termine/export.csv?tag=${tag}`).set('cookie', paul)).status).toBe(403);
  });
});

describe('reminder and deletion on the store clock', () => {
  const secret = () => sessionSecret(site.config);
  const ctxAt = (now: Date) => ({ db: store.db, now: () => now, sealer: (p: string, o?: { stable?: boolean }) => sealer(secret(), p, o) });

  it('reminds the day before, once', async () => {
    const frei = await ersteFreieZeit(MELDEBESCHEINIGUNG, addDays(berlinToday(), 3));
    expect((await buchen(frei.url, { name: 'Dora Morgen', email: 'dora@example.org', telefon: '' })).status).toBe(303);
    const amVortag = new Date(`${addDays(frei.tag, -1)}T10:00:00Z`);
    expect(await erinnern(ctxAt(amVortag), 'https://www.musterstadt.de')).toBeGreaterThanOrEqual(1);
    expect(await erinnern(ctxAt(amVortag), 'https://www.musterstadt.de')).toBe(0);
    // Queued at the job's clock (the day before, ahead of the real one): due now for the site's worker,
    // which this test's own connection does not wake by itself.
    await store.db.updateTable('postausgang').set({ naechster_versuch: new Date().toISOString() }).where('betreff', 'like', 'Erinnerung%').execute();
    outboxSignal().emit('neu');
    const [mail] = await smtp.waitFor(1, (m) => m.to.includes('dora@example.org') && m.subject.startsWith('Erinnerung'), 15_000);
    expect(mail!.text).toContain('https://www.musterstadt.de/rathaus/termine/t/');
    expect(mail!.text).toContain('Wo: Bürgerbüro, Rathaus Musterstadt, Marktplatz 1');
    expect(mail!.text).toContain('Bitte mitbringen für Meldebescheinigung:');
  });

  it('deletes the personal data after the retention period; the statistics keep the counts', async () => {
    const before = await store.raw.query<{ n: number }>('SELECT COUNT(*) AS n FROM termin', []);
    const spaeter = new Date(`${addDays(berlinToday(), 7 * 9 + termineEinstellungen().loeschenNachTagen + 1)}T10:00:00Z`);
    expect(await loeschen(ctxAt(spaeter))).toBeGreaterThan(0);
    const named = await store.raw.query<{ n: number }>(
      'SELECT COUNT(*) AS n FROM termin WHERE name IS NOT NULL OR email IS NOT NULL OR telefon IS NOT NULL',
      [],
    );
    expect(Number(named[0]!.n)).toBe(0);
    const after = await store.raw.query<{ n: number }>('SELECT COUNT(*) AS n FROM termin', []);
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
    // Their mails in the outbox went with them.
    const mails = await store.raw.query<{ n: number }>("SELECT COUNT(*) AS n FROM postausgang WHERE bezug LIKE 'termin:%'", []);
    expect(Number(mails[0]!.n)).toBe(0);
  });
});
