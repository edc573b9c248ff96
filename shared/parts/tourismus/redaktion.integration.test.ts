import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/helpers/app';
import { checkDeskKind, publicPage } from '../../../tests/helpers/desk-kind';
import { editorSession, postDesk, type Editor } from '../../../tests/helpers/redaktion';

/**
 * Tourism on the editorial desk (ADR 47): accommodation and hiking routes, each through its whole life
 * on the desk and on its public page; a draft route is not found by the search.
 */
type Site = Awaited<ReturnType<typeof testApp>>;

describe('editorial desk: accommodation and hiking routes', () => {
  let site: Site;
  let jonas: Editor;
  beforeAll(async () => {
    // A fixed public origin, so the page cache keeps the public pages across supertest's ports.
    site = await testApp({ now: () => new Date('2026-11-21T09:00:00Z'), env: { PUBLIC_URL: 'http://www.musterstadt.test' } });
    jonas = await editorSession(site.app);
  });
  afterAll(async () => {
    await site.cleanup();
  }, 60_000);

  it('accommodation: created, published, edited in conflict, restored, refused without the role; visible in the hosts list', async () => {
    // The list is kept by the page cache before the draft: the desk's change must end it.
    expect(await publicPage(site.app, '/gaeste/unterkuenfte/')).not.toContain('Gästehaus Sonnenhalde');
    expect((await request(site.app).get('/gaeste/unterkuenfte/')).headers['x-st-cache']).toBe('hit');
    await checkDeskKind(
      site.app,
      {
        art: 'unterkuenfte',
        titel: 'Gästehaus Sonnenhalde',
        felder: {
          name: 'Gästehaus Sonnenhalde',
          art: 'Pension',
          sterne: '3',
          betten: '14',
          lage: 'Bombach',
          strasse: 'Sonnenhalde 7',
          plz: '79999',
          ort: 'Musterstadt',
          telefon: '+49 7641 4711',
          email: 'info@sonnenhalde.de',
          web: 'https://sonnenhalde.example',
          text: 'Ruhige Lage mit Blick über die Rheinebene.',
          sichtbar_ab: '',
        },
        shown: 'Blick über die Rheinebene',
        edit: { field: 'text', first: 'Frühstück aus der Region', second: 'Frühstück vom Hofladen' },
        bad: {
          felder: { name: '', art: 'Schloss', plz: '7999', web: 'ftp://x' },
          messages: [
            'Bitte füllen Sie „Name“ aus.',
            'Art der Unterkunft: Bitte wählen Sie einen Eintrag der Liste.',
            'Die Postleitzahl hat fünf Ziffern.',
            'mit https:// beginnt',
          ],
        },
        publicText: () => publicPage(site.app, '/gaeste/unterkuenfte/'),
      },
      jonas,
    );
    const list = await publicPage(site.app, '/gaeste/unterkuenfte/?art=Pension');
    expect(list).toContain('Gästehaus Sonnenhalde');
    expect(list).toContain('Sonnenhalde 7');
  }, 60_000);

  it('hiking routes: created, published, edited in conflict, restored, refused without the role; on its page, in the list and the search', async () => {
    const ref = await checkDeskKind(
      site.app,
      {
        art: 'wanderwege',
        titel: 'Rund um den Käppelesberg',
        felder: {
          titel: 'Rund um den Käppelesberg',
          laenge: '9,5',
          hoehenmeter: '320',
          dauer: '170',
          schwierigkeit: 'mittel',
          start: 'Wanderparkplatz Käppele',
          breite: '48,1012',
          laengengrad: '7,8755',
          text: '<p>Über Weinberge zur Kapelle mit Aussicht.</p>',
          tourenportal: '',
          sichtbar_ab: '',
        },
        shown: 'Über Weinberge zur Kapelle',
        edit: { field: 'start', first: 'Parkplatz Fassung eins', second: 'Parkplatz Fassung zwei' },
        bad: {
          felder: { laenge: 'weit', hoehenmeter: 'viel', schwierigkeit: '', laengengrad: '' },
          messages: [
            'Die Länge in Kilometern, zum Beispiel 12,5.',
            'Höhenmeter: Bitte geben Sie eine ganze Zahl an.',
            'Bitte wählen Sie „Schwierigkeit“ aus.',
            'Für die Karte braucht der Startpunkt Breite und Länge',
          ],
        },
        publicText: (r) => publicPage(site.app, `/gaeste/wandern-walken/rund-um-den-kaeppelesberg_${r}`),
      },
      jonas,
    );
    const page = await publicPage(site.app, `/gaeste/wandern-walken/rund-um-den-kaeppelesberg_${ref}`);
    expect(page).toContain('9,5');
    expect(page).toContain('Wanderparkplatz Käppele');
    expect(await publicPage(site.app, '/gaeste/wandern-walken/')).toContain('Rund um den Käppelesberg');
    expect(await publicPage(site.app, '/rathaus/suche?q=K%C3%A4ppelesberg')).toContain('Rund um den Käppelesberg');

    // A draft route: neither on its page nor in the list nor found.
    const draft = await postDesk(site.app, jonas, '/intranet/redaktion/wanderwege/neu', {
      _aktion: 'entwurf',
      _revision: '0',
      titel: 'Geheimpfad Zwergenwald',
      laenge: '3',
      hoehenmeter: '40',
      dauer: '50',
      schwierigkeit: 'leicht',
      start: 'Waldrand',
      text: '<p>Noch nicht fertig.</p>',
    });
    expect(draft.status).toBe(303);
    const id = /\/(\d+)/.exec(draft.headers.location!)![1]!;
    expect((await request(site.app).get(`/gaeste/wandern-walken/geheimpfad-zwergenwald_${id}`)).status).toBe(404);
    expect(await publicPage(site.app, '/gaeste/wandern-walken/')).not.toContain('Zwergenwald');
    expect(await publicPage(site.app, '/rathaus/suche?q=Zwergenwald')).not.toContain('Geheimpfad Zwergenwald');
  }, 60_000);
});
