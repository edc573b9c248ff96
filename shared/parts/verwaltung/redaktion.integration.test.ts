import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/helpers/app';
import { checkDeskKind, publicPage } from '../../../tests/helpers/desk-kind';
import { editorSession, postDesk, type Editor } from '../../../tests/helpers/redaktion';
import { pageText } from '../../../tests/helpers/html';
import { makePdf } from '../../../server/cms/files/demo/pdf';

/**
 * The town hall's kinds on the editorial desk (ADR 43): offices, staff, procedures, life situations and
 * forms, each through its whole life on the desk and on its public page.
 */
type Site = Awaited<ReturnType<typeof testApp>>;

describe('editorial desk: offices, staff and the Wegweiser', () => {
  let site: Site;
  let jonas: Editor;
  let amt = '';
  beforeAll(async () => {
    site = await testApp({ now: () => new Date('2026-11-21T09:00:00Z') });
    jonas = await editorSession(site.app);
  });
  afterAll(async () => {
    await site.cleanup();
  }, 60_000);

  it('offices: created, published, edited in conflict, restored, refused without the role; a parent office of its own is refused', async () => {
    amt = await checkDeskKind(
      site.app,
      {
        art: 'aemter',
        titel: 'Amt für Klimaschutz',
        felder: {
          titel: 'Amt für Klimaschutz',
          uebergeordnet: '',
          beschreibung: 'Wärmeplanung und Förderung.',
          aufgaben: 'Kommunale Wärmeplanung\nEnergieberatung',
          gebaeude: 'Rathaus, 2. Obergeschoss',
          strasse: 'Marktplatz 1',
          plz: '79999',
          ort: 'Musterstadt',
          telefon: '+49 7641 123-77',
          telefax: '',
          email: 'klima@musterstadt.de',
          oeffnungszeiten: 'Mo–Fr 8–12 Uhr',
          sichtbar_ab: '',
        },
        shown: 'Kommunale Wärmeplanung',
        edit: { field: 'beschreibung', first: 'Fassung der Kämmerei', second: 'Fassung des Bauamts' },
        bad: {
          felder: { titel: '', plz: '7999', email: 'klima(at)musterstadt' },
          messages: ['Bitte füllen Sie „Bezeichnung“ aus.', 'Die Postleitzahl hat fünf Ziffern.', 'Bitte geben Sie eine E-Mail-Adresse'],
        },
        publicText: (ref) => publicPage(site.app, `/rathaus/fachaemter/amt_${ref}`),
      },
      jonas,
    );
    // On the list of offices too.
    expect(await publicPage(site.app, '/rathaus/fachaemter/')).toContain('Amt für Klimaschutz');
    // Above itself: refused with a German message.
    const form = await request(site.app).get(`/intranet/redaktion/aemter/${amt}`).set('cookie', jonas.cookie);
    const revision = /name="_revision" value="(\d+)"/.exec(form.text)![1]!;
    const loop = await postDesk(site.app, jonas, `/intranet/redaktion/aemter/${amt}`, {
      _aktion: 'speichern',
      _revision: revision,
      titel: 'Amt für Klimaschutz',
      uebergeordnet: amt,
      strasse: 'Marktplatz 1',
      plz: '79999',
      ort: 'Musterstadt',
      telefon: '1',
      email: 'klima@musterstadt.de',
    });
    expect(loop.status).toBe(400);
    expect(pageText(loop.text)).toContain('Ein Amt kann nicht zu sich selbst');
  }, 60_000);

  it('staff: a person with an office, function, room, phone and e-mail on the office page and their own', async () => {
    const ref = await checkDeskKind(
      site.app,
      {
        art: 'mitarbeiter',
        titel: 'Dr. Lena Özdemir',
        felder: {
          anrede: 'Frau',
          titel: 'Dr.',
          vorname: 'Lena',
          nachname: 'Özdemir',
          amt_a_amt: amt,
          amt_a_funktion: 'Klimaschutzmanagerin',
          amt_a_zimmer: '204',
          amt_a_telefon: '+49 7641 123-78',
          amt_a_email: 'lena.oezdemir@musterstadt.de',
          sichtbar_ab: '',
        },
        shown: 'Klimaschutzmanagerin',
        edit: { field: 'amt_a_zimmer', first: 'Zimmer-A-301', second: 'Zimmer-B-302' },
        bad: {
          felder: { nachname: '', amt_a_amt: '', amt_b_funktion: 'Ohne Amt' },
          messages: ['Bitte füllen Sie „Nachname“ aus.', 'Bitte wählen Sie „Amt oder Fachbereich“ aus.'],
        },
        publicText: (r) => publicPage(site.app, `/rathaus/mitarbeiter/person_${r}`),
      },
      jonas,
    );
    const office = await publicPage(site.app, `/rathaus/fachaemter/amt_${amt}`);
    expect(office).toContain('Özdemir');
    expect(office).toContain('Klimaschutzmanagerin');
    expect(await publicPage(site.app, `/rathaus/mitarbeiter/person_${ref}`)).toContain('204');
    // An office with staff is not deleted: the desk says why.
    const del = await request(site.app).get(`/intranet/redaktion/aemter/${amt}/loeschen`).set('cookie', jonas.cookie);
    const revision = /name="_revision" value="(\d+)"/.exec(del.text)![1]!;
    const refused = await postDesk(site.app, jonas, `/intranet/redaktion/aemter/${amt}/loeschen`, { _revision: revision });
    expect(refused.status).toBe(400);
    expect(pageText(refused.text)).toContain('Das Amt wird noch genannt von: 1 Person');
  }, 60_000);

  it('forms: a PDF with its office, on the forms page and linked from a procedure', async () => {
    const pdf = makePdf('Antrag Förderung Balkonkraftwerk', ['Antrag auf Förderung eines Balkonkraftwerks.']);
    const formular = await checkDeskKind(
      site.app,
      {
        art: 'formulare',
        titel: 'Antrag Balkonkraftwerk',
        felder: { titel: 'Antrag Balkonkraftwerk', beschreibung: 'Für Zuschüsse bis 200 Euro.', amt_id: amt, sichtbar_ab: '' },
        files: [{ field: 'pdf_datei', name: 'balkon.pdf', content: pdf, type: 'application/pdf' }],
        keep: ['pdf'],
        shown: 'Antrag Balkonkraftwerk',
        edit: { field: 'beschreibung', first: 'Zuschuss der Stadtwerke', second: 'Zuschuss des Landes' },
        bad: {
          felder: { titel: '', amt_id: '999999' },
          messages: ['Bitte füllen Sie „Bezeichnung“ aus.', 'Zuständiges Amt: Bitte wählen Sie einen Eintrag der Liste.'],
        },
        publicText: () => publicPage(site.app, '/rathaus/wegweiser/formulare'),
      },
      jonas,
    );
    // Procedures: the office a procedure names, its contacts and forms.
    const verfahren = await checkDeskKind(
      site.app,
      {
        art: 'verfahren',
        titel: 'Balkonkraftwerk fördern lassen',
        felder: {
          titel: 'Balkonkraftwerk fördern lassen',
          kurztext: 'Zuschuss für steckerfertige Solaranlagen.',
          text: 'Die Stadt fördert Balkonkraftwerke.\n\nDer Antrag geht an das Amt für Klimaschutz.',
          gebuehren: 'Keine',
          amt_id: amt,
          formulare: [formular],
          online: '',
          stichworte: 'Solar\nPhotovoltaik',
          sichtbar_ab: '',
        },
        shown: 'Die Stadt fördert Balkonkraftwerke.',
        edit: { field: 'kurztext', first: 'Zuschuss in Fassung eins', second: 'Zuschuss in Fassung zwei' },
        bad: { felder: { kurztext: '', online: 'http://x' }, messages: ['Bitte füllen Sie „Kurztext“ aus.', 'mit https:// beginnt'] },
        publicText: (r) => publicPage(site.app, `/rathaus/wegweiser/verfahren/b/balkonkraftwerk-foerdern-lassen_${r}`),
      },
      jonas,
    );
    const page = await publicPage(site.app, `/rathaus/wegweiser/verfahren/b/balkonkraftwerk-foerdern-lassen_${verfahren}`);
    expect(page).toContain('Amt für Klimaschutz');
    expect(page).toContain('Antrag Balkonkraftwerk');
    // Under its letter in the A–Z list.
    expect(await publicPage(site.app, '/rathaus/wegweiser/verfahren/b')).toContain('Balkonkraftwerk fördern lassen');

    // Life situations list their procedures.
    await checkDeskKind(
      site.app,
      {
        art: 'lebenslagen',
        titel: 'Energie sparen',
        felder: {
          titel: 'Energie sparen',
          url: 'energie-sparen',
          beschreibung: 'Strom und Wärme sparen.',
          verfahren: [verfahren],
          sortierung: '90',
          sichtbar_ab: '',
        },
        shown: 'Balkonkraftwerk fördern lassen',
        edit: { field: 'beschreibung', first: 'Sparen in Fassung eins', second: 'Sparen in Fassung zwei' },
        bad: { felder: { url: 'Energie sparen!' }, messages: ['Die Kennung besteht aus Kleinbuchstaben'] },
        publicText: () => publicPage(site.app, '/rathaus/wegweiser/energie-sparen'),
      },
      jonas,
    );
    expect(await publicPage(site.app, '/rathaus/wegweiser/lebenslagen')).toContain('Energie sparen');
  }, 60_000);
});
