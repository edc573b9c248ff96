import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/helpers/app';
import { checkDeskKind } from '../../../tests/helpers/desk-kind';
import { PAUL, loginAs } from '../../../tests/helpers/formulare';
import { pageText } from '../../../tests/helpers/html';
import { editorSession, type Editor } from '../../../tests/helpers/redaktion';

/**
 * The intranet's categories and texts on the editorial desk (ADR 47), each through its whole life on
 * the desk and on the intranet's pages, which stay the signed-in staff's: a visitor is sent to the login.
 */
type Site = Awaited<ReturnType<typeof testApp>>;

describe('editorial desk: intranet categories and texts', () => {
  let site: Site;
  let jonas: Editor;
  let paul = '';
  /** An intranet page as a colleague without the desk's role reads it; '' when it is not found. */
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

  it('categories and texts: created, published, edited in conflict, restored, refused without the role; only staff read them', async () => {
    const rubrik = await checkDeskKind(
      site.app,
      {
        art: 'intranet-rubriken',
        titel: 'Dienstanweisungen für Außendienst',
        felder: { titel: 'Dienstanweisungen für Außendienst', url: 'aussendienst', sichtbar_ab: '' },
        shown: 'Dienstanweisungen für Außendienst',
        previewShown: 'Dienstanweisungen für Außendienst',
        edit: { field: 'titel', first: 'Außendienst Fassung eins', second: 'Außendienst Fassung zwei' },
        bad: { felder: { titel: '', url: 'Außendienst!' }, messages: ['Bitte füllen Sie „Bezeichnung“ aus.', 'Die Kennung besteht aus Kleinbuchstaben'] },
        publicText: () => staffPage('/intranet/texte/aussendienst'),
      },
      jonas,
    );
    await checkDeskKind(
      site.app,
      {
        art: 'intranet-texte',
        titel: 'Dienstfahrzeuge im Winter',
        felder: {
          titel: 'Dienstfahrzeuge im Winter',
          rubrik,
          url: 'winterreifen',
          datum: '2026-11-20',
          text: '<p>Bitte prüfen Sie vor jeder Fahrt die Winterreifen.</p>',
          sichtbar_ab: '',
        },
        shown: 'Bitte prüfen Sie vor jeder Fahrt die Winterreifen.',
        edit: { field: 'titel', first: 'Dienstfahrzeuge Fassung eins', second: 'Dienstfahrzeuge Fassung zwei' },
        bad: { felder: { rubrik: '', datum: 'morgen' }, messages: ['Bitte wählen Sie „Rubrik“ aus.', 'Datum: Bitte geben Sie ein Datum an'] },
        publicText: () => staffPage('/intranet/texte/aussendienst/winterreifen'),
      },
      jonas,
    );
    // On the category's list.
    expect(await staffPage('/intranet/texte/aussendienst')).toContain('Dienstfahrzeuge im Winter');
    // A visitor without a session is sent to the login, the text is not in the answer.
    const anon = await request(site.app).get('/intranet/texte/aussendienst/winterreifen').redirects(0);
    expect(anon.status).toBe(302);
    expect(anon.headers.location).toContain('/intranet?ziel=');
    expect(anon.text).not.toContain('Winterreifen');
  }, 60_000);
});
