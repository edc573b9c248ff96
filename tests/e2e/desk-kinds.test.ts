import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parts } from '../../shared/parts/registry';
import type { SitePart } from '../../shared/parts/part';
import { artenOf } from '../../shared/desk/registered';
import type { DeskArt, Feld } from '../../shared/desk/kind';
import { makePdf } from '../../server/cms/files/demo/pdf';
import { pageText } from '../helpers/html';
import { axeWithoutScripts } from '../helpers/browser-forms';
import { asFormData, formHtml, formValues, optionValue, setValue, valueOf, type FormValues } from '../helpers/form-post';
import { expectNoAxeViolations, expectNoProblems, markWindow, stillSameWindow, useBrowser, waitForHydration, type WatchedPage } from './browser';

/**
 * Every kind of the editorial desk beyond the first nine, in the browser (issue 27, ADR 60), taken
 * from the registry: a kind that a part registers and this table does not list fails the test, so a
 * new kind is tested from the day it exists. For each kind, without JavaScript (two windows of one
 * session):
 *
 * - created from its form as a draft;
 * - opened in a second window (now stale);
 * - edited and planned for a later day ("Geplant"), then published at once; the page on the site
 *   that the desk links shows the edit;
 * - the stale window saves its own text: both versions are shown, nothing typed is lost;
 * - the draft's version is restored, and the site shows it.
 *
 * The first kind goes through these steps in the browser's windows (fields filled by their labels'
 * ids, buttons pressed, axe on the conflict page as such a browser shows it); every other kind by plain
 * requests, each sending its form as that browser would (tests/helpers/form-post.ts: the values the
 * server rendered into it, what the person types, the pressed button). No script runs on these pages,
 * so a page load added nothing there but its cost (ADR 68).
 *
 * Then with JavaScript, in one window hydrated once: the kind's editor reached by the desk's own
 * links (client-side), its field edited and saved by the script (no page load), the site shows it,
 * and axe finds nothing on the editor. The guarantees the browser adds nothing to (roles, the audit
 * log, messages, preview, every field) are the integration tests' next to each part
 * (tests/helpers/desk-kind.ts).
 */
const { openPage } = useBrowser();
const JONAS = { email: 'jonas.weber@musterstadt.de', passwort: 'Demo#Redaktion2026' };
const DESK = '/intranet/redaktion';

// Names, numbers and keys are this file's own: other browser files make items on the same site at the
// same time (a council body's name and a paper's number are unique).

/** The kinds the desk had before issue 27 (their browser tests are tests/e2e/redaktion.test.ts and others). */
const FIRST_NINE = ['nachrichten', 'veranstaltungen', 'bekanntmachungen', 'satzungen', 'ausschreibungen', 'amtsblatt', 'seiten', 'hero', 'warnhinweis'];

/** A value of a field: typed text, a choice (by value, or by its visible label), or an item this test made earlier (its ref). */
type Wert = string | { label: string } | { von: string } | { pdf: string };

interface Case {
  /** What the form gets, by field name (the edited field is filled by the test). */
  felder: Record<string, Wert>;
  /** A field whose text the item's page on the site shows: edited, fought over and restored. */
  edit: string;
  /**
   * The page that shows the item, when the desk links none (or links a page that does not show `edit`);
   * asked in the second round, with the refs and pages of every kind's item.
   */
  seite?: (ref: string, shownAt: Record<string, string>) => string;
  /** Another page of the site that lists the item, and what of it it shows. */
  auch?: { seite: string; zeigt: string };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The table: one row per kind, in the test and not next to each kind's description, because it holds
 * the demo town's facts (an office's name, a district) and the test's own references between items,
 * which have no place in the browser-safe `desk.ts` the site's bundle carries.
 */
