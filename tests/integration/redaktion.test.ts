import path from 'node:path';
import request from 'supertest';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { pageText } from '../helpers/html';
import { PAUL, loginAs, photo } from '../helpers/formulare';
import { editorSession, postDesk, refOf, revisionIn, ERIKA, type Editor } from '../helpers/redaktion';

/**
 * The editorial desk (issue "Editorial desk", ADR 16) with news: the lifecycle of an item on the
 * public site (draft invisible; published on its page, in the list, the search and the menu; planned
 * until its time by the store's clock; taken back), the menu content check of an empty category, the
 * 403 of every desk address without the role, the edit conflict and the restore of a revision.
 */
type Site = Awaited<ReturnType<typeof testApp>>;

describe('editorial desk: news', () => {
  let site: Site;
  let db: SQLite.Database;
  let jonas: Editor;
  // The store's clock: a Saturday morning in Berlin.
  let now = new Date('2026-11-21T09:00:00Z');
  beforeAll(async () => {
    site = await testApp({ now: () => now });
    db = new SQLite(path.join(site.dataDir, 'musterstadt.db'), { readonly: true });
    jonas = await editorSession(site.app);
  });
  afterAll(async () => {
    db.close();
    await site.cleanup();
  });

  const get = (url: string) => request(site.app).get(url).redirects(0);
  /** What the search shows: its page, or the address it leads to when there is exactly one hit. */
  const search = async (q: string) => {
    const res = await get(`/rathaus/suche?q=${encodeURIComponent(q)}`);
    return `${res.headers.location ?? ''} ${pageText(res.text)}`;
  };

  it('takes a news item from draft to published to taken back, and the public site follows at once', async () => {
    const form = await get('/intranet/redaktion/nachrichten/neu').set('cookie', jonas.cookie);
    expect(form.status).toBe(200);
    expect(form.text).toContain('Nachricht anlegen');

    // A draft: stored, invisible everywhere.
    const draft = await postDesk(site.app, jonas, '/intranet/redaktion/nachrichten/neu', {
      _aktion: 'entwurf',
      _revision: '0',
      rubrik: 'buergernachrichten',
      titel: 'Zebrastreifen an der Lindenschule',
      teaser: 'Ab Montag sicherer über die Schulstraße.',
      text: 'Die Stadt markiert einen Zebrastreifen.\n\nDie Arbeiten dauern zwei Tage.',
      datum_von: '',
      bild_alt: 'Kinder an einem Zebrastreifen',
    }, [{ field: 'bild_datei', name: 'zebra.jpg', content: await photo(800, 600), type: 'image/jpeg' }]);
    expect(draft.status).toBe(303);
    const ref = refOf(draft.headers.location);
    expect(ref).toMatch(/^\d+$/);
    const row = db.prepare('SELECT slug, status, revision, text, bild, bild_alt FROM aktuelles WHERE id = ?').get(Number(ref)) as Record<string, string | number>;
    expect(row.status).toBe('entwurf');
    expect(row.text).toBe('<p>Die Stadt markiert einen Zebrastreifen.</p>\n<p>Die Arbeiten dauern zwei Tage.</p>');
    // The image went through the image service's media list, re-encoded.
    const medium = db.prepare('SELECT breite, hoehe, alt FROM medium WHERE key = ?').get(row.bild) as { breite: number; hoehe: number; alt: string };
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
    const back = await postDesk(site.app, jonas, `/intranet/redaktion/nachrichten/${ref}`, { _aktion: 'zurueckziehen', _revision: String(revisionIn(again.text)) });
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
    const slug = (db.prepare('SELECT slug FROM aktuelles WHERE id = ?').get(Number(refOf(res.headers.location))) as { slug: string }).slug;
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
    const menuHas = async () => (await get('/')).text.includes('href="/rathaus/corona-meldungen/"');
    expect(await menuHas()).toBe(true);
    // Take back every item of the category: the entry leaves the menu at once.
    const ids = (db.prepare("SELECT a.id FROM aktuelles a JOIN rubrik r ON r.id = a.rubrik_id WHERE r.url = 'corona-meldungen'").all() as { id: number }[]).map((r) => r.id);
    for (const id of ids) {
      const form = await get(`/intranet/redaktion/nachrichten/${id}`).set('cookie', jonas.cookie);
      expect((await postDesk(site.app, jonas, `/intranet/redaktion/nachrichten/${id}`, { _aktion: 'zurueckziehen', _revision: String(revisionIn(form.text)) })).status).toBe(303);
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
    const res = await postDesk(site.app, jonas, '/intranet/redaktion/nachrichten/neu', {
      _aktion: 'veroeffentlichen',
      _revision: '0',
      rubrik: 'gibt-es-nicht',
      titel: '',
      teaser: 'Mein Anreißer bleibt stehen',
      text: '',
      datum_von: '31.02.2026',
      bild_alt: '',
    }, [{ field: 'bild_datei', name: 'bild.jpg', content: await photo(), type: 'image/jpeg' }]);
    expect(res.status).toBe(400);
    const text = pageText(res.text);
    expect(text).toContain('Bitte füllen Sie „Überschrift“ aus.');
    expect(text).toContain('Rubrik: Bitte wählen Sie einen Eintrag der Liste.');
    expect(text).toContain('Datum, erscheint ab: Bitte geben Sie Datum und Uhrzeit an');
    expect(res.text).toContain('Mein Anreißer bleibt stehen');
    expect(res.text).toMatch(/aria-invalid="true"[^>]*name="titel"|name="titel"[^>]*aria-invalid="true"/);
  });

  it('detects an edit conflict: the second save sees both versions and loses nothing; a revision is restored', async () => {
    const erika = await editorSession(site.app, ERIKA);
    const id = (db.prepare("SELECT id FROM aktuelles WHERE status = 'veroeffentlicht' ORDER BY id LIMIT 1").get() as { id: number }).id;
    const url = `/intranet/redaktion/nachrichten/${id}`;
    const a = await get(url).set('cookie', jonas.cookie);
    const b = await get(url).set('cookie', erika.cookie);
    const revision = revisionIn(a.text);
    expect(revisionIn(b.text)).toBe(revision);
    const original = db.prepare('SELECT titel, teaser FROM aktuelles WHERE id = ?').get(id) as { titel: string; teaser: string };
    const fields = (titel: string) => ({ _aktion: 'speichern', _revision: String(revision), rubrik: 'buergernachrichten', titel, teaser: original.teaser, text: '<p>Neu</p>', datum_von: '2026-01-05T10:00' });
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
    expect(revisionIn(second.text)).toBe(revision + 1);
    expect((db.prepare('SELECT titel FROM aktuelles WHERE id = ?').get(id) as { titel: string }).titel).toBe('Fassung von Jonas');

    // The history has the state before the first edit; restoring it brings the title back.
    const versions = pageText((await get(`${url}/versionen`).set('cookie', jonas.cookie)).text);
    expect(versions).toContain('Stand vor der ersten Bearbeitung');
    const compare = await get(`${url}/versionen/${revision}`).set('cookie', jonas.cookie);
    expect(compare.status).toBe(200);
    expect(pageText(compare.text)).toContain(original.titel);
    const restored = await postDesk(site.app, jonas, `${url}/versionen/${revision}`, { _revision: String(revision + 1) });
    expect(restored.status).toBe(303);
    expect((db.prepare('SELECT titel, revision FROM aktuelles WHERE id = ?').get(id) as { titel: string; revision: number })).toEqual({ titel: original.titel, revision: revision + 2 });
  });

  it('answers 403 with a German page to a user without the role on every desk address, and changes nothing', async () => {
    const paul = await loginAs(site.app, PAUL.email, PAUL.passwort);
    const id = (db.prepare('SELECT id FROM aktuelles ORDER BY id LIMIT 1').get() as { id: number }).id;
    const before = db.prepare('SELECT titel, status, revision FROM aktuelles WHERE id = ?').get(id);
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
    expect(db.prepare('SELECT titel, status, revision FROM aktuelles WHERE id = ?').get(id)).toEqual(before);
    // Without a session: to the login.
    expect((await get('/intranet/redaktion/nachrichten')).headers.location).toMatch(/^\/intranet\?ziel=/);
  });
});
