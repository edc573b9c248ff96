import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { pageText } from '../helpers/html';
import { PAUL, SABINE, csrfIn, decode, earlier, freshIp, hidden, loginAs, openForm, postForm, postMultipart, type Visitor } from '../helpers/formulare';
import { phoneMessage, urlMessage } from '../../shared/site/validation';
import {
  FOTO_TYP_MESSAGE,
  OPTION_MESSAGE,
  PLZ_MESSAGE,
  RUBRIKEN_MAX_MESSAGE,
  RUBRIKEN_MESSAGE,
  ZUSTIMMUNG_MESSAGE,
} from '../../shared/parts/eingaenge/formulare/definitions';
import { sessionSecret } from '../../server/config';
import { sealer } from '../../server/session/seal';
import { FILE_TOO_LARGE, TOO_MANY_FILES } from '../../server/render/action-body';
import { REFUSED } from '../../server/render/page-handler';
import { BESTAETIGEN } from '../../shared/parts/eingaenge/formulare/formulare.server';
import { sweep } from '../../shared/parts/eingaenge/store/sweep';

/**
 * The business self-entry (issue "Business self-entry") without JavaScript, on one site: a new entry
 * is stored pending and is not in the directory; approval puts it into the directory, its categories'
 * pages and the site search at once, without the contact person; a change through the private link
 * waits while the published version stays, and shows against it field by field; staff edit before
 * approving, reject with a reason that goes out by e-mail, revoke and renew the link; a tampered,
 * foreign or revoked link is a 404, a removed entry's link a 404 that offers a new entry; every §5
 * url and phone case answers 422 with its exact message; the citizen forms' protections apply.
 */
type Site = Awaited<ReturnType<typeof testApp>>;
let site: Site;
let db: SQLite.Database;
let sabine: string;

const FORM = '/wirtschaft/gewerbeeintrag/';
/** The URL rule's {host}: the field's own example (never the site's internal address). */
const HOST = 'https://www.ihr-betrieb.de';

beforeAll(async () => {
  site = await testApp({ env: { TRUST_PROXY: 'loopback' } });
  db = new SQLite(path.join(site.dataDir, 'musterstadt.db'), { readonly: true });
  sabine = await loginAs(site.app, SABINE.email, SABINE.passwort);
});
afterAll(async () => {
  db.close();
  await site.cleanup();
});

const get = (url: string, cookie?: string) => {
  const r = request(site.app).get(url);
  return cookie ? r.set('cookie', cookie) : r;
};

/** Opening hours as the form's time inputs send them. */
function zeiten(days: Record<string, [string, string][]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [tag, ranges] of Object.entries(days)) {
    ranges.forEach(([von, bis], i) => {
      out[`oeffnungszeiten_${tag}_${i + 1}_von`] = von;
      out[`oeffnungszeiten_${tag}_${i + 1}_bis`] = bis;
    });
  }
  return out;
}

const werktags: [string, string][] = [
  ['06:30', '12:00'],
  ['14:00', '18:00'],
];
const HOURS = zeiten({ mo: werktags, di: werktags, mi: werktags, do: werktags, fr: werktags, sa: [['07:00', '12:00']] });

const KONTAKT = { kontakt_name: 'Erika Sonnenkorn-Privat', kontakt_email: 'erika.privat@sonnenkorn-familie.example', kontakt_telefon: '+49 171 5550123' };

function valid(name: string): Record<string, string | string[]> {
  return {
    name,
    rubriken: ['einzelhandel', 'gastronomie'],
    spezialisierung: 'Dinkelwolke und Hefezopf',
    beschreibung: 'Familienbäckerei mit Café am Marktplatz. Wir backen jeden Morgen mit Mehl aus der Bombacher Mühle.',
    strasse: 'Marktplatz 3',
    plz: '79999',
    ort: 'Musterstadt',
    telefon: '+49 7641 55501',
    fax: '+49 7641 55501-9',
    email: 'info@sonnenschein.example',
    web: 'https://www.sonnenschein.example',
    ...HOURS,
    zeiten_hinweis: 'Sonntags Brötchen von 8 bis 10 Uhr',
    ...KONTAKT,
    zustimmung: 'ja',
  };
}

const logoPng = () =>
  sharp({ create: { width: 1200, height: 400, channels: 4, background: '#e5a00d' } })
    .png()
    .toBuffer();

/** A new entry sent like a browser without JavaScript, with a logo: answers the private link. */
async function newEntry(name: string, extra: Record<string, string | string[]> = {}): Promise<{ link: string; ref: string }> {
  const v = await openForm(site.app, FORM);
  const res = await postMultipart(site.app, FORM, v, { ...hidden(v), ...valid(name), ...extra }, [
    { field: 'fotos', name: 'logo.png', content: await logoPng(), type: 'image/png' },
  ]);
  expect(res.status, decode(res.text).slice(0, 400)).toBe(303);
  const link = new RegExp(`^${FORM}([A-Za-z0-9_-]{40,})/danke$`).exec(res.headers.location ?? '')?.[1] ?? '';
  expect(link).not.toBe('');
  return { link, ref: pendingRef(link) };
}

/** The reference number of the version of an entry that waits for a decision. */
function pendingRef(link: string): string {
  const id = entryOfLink(link);
  const row = db.prepare("SELECT referenz FROM eingang WHERE eintrag_id = ? AND entscheidung IS NULL AND status != 'erledigt' ORDER BY id DESC").get(id) as
    | { referenz: string }
    | undefined;
  return row?.referenz ?? '';
}

/** The entry id inside a link, read the way the site reads it (the test knows the secret). */
function entryOfLink(link: string): number {
  const text = sealer(sessionSecret(site.config), 'eintrag-link', { stable: true }).open(link) ?? '';
  return Number(text.split(':')[1]);
}