const CASES: Record<string, Case> = {
  'intranet-rubriken': { felder: { url: 'e2e-bauhof' }, edit: 'titel' },
  'intranet-texte': {
    felder: { titel: 'Winterdienst im Bauhof', rubrik: { von: 'intranet-rubriken' }, url: 'winterdienst', datum: '2026-11-27' },
    edit: 'text',
    seite: () => '/intranet/texte/e2e-bauhof/winterdienst',
  },
  'intranet-archivthemen': { felder: {}, edit: 'thema' },
  'intranet-archiv': { felder: { titel: 'Fahrtenbuch der Dienstwagen', thema: { von: 'intranet-archivthemen' }, gueltig_von: day(-1) }, edit: 'beschreibung' },
  aemter: {
    felder: {
      titel: 'Stabsstelle Digitalisierung',
      strasse: 'Marktplatz 1',
      plz: '79999',
      ort: 'Musterstadt',
      telefon: '+49 7641 123-90',
      email: 'digital@musterstadt.de',
    },
    edit: 'aufgaben',
  },
  mitarbeiter: { felder: { anrede: 'Herr', vorname: 'Till', nachname: 'Äppelwoi', amt_a_amt: { von: 'aemter' }, amt_a_zimmer: '112' }, edit: 'amt_a_funktion' },
  formulare: {
    felder: { titel: 'Antrag Glasfaser-Hausanschluss', amt_id: { label: 'Bürgerbüro' }, pdf: { pdf: 'Antrag Glasfaser-Hausanschluss' } },
    edit: 'beschreibung',
  },
  verfahren: {
    felder: { titel: 'Glasfaseranschluss beantragen', text: '<p>Der Antrag ist kostenlos.</p>', amt_id: { von: 'aemter' }, formulare: { von: 'formulare' } },
    edit: 'kurztext',
  },
  lebenslagen: { felder: { titel: 'Schnelles Internet', url: 'schnelles-internet', verfahren: { von: 'verfahren' } }, edit: 'beschreibung' },
  gremien: { felder: { name: 'Beirat für Radverkehr', art: 'ausschuss', uebergeordnet: { label: 'Gemeinderat' } }, edit: 'beschreibung' },
  personen: { felder: { vorname: 'Greta', nachname: 'Schwendemann', kontakt_veroeffentlichen: '0' }, edit: 'beruf' },
  mitgliedschaften: { felder: { person: { von: 'personen' }, gremium: { von: 'gremien' }, stimmrecht: '1' }, edit: 'rolle' },
  sitzungen: {
    felder: { gremium: { von: 'gremien' }, datum: '2027-02-11T18:00', oeffentlich: '1', tagesordnung: 'Begrüßung\nRadwegenetz 2027' },
    edit: 'ort',
  },
  // The paper's page is the council's information system (members only); the public sees it in OParl.
  vorlagen: {
    felder: { nummer: 'RV 2027/1', art: 'Beschlussvorlage', oeffentlich: '1', datum: '2027-01-04' },
    edit: 'titel',
    seite: (ref) => `/oparl/v1/paper/${ref}`,
  },
  abfallarten: { felder: { titel: 'Elektrokleingeräte', key: 'elektro-klein', kuerzel: 'E', farbe: '#335577' }, edit: 'hinweis' },
  // A district is named on the pages of its streets (the calendar's start page lists none without streets).
  abfuhrbezirke: { felder: { nr: '77', ortsteil: 'Nordweil' }, edit: 'titel', seite: (_, shownAt) => shownAt.strassen! },
  strassen: { felder: { name: 'Glasfaserring', abfuhrbezirk_nr: '77' }, edit: 'ortsteil' },
  branchen: { felder: { url: 'glasfaser-und-netze' }, edit: 'titel' },
  baustellen: {
    felder: {
      titel: 'Leitungsbau Gartenweg',
      ortsteil: 'Nordweil',
      beschreibung: '<p>Neue Gasleitung im Gartenweg.</p>',
      phase_a_titel: 'Gasleitung',
      phase_a_von: day(-7),
      phase_a_bis: day(30),
    },
    edit: 'strasse',
  },
  flaechen: {
    felder: { art: 'gewerbe', titel: 'Gewerbepark Süd, Grundstück 4', groesse_qm: '2450', vergabe: 'reserviert' },
    edit: 'lage',
    auch: { seite: '/wirtschaft/gewerbeflaechen/', zeigt: 'Gewerbepark Süd, Grundstück 4' },
  },
  unterkuenfte: {
    felder: { name: 'Pension Elzwiese', art: 'Pension', betten: '14', telefon: '+49 7641 7788' },
    edit: 'text',
    seite: () => '/gaeste/unterkuenfte/?art=Pension',
  },
  wanderwege: {
    felder: { titel: 'Brunnenweg Nordweil', laenge: '6,5', hoehenmeter: '180', dauer: '120', schwierigkeit: 'leicht', text: '<p>Von Brunnen zu Brunnen.</p>' },
    edit: 'start',
  },
  meldekategorien: { felder: { schluessel: 'e2e-glasfaser', aktiv: '1', reihenfolge: '990' }, edit: 'name' },
  termindienste: { felder: { dauer: '10', personen_max: '1', reihenfolge: '990' }, edit: 'name' },
};

