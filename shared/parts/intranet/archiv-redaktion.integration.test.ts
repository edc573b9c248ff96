import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/helpers/app';
import { checkDeskKind } from '../../../tests/helpers/desk-kind';
import { PAUL, loginAs } from '../../../tests/helpers/formulare';
import { pageText } from '../../../tests/helpers/html';
import { editorSession, postDesk, type Editor } from '../../../tests/helpers/redaktion';
import { openSiteStore } from '../../../tests/helpers/store';
import { makePdf } from '../../../server/cms/files/demo/pdf';

/**
 * The entries of the intranet's archive topics on the editorial desk (ADR 48): the desk's whole life
 * on /intranet/archiv/:id, a PDF whose text is extracted, and the intranet's audience rule: only
 * signed-in staff read the entry and its download; the public site, its download and its search never do.
 */
type Site = Awaited<ReturnType<typeof testApp>>;
const WORD = 'Schlüsselverwahrungsordnung';

describe('editorial desk: the intranet archive', () => {
  let site: Site;
  let jonas: Editor;
  let paul = '';
  const staffPage = async (url: string) => {
    const res = await request(site.app).get(url).set('cookie', paul).redirects(0);
    if (res.status === 404) return '';
    expect(res.status, url).toBe(200);
    return pageText(res.text);
  };
  beforeAll(async () => {
    site = await testApp({ now: () => new Date('2026-11-21T09:00:00Z') });
    jonas = await editorSession(site.app);
    paul = await loginAs(site.app, PAUL.email, PAUL.passwort);
  });
  afterAll(async () => {
    await site.cleanup();
  }, 60_000);

  it('an intranet topic: created, published, edited in conflict, restored, refused without the role; only staff read it', async () => {
    const ref = await checkDeskKind(
      site.app,
      {
        art: 'intranet-archivthemen',
        titel: 'Hausordnungen der Dienstgebäude',
        felder: { thema: 'Hausordnungen der Dienstgebäude', sichtbar_ab: '' },
        shown: 'Hausordnungen der Dienstgebäude',
        edit: { field: 'thema', first: 'Hausordnungen Fassung eins', second: 'Hausordnungen Fassung zwei' },
        bad: { felder: { thema: '' }, messages: ['Bitte füllen Sie „Bezeichnung“ aus.'] },
        publicText: (r) => staffPage(`/intranet/archiv/${r}`),
      },
      jonas,
    );
    // In the intranet's navigation; a visitor without a session is sent to the login.
    expect(await staffPage('/intranet')).toContain('Hausordnungen der Dienstgebäude');
    const anon = await request(site.app).get(`/intranet/archiv/${ref}`).redirects(0);
    expect(anon.status).toBe(302);
    expect(anon.text).not.toContain('Hausordnungen');
    // A public topic is not this kind's.
    await request(site.app).get('/intranet/redaktion/intranet-archivthemen/30').set('cookie', jonas.cookie).expect(404);
  }, 60_000);

  it('an entry of an intranet topic: created, published, edited in conflict, restored, refused without the role; shown on the topic page', async () => {
    const ref = await checkDeskKind(
      site.app,
      {
        art: 'intranet-archiv',
        titel: 'Schlüsselordnung Rathaus',
        felder: { titel: 'Schlüsselordnung Rathaus', thema: '4', beschreibung: 'Wer welche Schlüssel verwahrt.', gueltig_von: '2026-11-01', gueltig_bis: '' },
        shown: 'Schlüsselordnung Rathaus',
        edit: { field: 'beschreibung', first: 'Schlüssel Fassung eins', second: 'Schlüssel Fassung zwei' },
        bad: {
          felder: { titel: '', thema: '30' },
          messages: ['Bitte füllen Sie „Titel“ aus.'],
        },
        publicText: () => staffPage('/intranet/archiv/4'),
      },
      jonas,
    );
    // A topic of the public archive is no choice here.
    const wrong = await postDesk(site.app, jonas, '/intranet/redaktion/intranet-archiv/neu', {
      _aktion: 'entwurf',
      _revision: '0',
      titel: 'Falsches Thema',
      thema: '30',
      gueltig_von: '2026-11-01',
    });
    expect(wrong.status).toBe(400);

    // A PDF download: its text extracted, internal.
    const pdf = makePdf('Schlüsselordnung', [`Die ${WORD} gilt für alle Dienstgebäude.`]);
    const up = await postDesk(site.app, jonas, `/intranet/redaktion/intranet-archiv/${ref}/dokumente`, { dokument_downloadtext: 'Schlüsselordnung (PDF)' }, [
      { field: 'dokument_datei', name: 'schluesselordnung.pdf', content: pdf, type: 'application/pdf' },
    ]);
    expect(up.status, pageText(up.text).slice(0, 500)).toBe(303);
    const db = await openSiteStore(site.config);
    try {
      const [doc] = (await db.raw.query('SELECT id, datei, intern, volltext FROM dokument WHERE archiv_id = ?', [Number(ref)])) as {
        id: number;
        datei: string;
        intern: number;
        volltext: string | null;
      }[];
      expect(doc?.intern).toBe(1);
      expect(doc?.volltext).toContain(WORD);
      // Staff read the entry with its download (the intranet's address), the public download refuses it.
      const page = await request(site.app).get('/intranet/archiv/4').set('cookie', paul).expect(200);
      expect(page.text).toContain(`/api/cms/intranet/dokument/${doc!.id}`);
      expect(pageText(page.text)).toContain('Schlüsselordnung (PDF, ');
      await request(site.app).get(`/api/cms/intranet/dokument/${doc!.id}`).expect(401);
      const pub = await request(site.app).get(`/api/cms/dateien/${doc!.id}/${encodeURIComponent(doc!.datei)}`);
      expect(pub.status).toBe(404);
    } finally {
      await db.close();
    }
    // Never on the public site's search.
    const found = (
      await request(site.app)
        .get(`/api/cms/suche?q=${encodeURIComponent(WORD)}&pro_seite=50`)
        .expect(200)
    ).body as { data: { treffer?: unknown[] } };
    expect(JSON.stringify(found)).not.toContain('Schlüsselordnung');
    const anon = await request(site.app).get('/intranet/archiv/4').redirects(0);
    expect(anon.status).toBe(302);
    expect(anon.text).not.toContain('Schlüsselordnung');
  }, 60_000);
});
