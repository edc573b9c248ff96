import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { firstRow, openSiteStore } from '../helpers/store';
import type { OpenedDb } from '../../server/cms/db';
import { firstH1, pageText } from '../helpers/html';
import sharp from 'sharp';
import { makePdf } from '../../server/cms/files/demo/pdf';
import { PAUL, loginAs, photo } from '../helpers/formulare';
import { editorSession, postDesk, refOf, revisionIn, ERIKA, type Editor } from '../helpers/redaktion';

/**
 * The editorial desk (issue "Editorial desk", ADR 16) with news: the lifecycle of an item on the
 * public site (draft invisible; published on its page, in the list, the search and the menu; planned
 * until its time by the store's clock; taken back), the menu content check of an empty category, the
 * 403 of every desk address without the role, the edit conflict and the restore of a revision.
 */
type Site = Awaited<ReturnType<typeof testApp>>;
const firstH1Of = firstH1;
const sharpPng = () =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: '#bcd' } })
    .png()
    .toBuffer();

describe('editorial desk: news', () => {
  let site: Site;
  let db: OpenedDb;
  let jonas: Editor;
  // The store's clock: a Saturday morning in Berlin.
  let now = new Date('2026-11-21T09:00:00Z');
  beforeAll(async () => {
    site = await testApp({ now: () => now });
    db = await openSiteStore(site.config);
    jonas = await editorSession(site.app);
  });
  afterAll(async () => {
    await db.close();
    await site.cleanup();
  });

  const get = (url: string) => request(site.app).get(url).redirects(0);
  /**
   * What the search shows: the address it leads to when there is exactly one hit, else its page's text
   * and the addresses its hits link to (PostgreSQL's stemmer may find a second, inflected item).
   */
  const search = async (q: string) => {
    const res = await get(`/rathaus/suche?q=${encodeURIComponent(q)}`);
    const main = res.text.slice(res.text.indexOf('<main'));
    const links = [...main.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).join(' ');
    return `${res.headers.location ?? ''} ${pageText(res.text)} ${links}`;
  };

  it('takes a news item from draft to published to taken back, and the public site follows at once', async () => {
    const form = await get('/intranet/redaktion/nachrichten/neu').set('cookie', jonas.cookie);
    expect(form.status).toBe(200);
    expect(form.text).toContain('Nachricht anlegen');

    // A draft: stored, invisible everywhere.
    const draft = await postDesk(
      site.app,
      jonas,
      '/intranet/redaktion/nachrichten/neu',
      {
        _aktion: 'entwurf',
        _revision: '0',
        rubrik: 'buergernachrichten',
        titel: 'Zebrastreifen an der Lindenschule',
        teaser: 'Ab Montag sicherer über die Schulstraße.',
        text: 'Die Stadt markiert einen Zebrastreifen.\n\nDie Arbeiten dauern zwei Tage.',
        datum_von: '',
        bild_alt: 'Kinder an einem Zebrastreifen',
      },
      [{ field: 'bild_datei', name: 'zebra.jpg', content: await photo(800, 600), type: 'image/jpeg' }],
    );
    expect(draft.status).toBe(303);
    const ref = refOf(draft.headers.location);
    expect(ref).toMatch(/^\d+$/);
    const row = (await firstRow(db, 'SELECT slug, status, revision, text, bild, bild_alt FROM aktuelles WHERE id = ?', Number(ref))) as Record<
      string,
      string | number
    >;
    expect(row.status).toBe('entwurf');
    expect(row.text).toBe('<p>Die Stadt markiert einen Zebrastreifen.</p>\n<p>Die Arbeiten dauern zwei Tage.</p>');
    // The image went through the image service's media list, re-encoded.
    const medium = (await firstRow(db, 'SELECT breite, hoehe, alt FROM medium WHERE key = ?', row.bild)) as { breite: number; hoehe: number; alt: string };
    expect(medium).toMatchObject({ breite: 800, hoehe: 600, alt: 'Kinder an einem Zebrastreifen' });
    const detail = `/rathaus/buergernachrichten/${row.slug}`;
    expect((await get(detail)).status).toBe(404);
    expect(pageText((await get('/rathaus/buergernachrichten/')).text)).not.toContain('Zebrastreifen an der Lindenschule');
    expect(await search('Zebrastreifen Lindenschule')).not.toMatch(/Zebrastreifen an der Lindenschule|zebrastreifen-an-der-lindenschule/);

    // The desk's list shows it as a draft with its editor.
    const list = pageText((await get('/intranet/redaktion/nachrichten?suche=Zebrastreifen').set('cookie', jonas.cookie)).text);
    expect(list).toContain('Zebrastreifen an der Lindenschule');
    expect(list).toContain('Entwurf');
    expect(list).toContain('Jonas Weber');

    // The preview renders the real news page, in its section's layout.
    const preview = await get(`/intranet/redaktion/nachrichten/${ref}/vorschau`).set('cookie', jonas.cookie);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('<h1 class="st-section__title">Zebrastreifen an der Lindenschule</h1>');
    expect(pageText(preview.text)).toContain('Alle Bürgernachrichten');
    // The sidebar and the links of the page are those of its public address.
    expect(preview.text).toContain('fehler-melden/?seite=%2Frathaus%2Fbuergernachrichten%2F');
    expect(preview.text).toContain('Die Arbeiten dauern zwei Tage.');

    // Published: on its page, in the list, in the search.
    const edit = await get(`/intranet/redaktion/nachrichten/${ref}`).set('cookie', jonas.cookie);
    const published = await postDesk(site.app, jonas, `/intranet/redaktion/nachrichten/${ref}`, { _aktion: 'jetzt', _revision: String(revisionIn(edit.text)) });
    expect(published.status).toBe(303);
    expect(published.headers.location).toContain('gespeichert=veroeffentlicht');
    const page = await get(detail);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Ab Montag sicherer über die Schulstraße.');
    expect(pageText((await get('/rathaus/buergernachrichten/')).text)).toContain('Zebrastreifen an der Lindenschule');
    expect(await search('Zebrastreifen Lindenschule')).toContain(String(row.slug));

    // Taken back: gone again from page, list and search.
    const again = await get(`/intranet/redaktion/nachrichten/${ref}`).set('cookie', jonas.cookie);
    const back = await postDesk(site.app, jonas, `/intranet/redaktion/nachrichten/${ref}`, {
      _aktion: 'zurueckziehen',
      _revision: String(revisionIn(again.text)),
    });
    expect(back.status).toBe(303);
    expect((await get(detail)).status).toBe(404);
    expect(pageText((await get('/rathaus/buergernachrichten/')).text)).not.toContain('Zebrastreifen an der Lindenschule');
    expect(await search('Zebrastreifen Lindenschule')).not.toMatch(/Zebrastreifen an der Lindenschule|zebrastreifen-an-der-lindenschule/);

    // The audit log names who published and took back.
    const log = pageText((await get('/intranet/redaktion/protokoll').set('cookie', jonas.cookie)).text);
    expect(log).toMatch(/Jonas Weber Nachricht „Zebrastreifen an der Lindenschule“ veröffentlicht/);
    expect(log).toMatch(/Jonas Weber Nachricht „Zebrastreifen an der Lindenschule“ zurückgezogen/);
  });

  it('plans a news item for its time: hidden before, on the page, list and search after, without a restart', async () => {
    const res = await postDesk(site.app, jonas, '/intranet/redaktion/nachrichten/neu', {
      _aktion: 'veroeffentlichen',
      _revision: '0',
      rubrik: 'rathausnachrichten',
      titel: 'Weihnachtsmarkt auf dem Rathausplatz eröffnet',
      teaser: 'Glühwein und Kinderkarussell.',
      text: '<p>Der Markt ist eröffnet.</p>',
      datum_von: '2026-11-28T16:00',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toContain('gespeichert=geplant');
    const slug = ((await firstRow(db, 'SELECT slug FROM aktuelles WHERE id = ?', Number(refOf(res.headers.location)))) as { slug: string }).slug;
    const detail = `/rathaus/rathausnachrichten/${slug}`;
    expect((await get(detail)).status).toBe(404);
    expect(await search('Weihnachtsmarkt Rathausplatz eröffnet')).not.toContain(slug);
    expect(pageText((await get('/intranet/redaktion/nachrichten?status=geplant').set('cookie', jonas.cookie)).text)).toContain('ab 28.11.2026, 16:00 Uhr');

    // A minute before: still hidden. At 16:00 in Berlin (15:00 UTC): there.
    now = new Date('2026-11-28T14:59:00Z');
    try {
      expect((await get(detail)).status).toBe(404);
      now = new Date('2026-11-28T15:00:00Z');
      expect((await get(detail)).status).toBe(200);
      expect(pageText((await get('/rathaus/rathausnachrichten/')).text)).toContain('Weihnachtsmarkt auf dem Rathausplatz eröffnet');
      expect(await search('Weihnachtsmarkt Rathausplatz eröffnet')).toContain(slug);
    } finally {
      now = new Date('2026-11-21T09:00:00Z');
    }
  });

  it('makes the menu entry of an empty category appear when its first item is published', async () => {
    const menuHas = async () => /href="\/rathaus\/corona-meldungen\/" class="st-nav__/.test((await get('/')).text);
    expect(await menuHas()).toBe(true);
    // Take back every item of the category: the entry leaves the menu at once.
    const ids = (
      (await db.raw.query("SELECT a.id FROM aktuelles a JOIN rubrik r ON r.id = a.rubrik_id WHERE r.url = 'corona-meldungen'", [])) as { id: number }[]
    ).map((r) => r.id);
    for (const id of ids) {
      const form = await get(`/intranet/redaktion/nachrichten/${id}`).set('cookie', jonas.cookie);
      expect(
        (await postDesk(site.app, jonas, `/intranet/redaktion/nachrichten/${id}`, { _aktion: 'zurueckziehen', _revision: String(revisionIn(form.text)) }))
          .status,
      ).toBe(303);
    }
    expect(await menuHas()).toBe(false);
    const res = await postDesk(site.app, jonas, '/intranet/redaktion/nachrichten/neu', {
      _aktion: 'veroeffentlichen',
      _revision: '0',
      rubrik: 'corona-meldungen',
      titel: 'Impfangebot im Bürgerhaus',
      teaser: '',
      text: 'Am Dienstag impft das Gesundheitsamt.',
      datum_von: '',
    });
    expect(res.status).toBe(303);
    expect(await menuHas()).toBe(true);
  });

  it('keeps every typed value and names the field when a save is refused', async () => {
    const res = await postDesk(
      site.app,
      jonas,
      '/intranet/redaktion/nachrichten/neu',
      {
        _aktion: 'veroeffentlichen',
        _revision: '0',
        rubrik: 'gibt-es-nicht',
        titel: '',
        teaser: 'Mein Anreißer bleibt stehen',
        text: '',
        datum_von: '31.02.2026',
        bild_alt: '',
      },
      [{ field: 'bild_datei', name: 'bild.jpg', content: await photo(), type: 'image/jpeg' }],
    );
    expect(res.status).toBe(400);
    const text = pageText(res.text);
    expect(text).toContain('Bitte füllen Sie „Überschrift“ aus.');
    expect(text).toContain('Rubrik: Bitte wählen Sie einen Eintrag der Liste.');
    expect(text).toContain('Datum, erscheint ab: Bitte geben Sie Datum und Uhrzeit an');
    expect(res.text).toContain('Mein Anreißer bleibt stehen');
    expect(res.text).toMatch(/aria-invalid="true"[^>]*name="titel"|name="titel"[^>]*aria-invalid="true"/);
    // The image stays: stored with its key in the form, shown, and only the alt text is asked for.
    const key = /name="bild" value="(upload-[0-9a-f]+)"/.exec(res.text)?.[1];
    expect(key).toBeTruthy();
    expect(text).toContain('Hochgeladenes Bild');
    expect(text).toContain('Bitte beschreiben Sie, was auf dem Bild zu sehen ist');
    const saved = await postDesk(site.app, jonas, '/intranet/redaktion/nachrichten/neu', {
      _aktion: 'entwurf',
      _revision: '0',
      rubrik: 'buergernachrichten',
      titel: 'Mit dem Bild vom ersten Versuch',
      teaser: 'Mein Anreißer bleibt stehen',
      text: 'Ein Absatz.',
      datum_von: '2026-11-20T09:00',
      bild: key!,
      bild_alt: 'Ein grüner Platzhalter',
    });
    expect(saved.status, pageText(saved.text).slice(-400)).toBe(303);
    expect(await firstRow(db, 'SELECT bild FROM aktuelles WHERE titel = ?', 'Mit dem Bild vom ersten Versuch')).toEqual({ bild: key });
  });

  it('detects an edit conflict: the second save sees both versions and loses nothing; a revision is restored', async () => {
    const erika = await editorSession(site.app, ERIKA);
    const id = ((await firstRow(db, "SELECT id FROM aktuelles WHERE status = 'veroeffentlicht' ORDER BY id LIMIT 1")) as { id: number }).id;
    const url = `/intranet/redaktion/nachrichten/${id}`;
    const a = await get(url).set('cookie', jonas.cookie);
    const b = await get(url).set('cookie', erika.cookie);
    const revision = revisionIn(a.text);
    expect(revisionIn(b.text)).toBe(revision);
    const original = (await firstRow(db, 'SELECT titel, teaser FROM aktuelles WHERE id = ?', id)) as { titel: string; teaser: string };
    const fields = (titel: string) => ({
      _aktion: 'speichern',
      _revision: String(revision),
      rubrik: 'buergernachrichten',
      titel,
      teaser: original.teaser,
      text: '<p>Neu</p>',
      datum_von: '2026-01-05T10:00',
    });
    const first = await postDesk(site.app, jonas, url, fields('Fassung von Jonas'));
    expect(first.status).toBe(303);
    const second = await postDesk(site.app, erika, url, fields('Fassung von Erika'));
    expect(second.status).toBe(409);
    const text = pageText(second.text);
    expect(text).toContain('Während Sie bearbeitet haben, wurde dieser Eintrag gespeichert');
    expect(text).toContain('Gespeichert von Jonas Weber');
    expect(text).toContain('Fassung von Jonas');
    // Erika's version is kept in her form, with the revision she has now seen.
    expect(second.text).toContain('value="Fassung von Erika"');
    // Both versions as a person reads them: text without its markup, dates the German way.
    const compared = /<table class="st-desk__compare">[\s\S]*?<\/table>/.exec(second.text)![0];
    expect(compared).not.toContain('&lt;p&gt;');
    expect(compared).toContain('05.01.2026, 10:00 Uhr');
    expect(compared).not.toContain('2026-01-05');
    expect(revisionIn(second.text)).toBe(revision + 1);
    expect(((await firstRow(db, 'SELECT titel FROM aktuelles WHERE id = ?', id)) as { titel: string }).titel).toBe('Fassung von Jonas');

    // The history has the state before the first edit; restoring it brings the title back.
    const versions = pageText((await get(`${url}/versionen`).set('cookie', jonas.cookie)).text);
    expect(versions).toContain('Stand vor der ersten Bearbeitung');
    const compare = await get(`${url}/versionen/${revision}`).set('cookie', jonas.cookie);
    expect(compare.status).toBe(200);
    expect(pageText(compare.text)).toContain(original.titel);
    const restored = await postDesk(site.app, jonas, `${url}/versionen/${revision}`, { _revision: String(revision + 1) });
    expect(restored.status).toBe(303);
    expect((await firstRow(db, 'SELECT titel, revision FROM aktuelles WHERE id = ?', id)) as { titel: string; revision: number }).toEqual({
      titel: original.titel,
      revision: revision + 2,
    });
  });

  /** Saves a new item of a kind and answers its ref (the form as a browser without JavaScript sends it). */
  async function create(art: string, fields: Record<string, string | string[]>, files: Parameters<typeof postDesk>[4] = []) {
    const res = await postDesk(site.app, jonas, `/intranet/redaktion/${art}/neu`, { _revision: '0', ...fields }, files);
    expect(res.status, pageText(res.text).slice(-600)).toBe(303);
    return { ref: refOf(res.headers.location), location: res.headers.location as string };
  }
  /** Publish now or take back, with the revision the form shows. */
  async function status(art: string, ref: string, aktion: 'jetzt' | 'zurueckziehen') {
    const url = `/intranet/redaktion/${art}/${encodeURIComponent(ref)}`;
    const form = await get(url).set('cookie', jonas.cookie);
    const res = await postDesk(site.app, jonas, url, { _aktion: aktion, _revision: String(revisionIn(form.text)) });
    expect(res.status).toBe(303);
  }
  const at = async (iso: string, check: () => Promise<void>) => {
    now = new Date(iso);
    try {
      await check();
    } finally {
      now = new Date('2026-11-21T09:00:00Z');
    }
  };

  it('keeps stored text inert: the XSS payloads of a news item never reach the public page as markup', async () => {
    const { ref } = await create('nachrichten', {
      _aktion: 'veroeffentlichen',
      rubrik: 'buergernachrichten',
      titel: 'Sicherer Text',
      teaser: '<script>alert(1)</script>',
      text: '<p>Hallo Welt</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">Klick</a><p style="color:red" onclick="alert(1)">Absatz</p><svg/onload=alert(1)>',
      datum_von: '',
    });
    const slug = ((await firstRow(db, 'SELECT slug, text FROM aktuelles WHERE id = ?', Number(ref))) as { slug: string; text: string }).slug;
    const html = (await get(`/rathaus/buergernachrichten/${slug}`)).text;
    const body = html.slice(html.indexOf('<main'));
    expect(body).toContain('<p>Hallo Welt</p>');
    expect(body).toContain('<p>Absatz</p>');
    expect(body).not.toMatch(/<script>alert|onerror=|onclick=|javascript:alert|<svg\/onload|style="color:red"/);
    // The plain teaser is text, shown escaped.
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('takes an event through its lifecycle: draft, planned, on its page, in the list, the search and the calendar feed, taken back', async () => {
    const rubrik = String(((await firstRow(db, 'SELECT id FROM veranstaltung_rubrik ORDER BY id LIMIT 1')) as { id: number }).id);
    const fields = {
      titel: 'Laternenumzug der Kindergärten',
      rubriken: [rubrik],
      datum_von: '2026-12-05T17:30',
      datum_bis: '2026-12-05T19:00',
      ort_location: 'Stadtpark',
      ort_street: 'Parkweg 1',
      ort_zip: '79999',
      ort_city: 'Musterstadt',
      veranstalter: 'Kindergarten Sonnenschein',
      text: '<p>Mit Punsch und Brezeln.</p>',
      barrierefrei: '1',
      sichtbar_ab: '2026-11-23T08:00',
    };
    const { ref } = await create('veranstaltungen', { _aktion: 'entwurf', ...fields });
    const slug = ((await firstRow(db, 'SELECT slug FROM veranstaltung WHERE id = ?', Number(ref))) as { slug: string }).slug;
    const detail = `/gaeste/veranstaltungen/${slug}`;
    const visible = async () => ({
      page: (await get(detail)).status,
      list: pageText((await get('/gaeste/veranstaltungen/')).text).includes('Laternenumzug der Kindergärten'),
      search: (await search('Laternenumzug Kindergärten')).includes(slug),
      feed: (await get('/api/cms/veranstaltungen/kalender')).text.includes('Laternenumzug der Kindergärten'),
      ics: (await get(`/api/cms/veranstaltungen/${ref}/ics`)).status,
    });
    const hidden = { page: 404, list: false, search: false, feed: false, ics: 404 };
    const shown = { page: 200, list: true, search: true, feed: true, ics: 200 };
    expect(await visible()).toEqual(hidden);
    // Published, but planned for Monday morning.
    await status('veranstaltungen', ref, 'jetzt');
    expect(await visible()).toEqual(shown);
    const form = await get(`/intranet/redaktion/veranstaltungen/${ref}`).set('cookie', jonas.cookie);
    const planned = await postDesk(site.app, jonas, `/intranet/redaktion/veranstaltungen/${ref}`, {
      _aktion: 'speichern',
      _revision: String(revisionIn(form.text)),
      ...fields,
    });
    expect(planned.headers.location).toContain('gespeichert=geplant');
    expect(await visible()).toEqual(hidden);
    await at('2026-11-23T07:00:00Z', async () => expect(await visible()).toEqual(shown));
    // Over after its last day: gone from the list and the feed (the page stays for its visitors).
    await at('2026-12-06T00:00:00Z', async () => {
      const after = await visible();
      expect(after.list).toBe(false);
      expect(after.feed).toBe(false);
    });
    // Taken back (the session belongs to the store's clock of the login), gone at once.
    await status('veranstaltungen', ref, 'zurueckziehen');
    await at('2026-11-23T07:00:00Z', async () => expect(await visible()).toEqual(hidden));
  });

  it('takes notices and tenders through their validity: planned until gueltig_von, expired after gueltig_bis, the menu entry follows', async () => {
    const { ref } = await create('bekanntmachungen', {
      _aktion: 'veroeffentlichen',
      titel: 'Sperrung der Brückenstraße',
      beschreibung: 'Wegen Bauarbeiten vom 24. bis 26. November.',
      gueltig_von: '2026-11-22',
      gueltig_bis: '2026-11-26',
    });
    const visible = async () => ({
      page: pageText((await get('/rathaus/bekanntmachungen/')).text).includes('Sperrung der Brückenstraße'),
      search:
        (await search('Sperrung Brückenstraße')).includes(`archiv-${ref}`) || (await search('Sperrung Brückenstraße')).includes('Sperrung der Brückenstraße'),
    });
    expect(await visible()).toEqual({ page: false, search: false });
    await at('2026-11-21T23:00:00Z', async () => expect(await visible()).toEqual({ page: true, search: true }));
    await at('2026-11-26T22:59:00Z', async () => expect(await visible()).toEqual({ page: true, search: true }));
    await at('2026-11-26T23:00:00Z', async () => {
      expect(await visible()).toEqual({ page: false, search: false });
      // Expired entries stay in the archive view of the page.
      expect(pageText((await get('/rathaus/bekanntmachungen/?archiv=1')).text)).toContain('Sperrung der Brückenstraße');
    });

    // Tenders: the topic emptied, its menu entry goes; a new tender brings it back, its end takes it away.
    // The main menu's entry (the quick tiles link there whatever the content check says).
    const menuHas = async () => /href="\/rathaus\/ausschreibungen\/" class="st-nav__/.test((await get('/')).text);
    const tenders = ((await db.raw.query("SELECT id FROM archiv WHERE thema_id = 32 AND status = 'veroeffentlicht'", [])) as { id: number }[]).map((r) =>
      String(r.id),
    );
    for (const id of tenders) await status('ausschreibungen', id, 'zurueckziehen');
    expect(await menuHas()).toBe(false);
    const tender = await create('ausschreibungen', {
      _aktion: 'veroeffentlichen',
      titel: 'Winterdienst 2026/27',
      beschreibung: '',
      gueltig_von: '2026-11-21',
      gueltig_bis: '2026-11-30',
    });
    expect(await menuHas()).toBe(true);
    expect(pageText((await get('/rathaus/ausschreibungen/')).text)).toContain('Winterdienst 2026/27');
    await at('2026-12-01T00:00:00Z', async () => expect(await menuHas()).toBe(false));
    await status('ausschreibungen', tender.ref, 'zurueckziehen');
    expect(pageText((await get('/rathaus/ausschreibungen/')).text)).not.toContain('Winterdienst 2026/27');
  });

  it('takes an editorial page through its lifecycle, with the sitemap and the search', async () => {
    const pfad = '/rathaus/wahlhelfer-gesucht/';
    const sitemapHas = async () => (await get('/sitemap.xml')).text.includes(`${pfad}</loc>`);
    const visible = async () => ({
      page: (await get(pfad)).status,
      search: /Wahllokal Zwölfbergen|wahlhelfer-gesucht/.test(await search('Zwölfbergen Erfrischungsgeld')),
      sitemap: await sitemapHas(),
    });
    const { ref } = await create('seiten', {
      _aktion: 'entwurf',
      pfad,
      titel: 'Helferinnen und Helfer für das Wahllokal Zwölfbergen',
      beschreibung: 'Helfen Sie bei der Wahl.',
      inhalt: '<h2>Was Sie erwartet</h2><p>Ein Erfrischungsgeld und Dank der Stadt.</p>',
      sichtbar_ab: '',
    });
    expect(ref).toBe(pfad);
    expect(await visible()).toEqual({ page: 404, search: false, sitemap: false });
    const preview = await get(`/intranet/redaktion/seiten/${encodeURIComponent(pfad)}/vorschau`).set('cookie', jonas.cookie);
    expect(preview.status).toBe(200);
    expect(firstH1Of(preview.text)).toBe('Helferinnen und Helfer für das Wahllokal Zwölfbergen');
    await status('seiten', ref, 'jetzt');
    expect(await visible()).toEqual({ page: 200, search: true, sitemap: true });
    // The address of a page stays; a second page at the same address is refused.
    const again = await postDesk(site.app, jonas, '/intranet/redaktion/seiten/neu', {
      _aktion: 'entwurf',
      _revision: '0',
      pfad,
      titel: 'Doppelt',
      inhalt: 'x',
    });
    expect(again.status).toBe(400);
    expect(pageText(again.text)).toContain('Unter dieser Adresse gibt es schon eine Seite.');
    await status('seiten', ref, 'zurueckziehen');
    expect(await visible()).toEqual({ page: 404, search: false, sitemap: false });
    expect((await get('/sitemap.xml')).text).toContain('/rathaus/buergernachrichten/</loc>');
  });

  it('shows a hero slide on its section home from its start to its end', async () => {
    const { ref } = await create(
      'hero',
      {
        _aktion: 'veroeffentlichen',
        bereich: 'rathaus',
        titel: 'Frohe Weihnachten aus dem Rathaus',
        bild_alt: 'Das Rathaus im Schnee mit Lichterketten',
        link: '/rathaus/',
        sortierung: '0',
        sichtbar_ab: '2026-12-01T00:00',
        sichtbar_bis: '2027-01-06T23:59',
      },
      [{ field: 'bild_datei', name: 'rathaus.png', content: await sharpPng(), type: 'image/png' }],
    );
    const shown = async () => (await get('/rathaus/')).text.includes('Frohe Weihnachten aus dem Rathaus');
    expect(await shown()).toBe(false);
    await at('2026-11-30T23:00:00Z', async () => expect(await shown()).toBe(true));
    await at('2027-01-06T22:59:00Z', async () => expect(await shown()).toBe(true));
    await at('2027-01-06T23:00:00Z', async () => expect(await shown()).toBe(false));
    const stored = (await firstRow(db, 'SELECT alt, bild FROM hero WHERE id = ?', Number(ref))) as { alt: string; bild: string };
    expect(stored.alt).toBe('Das Rathaus im Schnee mit Lichterketten');
    expect(((await firstRow(db, 'SELECT datei FROM medium WHERE key = ?', stored.bild)) as { datei: string }).datei).toMatch(/\.jpg$/);
    // An image without its alt text is refused.
    const noAlt = await postDesk(
      site.app,
      jonas,
      '/intranet/redaktion/hero/neu',
      { _aktion: 'entwurf', _revision: '0', bereich: 'start', titel: 'Ohne Text', bild_alt: '' },
      [{ field: 'bild_datei', name: 'x.png', content: await sharpPng(), type: 'image/png' }],
    );
    expect(noAlt.status).toBe(400);
    expect(pageText(noAlt.text)).toContain('Bitte beschreiben Sie, was auf dem Bild zu sehen ist');
  });

  it('shows the warning banner in the header of every layout while it is valid, and not after', async () => {
    const { ref } = await create('warnhinweis', {
      _aktion: 'veroeffentlichen',
      titel: 'Unwetterwarnung',
      text: 'Sturmböen bis 100 km/h. Meiden Sie den Stadtwald.',
      link: '/rathaus/',
      gueltig_von: '',
      gueltig_bis: '2026-11-21T12:00',
    });
    const banner = async (url: string) => /<div class="st-warn" role="alert">[\s\S]*?Unwetterwarnung/.test((await get(url)).text);
    for (const url of ['/', '/feuerwehr/', '/drei-linden-gs/', '/rathaus/buergernachrichten/']) expect(await banner(url), url).toBe(true);
    await at('2026-11-21T10:59:00Z', async () => expect(await banner('/')).toBe(true));
    await at('2026-11-21T11:01:00Z', async () => expect(await banner('/grundschule/')).toBe(false));
    await status('warnhinweis', ref, 'zurueckziehen');
    expect(await banner('/')).toBe(false);
  });

  it('takes a gazette issue through its lifecycle: the text of its PDF found by the search once the issue is out', async () => {
    const pdf = makePdf('Amtsblatt Nr. 48/2026', [
      'Amtsblatt der Stadt Musterstadt',
      'Bekanntmachung: Haushaltssatzung 2027',
      'Die Kehrwoche am Quellenbrunnen entfällt.',
    ]);
    // A file that only calls itself a PDF is refused by its bytes.
    const fake = await postDesk(
      site.app,
      jonas,
      '/intranet/redaktion/amtsblatt/neu',
      { _aktion: 'entwurf', _revision: '0', ausgabe: '48', datum: '2026-11-27', themen: 'x', sichtbar_ab: '' },
      [{ field: 'pdf_datei', name: 'amtsblatt.pdf', content: Buffer.from('<html>kein PDF</html>'), type: 'application/pdf' }],
    );
    expect(fake.status).toBe(400);
    expect(pageText(fake.text)).toContain('ist kein PDF');
    const { ref } = await create(
      'amtsblatt',
      {
        _aktion: 'veroeffentlichen',
        ausgabe: '48',
        datum: '2026-11-27',
        themen: 'Haushaltssatzung 2027\nKehrwoche am Quellenbrunnen',
        sichtbar_ab: '2026-11-27T06:00',
      },
      [{ field: 'pdf_datei', name: 'Amtsblatt 48-2026.pdf', content: pdf, type: 'application/pdf' }],
    );
    const row = (await firstRow(
      db,
      'SELECT a.dokument_id, d.datei, d.volltext FROM amtsblatt a JOIN dokument d ON d.id = a.dokument_id WHERE a.id = ?',
      Number(ref),
    )) as { dokument_id: number; datei: string; volltext: string };
    expect(row.volltext).toContain('Kehrwoche am Quellenbrunnen');
    const file = `/api/cms/dateien/${row.dokument_id}/${row.datei}`;
    const visible = async () => ({
      list: pageText((await get('/rathaus/amtsblatt/')).text).includes('Nr. 48/2026'),
      // The one hit leads straight to the gazette's page (spec §7), several list it.
      search: /^\/rathaus\/amtsblatt\/ |Amtsblatt Nr\. 48\/2026/.test(await search('Kehrwoche Quellenbrunnen')),
      file: (await get(file)).status,
    });
    // Planned for Friday 7:00 in Berlin: neither the list, the search nor a guessed address shows it before.
    expect(await visible()).toEqual({ list: false, search: false, file: 404 });
    await at('2026-11-27T05:00:00Z', async () => expect(await visible()).toEqual({ list: true, search: true, file: 200 }));
    const preview = await get(`/intranet/redaktion/amtsblatt/${ref}/vorschau`).set('cookie', jonas.cookie);
    expect(pageText(preview.text)).toContain('Nr. 48/2026');
    await status('amtsblatt', ref, 'zurueckziehen');
    await at('2026-11-27T05:00:00Z', async () => expect(await visible()).toEqual({ list: false, search: false, file: 404 }));
  });

  it('answers 403 with a German page to a user without the role on every desk address, and changes nothing', async () => {
    const paul = await loginAs(site.app, PAUL.email, PAUL.passwort);
    const id = ((await firstRow(db, 'SELECT id FROM aktuelles ORDER BY id LIMIT 1')) as { id: number }).id;
    const before = await firstRow(db, 'SELECT titel, status, revision FROM aktuelles WHERE id = ?', id);
    const pages = [
      '/intranet/redaktion',
      '/intranet/redaktion/nachrichten',
      '/intranet/redaktion/nachrichten/neu',
      `/intranet/redaktion/nachrichten/${id}`,
      `/intranet/redaktion/nachrichten/${id}/vorschau`,
      `/intranet/redaktion/nachrichten/${id}/versionen`,
      `/intranet/redaktion/nachrichten/${id}/versionen/1`,
      `/intranet/redaktion/nachrichten/${id}/loeschen`,
      '/intranet/redaktion/protokoll',
    ];
    for (const url of pages) {
      const res = await get(url).set('cookie', paul);
      expect(res.status, url).toBe(403);
      expect(pageText(res.text)).toContain('Kein Zugriff');
    }
    const token = /name="_csrf" value="([^"]+)"/.exec((await get('/intranet').set('cookie', paul)).text)?.[1] ?? '';
    const posts: Array<[string, Record<string, string>]> = [
      ['/intranet/redaktion/nachrichten/neu', { _aktion: 'veroeffentlichen', titel: 'x', rubrik: 'buergernachrichten' }],
      [`/intranet/redaktion/nachrichten/${id}`, { _aktion: 'zurueckziehen', _revision: '1' }],
      [`/intranet/redaktion/nachrichten/${id}`, { _aktion: 'speichern', _revision: '1', titel: 'Übernommen' }],
      [`/intranet/redaktion/nachrichten/${id}/versionen/1`, { _revision: '1' }],
      [`/intranet/redaktion/nachrichten/${id}/loeschen`, { _revision: '1' }],
      [`/intranet/redaktion/nachrichten/${id}/dokumente`, { entfernen: '1' }],
    ];
    for (const [url, fields] of posts) {
      const res = await postDesk(site.app, { cookie: paul, csrf: token }, url, fields);
      expect(res.status, url).toBe(403);
    }
    expect(await firstRow(db, 'SELECT titel, status, revision FROM aktuelles WHERE id = ?', id)).toEqual(before);
    // Without a session: to the login.
    expect((await get('/intranet/redaktion/nachrichten')).headers.location).toMatch(/^\/intranet\?ziel=/);
  });
});
