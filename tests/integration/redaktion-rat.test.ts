import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/app';
import { firstRow, openSiteStore } from '../helpers/store';
import type { OpenedDb } from '../../server/cms/db';
import { pageText } from '../helpers/html';
import { makePdf } from '../../server/cms/files/demo/pdf';
import { PAUL, loginAs, photo } from '../helpers/formulare';
import { editorSession, postDesk, refOf, revisionIn, ERIKA, type Editor } from '../helpers/redaktion';
import { expectOParlValid } from '../helpers/oparl-schema';
import { checkDeskKind, publicPage, publishNew, type DeskKindCase } from '../helpers/desk-kind';

/**
 * The council on the editorial desk (ADR 44): bodies, persons, memberships, meetings with their agenda
 * and papers go from draft to the public pages and to OParl; a draft and a meeting published for later
 * are shown nowhere; conflicts keep what was typed; a revision is restored; without the role the desk
 * refuses; bad input gets German messages.
 */
type Site = Awaited<ReturnType<typeof testApp>>;

describe('editorial desk: the council', () => {
  let site: Site;
  let db: OpenedDb;
  let jonas: Editor;
  let now = new Date('2026-11-21T09:00:00Z');
  beforeAll(async () => {
    site = await testApp({ now: () => now, env: { PUBLIC_URL: 'https://www.musterstadt.de' } });
    db = await openSiteStore(site.config);
    jonas = await editorSession(site.app);
  });
  afterAll(async () => {
    await db.close();
    await site.cleanup();
  });

  const get = (url: string) => request(site.app).get(url).redirects(0);
  const desk = (url: string) => get(url).set('cookie', jonas.cookie);

  async function create(art: string, fields: Record<string, string>, files: Parameters<typeof postDesk>[4] = []) {
    const res = await postDesk(site.app, jonas, `/intranet/redaktion/${art}/neu`, { _revision: '0', _aktion: 'entwurf', ...fields }, files);
    expect(res.status, pageText(res.text).slice(-600)).toBe(303);
    return refOf(res.headers.location);
  }
  async function publish(art: string, ref: string) {
    const url = `/intranet/redaktion/${art}/${ref}`;
    const res = await postDesk(site.app, jonas, url, { _aktion: 'jetzt', _revision: String(revisionIn((await desk(url)).text)) });
    expect(res.status).toBe(303);
  }

  it('takes a new committee, its member and the seat from draft to the public pages, the preview and OParl', async () => {
    const gremium = await create('gremien', {
      name: 'Ausschuss für Klima und Energie',
      kurzname: 'AKE',
      art: 'ausschuss',
      uebergeordnet: String(((await firstRow(db, "SELECT id FROM gremium WHERE art = 'gemeinderat'")) as { id: number }).id),
      wohnbezirk: '',
      beschreibung: '<p>Berät über <strong>Klimaschutz</strong>.</p><script>alert(1)</script>',
      email: 'klima@musterstadt.de',
      sortierung: '9',
    });
    const person = await create(
      'personen',
      {
        anrede: 'Frau',
        vorname: 'Greta',
        nachname: 'Sonnenschein',
        wohnbezirk: 'Bombach',
        beruf: 'Energieberaterin',
        email: 'greta.sonnenschein@example.org',
        telefon: '07641 555-12',
        kontakt_veroeffentlichen: '1',
        bild_alt: 'Greta Sonnenschein',
      },
      [{ field: 'bild_datei', name: 'greta.jpg', content: await photo(300, 400), type: 'image/jpeg' }],
    );
    const sitz = await create('mitgliedschaften', { person, gremium, rolle: 'Vorsitzende', stimmrecht: '1', fuer: '', beginn: '2026-11-01', sortierung: '1' });

    // Drafts: nowhere on the site.
    const slug = `ausschuss-fuer-klima-und-energie_${gremium}`;
    expect((await get(`/musterstadt/ausschuesse/${slug}`)).status).toBe(404);
    expect(pageText((await get('/musterstadt/ausschuesse/')).text)).not.toContain('Klima und Energie');
    expect((await get(`/musterstadt/personen/greta-sonnenschein_${person}`)).status).toBe(404);

    // The preview renders the body's real page, sanitized.
    const preview = await desk(`/intranet/redaktion/gremien/${gremium}/vorschau`);
    expect(preview.status).toBe(200);
    expect(pageText(preview.text)).toContain('Ausschuss für Klima und Energie');
    expect(preview.text).toContain('<strong>Klimaschutz</strong>');
    expect(preview.text).not.toContain('<script>alert(1)');

    await publish('gremien', gremium);
    await publish('personen', person);
    // The seat still a draft: the person has no published seat, so no page yet.
    expect((await get(`/musterstadt/personen/greta-sonnenschein_${person}`)).status).toBe(404);
    await publish('mitgliedschaften', sitz);

    const page = await get(`/musterstadt/ausschuesse/${slug}`);
    expect(page.status).toBe(200);
    expect(pageText(page.text)).toContain('Greta Sonnenschein');
    expect(pageText(page.text)).toContain('Vorsitzende');
    const personPage = pageText((await get(`/musterstadt/personen/greta-sonnenschein_${person}`)).text);
    expect(personPage).toContain('Energieberaterin');
    expect(personPage).toContain('07641 555-12');
    const alt = (await firstRow(db, 'SELECT m.alt FROM person p JOIN medium m ON m.key = p.bild WHERE p.id = ?', Number(person))) as { alt: string };
    expect(alt.alt).toBe('Greta Sonnenschein');

    // OParl has the body, the person and the membership, valid.
    const org = await get(`/oparl/v1/organization/${gremium}`);
    expect(org.status).toBe(200);
    expectOParlValid('Organization', org.body, 'organization');
    expect(org.body.name).toBe('Ausschuss für Klima und Energie');
    const oparlPerson = await get(`/oparl/v1/person/${person}`);
    expect(oparlPerson.status).toBe(200);
    expectOParlValid('Person', oparlPerson.body, 'person');
    expect(JSON.stringify(oparlPerson.body.membership)).toContain(`/organization/${gremium}`);
  });

  it('publishes a paper with its PDF and a meeting whose agenda names it; a later start hides the meeting until then', async () => {
    const gemeinderat = String(((await firstRow(db, "SELECT id FROM gremium WHERE art = 'gemeinderat'")) as { id: number }).id);
    const vorlage = await create(
      'vorlagen',
      {
        nummer: 'GR 2026/91',
        titel: 'Neubau der Mensa an der Lindenschule',
        art: 'Beschlussvorlage',
        oeffentlich: '1',
        datum: '2026-11-20',
        federfuehrend: 'Bauamt',
        beschlussvorschlag: 'Der Gemeinderat beschließt den Neubau.',
        sachverhalt: '<p>Die Mensa ist zu klein.</p>',
      },
      [
        {
          field: 'pdf_datei',
          name: 'Vorlage Mensa.pdf',
          content: makePdf('Vorlage Mensa', ['Mensa Lindenschule', 'Kostenschätzung Speisesaal']),
          type: 'application/pdf',
        },
      ],
    );
    const pdf = (await firstRow(
      db,
      'SELECT d.id, d.intern, d.volltext, d.datei FROM vorlage_dokument vd JOIN dokument d ON d.id = vd.dokument_id WHERE vd.vorlage_id = ?',
      Number(vorlage),
    )) as {
      id: number;
      intern: number;
      volltext: string;
      datei: string;
    };
    // The text is read for the search; the file stays internal while the paper is a draft.
    expect(pdf.volltext).toContain('Kostenschätzung Speisesaal');
    expect(pdf.intern).toBe(1);
    await publish('vorlagen', vorlage);
    expect(((await firstRow(db, 'SELECT intern FROM dokument WHERE id = ?', pdf.id)) as { intern: number }).intern).toBe(0);
    // The file is public with the paper: not before a later start (ADR 44), neither the file nor its text.
    const download = `/api/cms/dateien/${pdf.id}/${encodeURIComponent(pdf.datei)}`;
    expect((await get(download)).status).toBe(200);
    await db.raw.query("UPDATE vorlage SET sichtbar_ab = '2026-12-24T08:00' WHERE id = ?", [Number(vorlage)]);
    expect((await get(download)).status).toBe(404);
    expect((await get(`${download}/text`)).status).toBe(404);
    await db.raw.query('UPDATE vorlage SET sichtbar_ab = NULL WHERE id = ?', [Number(vorlage)]);
    expect((await get(download)).status).toBe(200);

    // Bad input: an unknown paper and a non-public part in a meeting without a public part; every value comes back.
    const refused = await postDesk(site.app, jonas, '/intranet/redaktion/sitzungen/neu', {
      _revision: '0',
      _aktion: 'veroeffentlichen',
      gremium: gemeinderat,
      datum: '10.12.2026 18:30',
      ort: 'Bürgersaal',
      oeffentlich: '1',
      tagesordnung: 'Fragestunde\nMensa [GR 2026/999]',
      tagesordnung_nichtoeffentlich: '',
      sichtbar_ab: '',
    });
    expect(refused.status).toBe(400);
    expect(pageText(refused.text)).toContain('Diese Vorlagen gibt es nicht: GR 2026/999.');
    expect(refused.text).toContain('Mensa [GR 2026/999]');
    expect(refused.text).toContain('value="Bürgersaal"');

    // Published now, shown from 1 December on.
    const res = await postDesk(site.app, jonas, '/intranet/redaktion/sitzungen/neu', {
      _revision: '0',
      _aktion: 'veroeffentlichen',
      gremium: gemeinderat,
      datum: '10.12.2026 18:30',
      ort: 'Bürgersaal',
      oeffentlich: '1',
      tagesordnung: 'Fragestunde der Einwohnerinnen und Einwohner\nNeubau der Mensa [GR 2026/91]',
      tagesordnung_nichtoeffentlich: 'Grundstücksangelegenheit Flurstück 1234',
      sichtbar_ab: '2026-12-01T08:00',
    });
    expect(res.status, pageText(res.text).slice(-400)).toBe(303);
    const sitzung = refOf(res.headers.location);
    const slug = ((await firstRow(db, 'SELECT slug FROM ratstermin WHERE id = ?', Number(sitzung))) as { slug: string }).slug;
    expect(slug).toBe(`sitzung-gemeinderat-2026-12-10_${sitzung}`);
    expect((await get(`/musterstadt/ratstermine/${slug}`)).status).toBe(404);
    expect((await get(`/oparl/v1/meeting/${sitzung}`)).status).toBe(404);
    expect(pageText((await desk('/intranet/redaktion/sitzungen?suche=B%C3%BCrgersaal')).text)).toContain('geplant ab 01.12.2026, 08:00 Uhr');

    now = new Date('2026-12-01T08:00:00Z');
    try {
      const page = await get(`/musterstadt/ratstermine/${slug}`);
      expect(page.status).toBe(200);
      const text = pageText(page.text);
      expect(text).toContain('Fragestunde der Einwohnerinnen und Einwohner');
      expect(text).toContain('Neubau der Mensa');
      const agenda = (await firstRow(db, 'SELECT nr, oeffentlich, vorlage_id FROM ratstermin_top WHERE ratstermin_id = ? AND nr = 3', Number(sitzung))) as {
        oeffentlich: number;
        vorlage_id: number | null;
      };
      expect(agenda).toMatchObject({ oeffentlich: 0, vorlage_id: null });
      const meeting = await get(`/oparl/v1/meeting/${sitzung}`);
      expect(meeting.status).toBe(200);
      expectOParlValid('Meeting', meeting.body, 'meeting');
      // The agenda as edited; the non-public item's title is published as the public page does.
      expect(JSON.stringify(meeting.body)).toContain('Neubau der Mensa');
      const paper = await get(`/oparl/v1/paper/${vorlage}`);
      expect(paper.status).toBe(200);
      expectOParlValid('Paper', paper.body, 'paper');
      expect(paper.body.reference).toBe('GR 2026/91');
      // The paper is consulted in the meeting that names it.
      expect(JSON.stringify(paper.body)).toContain(`/meeting/${sitzung}`);
    } finally {
      now = new Date('2026-11-21T09:00:00Z');
    }
  });

  it('keeps both versions in a conflict, restores an earlier revision and refuses users without the role', async () => {
    const ref = await create('gremien', { name: 'Jugendgemeinderat', art: 'ausschuss', uebergeordnet: '', wohnbezirk: '', sortierung: '20' });
    const url = `/intranet/redaktion/gremien/${ref}`;
    const erika = await editorSession(site.app, ERIKA);
    const revision = revisionIn((await desk(url)).text);
    const fields = (name: string) => ({
      _aktion: 'speichern',
      _revision: String(revision),
      name,
      art: 'ausschuss',
      uebergeordnet: '',
      wohnbezirk: '',
      sortierung: '20',
    });
    expect((await postDesk(site.app, jonas, url, fields('Jugendrat'))).status).toBe(303);
    const second = await postDesk(site.app, erika, url, fields('Jugendparlament'));
    expect(second.status).toBe(409);
    expect(pageText(second.text)).toContain('Jugendrat');
    expect(second.text).toContain('value="Jugendparlament"');
    expect(((await firstRow(db, 'SELECT name FROM gremium WHERE id = ?', Number(ref))) as { name: string }).name).toBe('Jugendrat');

    // Restore the first revision: the old name is back, with the audit log's line.
    const restored = await postDesk(site.app, jonas, `${url}/versionen/${revision}`, { _revision: String(revision + 1) });
    expect(restored.status).toBe(303);
    expect((await firstRow(db, 'SELECT name, revision FROM gremium WHERE id = ?', Number(ref))) as { name: string; revision: number }).toEqual({
      name: 'Jugendgemeinderat',
      revision: revision + 2,
    });
    expect(pageText((await desk('/intranet/redaktion/protokoll?art=gremien')).text)).toContain('frühere Fassung wiederhergestellt');

    // A duplicate name and a missing one: German messages, the values kept.
    const dup = await postDesk(site.app, jonas, '/intranet/redaktion/gremien/neu', {
      _revision: '0',
      _aktion: 'entwurf',
      name: 'Jugendgemeinderat',
      art: 'ausschuss',
      kurzname: 'JGR',
    });
    expect(dup.status).toBe(400);
    expect(pageText(dup.text)).toContain('Ein Gremium „Jugendgemeinderat“ gibt es schon.');
    expect(dup.text).toContain('value="JGR"');
    const person = await postDesk(site.app, jonas, '/intranet/redaktion/personen/neu', {
      _revision: '0',
      _aktion: 'entwurf',
      vorname: 'Ohne',
      telefon: 'abc',
      kontakt_veroeffentlichen: '0',
    });
    expect(person.status).toBe(400);
    expect(pageText(person.text)).toContain('Bitte füllen Sie „Nachname“ aus.');
    expect(pageText(person.text)).toContain('Bitte geben Sie die Telefonnummer mit Ziffern an');

    // Without the role: 403 on every council kind, nothing stored.
    const paul = await loginAs(site.app, PAUL.email, PAUL.passwort);
    for (const art of ['gremien', 'personen', 'mitgliedschaften', 'sitzungen', 'vorlagen']) {
      expect((await get(`/intranet/redaktion/${art}/neu`).set('cookie', paul)).status, art).toBe(403);
    }
    const before = ((await firstRow(db, 'SELECT COUNT(*) AS n FROM gremium')) as { n: number }).n;
    const page = await get('/intranet').set('cookie', paul);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const refusedPost = await postDesk(site.app, { cookie: paul, csrf }, '/intranet/redaktion/gremien/neu', {
      _revision: '0',
      _aktion: 'entwurf',
      name: 'Heimlich',
      art: 'ausschuss',
    });
    expect(refusedPost.status).toBe(403);
    expect(((await firstRow(db, 'SELECT COUNT(*) AS n FROM gremium')) as { n: number }).n).toBe(before);
  });
  it('gives each council kind the guarantees of the desk: bad input, draft, preview, publish, conflict, restore, log, role', async () => {
    const id = async (sql: string) => String(((await firstRow(db, sql)) as { id: number }).id);
    const gemeinderat = await id("SELECT id FROM gremium WHERE art = 'gemeinderat'");
    const ausschuss = await id("SELECT id FROM gremium WHERE name = 'Technischer Ausschuss'");
    const mitglied = await id(
      "SELECT p.id FROM person p JOIN mitgliedschaft m ON m.person_id = p.id JOIN gremium g ON g.id = m.gremium_id WHERE g.art = 'gemeinderat' AND m.ende IS NULL ORDER BY p.id LIMIT 1",
    );
    const oparl = async (url: string) => {
      const res = await get(url);
      return res.status === 404 ? '' : JSON.stringify(res.body);
    };
    const cases: DeskKindCase[] = [
      {
        art: 'gremien',
        felder: { name: 'Seniorenbeirat', art: 'ausschuss', uebergeordnet: '', wohnbezirk: '', sortierung: '30' },
        titel: 'Seniorenbeirat',
        publicText: () => publicPage(site.app, '/musterstadt/ausschuesse/'),
        shown: 'Seniorenbeirat',
        edit: { field: 'name', first: 'Seniorenbeirat der Stadt', second: 'Rat der Älteren' },
        bad: {
          felder: { name: '', email: 'kein-at' },
          messages: ['Bitte füllen Sie „Name“ aus.', 'Bitte geben Sie eine E-Mail-Adresse wie name@musterstadt.de an.'],
        },
      },
      {
        art: 'personen',
        felder: { vorname: 'Hildegard', nachname: 'Kornmesser', beruf: 'Hebamme', kontakt_veroeffentlichen: '0' },
        titel: 'Hildegard Kornmesser',
        // A member's page needs a published seat: given right after the draft.
        afterDraft: async (ref) => {
          await publishNew(site.app, jonas, 'mitgliedschaften', { person: ref, gremium: gemeinderat, rolle: 'Mitglied', stimmrecht: '1' });
        },
        publicText: (ref) => publicPage(site.app, `/musterstadt/personen/person_${ref}`),
        shown: 'Hebamme',
        edit: { field: 'beruf', first: 'Landwirtin', second: 'Försterin' },
        bad: { felder: { nachname: '' }, messages: ['Bitte füllen Sie „Nachname“ aus.'] },
      },
      {
        art: 'mitgliedschaften',
        felder: { person: mitglied, gremium: ausschuss, rolle: 'Schriftführer', stimmrecht: '0', fuer: '', beginn: '2026-01-01' },
        titel: 'Schriftführer, Technischer Ausschuss',
        publicText: () => publicPage(site.app, `/musterstadt/personen/person_${mitglied}`),
        shown: 'Schriftführer',
        edit: { field: 'rolle', first: 'Kassenprüfer', second: 'Beisitzer' },
        bad: { felder: { person: '', ende: '2025-12-31' }, messages: ['Bitte wählen Sie „Person“ aus.', '„Ende“ liegt vor „Beginn“.'] },
      },
      {
        art: 'vorlagen',
        felder: {
          nummer: 'TA 2026/77',
          titel: 'Sanierung der Brücke am Mühlbach',
          art: 'Beschlussvorlage',
          oeffentlich: '1',
          datum: '2026-11-18',
          sachverhalt: '<p>Die Brücke ist marode.</p>',
        },
        titel: 'TA 2026/77',
        publicText: async (ref) => oparl(`/oparl/v1/paper/${ref}`),
        shown: 'Sanierung der Brücke am Mühlbach',
        edit: { field: 'titel', first: 'Neubau der Brücke am Mühlbach', second: 'Abriss der Brücke am Mühlbach' },
        bad: { felder: { nummer: 'TA [1]', datum: '31.02.2026' }, messages: ['Die Nummer darf keine eckigen Klammern enthalten.'] },
      },
      {
        art: 'sitzungen',
        felder: {
          gremium: ausschuss,
          datum: '2026-12-20T18:00',
          ort: 'Feuerwehrhaus Bombach',
          oeffentlich: '1',
          tagesordnung: 'Bauanträge',
          tagesordnung_nichtoeffentlich: '',
          sichtbar_ab: '',
        },
        titel: 'Sitzung des Technischen Ausschusses am 20.12.2026',
        publicText: (ref) => publicPage(site.app, `/musterstadt/ratstermine/sitzung_${ref}`),
        shown: 'Feuerwehrhaus Bombach',
        edit: { field: 'ort', first: 'Turnhalle Hecklingen', second: 'Gasthaus Adler' },
        bad: { felder: { oeffentlich: '0', ort: '' }, messages: ['Bitte füllen Sie „Ort“ aus.'] },
      },
    ];
    for (const c of cases) await checkDeskKind(site.app, c, jonas);
  });
  it('shows a member published for later from that minute on: page and search, without a restart', async () => {
    const gemeinderat = String(((await firstRow(db, "SELECT id FROM gremium WHERE art = 'gemeinderat'")) as { id: number }).id);
    const person = await publishNew(site.app, jonas, 'personen', {
      vorname: 'Walburga',
      nachname: 'Nachrückerin',
      beruf: 'Apothekerin',
      kontakt_veroeffentlichen: '0',
      sichtbar_ab: '2026-12-01T00:00',
    });
    await publishNew(site.app, jonas, 'mitgliedschaften', { person, gremium: gemeinderat, rolle: 'Mitglied', stimmrecht: '1' });
    const found = async () => {
      const res = await get('/rathaus/suche?q=Walburga%20Nachr%C3%BCckerin');
      return `${res.headers.location ?? ''} ${pageText(res.text)}`;
    };
    expect(await publicPage(site.app, `/musterstadt/personen/person_${person}`)).toBe('');
    expect(await found()).not.toContain('Nachrückerin');
    now = new Date('2026-11-30T23:00:00Z');
    try {
      expect(await publicPage(site.app, `/musterstadt/personen/person_${person}`)).toContain('Apothekerin');
      expect(await found()).toMatch(/walburga-nachrueckerin|Walburga Nachrückerin/);
    } finally {
      now = new Date('2026-11-21T09:00:00Z');
    }
  });
});