const entry = (link: string) =>
  db.prepare('SELECT * FROM eingang_eintrag WHERE id = ?').get(entryOfLink(link)) as {
    status: string;
    felder: string | null;
    oeffentlich_id: number | null;
    oeffentlich_url: string | null;
    uuid: string;
  };

const mailsTo = (an: string) =>
  db.prepare('SELECT betreff, text, an, antwort_an FROM postausgang WHERE an = ? ORDER BY id').all(an) as {
    betreff: string;
    text: string;
    antwort_an: string | null;
  }[];

/** A change through the private link (no JavaScript, no new logo: the published one is kept). */
async function change(link: string, fields: Record<string, string | string[]>, name: string) {
  const v = await openForm(site.app, `${FORM}${link}`);
  return postForm(site.app, `${FORM}${link}`, v, { ...hidden(v), ...valid(name), ...fields });
}

async function staffPost(url: string, fields: Record<string, string>, cookie = sabine) {
  const page = await get(url, cookie);
  expect(page.status, url).toBe(200);
  return request(site.app)
    .post(url)
    .type('form')
    .set('cookie', cookie)
    .send({ _csrf: csrfIn(page.text), ...fields });
}

const approve = (ref: string) => staffPost(`/intranet/eingaenge/${ref}`, { _aktion: 'freigeben' });

describe('the form /wirtschaft/gewerbeeintrag/', () => {
  it('shows the editorial text as its intro, the categories as a multiselect, opening hours by day and time, the logo field; never cached', async () => {
    // One address (ADR 32): the other form moves there.
    const other = await request(site.app).get(FORM.slice(0, -1));
    expect([other.status, other.headers.location]).toEqual([301, FORM]);
    for (const url of [FORM]) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const text = pageText(res.text);
      expect(text).toContain('So funktioniert der Eintrag');
      expect(text).not.toContain('Senden Sie die Angaben per E-Mail');
      // Every category of the directory is a checkbox of the same name.
      for (const r of ['handwerk', 'gastronomie', 'einzelhandel', 'holz-forst'])
        expect(res.text).toMatch(new RegExp(`<input type="checkbox"[^>]*name="rubriken"[^>]*value="${r}"`));
      expect(res.text).toMatch(/<fieldset[^>]*class="st-form__field st-form__multi"/);
      // Seven days, two periods each, from and to.
      expect(res.text.match(/<input type="time"/g)).toHaveLength(28);
      expect(res.text).toContain('name="oeffnungszeiten_mo_1_von"');
      expect(res.text).toContain('name="oeffnungszeiten_so_2_bis"');
      const file = /<input id="gewerbeeintrag-fotos"[^>]*>/.exec(res.text)?.[0] ?? '';
      expect(file).toContain('type="file"');
      expect(file).not.toContain('multiple');
      expect(res.text).toMatch(/<form[^>]*encType="multipart\/form-data"/);
      expect(/<input[^>]*name="web"[^>]*>/.exec(res.text)?.[0]).toContain('type="url"');
      expect(text).toContain('Ansprechperson für die Stadt (wird nicht veröffentlicht)');
      expect(res.text).toContain('href="/rathaus/datenschutz/"');
    }
    // The links to it lead here: the directory, the menu, the Wirtschaftsförderung.
    expect((await get('/wirtschaft/gewerbeverzeichnis/')).text).toContain(`href="${FORM}"`);
    expect((await get('/wirtschaft/wirtschaftsfoerderung/')).text).toContain(`href="${FORM}"`);
  });
});