/** The kinds this test covers: the registry's, less the first nine. */
const REGISTERED = [...artenOf(parts as readonly SitePart[]).values()].filter((a) => !FIRST_NINE.includes(a.name));

/** The kinds in the order the test makes their items: a kind after those whose items it names. */
function madeInOrder(arten: readonly DeskArt[]): DeskArt[] {
  const done: DeskArt[] = [];
  const needs = (a: DeskArt) => Object.values(CASES[a.name]?.felder ?? {}).flatMap((w) => (typeof w === 'object' && 'von' in w ? [w.von] : []));
  const rest = [...arten];
  while (rest.length) {
    const i = rest.findIndex((a) => needs(a).every((n) => done.some((d) => d.name === n)));
    if (i < 0) throw new Error(`Die Reihenfolge geht nicht auf: ${rest.map((a) => a.name).join(', ')}`);
    done.push(...rest.splice(i, 1));
  }
  return done;
}
const KINDS = madeInOrder(REGISTERED);

/** The three texts of the edited field in one kind's life: the draft's, the published edit's, the stale window's. */
const texts = (art: string) => ({
  entwurf: `${art}: Fassung des Entwurfs`,
  bearbeitet: `${art}: bearbeitete Fassung`,
  veraltet: `${art}: Fassung aus dem zweiten Fenster`,
  skript: `${art}: mit Skript gespeichert`,
});

async function fill(page: Page, art: DeskArt, name: string, wert: Wert, refs: Record<string, string>): Promise<void> {
  const feld: Feld | undefined = art.felder.find((f) => f.name === name);
  if (!feld) throw new Error(`${art.name}: kein Feld „${name}“`);
  const id = `#feld-${name}`;
  if (typeof wert === 'object' && 'pdf' in wert) {
    await page.setInputFiles(`${id}-datei`, { name: 'formular.pdf', mimeType: 'application/pdf', buffer: makePdf(wert.pdf, ['Name, Anschrift.']) });
    return;
  }
  const value = typeof wert === 'string' ? wert : 'von' in wert ? refs[wert.von]! : undefined;
  if (feld.typ === 'auswahl') await page.selectOption(id, value ?? (wert as { label: string }));
  else if (feld.typ === 'mehrfach') await page.check(`${id} input[value="${value}"]`);
  else await page.fill(id, value!);
}

/** Sends the form with one of its buttons and waits for the saved item's editor; answers its ref. */
async function save(page: Page, art: string, button: string, saved: 'entwurf' | 'veroeffentlicht' | 'geplant'): Promise<string> {
  await Promise.all([page.waitForURL(new RegExp(`${DESK}/${art}/[^/?]+\\?gespeichert=${saved}`)), page.click(`button:has-text("${button}")`)]);
  return decodeURIComponent(new RegExp(`${DESK}/${art}/([^/?]+)`).exec(page.url())![1]!);
}

/**
 * Opens an address inside the running app, as a link in editorial text is followed (client/ClientApp.tsx
 * follows `[data-prose] a` without loading the page): each kind's editor without a page load and a
 * hydration of its own. A list would need its search to find the item among the demo's.
 */
async function followInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((href) => {
    const prose = document.createElement('div');
    prose.dataset.prose = '';
    prose.id = 'test-link';
    const a = document.createElement('a');
    a.href = href;
    a.textContent = href;
    prose.append(a);
    document.body.append(prose);
  }, url);
  await Promise.all([page.waitForURL(`**${url}`), page.click('#test-link a')]);
  await page.evaluate(() => document.getElementById('test-link')?.remove());
}

/** The text of a page of the site for the session of `page` (a plain request: what a browser without JavaScript gets). */
async function siteText(page: Page, url: string): Promise<string> {
  // A connection of its own: a kept-alive socket the server has just closed would answer ECONNRESET.
  const res = await page.request.get(url, { headers: { connection: 'close' } });
  expect(res.status(), url).toBe(200);
  return pageText(await res.text());
}

