import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/helpers/app';
import { checkDeskKind, publicPage, publishNew } from '../../../tests/helpers/desk-kind';
import { editorSession, postDesk, type Editor } from '../../../tests/helpers/redaktion';
import { pageText } from '../../../tests/helpers/html';

/**
 * Construction sites and plots on the editorial desk (ADR 46), each through its whole life on the desk
 * and on its public pages; a planned row stays off the lists and the search until its time; the climate
 * pages are edited as pages.
 */
type Site = Awaited<ReturnType<typeof testApp>>;

const BAUSTELLE = {
  titel: 'Sanierung Lindenstraße',
  strasse: 'Lindenstraße zwischen Marktplatz und Schulweg',
  ortsteil: 'Hecklingen',
  beschreibung: '<p>Neue Wasserleitung und neuer Belag.</p>',
  umleitung: '<p>Vollsperrung, Umleitung über den Kastanienweg.</p>',
  parken: '<p>Anwohnerparken auf dem Festplatz Hecklingen.</p>',
  kontakt_amt: '',
  bild: '',
  bild_alt: '',
  phase_a_titel: 'Leitungsbau Lindenstraße',
  phase_a_von: '2026-11-16',
  phase_a_bis: '2027-02-26',
  phase_b_titel: 'Deckenbelag Lindenstraße',
  phase_b_von: '2027-03-01',
  phase_b_bis: '2027-03-19',
  sichtbar_ab: '',
};

const FLAECHE = {
  art: 'wohnen',
  titel: 'Am Sonnenhang, Bauplatz 7',
  lage: 'Am Sonnenhang 7, Hecklingen',
  groesse_qm: '612',
  preis_qm: '189,50',
  vergabe: 'verfuegbar',
  text: '<p>Südhang mit Blick ins Rheintal.</p>',
  sichtbar_ab: '',
};

async function found(app: Site['app'], q: string): Promise<string> {
  const res = await request(app)
    .get(`/api/cms/suche?q=${encodeURIComponent(q)}&pro_seite=50`)
    .expect(200);
  return JSON.stringify(res.body);
}