describe('a new entry, approved, changed, decided', () => {
  let link = '';
  let ref = '';
  let url = '';
  const NAME = 'Bäckerei Sonnenkorn';

  it('new entry: 303 to the thank-you page with the private link, stored pending, not in the directory, the link mailed', async () => {
    ({ link, ref } = await newEntry(NAME));
    expect(ref).toMatch(/^GE-\d{4}-\d{6}$/);
    expect(entry(link)).toMatchObject({ status: 'neu', felder: null, oeffentlich_id: null });
    const stored = db.prepare('SELECT vorgang, status, felder FROM eingang WHERE referenz = ?').get(ref) as { vorgang: string; status: string; felder: string };
    expect(stored).toMatchObject({ vorgang: 'neu', status: 'neu' });
    expect(JSON.parse(stored.felder)).toMatchObject({
      name: NAME,
      rubriken: 'einzelhandel,gastronomie',
      rubriken_namen: 'Einzelhandel, Gastronomie',
      logo: 'neu',
      zustimmung: 'ja',
    });

    const thanks = await get(`${FORM}${link}/danke`);
    expect(thanks.status).toBe(200);
    // It shows the private link: never kept by a shared cache.
    expect(thanks.headers['cache-control']).toBe('private, no-store');
    const t = pageText(thanks.text);
    expect(t).toContain(`Ihre Vorgangsnummer: ${ref}`);
    expect(t).toContain('Ihr persönlicher Link');
    expect(thanks.text).toContain(`href="${FORM}${link}"`);
    // Nothing of the entry's values.
    expect(t).not.toContain('Dinkelwolke');

    // Not in the directory, not found by the search.
    expect((await get('/api/cms/gewerbe?q=Sonnenkorn')).body.meta.gesamt).toBe(0);
    expect(pageText((await get('/wirtschaft/gewerbeverzeichnis/einzelhandel')).text)).not.toContain(NAME);
    expect((await get('/api/cms/suche?q=Sonnenkorn')).body.data.total).toBe(0);

    // The office is told, and the business gets its link.
    expect(mailsTo('wirtschaftsfoerderung@musterstadt.de').some((m) => m.betreff === `Gewerbeeintrag ${ref}: Neuer Eintrag: ${NAME}`)).toBe(true);
    const [mail] = mailsTo(KONTAKT.kontakt_email);
    expect(mail!.betreff).toBe(`Ihr Eintrag „${NAME}“ ist eingegangen`);
    expect(mail!.text).toContain(`/wirtschaft/gewerbeeintrag/${link}`);
    expect(mail!.text).toContain('Guten Tag Erika Sonnenkorn-Privat,');
    expect(mail!.antwort_an).toBe('wirtschaftsfoerderung@musterstadt.de');

    // The link opens the same form, filled in, and says it is being checked.
    const page = await get(`${FORM}${link}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    // A leaked link is no page for a search engine.
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(thanks.text).toContain('<meta name="robots" content="noindex">');
    expect(page.text).toContain(`value="${NAME}"`);
    expect(page.text).toMatch(/id="gewerbeeintrag-oeffnungszeiten-sa-1-von"[^>]*value="07:00"|value="07:00"[^>]*id="gewerbeeintrag-oeffnungszeiten-sa-1-von"/);
    expect(page.text).toMatch(/value="gastronomie"[^>]*checked=""|checked=""[^>]*value="gastronomie"/);
    expect(pageText(page.text)).toContain(`(Vorgangsnummer ${ref}) wird geprüft`);
    expect(pageText(page.text)).toContain('„logo.png“ wird mit Ihrer Änderung geprüft');
  });

  it('approval: in the directory, under both categories and in the site search at once; the contact person is never public', async () => {
    const inbox = await get(`/intranet/eingaenge/${ref}`, sabine);
    expect(pageText(inbox.text)).toContain('wartet auf Freigabe');
    expect(pageText(inbox.text)).toContain(KONTAKT.kontakt_name);
    const res = await approve(ref);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/intranet/eingaenge/${ref}?gespeichert=freigegeben`);
    const e = entry(link);
    expect(e.status).toBe('veroeffentlicht');
    url = e.oeffentlich_url!;
    expect(url).toMatch(new RegExp(`^/wirtschaft/gewerbeverzeichnis/einzelhandel/baeckerei-sonnenkorn_${e.oeffentlich_id}$`));

    const detail = await get(url);
    expect(detail.status).toBe(200);
    const d = pageText(detail.text);
    for (const s of [
      NAME,
      'Dinkelwolke und Hefezopf',
      'Marktplatz 3',
      'Mo–Fr 6:30–12 und 14–18 Uhr',
      'Sa 7–12 Uhr',
      'Sonntags Brötchen von 8 bis 10 Uhr',
      'Einzelhandel',
      'Gastronomie',
      '07641 55501-9',
    ]) {
      expect(d).toContain(s);
    }
    const logo = /<img class="st-gewerbe-detail__logo" src="([^"]+)" width="600" height="200"/.exec(detail.text)?.[1];
    expect(logo).toMatch(/^\/api\/cms\/gewerbe\/\d+\/logo\/[0-9a-f]{16}\.png$/);
    expect((await get(logo!)).headers['content-type']).toBe('image/png');
    // Never public: the contact person, the link's address, the agreement — not in the page, its data or the API.
    const api = JSON.stringify((await get(`/api/cms/gewerbe/${e.oeffentlich_id}`)).body);
    for (const secret of Object.values(KONTAKT)) {
      expect(detail.text).not.toContain(secret);
      expect(api).not.toContain(secret);
    }
    // The directory, both categories' pages and the search.
    expect(pageText((await get('/wirtschaft/gewerbeverzeichnis/?q=Sonnenkorn')).text)).toContain(NAME);
    expect(pageText((await get('/wirtschaft/gewerbeverzeichnis/einzelhandel')).text)).toContain(NAME);
    expect(pageText((await get('/wirtschaft/gewerbeverzeichnis/gastronomie')).text)).toContain(NAME);
    const hits = (await get('/api/cms/suche?q=Sonnenkorn')).body as { data: { hits: { url: string }[] } };
    expect(hits.data.hits.map((h) => h.url)).toContain(url);
    // The site search with exactly this one hit goes straight to the entry (spec §7).
    const search = await get('/rathaus/suche?q=Dinkelwolke').redirects(0);
    expect(search.headers.location).toBe(url);

    // Recorded with who and when, and the business told.
    const v = db
      .prepare('SELECT v.von_name, v.aktion, v.zeit FROM eingang_verlauf v JOIN eingang e ON e.id = v.eingang_id WHERE e.referenz = ? AND v.aktion IS NOT NULL')
      .all(ref);
    expect(v).toEqual([{ von_name: 'Sabine Fuchs', aktion: 'freigegeben', zeit: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
    expect(mailsTo(KONTAKT.kontakt_email).at(-1)!.betreff).toBe(`Ihr Eintrag „${NAME}“ ist freigegeben`);
    expect(mailsTo(KONTAKT.kontakt_email).at(-1)!.text).toContain(url);
    // Decided once: a second approval is refused.
    expect((await approve(ref)).status).toBe(400);
    // The approved version is shown as it is: never compared with itself (it is what was published).
    const decided = await get(`/intranet/eingaenge/${ref}`, sabine);
    expect(decided.text).not.toContain('st-inbox__diff--geaendert');
    expect(pageText(decided.text)).not.toMatch(/Angaben? wurden? geändert/);
  });

  it('a change via the link waits while the published version stays; the inbox shows it field by field; approval shows the new version', async () => {
    // The agreement to publish belongs to the entry: the link's form says it is there and asks for no new tick.
    const form = await get(`${FORM}${link}`);
    expect(form.text).not.toContain('name="zustimmung"');
    expect(pageText(form.text)).toContain('Ihre Zustimmung zur Veröffentlichung liegt uns vor');
    const res = await change(link, { spezialisierung: 'Dinkelwolke, Hefezopf und Flammkuchen', ...zeiten({ sa: [['08:00', '13:00']] }), zustimmung: '' }, NAME);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${FORM}${link}/danke`);
    const changeRef = pendingRef(link);
    expect(changeRef).not.toBe(ref);
    expect(pageText((await get(res.headers.location!)).text)).toContain('Vielen Dank für Ihre Änderung');

    // Still the old version in public.
    const before = pageText((await get(url)).text);
    expect(before).toContain('Sa 7–12 Uhr');
    expect(before).not.toContain('Hefezopf und Flammkuchen');
    // The link shows the change and says the old one stays.
    const page = pageText((await get(`${FORM}${link}`)).text);
    expect(page).toContain('Bis zur Entscheidung bleibt die bisherige Fassung im Verzeichnis sichtbar.');
    // The business is told, at its contact address.
    expect(mailsTo(KONTAKT.kontakt_email).at(-1)!.betreff).toBe(`Ihre Änderung des Eintrags „${NAME}“ ist eingegangen`);

    const inbox = await get(`/intranet/eingaenge/${changeRef}`, sabine);
    const rows = [...inbox.text.matchAll(/<tr( class="st-inbox__diff--geaendert")?><th scope="row">([^<]+)<\/th>/g)].map((m) => [m[2], !!m[1]] as const);
    const changed = rows.filter(([, c]) => c).map(([label]) => label);
    expect(changed.sort()).toEqual(['Spezialisierung', 'Öffnungszeiten'].sort());
    expect(rows.length).toBeGreaterThan(10);
    expect(pageText(inbox.text)).toContain('2 Angaben wurden geändert.');

    expect((await approve(changeRef)).status).toBe(303);
    const after = await get(url);
    const a = pageText(after.text);
    expect(a).toContain('Sa 8–13 Uhr');
    expect(a).toContain('Dinkelwolke, Hefezopf und Flammkuchen');
    // The logo was kept.
    expect(after.text).toMatch(/<img class="st-gewerbe-detail__logo" src="\/api\/cms\/gewerbe\/\d+\/logo\/[0-9a-f]{16}\.png"/);
    expect((await get('/api/cms/suche?q=Flammkuchen')).body.data.hits.map((h: { url: string }) => h.url)).toContain(url);
  });

  it('staff edit a change before approving it, and may leave out the logo; the edit is recorded', async () => {
    expect((await change(link, { telefon: '+49 7641 55502' }, NAME)).status).toBe(303);
    const r = pendingRef(link);
    const form = await get(`/intranet/eingaenge/${r}/bearbeiten`, sabine);
    expect(form.status).toBe(200);
    expect(form.text).toContain('value="+49 7641 55502"');
    // Staff have no agreement to give and no spam traps.
    expect(form.text).not.toContain('name="zustimmung"');
    expect(form.text).not.toContain('name="homepage"');
    const base = { ...valid(NAME), telefon: '+49 7641 55503', _aktion: 'bearbeiten', logo_weglassen: 'ja' };
    delete (base as Record<string, unknown>).zustimmung;
    const bad = await request(site.app)
      .post(`/intranet/eingaenge/${r}/bearbeiten`)
      .type('form')
      .set('cookie', sabine)
      .send({ _csrf: csrfIn(form.text), ...base, plz: '7999' });
    expect(bad.status).toBe(422);
    expect(decode(bad.text)).toContain(PLZ_MESSAGE);
    const ok = await request(site.app)
      .post(`/intranet/eingaenge/${r}/bearbeiten`)
      .type('form')
      .set('cookie', sabine)
      .send({ _csrf: csrfIn(form.text), ...base });
    expect(ok.status).toBe(303);
    const d = await get(url);
    expect(pageText(d.text)).toContain('07641 55503');
    expect(d.text).not.toContain('st-gewerbe-detail__logo');
    const v = db
      .prepare("SELECT v.notiz FROM eingang_verlauf v JOIN eingang e ON e.id = v.eingang_id WHERE e.referenz = ? AND v.aktion = 'freigegeben'")
      .get(r);
    expect(v).toEqual({ notiz: 'Vor der Freigabe bearbeitet' });
  });

  it('rejection with a reason: an outbox mail to the business, the published version stays, the link shows the reason', async () => {
    expect((await change(link, { name: 'Sonnenkorn – beste Bäckerei der Welt!!!' }, NAME)).status).toBe(303);
    const r = pendingRef(link);
    const empty = await staffPost(`/intranet/eingaenge/${r}`, { _aktion: 'ablehnen', grund: '  ' });
    expect(empty.status).toBe(422);
    expect(decode(empty.text)).toContain('Bitte schreiben Sie, warum Sie nicht freigeben.');
    const res = await staffPost(`/intranet/eingaenge/${r}`, { _aktion: 'ablehnen', grund: 'Bitte ohne Werbeaussagen im Namen.' });
    expect(res.status).toBe(303);
    const mail = mailsTo(KONTAKT.kontakt_email).at(-1)!;
    expect(mail.betreff).toBe('Ihre Änderung des Eintrags „Sonnenkorn – beste Bäckerei der Welt!!!“ wurde nicht freigegeben');
    expect(mail.text).toContain('Begründung:\nBitte ohne Werbeaussagen im Namen.');
    expect(mail.text).toContain(`/wirtschaft/gewerbeeintrag/${link}`);
    expect(pageText((await get(url)).text)).toContain(NAME);
    expect(pageText((await get(`${FORM}${link}`)).text)).toContain('Begründung: Bitte ohne Werbeaussagen im Namen.');
    const v = db
      .prepare("SELECT v.von_name, v.notiz FROM eingang_verlauf v JOIN eingang e ON e.id = v.eingang_id WHERE e.referenz = ? AND v.aktion = 'abgelehnt'")
      .get(r);
    expect(v).toEqual({ von_name: 'Sabine Fuchs', notiz: 'Bitte ohne Werbeaussagen im Namen.' });
  });

  it('a version sent while another waits replaces it: staff decide only the newest', async () => {
    expect((await change(link, { spezialisierung: 'Erste Fassung' }, NAME)).status).toBe(303);
    const first = pendingRef(link);
    expect((await change(link, { spezialisierung: 'Zweite Fassung' }, NAME)).status).toBe(303);
    const second = pendingRef(link);
    expect(second).not.toBe(first);
    expect(db.prepare('SELECT entscheidung, status FROM eingang WHERE referenz = ?').get(first)).toEqual({ entscheidung: 'ersetzt', status: 'erledigt' });
    expect((await approve(first)).status).toBe(400);
    expect((await approve(second)).status).toBe(303);
    expect(pageText((await get(url)).text)).toContain('Zweite Fassung');
  });

  it('staff only: no approval without the role (403) or a session (login)', async () => {
    expect((await change(link, { spezialisierung: 'Dritte Fassung' }, NAME)).status).toBe(303);
    const r = pendingRef(link);
    const paul = await loginAs(site.app, PAUL.email, PAUL.passwort);
    const page = await get(`/intranet/eingaenge/${r}`, paul);
    expect(page.status).toBe(403);
    const forbidden = await request(site.app)
      .post(`/intranet/eingaenge/${r}`)
      .type('form')
      .set('cookie', paul)
      .send({ _csrf: csrfIn(page.text), _aktion: 'freigeben' });
    expect(forbidden.status).toBe(403);
    const anonymous = await request(site.app).post(`/intranet/eingaenge/${r}`).type('form').send({ _aktion: 'freigeben' });
    expect(anonymous.status).toBeGreaterThanOrEqual(300);
    expect(anonymous.status).toBeLessThan(500);
    expect(pageText((await get(url)).text)).not.toContain('Dritte Fassung');
  });

  it('a tampered, foreign or revoked link answers 404 with the German page, for GET and POST', async () => {
    const flip = (s: string, i: number) => `${s.slice(0, i)}${s[i] === 'A' ? 'B' : 'A'}${s.slice(i + 1)}`;
    const secret = sessionSecret(site.config);
    const id = entryOfLink(link);
    const foreign = [
      flip(link, 5),
      flip(link, link.length - 3),
      link.slice(0, -2),
      `${link}AA`,
      // Sealed under another site's secret, or for another purpose with this one.
      sealer('x'.repeat(48), 'eintrag-link', { stable: true }).seal(`gewerbeeintrag:${id}:1`),
      sealer(secret, 'cookie').seal(`gewerbeeintrag:${id}:1`),
      // A link of this site for an entry that does not exist.
      sealer(secret, 'eintrag-link', { stable: true }).seal('gewerbeeintrag:999999:1'),
      // A link version the entry does not have.
      sealer(secret, 'eintrag-link', { stable: true }).seal(`gewerbeeintrag:${id}:2`),
      'A'.repeat(58),
      '..%2F..%2Fetc%2Fpasswd',
    ];
    const form = await openForm(site.app, FORM);
    for (const bad of foreign) {
      const res = await get(`${FORM}${bad}`);
      expect(res.status, bad).toBe(404);
      expect(pageText(res.text)).toContain('Seite nicht gefunden');
      // Sent with a token of that address (a page opened while its link still worked): 404 all the same.
      const v = { ...form, ip: freshIp(), csrf: earlier(site.app, new URL(`${FORM}${bad}`, 'http://x').pathname, form.shownNow) };
      expect((await postForm(site.app, `${FORM}${bad}`, v, { ...hidden(v), ...valid(NAME) })).status, bad).toBe(404);
    }
    expect((await get(`${FORM}${flip(link, 9)}/danke`)).status).toBe(404);

    // Revoked by staff: the old link is dead at once; a new one goes to the contact person and works.
    const before = mailsTo(KONTAKT.kontakt_email).length;
    // The business has the link's page open while staff revoke it.
    const v = await openForm(site.app, `${FORM}${link}`);
    expect((await staffPost(`/intranet/eingaenge/${ref}`, { _aktion: 'link_sperren' })).status).toBe(303);
    expect((await get(`${FORM}${link}`)).status).toBe(404);
    expect((await postForm(site.app, `${FORM}${link}`, v, { ...hidden(v), ...valid(NAME) })).status).toBe(404);
    expect(mailsTo(KONTAKT.kontakt_email).length).toBe(before);
    expect((await staffPost(`/intranet/eingaenge/${ref}`, { _aktion: 'link_senden' })).status).toBe(303);
    const mail = mailsTo(KONTAKT.kontakt_email).at(-1)!;
    expect(mail.betreff).toBe(`Ihr neuer Link zum Eintrag „${NAME}“`);
    const fresh = /\/wirtschaft\/gewerbeeintrag\/([A-Za-z0-9_-]{40,})/.exec(mail.text)![1]!;
    expect(fresh).not.toBe(link);
    expect((await get(`${FORM}${fresh}`)).status).toBe(200);
    expect((await get(`${FORM}${link}`)).status).toBe(404);
    const history = db.prepare("SELECT aktion, von_name FROM eingang_verlauf WHERE aktion LIKE 'link_%' ORDER BY id").all();
    expect(history).toEqual([
      { aktion: 'link_gesperrt', von_name: 'Sabine Fuchs' },
      { aktion: 'link_gesendet', von_name: 'Sabine Fuchs' },
    ]);
    link = fresh;
  });

  it('removal: asked for through the link, approved by staff, gone from the directory; the link then offers a new entry', async () => {
    const v = await openForm(site.app, `${FORM}${link}`);
    const unconfirmed = await postForm(site.app, `${FORM}${link}`, v, { ...hidden(v), _aktion: 'entfernen', grund: 'Wir schließen zum Jahresende.' });
    expect(unconfirmed.status).toBe(422);
    expect(decode(unconfirmed.text)).toContain('Bitte bestätigen Sie, dass der Eintrag gelöscht werden soll.');
    expect(decode(unconfirmed.text)).toContain('Wir schließen zum Jahresende.');
    const asked = await postForm(site.app, `${FORM}${link}`, v, {
      ...hidden(v),
      _aktion: 'entfernen',
      grund: 'Wir schließen zum Jahresende.',
      bestaetigung: 'ja',
    });
    expect(asked.status).toBe(303);
    expect(pageText((await get(asked.headers.location!)).text)).toContain('Ihr Antrag auf Löschung ist eingegangen');
    // Asked for, not done: still in the directory until staff decide.
    expect((await get(url)).status).toBe(200);
    const r = pendingRef(link);
    expect(pageText((await get(`/intranet/eingaenge/${r}`, sabine)).text)).toContain('Wir schließen zum Jahresende.');
    expect((await approve(r)).status).toBe(303);

    expect((await get(url)).status).toBe(404);
    expect(pageText((await get('/wirtschaft/gewerbeverzeichnis/einzelhandel')).text)).not.toContain(NAME);
    expect((await get('/api/cms/suche?q=Sonnenkorn')).body.data.total).toBe(0);
    const e = entry(link);
    expect(e).toMatchObject({ status: 'entfernt', felder: null, oeffentlich_id: null });

    const gone = await get(`${FORM}${link}`);
    expect(gone.status).toBe(404);
    const text = pageText(gone.text);
    expect(text).toContain('Eintrag gelöscht');
    expect(gone.text).toContain(`href="${FORM}"`);
    expect(text).toContain('Neuen Eintrag anlegen');
    expect(mailsTo(KONTAKT.kontakt_email).at(-1)!.betreff).toBe(`Ihr Eintrag „${NAME}“ ist gelöscht`);
  });
});

describe("spec §5 rules and the form's own: 422 with the exact message, every value kept", () => {
  // One form opened, each case sent from an address of its own (the per-address limit counts refusals too).
  let visitor: Visitor;
  beforeAll(async () => {
    visitor = await openForm(site.app, FORM);
  });
  async function refused(fields: Record<string, string | string[]>) {
    const v = { ...visitor, ip: freshIp() };
    const res = await postForm(site.app, FORM, v, { ...hidden(v), ...valid('Schreinerei Prüfstand'), ...fields }).set('host', '127.0.0.1');
    expect(res.status).toBe(422);
    return { res, text: decode(res.text) };
  }

  it.each([
    ['web', 'schreinerei-pruefstand'],
    ['web', 'ftp://schreinerei-pruefstand.de'],
    ['web', 'http://localhost'],
    ['web', 'javascript:alert(1)'],
    ['web', 'https://'],
    ['web', 'https://schreinerei pruefstand.de'],
    // Accepted before, then refused by the directory at the approval (ADR 29).
    ['web', 'https://x.example/"><img src=x onerror=alert(1)>'],
    ['web', 'https://x.example/"onmouseover="alert(1)'],
  ])('url %s %j: 422 with "{field} ist keine gültige URL. Format: {host}"', async (name, value) => {
    const { res, text } = await refused({ [name]: value });
    expect(text).toContain(urlMessage('Internetseite', HOST));
    expect(res.text).toMatch(/id="gewerbeeintrag-web"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="gewerbeeintrag-web"/);
    expect(text).toContain(`value="${value}"`);
    expect(text).toContain('value="Schreinerei Prüfstand"');
  });

  it.each([
    ['telefon', 'Telefon', '123456'],
    ['telefon', 'Telefon', '07641 12a456'],
    ['telefon', 'Telefon', '+1234 7641 123456'],
    ['telefon', 'Telefon', '+49 1 123456'],
    ['fax', 'Fax', 'Fax: 07641 123456'],
    ['kontakt_telefon', 'Telefon der Ansprechperson', '0171 / Durchwahl 12'],
  ])('phone %s %j: 422 with "Das Format von {field} ist ungültig. Format: +49 1234 123456-78"', async (name, label, value) => {
    const { res, text } = await refused({ [name]: value });
    expect(text).toContain(phoneMessage(label));
    expect(res.text).toMatch(new RegExp(`id="gewerbeeintrag-${name}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="gewerbeeintrag-${name}"`));
    expect(text).toContain(`value="${value}"`);
  });

  it.each([
    ['rubriken', { rubriken: [] as string[] }, RUBRIKEN_MESSAGE],
    ['rubriken', { rubriken: ['handwerk', 'bau', 'kfz', 'gastronomie'] }, RUBRIKEN_MAX_MESSAGE],
    ['rubriken', { rubriken: ['handwerk', 'gibt-es-nicht'] }, OPTION_MESSAGE],
    ['oeffnungszeiten', zeiten({ di: [['08:00', '']] }), 'Öffnungszeiten am Dienstag: Bitte geben Sie an, bis wann geöffnet ist.'],
    ['oeffnungszeiten', zeiten({ mi: [['18:00', '08:00']] }), 'Öffnungszeiten am Mittwoch: Das Ende muss nach dem Beginn liegen.'],
    [
      'oeffnungszeiten',
      zeiten({ do: [['8 Uhr', '12:00']] }),
      'Öffnungszeiten am Donnerstag: Bitte geben Sie die Uhrzeit im Format HH:MM an, zum Beispiel 08:30.',
    ],
    [
      'oeffnungszeiten',
      zeiten({
        fr: [
          ['08:00', '12:00'],
          ['11:00', '18:00'],
        ],
      }),
      'Öffnungszeiten am Freitag: Die zweite Öffnungszeit muss nach der ersten beginnen.',
    ],
    ['plz', { plz: '7999' }, PLZ_MESSAGE],
    ['ort', { ort: 'Freiburg' }, OPTION_MESSAGE],
    ['zustimmung', { zustimmung: '' }, ZUSTIMMUNG_MESSAGE],
    [
      'kontakt_email',
      { kontakt_email: '' },
      'Bitte geben Sie die E-Mail-Adresse der Ansprechperson an. An sie schicken wir den persönlichen Link zu Ihrem Eintrag.',
    ],
  ])('%s %j: 422 with its message, the summary linking to it, the field invalid', async (name, change, message) => {
    const { res, text } = await refused(change);
    expect(text).toContain(message);
    if (name === 'rubriken') {
      // The multiselect's invalid state: its group marked, each box aria-invalid, the summary links to the first.
      expect(res.text).toMatch(/<fieldset[^>]*class="st-form__field st-form__field--invalid st-form__multi"/);
      expect(res.text).toContain('href="#gewerbeeintrag-rubriken-0"');
      expect(res.text).toMatch(/<input type="checkbox" id="gewerbeeintrag-rubriken-0"[^>]*aria-invalid="true"/);
    } else if (name === 'oeffnungszeiten') {
      const target = /href="#(gewerbeeintrag-oeffnungszeiten-[a-z]{2}-\d-(?:von|bis))"/.exec(res.text)?.[1];
      expect(target).toBeTruthy();
      expect(res.text).toMatch(new RegExp(`id="${target}"[^>]*aria-invalid="true"`));
      // What was typed stays, half of it too.
      for (const [k, v] of Object.entries(change)) if (v) expect(res.text).toMatch(new RegExp(`name="${k}"[^>]*value="${v}"|value="${v}"[^>]*name="${k}"`));
    } else {
      expect(res.text).toContain(`href="#gewerbeeintrag-${name}${name === 'ort' ? '-0' : ''}"`);
    }
  });
});

describe('bad input and abuse', () => {
  it('a 50-field garbage post answers 422 with messages, never 500, and stores nothing', async () => {
    const before = (db.prepare("SELECT COUNT(*) AS n FROM eingang WHERE art = 'gewerbeeintrag'").get() as { n: number }).n;
    const v = await openForm(site.app, FORM);
    const garbage: Record<string, string | string[]> = { ...hidden(v) };
    for (let i = 0; i < 50; i++) garbage[`feld_${i}_${'x'.repeat(i % 7)}`] = `\u0000${'Müll'.repeat(i)}<script>`;
    Object.assign(garbage, {
      name: ['a', 'b'],
      rubriken: '<b>',
      plz: 'abc',
      web: 'nö',
      oeffnungszeiten_mo_1_von: '99:99',
      zustimmung: 'vielleicht',
      telefon: '\u0007',
    });
    const res = await postForm(site.app, FORM, v, garbage);
    expect(res.status).toBe(422);
    const text = decode(res.text);
    expect(text).toContain('Bitte korrigieren Sie die folgenden');
    expect(text).toContain('wurde mehrfach gesendet');
    expect(text).toContain(ZUSTIMMUNG_MESSAGE);
    expect((db.prepare("SELECT COUNT(*) AS n FROM eingang WHERE art = 'gewerbeeintrag'").get() as { n: number }).n).toBe(before);
  });

  it('refuses a POST without its token or from another site (403, the form again), never says "stored" for a filled honeypot, counts only accepted entries', async () => {
    const v = await openForm(site.app, FORM);
    const none = await postForm(site.app, FORM, v, { ...hidden(v, { _csrf: '' }), ...valid('Ohne Token') });
    expect(none.status).toBe(403);
    expect(decode(none.text)).toContain('value="Ohne Token"');
    const cross = await postForm(site.app, FORM, v, { ...hidden(v), ...valid('Fremde Seite') }).set('origin', 'https://evil.example');
    expect(cross.status).toBe(403);
    expect(decode(cross.text)).toContain(REFUSED.crossSite);
    const bot = await postForm(site.app, FORM, v, { ...hidden(v, { homepage: 'https://spam.example' }), ...valid('Spam GmbH') });
    expect(bot.status).toBe(422);
    expect(decode(bot.text)).toContain(BESTAETIGEN);
    expect(db.prepare("SELECT COUNT(*) AS n FROM eingang WHERE felder LIKE '%Spam GmbH%'").get()).toEqual({ n: 0 });

    // Refused tries do not count: eleven of them, then the entry is taken.
    const ip = freshIp();
    const w = await openForm(site.app, FORM, ip);
    for (let i = 0; i < 11; i++) expect((await postForm(site.app, FORM, w, { ...hidden(w), ...valid('Viele'), plz: '' })).status).toBe(422);
    expect((await postForm(site.app, FORM, w, { ...hidden(w), ...valid('Viele') })).status).toBe(303);
  });

  it('the logo: checked by its bytes, one file of at most 10 MB (413 beyond), kept across a refused submit', async () => {
    const v = await openForm(site.app, FORM);
    const pdf = await postMultipart(site.app, FORM, v, { ...hidden(v), ...valid('Logo-Test') }, [
      { field: 'fotos', name: 'logo.png', content: Buffer.from('%PDF-1.7 kein Bild'), type: 'image/png' },
    ]);
    expect(pdf.status).toBe(422);
    expect(decode(pdf.text)).toContain(FOTO_TYP_MESSAGE('logo.png'));
    const two = await postMultipart(site.app, FORM, v, { ...hidden(v), ...valid('Logo-Test') }, [
      { field: 'fotos', name: 'a.png', content: await logoPng(), type: 'image/png' },
      { field: 'fotos', name: 'b.png', content: await logoPng(), type: 'image/png' },
    ]);
    expect(two.status).toBe(413);
    expect(decode(two.text)).toContain(TOO_MANY_FILES(2, 1));
    expect(decode(two.text)).toContain('value="Logo-Test"');
    const big = await postMultipart(site.app, FORM, v, { ...hidden(v), ...valid('Logo-Test') }, [
      {
        field: 'fotos',
        name: 'riesig.jpg',
        content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]),
        type: 'image/jpeg',
      },
    ]);
    expect(big.status).toBe(413);
    expect(decode(big.text)).toContain(FILE_TOO_LARGE('riesig.jpg', 10 * 1024 * 1024));
    // A refused form keeps the logo: sent again without it, the entry has it.
    const kept = await postMultipart(site.app, FORM, v, { ...hidden(v), ...valid('Logo-Test'), plz: '' }, [
      { field: 'fotos', name: 'firmenlogo.png', content: await logoPng(), type: 'image/png' },
    ]);
    expect(kept.status).toBe(422);
    expect(decode(kept.text)).toContain('firmenlogo.png');
    const token = /name="_fotos" value="([^"]+)"/.exec(kept.text)![1]!;
    const sent = await postForm(site.app, FORM, v, { ...hidden(v), ...valid('Logo-Test'), _fotos: token });
    expect(sent.status).toBe(303);
    const link = /([A-Za-z0-9_-]{40,})\/danke$/.exec(sent.headers.location!)![1]!;
    const stored = db.prepare('SELECT f.name, f.mime FROM eingang_foto f JOIN eingang e ON e.id = f.eingang_id WHERE e.eintrag_id = ?').all(entryOfLink(link));
    expect(stored).toEqual([{ name: 'firmenlogo.png', mime: 'image/png' }]);
  });
});