/** A desk page for the session of `page` (a plain request, what a browser without JavaScript gets). */
async function deskHtml(page: Page, url: string): Promise<string> {
  const res = await page.request.get(url, { headers: { connection: 'close' } });
  expect(res.status(), url).toBe(200);
  return res.text();
}

/** The editor's form of an item or of a new one (its start tag names its class), and what a browser sends of it. */
async function editorForm(page: Page, url: string): Promise<{ form: string; values: FormValues }> {
  const form = formHtml(await deskHtml(page, url), 'st-desk__form');
  return { form, values: formValues(form) };
}

/**
 * Sends a form of `page`'s session as the browser sends it when the button `_aktion=aktion` is pressed
 * (multipart, as the editor's form is; the restore form as a plain form); answers the status, the
 * address it leads to and, unless it redirects, the answer's HTML.
 */
async function send(page: Page, url: string, values: FormValues, aktion: string | null, files: { name: string; file: File }[] = [], multipart = true) {
  const fields: FormValues = aktion ? [...values, ['_aktion', aktion]] : values;
  const headers = { origin: new URL(page.url()).origin, connection: 'close' };
  const res = multipart
    ? await page.request.post(url, { multipart: asFormData(fields, files), maxRedirects: 0, headers })
    : await page.request.post(url, {
        data: new URLSearchParams(fields).toString(),
        maxRedirects: 0,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      });
  return { status: res.status(), location: res.headers().location ?? '', html: res.status() === 303 ? '' : await res.text() };
}

/** Fills a field of a form as `fill` does in the browser: typed text, a choice by value or label, a ticked box, a file. */
function fillValue(
  form: string,
  values: FormValues,
  files: { name: string; file: File }[],
  art: DeskArt,
  name: string,
  wert: Wert,
  refs: Record<string, string>,
): void {
  const feld: Feld | undefined = art.felder.find((f) => f.name === name);
  if (!feld) throw new Error(`${art.name}: kein Feld „${name}“`);
  if (typeof wert === 'object' && 'pdf' in wert) {
    const pdf = makePdf(wert.pdf, ['Name, Anschrift.']);
    files.push({ name: `${name}_datei`, file: new File([new Uint8Array(pdf)], 'formular.pdf', { type: 'application/pdf' }) });
    return;
  }
  const value = typeof wert === 'string' ? wert : 'von' in wert ? refs[wert.von]! : undefined;
  if (feld.typ === 'auswahl') setValue(values, name, value ?? optionValue(form, name, (wert as { label: string }).label));
  else if (feld.typ === 'mehrfach') {
    expect(form, `${art.name}: Kästchen ${name}=${value}`).toContain(`name="${name}" value="${value}"`);
    values.push([name, value!]);
  } else setValue(values, name, value!);
}

/** Whether the form has a field `name` (a label's target: the browser fills `#feld-<name>`). */
const hasField = (form: string, name: string) => form.includes(`id="feld-${name}"`);