describe('editorial desk: construction sites, plots and the climate pages', () => {
  let site: Site;
  let jonas: Editor;
  beforeAll(async () => {
    // A fixed public origin, so that the page cache keeps the public pages between the requests (its key
    // has the host otherwise): every public read below then checks that a desk change reaches the site.
    site = await testApp({ now: () => new Date('2026-11-21T09:00:00Z'), env: { PUBLIC_URL: 'http://www.musterstadt.test' } });
    jonas = await editorSession(site.app);
  });
  afterAll(async () => {
    await site.cleanup();
  }, 60_000);

  it('sites: created, published, edited in conflict, restored, refused without the role; on its three pages and in the search', async () => {
    // The list is kept by the page cache before the change: the desk's write must make it current.
    await request(site.app).get('/wirtschaft/baustellen/').expect(200);
    expect((await request(site.app).get('/wirtschaft/baustellen/').expect(200)).headers['x-st-cache']).toBe('hit');
    const ref = await checkDeskKind(
      site.app,
      {
        art: 'baustellen',
        titel: BAUSTELLE.titel,
        felder: BAUSTELLE,
        shown: 'Umleitung über den Kastanienweg',
        edit: { field: 'strasse', first: 'Lindenstraße Abschnitt Nord', second: 'Lindenstraße Abschnitt Süd' },
        bad: {
          felder: { titel: '', ortsteil: 'Mondbasis', phase_a_von: 'gestern' },
          messages: [
            'Bitte füllen Sie „Bezeichnung“ aus.',
            'Ortsteil: Bitte wählen Sie einen Eintrag der Liste.',
            'Beginn der Bauphase 1: Bitte geben Sie ein Datum an',
          ],
        },
        publicText: (r) => publicPage(site.app, `/wirtschaft/baustellen/baustelle_${r}`),
      },
      jonas,
    );
    const slug = `sanierung-lindenstrasse_${ref}`;
    expect(await publicPage(site.app, '/wirtschaft/baustellen/')).toContain(BAUSTELLE.titel);
    expect(await publicPage(site.app, `/wirtschaft/baustelle-parken/${slug}`)).toContain('Anwohnerparken auf dem Festplatz Hecklingen');
    const works = await publicPage(site.app, `/wirtschaft/baustelle-umbaumassnahmen/${slug}`);
    expect(works).toContain('Leitungsbau Lindenstraße');
    expect(works).toContain('Deckenbelag Lindenstraße');
    expect(await publicPage(site.app, '/wirtschaft/baustelle-umbaumassnahmen/')).toContain('Leitungsbau Lindenstraße');
    expect(await found(site.app, 'Kastanienweg')).toContain(slug);

    // A phase with its end before its start, or dates without a name: refused with German messages.
    const wrong = await postDesk(site.app, jonas, '/intranet/redaktion/baustellen/neu', {
      _aktion: 'entwurf',
      _revision: '0',
      ...BAUSTELLE,
      phase_a_bis: '2026-11-01',
      phase_c_von: '2027-05-01',
    });
    expect(wrong.status).toBe(400);
    expect(pageText(wrong.text)).toContain('Das Ende der Bauphase 1 liegt vor ihrem Beginn.');
    expect(pageText(wrong.text)).toContain('Bitte geben Sie der Bauphase 3 einen Namen');
  }, 60_000);

  it('sites: one planned for later stays off the list, its page, the road works and the search until its time', async () => {
    const ref = await publishNew(site.app, jonas, 'baustellen', {
      ...BAUSTELLE,
      titel: 'Brückenprüfung Mühlbach',
      umleitung: '<p>Umleitung über die Zaunkönigbrücke.</p>',
      phase_a_titel: 'Prüfung Mühlbachbrücke',
      phase_b_titel: '',
      phase_b_von: '',
      phase_b_bis: '',
      sichtbar_ab: '2026-12-01T08:00',
    });
    expect(await publicPage(site.app, '/wirtschaft/baustellen/')).not.toContain('Brückenprüfung Mühlbach');
    expect(await publicPage(site.app, `/wirtschaft/baustellen/brueckenpruefung-muehlbach_${ref}`)).toBe('');
    expect(await publicPage(site.app, '/wirtschaft/baustelle-umbaumassnahmen/')).not.toContain('Prüfung Mühlbachbrücke');
    expect(await found(site.app, 'Zaunkönigbrücke')).not.toContain(`_${ref}`);
    // The desk lists it as planned.
    const list = pageText((await request(site.app).get('/intranet/redaktion/baustellen?suche=Brückenprüfung').set('cookie', jonas.cookie)).text);
    expect(list).toContain('geplant');
  }, 60_000);

  it('plots: created, published, edited in conflict, restored, refused without the role; on the list of its kind and in the search', async () => {
    const ref = await checkDeskKind(
      site.app,
      {
        art: 'flaechen',
        titel: FLAECHE.titel,
        felder: FLAECHE,
        shown: 'Südhang mit Blick ins Rheintal',
        edit: { field: 'lage', first: 'Am Sonnenhang 7a', second: 'Am Sonnenhang 7b' },
        bad: {
          felder: { titel: '', groesse_qm: 'groß', preis_qm: '189 Euro', vergabe: '' },
          messages: [
            'Bitte füllen Sie „Bezeichnung“ aus.',
            'Größe in Quadratmetern: Bitte geben Sie eine ganze Zahl an.',
            'Bitte geben Sie den Preis in Euro an, zum Beispiel 185 oder 185,50.',
            'Bitte wählen Sie „Stand der Vergabe“ aus.',
          ],
        },
        publicText: (r) => publicPage(site.app, `/wirtschaft/wohnflaechen/flaeche_${r}`),
      },
      jonas,
    );
    const list = await publicPage(site.app, '/wirtschaft/wohnflaechen/');
    expect(list).toContain(FLAECHE.titel);
    expect(list).toContain('189,50');
    expect(await publicPage(site.app, '/wirtschaft/gewerbeflaechen/')).not.toContain(FLAECHE.titel);
    expect(await found(site.app, 'Sonnenhang')).toContain(`am-sonnenhang-bauplatz-7_${ref}`);
    // A draft plot is not found.
    const draft = await postDesk(site.app, jonas, '/intranet/redaktion/flaechen/neu', {
      _aktion: 'entwurf',
      _revision: '0',
      ...FLAECHE,
      titel: 'Im Eichgrund, Bauplatz 2',
      lage: 'Im Eichgrund 2, Nordweil',
    });
    expect(draft.status).toBe(303);
    expect(await publicPage(site.app, '/wirtschaft/wohnflaechen/')).not.toContain('Im Eichgrund');
    expect(await found(site.app, 'Eichgrund')).not.toContain('im-eichgrund');
  }, 60_000);

  it('climate pages: edited as pages of the desk, with the preview in the real layout', async () => {
    const pfad = '/wirtschaft/musterstadt-regenerativ/';
    const url = `/intranet/redaktion/seiten/${encodeURIComponent(pfad)}`;
    const form = await request(site.app).get(url).set('cookie', jonas.cookie).expect(200);
    expect(pageText(form.text)).toContain('Musterstadt regenerativ');
    const preview = await request(site.app).get(`${url}/vorschau`).set('cookie', jonas.cookie).expect(200);
    expect(pageText(preview.text)).toContain('Sonnenstrom');
  }, 60_000);
});