describe('retention, as the privacy notice promises', () => {
  it('keeps the published version while it is published; deletes replaced and rejected versions 180 days after their decision, never-published entries with them; a removed entry keeps no personal data', async () => {
    // A: published, then changed and approved again. B: rejected. C: published, then removed.
    const a = await newEntry('Sägerei Altbestand');
    expect((await approve(a.ref)).status).toBe(303);
    expect((await change(a.link, { spezialisierung: 'Bauholz nach Maß' }, 'Sägerei Altbestand')).status).toBe(303);
    const a2 = pendingRef(a.link);
    expect((await approve(a2)).status).toBe(303);
    const b = await newEntry('Abgelehnt & Co.');
    expect((await staffPost(`/intranet/eingaenge/${b.ref}`, { _aktion: 'ablehnen', grund: 'Kein Betrieb in Musterstadt.' })).status).toBe(303);
    const c = await newEntry('Schließt Bald KG');
    expect((await approve(c.ref)).status).toBe(303);
    const v = await openForm(site.app, `${FORM}${c.link}`);
    expect((await postForm(site.app, `${FORM}${c.link}`, v, { ...hidden(v), _aktion: 'entfernen', bestaetigung: 'ja', grund: '' })).status).toBe(303);
    expect((await approve(pendingRef(c.link))).status).toBe(303);

    const refs = (link: string) =>
      (db.prepare('SELECT referenz FROM eingang WHERE eintrag_id = ? ORDER BY id').all(entryOfLink(link)) as { referenz: string }[]).map((r) => r.referenz);
    const rows = (link: string) =>
      db.prepare('SELECT status, felder FROM eingang_eintrag WHERE id = ?').get(entryOfLink(link)) as { status: string; felder: string | null } | undefined;
    const writer = new SQLite(path.join(site.dataDir, 'musterstadt.db'));
    const kysely = new Kysely<unknown>({ dialect: new SqliteDialect({ database: writer }) });
    try {
      const at = (days: number) => ({ db: kysely, filesDir: site.dataDir, now: () => new Date(Date.now() + days * 86_400_000) });
      await sweep(at(179), 180);
      expect(refs(a.link)).toEqual([a.ref, a2]);
      expect(refs(b.link)).toEqual([b.ref]);
      expect(refs(c.link)).toHaveLength(2);

      await sweep(at(181), 180);
      // A: the replaced version is gone, the published one stays with the entry's approved values.
      expect(refs(a.link)).toEqual([a2]);
      expect(JSON.parse(rows(a.link)!.felder!)).toMatchObject({ spezialisierung: 'Bauholz nach Maß', kontakt_name: KONTAKT.kontakt_name });
      expect((await get(`${FORM}${a.link}`)).status).toBe(200);
      // B: never published, its rejected version gone, the entry with it; its link is unknown now.
      expect(refs(b.link)).toEqual([]);
      expect(rows(b.link)).toBeUndefined();
      expect((await get(`${FORM}${b.link}`)).status).toBe(404);
      // C: removed; nothing but the row that lets its link say so.
      expect(refs(c.link)).toEqual([]);
      expect(rows(c.link)).toEqual({ status: 'entfernt', felder: null });
      expect(pageText((await get(`${FORM}${c.link}`)).text)).toContain('Eintrag gelöscht');
    } finally {
      await kysely.destroy();
    }
  });
});