describe('editorial desk: every kind beyond the first nine', () => {
  it('lists every kind of the registry (and no kind that is not there)', () => {
    expect(KINDS.map((a) => a.name).sort()).toEqual(Object.keys(CASES).sort());
    // Each row fills every required field (or the test fills it as the edited field).
    const missing = KINDS.flatMap((a) =>
      a.felder
        .filter(
          (f) =>
            f.pflicht &&
            f.name !== CASES[a.name]!.edit &&
            !(f.name in CASES[a.name]!.felder) &&
            !(f.typ === 'text' || f.typ === 'textarea' || f.typ === 'html'),
        )
        .map((f) => `${a.name}.${f.name}`),
    );
    expect(missing).toEqual([]);
  });

  // One session for the whole file: a window without JavaScript, its second windows, and one with.
  let plain: WatchedPage;
  let page: Page;
  const refs: Record<string, string> = {};
  const shownAt: Record<string, string> = {};
  const staleOf: Record<string, Page> = {};
  const asTyped = (art: DeskArt, s: string) => (art.felder.find((f) => f.name === CASES[art.name]!.edit)!.typ === 'html' ? `<p>${s}</p>` : s);
  /** The second window's form of each kind, as it was loaded after the draft (the request-driven kinds). */
  const staleForms: Record<string, FormValues> = {};
  const action = (form: string) => (/<form\b[^>]*\baction="([^"]*)"/.exec(form)?.[1] ?? '').replace(/&amp;/g, '&');
  const refused = (html: string) => pageText(html.slice(html.indexOf('<main'))).slice(0, 600);

  /** The first round's steps for a kind by plain requests, each sending the form as the browser would. */
  async function byRequests(art: DeskArt, c: Case, t: ReturnType<typeof texts>): Promise<void> {
    const neu = await editorForm(page, `${DESK}/${art.name}/neu`);
    const files: { name: string; file: File }[] = [];
    for (const f of art.felder) {
      if (f.name === c.edit || f.name in c.felder || !f.pflicht) continue;
      if (f.typ === 'text' || f.typ === 'textarea' || f.typ === 'html') {
        expect(hasField(neu.form, f.name), `${art.name}: #feld-${f.name}`).toBe(true);
        setValue(neu.values, f.name, `${art.titel}: ${f.label}`);
      }
    }
    for (const [name, wert] of Object.entries(c.felder)) fillValue(neu.form, neu.values, files, art, name, wert, refs);
    expect(hasField(neu.form, c.edit), `${art.name}: #feld-${c.edit}`).toBe(true);
    setValue(neu.values, c.edit, asTyped(art, t.entwurf));
    const draft = await send(page, action(neu.form), neu.values, 'entwurf', files);
    expect(draft.status, `${art.name}: nicht gespeichert (${refused(draft.html)})`).toBe(303);
    const saved = new RegExp(`${DESK}/${art.name}/([^/?]+)\\?gespeichert=entwurf$`).exec(draft.location);
    expect(saved, draft.location).not.toBeNull();
    const ref = decodeURIComponent(saved![1]!);
    refs[art.name] = ref;
    const editor = `${DESK}/${art.name}/${encodeURIComponent(ref)}`;

    // A second window opens the draft; its form is stale from the next save on.
    staleForms[art.name] = (await editorForm(page, editor)).values;

    // Edited and planned for a later day, then published at once.
    const edit = await editorForm(page, editor);
    setValue(edit.values, c.edit, asTyped(art, t.bearbeitet));
    const von = art.felder.find((f) => f.name === art.von)!;
    expect(hasField(edit.form, art.von), `${art.name}: #feld-${art.von}`).toBe(true);
    setValue(edit.values, art.von, von.typ === 'datum' ? day(30) : `${day(30)}T08:00`);
    const planned = await send(page, action(edit.form), edit.values, 'veroeffentlichen');
    expect(planned.status, refused(planned.html)).toBe(303);
    expect(planned.location).toMatch(new RegExp(`^${DESK}/${art.name}/[^/?]+\\?gespeichert=geplant$`));
    const plannedHtml = await deskHtml(page, planned.location);
    const facts = plannedHtml.slice(
      plannedHtml.indexOf('class="st-inbox__facts"'),
      plannedHtml.indexOf('</dl>', plannedHtml.indexOf('class="st-inbox__facts"')),
    );
    expect(pageText(facts)).toMatch(/Status\s+geplant/i);
    const now = formHtml(plannedHtml, 'st-desk__form');
    const published = await send(page, action(now), formValues(now), 'jetzt');
    expect(published.status, refused(published.html)).toBe(303);
    expect(published.location).toMatch(new RegExp(`^${DESK}/${art.name}/[^/?]+\\?gespeichert=veroeffentlicht$`));
    const publishedHtml = await deskHtml(page, published.location);
    const linked = /<dt>Auf der Website<\/dt>\s*<dd>\s*<a\b[^>]*href="([^"]*)"/.exec(publishedHtml)?.[1]?.replace(/&amp;/g, '&') ?? null;
    expect(linked ?? c.seite, 'keine Seite auf der Website').toBeTruthy();
    if (linked) shownAt[art.name] = linked;
  }

  /** The second round's stale save and restore for a kind by plain requests. */
  async function staleByRequests(art: DeskArt, c: Case, t: ReturnType<typeof texts>, editor: string, seite: string): Promise<void> {
    const stale = staleForms[art.name]!;
    setValue(stale, c.edit, asTyped(art, t.veraltet));
    const conflict = await send(page, editor, stale, 'entwurf');
    expect(conflict.status, refused(conflict.html)).toBe(409);
    expect(conflict.html).toContain('id="desk-konflikt"');
    expect(valueOf(formValues(formHtml(conflict.html, 'st-desk__form')), c.edit)).toBe(asTyped(art, t.veraltet));
    const compare = conflict.html.slice(
      conflict.html.indexOf('class="st-desk__compare"'),
      conflict.html.indexOf('</table>', conflict.html.indexOf('class="st-desk__compare"')),
    );
    expect(pageText(compare)).toContain(t.bearbeitet);

    // The draft's version comes back; the item stays published, the site shows the draft's text.
    const versions = await deskHtml(page, `${editor}/versionen/1`);
    const restore = formHtml(versions, '/versionen/1"');
    expect(pageText(restore)).toContain('Fassung 1 wiederherstellen');
    const restored = await send(page, action(restore), formValues(restore), null, [], false);
    expect(restored.status, refused(restored.html)).toBe(303);
    expect(restored.location).toMatch(new RegExp(`^${DESK}/${art.name}/[^/?]+\\?`));
    expect(valueOf((await editorForm(page, restored.location)).values, c.edit)).toBe(asTyped(art, t.entwurf));
    const site = await siteText(page, seite);
    expect(site, seite).toContain(t.entwurf);
    expect(site).not.toContain(t.bearbeitet);
  }

  beforeAll(async () => {
    plain = await openPage({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    page = plain.page;
    await page.goto(`/intranet?ziel=${encodeURIComponent(DESK)}`);
    await page.fill('#anmeldung-email', JONAS.email);
    await page.fill('#anmeldung-passwort', JONAS.passwort);
    await Promise.all([page.waitForURL(`**${DESK}`), page.click('button:has-text("Anmelden")')]);
  });

  // First every kind's item, published (a person has a page on the site only with a seat, which a
  // later kind gives it: so the site is read in a second round).
  for (const art of KINDS) {
    it(`${art.name} without JavaScript: created as a draft, edited, planned, published`, async () => {
      const c = CASES[art.name]!;
      const t = texts(art.name);
      if (art !== KINDS[0]) {
        await byRequests(art, c, t);
        return;
      }

      // A draft from the empty form: every required text field gets the kind's own words.
      await page.goto(`${DESK}/${art.name}/neu`);
      for (const f of art.felder) {
        if (f.name === c.edit || f.name in c.felder || !f.pflicht) continue;
        if (f.typ === 'text' || f.typ === 'textarea' || f.typ === 'html') await page.fill(`#feld-${f.name}`, `${art.titel}: ${f.label}`);
      }
      for (const [name, wert] of Object.entries(c.felder)) await fill(page, art, name, wert, refs);
      await page.fill(`#feld-${c.edit}`, asTyped(art, t.entwurf));
      const ref = await save(page, art.name, 'Als Entwurf speichern', 'entwurf').catch(async (error: unknown) => {
        const errors = await page.locator('.st-form__summary').allInnerTexts();
        throw new Error(`${art.name}: nicht gespeichert (${errors.join(' / ')})`, { cause: error });
      });
      refs[art.name] = ref;

      // A second window opens the draft; its form is stale from the next save on.
      const stale = await plain.context.newPage();
      await stale.goto(`${DESK}/${art.name}/${encodeURIComponent(ref)}`);
      staleOf[art.name] = stale;

      // Edited and planned for a later day, then published at once.
      await page.fill(`#feld-${c.edit}`, asTyped(art, t.bearbeitet));
      const von = art.felder.find((f) => f.name === art.von)!;
      await page.fill(`#feld-${art.von}`, von.typ === 'datum' ? day(30) : `${day(30)}T08:00`);
      await save(page, art.name, 'Speichern und veröffentlichen', 'geplant');
      expect(await page.locator('.st-inbox__facts').innerText()).toMatch(/Status\s+geplant/i);
      await save(page, art.name, 'Jetzt veröffentlichen', 'veroeffentlicht');
      const link = page.locator('dt:has-text("Auf der Website") + dd a');
      const linked = (await link.count()) ? await link.getAttribute('href') : null;
      expect(linked ?? c.seite, 'keine Seite auf der Website').toBeTruthy();
      if (linked) shownAt[art.name] = linked;
    });
  }

  for (const art of KINDS) {
    it(`${art.name} without JavaScript: on the site, saved from a stale window (both versions, nothing lost), restored`, async () => {
      const c = CASES[art.name]!;
      const t = texts(art.name);
      const editor = `${DESK}/${art.name}/${encodeURIComponent(refs[art.name]!)}`;
      const seite = c.seite?.(refs[art.name]!, shownAt) ?? shownAt[art.name]!;
      shownAt[art.name] = seite;
      expect(await siteText(page, seite), seite).toContain(t.bearbeitet);
      if (c.auch) expect(await siteText(page, c.auch.seite), c.auch.seite).toContain(c.auch.zeigt);

      // The stale window saves its own text: both versions shown, what it typed kept, nothing stored.
      if (art !== KINDS[0]) {
        await staleByRequests(art, c, t, editor, seite);
        return;
      }
      const stale = staleOf[art.name]!;
      await stale.fill(`#feld-${c.edit}`, asTyped(art, t.veraltet));
      await stale.click('button:has-text("Als Entwurf speichern")');
      await stale.locator('#desk-konflikt').waitFor();
      expect(await stale.locator(`#feld-${c.edit}`).inputValue()).toBe(asTyped(art, t.veraltet));
      expect(await stale.locator('.st-desk__compare').innerText()).toContain(t.bearbeitet);
      if (art === KINDS[0]) await axeWithoutScripts(stale);

      // The draft's version comes back; the item stays published, the site shows the draft's text.
      await stale.goto(`${editor}/versionen/1`);
      await Promise.all([stale.waitForURL(new RegExp(`${editor}\\?`)), stale.click('button:has-text("Fassung 1 wiederherstellen")')]);
      expect(await stale.locator(`#feld-${c.edit}`).inputValue()).toBe(asTyped(art, t.entwurf));
      await stale.close();
      const restored = await siteText(page, seite);
      expect(restored, seite).toContain(t.entwurf);
      expect(restored).not.toContain(t.bearbeitet);
    });
  }

  // With JavaScript: one window, hydrated once; each kind's editor opened inside the running app.
  let w: WatchedPage;
  let js: Page;
  it('with JavaScript: the desk hydrated once', async () => {
    expect(plain.foreignRequests).toEqual([]);
    w = await openPage({ viewport: { width: 1280, height: 900 }, storageState: await plain.context.storageState() });
    await plain.context.close();
    js = w.page;
    await js.goto(DESK);
    await waitForHydration(js);
    await markWindow(js);
  });

  for (const art of KINDS) {
    it(`${art.name} with JavaScript: opened in the running app, edited and saved by the script, on the site; axe 0`, async () => {
      const c = CASES[art.name]!;
      const t = texts(art.name);
      const editor = `${DESK}/${art.name}/${encodeURIComponent(refs[art.name]!)}`;
      await followInApp(js, editor);
      await js.locator(`form[action="${editor}"]`).waitFor();
      const feld = art.felder.find((f) => f.name === c.edit)!;
      if (feld.typ === 'html') {
        // The formatted-text editor that replaces the plain field once its chunk is there.
        const box = js.locator('.st-richtext', { has: js.locator(`#feld-${c.edit}`) }).locator('.st-richtext__content[role="textbox"]');
        await box.click();
        await js.keyboard.press('Control+A');
        await js.keyboard.type(t.skript);
        await expect(box.innerText()).resolves.toBe(t.skript);
      } else {
        await js.fill(`#feld-${c.edit}`, t.skript);
      }
      await Promise.all([
        js.waitForURL(`**${editor}?gespeichert=veroeffentlicht`).catch(async (error: unknown) => {
          const said = await js.locator('.st-form__summary, [role=status]').allInnerTexts();
          throw new Error(`nicht gespeichert: ${js.url()} ${said.join(' / ')}`, { cause: error });
        }),
        js.click('button:has-text("Änderungen speichern")'),
      ]);
      await js.locator('[role=status]', { hasText: 'Gespeichert' }).waitFor();
      expect(await stillSameWindow(js), 'mit Skript ohne neues Laden gespeichert').toBe(true);
      await expectNoAxeViolations(js);
      expect(await siteText(js, shownAt[art.name]!), shownAt[art.name]).toContain(t.skript);
    });
  }

  it('with JavaScript: no console errors, nothing from other hosts', async () => {
    expectNoProblems(w);
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });
});
