import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../../../tests/helpers/app';
import { paths } from '../../site/paths';
import { removeintprefix, telformat } from '../../format/text';
import { slugId } from '../../format/slug-id';
import type {
  AmtDetail,
  AmtListItem,
  Buchstabe,
  Formular,
  LebenslageDetail,
  LebenslageListItem,
  MitarbeiterDetail,
  MitarbeiterListItem,
  VerfahrenDetail,
  VerfahrenListItem,
} from './contract';

/**
 * Town hall and service routes (spec §2.3): every page answers with its heading and a piece of the
 * seeded content taken from the CMS API; unknown ids 404, outdated addresses 301, odd query values
 * never 500.
 */
let site: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  site = await testApp();
});
afterAll(async () => {
  await site.cleanup();
});

const get = (path: string) => request(site.app).get(path);
async function api<T>(path: string): Promise<T> {
  const res = await get(`/api/cms${path}`);
  expect(res.status, path).toBe(200);
  return res.body.data as T;
}

/** Text of an HTML fragment: tags and React's text separators removed, entities decoded, spaces collapsed. */
function plain(html: string): string {
  return html
    .replace(/<!-- -->|<wbr\/?>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

interface Anchor {
  href: string;
  text: string;
  attrs: string;
}

/** Every link of the HTML with its address, text and raw attributes. */
function anchors(html: string): Anchor[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: plain(/href="([^"]*)"/.exec(m[1] ?? '')?.[1] ?? '').trim(),
    text: plain(m[2] ?? '').trim(),
    attrs: m[1] ?? '',
  }));
}

/** The link to `href` (with `text`, if given); fails the test when there is none. */
function findLink(html: string, href: string, text?: string): Anchor {
  const found = anchors(html).find((a) => a.href === href && (text === undefined || a.text === text));
  expect(found, `Link ${href}${text ? ` „${text}“` : ''}`).toBeDefined();
  return found!;
}

const hasLink = (html: string, href: string, text?: string) => anchors(html).some((a) => a.href === href && (text === undefined || a.text === text));

/** The HTML of the sidebar (the aside element). */
function sidebar(html: string): string {
  const start = html.indexOf('<aside class="st-sidebar"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</aside>', start));
}

/** The main content column (without header, sidebar and footer). */
function content(html: string): string {
  const start = html.indexOf('<div class="st-section__content">');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('<aside class="st-sidebar"', start));
}

async function page(path: string, heading: string): Promise<string> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  const h1 = /<h1 class="st-section__title">([\s\S]*?)<\/h1>/.exec(res.text);
  expect(plain(h1?.[1] ?? '').trim(), path).toBe(heading);
  return res.text;
}

async function expectStatus(path: string, status: number, location?: string): Promise<void> {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  if (location) expect(res.headers.location).toBe(location);
}

async function routeIdOf(path: string): Promise<string> {
  const res = await get(`/_data${path}`);
  expect(res.status, path).toBe(200);
  return res.body.page.routeId as string;
}

describe('offices (Fachämter)', () => {
  it('lists every office, Sachgebiete under their office, with phone and e-mail', async () => {
    const intro = await api<{ titel: string }>('/seite?pfad=/rathaus/fachaemter/');
    const aemter = await api<AmtListItem[]>('/aemter');
    const html = content(await page('/rathaus/fachaemter/', intro.titel));
    for (const a of aemter) findLink(html, a.url, a.titel);
    const sub = aemter.find((a) => a.uebergeordnet !== null)!;
    const parent = aemter.find((a) => a.id === sub.uebergeordnet)!;
    // The Sachgebiet follows its office.
    expect(html.indexOf(`href="${sub.url}"`)).toBeGreaterThan(html.indexOf(`href="${parent.url}"`));
    findLink(html, `tel:${telformat(parent.telefon)}`, removeintprefix(parent.telefon));
    findLink(html, `mailto:${parent.email}`, parent.email);
  });

  it('shows the Bürgerbüro with contact, opening hours, staff, procedures and forms', async () => {
    const amt = await api<AmtDetail>('/aemter/49');
    const html = content(await page('/rathaus/fachaemter/buergerbuero_49', 'Bürgerbüro'));
    const text = plain(html);
    expect(text).toContain(amt.beschreibung);
    expect(text).toContain(amt.adresse.strasse);
    findLink(html, `tel:${telformat(amt.kontakt.telefon)}`, removeintprefix(amt.kontakt.telefon));
    expect(text).toContain('Öffnungszeiten');
    expect(html).toContain('<dt>Montag</dt>');
    expect(text).toContain(amt.oeffnungszeiten[0]!.replace(/^Mo\s+/, ''));
    // The staff table: name linked, function, room, phone, e-mail.
    expect(html).toContain('<th scope="col">Zimmer</th>');
    for (const m of amt.mitarbeiter) {
      findLink(html, m.url, `${m.vorname} ${m.nachname}`);
      expect(text).toContain(m.funktion);
      expect(text).toContain(m.zimmer);
      findLink(html, `mailto:${m.kontakt.email}`, m.kontakt.email);
    }
    for (const v of amt.verfahren) findLink(html, v.url, v.titel);
    for (const f of amt.formulare) findLink(html, f.datei.link);
    expect(text).toMatch(/\(PDF, \d+ KB\)/);
    findLink(html, amt.uebergeordnet!.url, amt.uebergeordnet!.titel);
  });

  it('links an office to its Sachgebiete', async () => {
    const aemter = await api<AmtListItem[]>('/aemter');
    const sub = aemter.find((a) => a.uebergeordnet !== null)!;
    const parent = aemter.find((a) => a.id === sub.uebergeordnet)!;
    findLink(content(await page(parent.url, parent.titel)), sub.url, sub.titel);
  });

  it('redirects an outdated slug and answers 404 for unknown ids', async () => {
    await expectStatus('/rathaus/fachaemter/altes-amt_49', 301, '/rathaus/fachaemter/buergerbuero_49');
    await expectStatus('/rathaus/fachaemter/49', 301, '/rathaus/fachaemter/buergerbuero_49');
    await expectStatus('/rathaus/fachaemter/gibt-es-nicht_999999', 404);
    await expectStatus('/rathaus/fachaemter/ohne-id', 404);
  });

  it('treats odd page numbers as page 1 and answers 404 past the end', async () => {
    await expectStatus('/rathaus/fachaemter/?seite=abc', 200);
    await expectStatus('/rathaus/fachaemter/?seite=-3', 200);
    await expectStatus('/rathaus/fachaemter/?seite=2', 404);
  });
});

describe('staff (Mitarbeiter)', () => {
  it('lists staff A–Z with a letter bar of links, "Alle" marked as the current page', async () => {
    const intro = await api<{ titel: string }>('/seite?pfad=/rathaus/mitarbeiter/');
    const res = await get('/api/cms/mitarbeiter?seite=1&pro_seite=20');
    const first = res.body.data[0] as MitarbeiterListItem;
    const html = content(await page('/rathaus/mitarbeiter/', intro.titel));
    expect(html).toContain('aria-label="Mitarbeitende nach Anfangsbuchstaben des Nachnamens"');
    expect(findLink(html, '/rathaus/mitarbeiter/', 'Alle').attrs).toContain('aria-current="page"');
    expect(findLink(html, '/rathaus/mitarbeiter/?buchstabe=b', 'B').attrs).not.toContain('aria-current');
    findLink(html, first.url, [first.titel, first.vorname, first.nachname].filter(Boolean).join(' '));
    expect(plain(html)).toContain(first.aemter[0]!.funktion);
    expect(plain(html)).toContain(`${res.body.meta.gesamt} Personen, Seite 1 von ${res.body.meta.seiten}`);
    expect(html).toContain('aria-label="Seitennavigation"');
  });

  it('filters by the initial of the surname and marks the letter', async () => {
    const b = (await get('/api/cms/mitarbeiter?buchstabe=b&pro_seite=100')).body.data as MitarbeiterListItem[];
    expect(b.length).toBeGreaterThan(0);
    const html = content(await page('/rathaus/mitarbeiter/?buchstabe=b', 'Mitarbeiterinnen und Mitarbeiter'));
    expect(findLink(html, '/rathaus/mitarbeiter/?buchstabe=b', 'B').attrs).toContain('aria-current="page"');
    expect(findLink(html, '/rathaus/mitarbeiter/', 'Alle').attrs).not.toContain('aria-current');
    for (const m of b) findLink(html, m.url);
    expect(plain(html)).toContain('mit dem Anfangsbuchstaben B');
    const other = (await get('/api/cms/mitarbeiter?buchstabe=s&pro_seite=1')).body.data[0] as MitarbeiterListItem;
    expect(hasLink(html, other.url)).toBe(false);
  });

  it('shows letters without surnames unlinked, and says so on their page', async () => {
    const empty = 'q';
    expect((await get(`/api/cms/mitarbeiter?buchstabe=${empty}`)).body.meta.gesamt).toBe(0);
    const html = content(await page('/rathaus/mitarbeiter/', 'Mitarbeiterinnen und Mitarbeiter'));
    expect(hasLink(html, `/rathaus/mitarbeiter/?buchstabe=${empty}`)).toBe(false);
    expect(plain(html)).toContain('Q (keine Einträge)');
    const letterPage = await page(`/rathaus/mitarbeiter/?buchstabe=${empty}`, 'Mitarbeiterinnen und Mitarbeiter');
    expect(plain(letterPage)).toContain('Zu diesem Buchstaben gibt es keine Nachnamen.');
  });

  it('pages on the server and answers odd letters and pages with a page or 404, never 500', async () => {
    const meta = (await get('/api/cms/mitarbeiter?seite=1&pro_seite=20')).body.meta;
    expect(meta.seiten).toBeGreaterThan(1);
    const page2 = await get('/rathaus/mitarbeiter/?seite=2');
    expect(page2.status).toBe(200);
    expect(plain(page2.text)).toContain(`Seite 2 von ${meta.seiten}`);
    findLink(content(page2.text), '/rathaus/mitarbeiter/', 'Zurück zur vorherigen Seite');
    await expectStatus('/rathaus/mitarbeiter/?seite=999', 404);
    await expectStatus('/rathaus/mitarbeiter/?seite=x', 200);
    await expectStatus('/rathaus/mitarbeiter/?buchstabe=B', 200);
    await expectStatus(`/rathaus/mitarbeiter/?buchstabe=${encodeURIComponent('Ä')}`, 200);
    await expectStatus('/rathaus/mitarbeiter/?buchstabe=', 200);
    await expectStatus('/rathaus/mitarbeiter/?buchstabe=zz', 404);
    await expectStatus('/rathaus/mitarbeiter/?buchstabe=1', 404);
    await expectStatus('/rathaus/mitarbeiter/?buchstabe=%3Cscript%3E', 404);
    await expectStatus('/rathaus/mitarbeiter/?buchstabe=b&seite=2', 404);
  });

  it('shows a person with offices, function, room, contact, address and procedures', async () => {
    const person = await api<MitarbeiterDetail>('/mitarbeiter/113');
    const html = content(await page(person.url, [person.titel, person.vorname, person.nachname].filter(Boolean).join(' ')));
    const role = person.aemter[0]!;
    const text = plain(html);
    findLink(html, role.amt.url, role.amt.titel);
    expect(text).toContain(role.funktion);
    expect(text).toContain(role.zimmer);
    findLink(html, `mailto:${role.kontakt.email}`);
    findLink(html, `tel:${telformat(role.kontakt.telefon)}`, removeintprefix(role.kontakt.telefon));
    expect(text).toContain(role.adresse.strasse);
    for (const v of person.verfahren) findLink(html, v.url, v.titel);
  });

  it('redirects an outdated slug and answers 404 for unknown people', async () => {
    const person = await api<MitarbeiterDetail>('/mitarbeiter/113');
    await expectStatus('/rathaus/mitarbeiter/alter-name_113', 301, person.url);
    await expectStatus('/rathaus/mitarbeiter/niemand_999999', 404);
    await expectStatus('/rathaus/mitarbeiter/niemand', 404);
  });
});

describe('Wegweiser', () => {
  it('starts with the introduction, the A–Z bar, the life situations and the forms', async () => {
    const intro = await api<{ titel: string }>('/seite?pfad=/rathaus/wegweiser/');
    const lagen = await api<LebenslageListItem[]>('/lebenslagen');
    const letters = await api<Buchstabe[]>('/verfahren/buchstaben');
    const html = content(await page('/rathaus/wegweiser/', intro.titel));
    expect(plain(html)).toContain('So finden Sie die richtige Leistung');
    for (const l of lagen) findLink(html, l.link, l.titel);
    for (const b of letters) findLink(html, paths.verfahrenBuchstabe(b.buchstabe), b.buchstabe.toUpperCase());
    expect(plain(html)).toContain('C (keine Leistungen)');
    findLink(html, paths.formulare(), 'Formulare');
  });

  it('lists all life situations', async () => {
    const lagen = await api<LebenslageListItem[]>('/lebenslagen');
    const html = content(await page('/rathaus/wegweiser/lebenslagen/', 'Lebenslagen'));
    for (const l of lagen) {
      findLink(html, l.link, l.titel);
      expect(plain(html)).toContain(l.beschreibung);
    }
    await expectStatus('/rathaus/wegweiser/lebenslagen/?seite=2', 404);
    await expectStatus('/rathaus/wegweiser/lebenslagen/?seite=null', 200);
  });

  it('shows one life situation with its procedures', async () => {
    const lage = await api<LebenslageDetail>('/lebenslagen/umzug');
    const html = content(await page('/rathaus/wegweiser/umzug', lage.titel));
    expect(plain(html)).toContain(lage.beschreibung);
    for (const v of lage.verfahren) findLink(html, v.url, v.titel);
    await expectStatus('/rathaus/wegweiser/gibt-es-nicht', 404);
    await expectStatus('/rathaus/wegweiser/Umzug%20!', 404);
    await expectStatus('/rathaus/wegweiser/umzug?seite=3', 404);
  });

  it('keeps verfahren, lebenslagen and formulare from being taken for a life situation', async () => {
    expect(await routeIdOf('/rathaus/wegweiser/verfahren')).toBe('wegweiser-verfahren');
    expect(await routeIdOf('/rathaus/wegweiser/verfahren')).toBe('wegweiser-verfahren');
    expect(await routeIdOf('/rathaus/wegweiser/lebenslagen/')).toBe('wegweiser-lebenslagen');
    expect(await routeIdOf('/rathaus/wegweiser/formulare')).toBe('wegweiser-formulare');
    expect(await routeIdOf('/rathaus/wegweiser/umzug')).toBe('wegweiser-lebenslage');
  });
});

describe('procedures A–Z (Verfahren)', () => {
  it('shows the letter bar and every procedure grouped by letter', async () => {
    const all = (await get('/api/cms/verfahren?pro_seite=100')).body.data as VerfahrenListItem[];
    const html = content(await page('/rathaus/wegweiser/verfahren', 'Leistungen von A bis Z'));
    expect(html).toContain('aria-label="Leistungen nach Anfangsbuchstaben"');
    for (const v of all) findLink(html, v.url, v.titel);
    expect(html).toContain('id="buchstabe-a"');
    // Letters without procedures are there, but not as links, and say why.
    expect(plain(html)).toContain('Q (keine Leistungen)');
    expect(hasLink(html, '/rathaus/wegweiser/verfahren/q')).toBe(false);
    await expectStatus('/rathaus/wegweiser/verfahren?seite=2', 404);
    await expectStatus('/rathaus/wegweiser/verfahren?seite=0', 200);
  });

  it('lists the procedures of a letter and marks the letter', async () => {
    const a = (await get('/api/cms/verfahren?buchstabe=a')).body.data as VerfahrenListItem[];
    const b = (await get('/api/cms/verfahren?buchstabe=b')).body.data as VerfahrenListItem[];
    const html = content(await page('/rathaus/wegweiser/verfahren/a', 'Leistungen mit A'));
    expect(findLink(html, '/rathaus/wegweiser/verfahren/a', 'A').attrs).toContain('aria-current="page"');
    for (const v of a) {
      findLink(html, v.url, v.titel);
      expect(plain(html)).toContain(v.kurztext);
    }
    expect(hasLink(html, b[0]!.url)).toBe(false);
  });

  it('answers a letter without procedures with a helpful page', async () => {
    expect((await get('/api/cms/verfahren?buchstabe=c')).body.meta.gesamt).toBe(0);
    const html = content(await page('/rathaus/wegweiser/verfahren/c', 'Leistungen mit C'));
    expect(plain(html)).toContain('Zum Buchstaben C gibt es keine Leistungen.');
    findLink(html, '/rathaus/wegweiser/verfahren', 'alle Leistungen von A bis Z');
  });

  it('redirects capitals and umlauts to the letter, and answers 404 for what is no letter', async () => {
    await expectStatus('/rathaus/wegweiser/verfahren/A', 301, '/rathaus/wegweiser/verfahren/a');
    await expectStatus(`/rathaus/wegweiser/verfahren/${encodeURIComponent('ü')}`, 301, '/rathaus/wegweiser/verfahren/u');
    await expectStatus('/rathaus/wegweiser/verfahren/ab', 404);
    await expectStatus('/rathaus/wegweiser/verfahren/1', 404);
    await expectStatus('/rathaus/wegweiser/verfahren/%2F', 404);
    await expectStatus('/rathaus/wegweiser/verfahren/a?seite=7', 404);
    await expectStatus('/rathaus/wegweiser/verfahren/a?seite=%C3%A4', 200);
  });

  it('shows a procedure: short text, text, fees, online service, forms, life situations and its contact', async () => {
    const v = await api<VerfahrenDetail>('/verfahren/1002');
    expect(v.online).toBeTruthy();
    const full = await page(v.url, v.titel);
    const html = content(full);
    const text = plain(html);
    expect(text).toContain(v.kurztext);
    expect(html).toContain('<h2>Erforderliche Unterlagen</h2>');
    expect(text).toContain(`Gebühren ${v.gebuehren}`);
    const online = findLink(html, v.online!);
    expect(online.attrs).toContain('target="_blank"');
    expect(online.attrs).toContain('rel="noopener noreferrer"');
    expect(online.text).toContain('(öffnet in einem neuen Fenster)');
    for (const f of v.formulare) findLink(html, f.datei.link);
    for (const l of v.lebenslagen) findLink(html, l.url, l.titel);
    // Spec §2.4: the sidebar names the first responsible employee.
    const first = v.sidebar.mitarbeiter[0]!;
    const aside = sidebar(full);
    expect(plain(aside)).toContain('Ihre Ansprechperson');
    findLink(aside, first.detailURL, `${first.vorname} ${first.nachname}`);
    expect(plain(aside)).toContain(first.aemter[0]!.funktion);
    expect(plain(aside)).toContain(`Zimmer ${first.aemter[0]!.zimmer}`);
    findLink(aside, `mailto:${first.aemter[0]!.kontakt.email}`);
    // Only the first one.
    const second = v.sidebar.mitarbeiter[1];
    if (second) expect(hasLink(aside, second.detailURL)).toBe(false);
  });

  it('names the office in the sidebar when no employee is responsible', async () => {
    const all = (await get('/api/cms/verfahren?pro_seite=100')).body.data as VerfahrenListItem[];
    let without: VerfahrenDetail | undefined;
    for (const item of all) {
      const v = await api<VerfahrenDetail>(`/verfahren/${item.id}`);
      if (v.sidebar.mitarbeiter.length === 0) {
        without = v;
        break;
      }
    }
    expect(without, 'ein Verfahren ohne Mitarbeitende in den Demodaten').toBeDefined();
    const aside = sidebar(await page(without!.url, without!.titel));
    expect(plain(aside)).toContain('Zuständige Stelle');
    expect(plain(aside)).not.toContain('Ihre Ansprechperson');
    findLink(aside, without!.sidebar.amt.detailURL, without!.sidebar.amt.titel);
    expect(plain(aside)).toContain(without!.sidebar.amt.adresse.strasse);
  });

  it('redirects a procedure under the wrong letter or with an outdated slug to its address', async () => {
    const v = await api<VerfahrenDetail>('/verfahren/1002');
    await expectStatus(`/rathaus/wegweiser/verfahren/b/${v.slug}`, 301, v.url);
    await expectStatus(`/rathaus/wegweiser/verfahren/a/alter-titel_${v.id}`, 301, v.url);
    await expectStatus(`/rathaus/wegweiser/verfahren/ab/${v.slug}`, 301, v.url);
    const nav = await get(`/_data/rathaus/wegweiser/verfahren/z/${v.slug}`);
    expect(nav.body).toEqual({ kind: 'redirect', location: v.url });
  });

  it('answers 404 for unknown procedures and slugs without id', async () => {
    await expectStatus('/rathaus/wegweiser/verfahren/a/gibt-es-nicht_999999', 404);
    await expectStatus('/rathaus/wegweiser/verfahren/a/ohne-id', 404);
  });
});

describe('forms (Formulare)', () => {
  it('lists every form with file type and size, grouped by office', async () => {
    const forms = (await get('/api/cms/formulare?pro_seite=100')).body.data as Formular[];
    const html = content(await page('/rathaus/wegweiser/formulare', 'Formulare'));
    for (const f of forms) expect(findLink(html, f.datei.link).text).toMatch(new RegExp(`^${f.titel.replace(/[()]/g, '\\$&')} \\(PDF, \\d+ KB\\)$`));
    expect(html).toContain(`<h2 class="st-downloads__title">${forms.find((f) => f.amt.id === 49)!.amt.titel}</h2>`);
    expect(findLink(html, '/rathaus/wegweiser/formulare', 'Nach Ämtern').attrs).toContain('aria-current="page"');
  });

  it('carries the anchor the site search links to (/rathaus/wegweiser/formulare#formular-{id})', async () => {
    const forms = (await get('/api/cms/formulare?pro_seite=100')).body.data as Formular[];
    const html = content(await page('/rathaus/wegweiser/formulare', 'Formulare'));
    for (const f of forms) expect(html).toContain(`id="formular-${f.id}"`);
  });

  it('lists the forms A–Z on request, and never fails on odd values', async () => {
    const html = content(await page('/rathaus/wegweiser/formulare?ansicht=az', 'Formulare'));
    expect(html).toContain('<h2 class="st-downloads__title">Buchstabe A</h2>');
    // In the A–Z view every form names its office.
    const form = (await get('/api/cms/formulare?pro_seite=1')).body.data[0] as Formular;
    findLink(html, form.amt.url, form.amt.titel);
    expect(findLink(html, '/rathaus/wegweiser/formulare?ansicht=az', 'Von A bis Z').attrs).toContain('aria-current="page"');
    await expectStatus('/rathaus/wegweiser/formulare?ansicht=%00', 200);
    await expectStatus('/rathaus/wegweiser/formulare?seite=4', 404);
  });
});

describe('Service-BW area', () => {
  it('starts with the CMS introduction and links into the area', async () => {
    const intro = await api<{ titel: string; inhalt: string }>('/seite?pfad=/servicebw/');
    const html = content(await page('/servicebw/', intro.titel));
    expect(plain(html)).toContain('service-bw ist das Verwaltungsportal');
    for (const href of ['/servicebw/fachbereiche', '/servicebw/mitarbeiter', '/servicebw/formulare', '/servicebw/a']) findLink(html, href);
  });

  it('keeps fachbereiche, mitarbeiter and formulare from being taken for a letter', async () => {
    expect(await routeIdOf('/servicebw/fachbereiche')).toBe('servicebw-fachbereiche');
    expect(await routeIdOf('/servicebw/mitarbeiter')).toBe('servicebw-mitarbeiter');
    expect(await routeIdOf('/servicebw/formulare')).toBe('servicebw-formulare');
    expect(await routeIdOf('/servicebw/b')).toBe('servicebw-buchstabe');
  });

  it('lists the offices with links inside the area', async () => {
    const aemter = await api<AmtListItem[]>('/aemter');
    const html = content(await page('/servicebw/fachbereiche', 'Fachbereiche'));
    for (const a of aemter) findLink(html, paths.servicebwFachbereich(a.id), a.titel);
  });

  it('shows an office by its number, with a note leading to its main page', async () => {
    const amt = await api<AmtDetail>('/aemter/49');
    const html = content(await page('/servicebw/fachbereiche/49', amt.titel));
    findLink(html, amt.url, 'Bürgerbüro im Bereich Rathaus & Service');
    for (const m of amt.mitarbeiter) findLink(html, paths.servicebwMitarbeiter(m.id));
    expect(html).toContain('<dt>Montag</dt>');
    await expectStatus('/servicebw/fachbereiche/buergerbuero_49', 301, '/servicebw/fachbereiche/49');
    await expectStatus('/servicebw/fachbereiche/999999', 404);
    await expectStatus('/servicebw/fachbereiche/abc', 404);
  });

  it('lists and shows staff inside the area', async () => {
    const first = (await get('/api/cms/mitarbeiter?seite=1&pro_seite=1')).body.data[0] as MitarbeiterListItem;
    const list = content(await page('/servicebw/mitarbeiter', 'Ansprechpersonen'));
    findLink(list, paths.servicebwMitarbeiter(first.id));
    findLink(list, '/servicebw/mitarbeiter?buchstabe=b', 'B');
    await page('/servicebw/mitarbeiter?buchstabe=b', 'Ansprechpersonen');
    await expectStatus('/servicebw/mitarbeiter?buchstabe=%C3%9F%C3%9F', 404);
    const person = await api<MitarbeiterDetail>(`/mitarbeiter/${first.id}`);
    const html = content(await page(paths.servicebwMitarbeiter(first.id), [person.titel, person.vorname, person.nachname].filter(Boolean).join(' ')));
    findLink(html, paths.servicebwFachbereich(person.aemter[0]!.amt.id), person.aemter[0]!.amt.titel);
    await expectStatus('/servicebw/mitarbeiter/999999', 404);
    await expectStatus(`/servicebw/mitarbeiter/${first.url.split('/').pop()}`, 301, paths.servicebwMitarbeiter(first.id));
  });

  it('lists the forms', async () => {
    const forms = (await get('/api/cms/formulare?pro_seite=1')).body.data as Formular[];
    const html = content(await page('/servicebw/formulare', 'Formulare'));
    findLink(html, forms[0]!.datei.link);
    findLink(html, paths.servicebwFachbereich(forms[0]!.amt.id));
  });

  it('lists the Leistungen of a letter and says so for a letter without any', async () => {
    const a = (await get('/api/cms/verfahren?buchstabe=a')).body.data as VerfahrenListItem[];
    const html = content(await page('/servicebw/a', 'Leistungen mit A'));
    for (const v of a) findLink(html, paths.servicebwLeistung(v.id, v.titel), v.titel);
    expect(findLink(html, '/servicebw/a', 'A').attrs).toContain('aria-current="page"');
    expect(plain(content(await page('/servicebw/c', 'Leistungen mit C')))).toContain('Zum Buchstaben C gibt es keine Leistungen.');
    await expectStatus('/servicebw/A', 301, '/servicebw/a');
    await expectStatus('/servicebw/zz', 404);
    await expectStatus('/servicebw/a?seite=3', 404);
  });

  it('shows a Leistung with the contact in the sidebar, linked inside the area', async () => {
    const v = await api<VerfahrenDetail>('/verfahren/1002');
    const address = paths.servicebwLeistung(v.id, v.titel);
    const full = await page(address, v.titel);
    expect(plain(content(full))).toContain(v.kurztext);
    const aside = sidebar(full);
    expect(plain(aside)).toContain('Ihre Ansprechperson');
    const first = v.sidebar.mitarbeiter[0]!;
    findLink(aside, paths.servicebwMitarbeiter(slugId(first.detailURL)), `${first.vorname} ${first.nachname}`);
    await expectStatus(`/servicebw/x/${v.slug}`, 301, address);
    await expectStatus('/servicebw/a/gibt-es-nicht_999999', 404);
    await expectStatus('/servicebw/a/ohne-id', 404);
  });
});

describe('canonical addresses', () => {
  it('points Service-BW pages to the town-hall page of the same content', async () => {
    const canonicalSite = await testApp({ env: { PUBLIC_URL: 'https://www.musterstadt.de' } });
    try {
      const a = await request(canonicalSite.app).get('/servicebw/fachbereiche/49');
      expect(a.status).toBe(200);
      expect(a.text).toContain('<link rel="canonical" href="https://www.musterstadt.de/rathaus/fachaemter/buergerbuero_49">');
      const b = await request(canonicalSite.app).get('/rathaus/fachaemter/buergerbuero_49');
      expect(b.text).toContain('<link rel="canonical" href="https://www.musterstadt.de/rathaus/fachaemter/buergerbuero_49">');
    } finally {
      await canonicalSite.cleanup();
    }
  });
});

/**
 * The browser tests' flows without JavaScript, as such a browser follows them: each step is the link
 * the page before it shows, requested as that browser would (moved from tests/e2e/verwaltung.test.ts,
 * ADR 68; the same pages with JavaScript, their sidebar boxes seen at 375 px, stay there).
 */
describe('without JavaScript: the links a browser follows', () => {
  /** The link named `text` inside the navigation labelled `label` (its first one); fails when there is none. */
  function inNav(html: string, label: string, text: string): Anchor {
    const start = html.indexOf(`aria-label="${label}"`);
    expect(start, label).toBeGreaterThan(-1);
    const nav = html.slice(start, html.indexOf('</nav>', start));
    const found = anchors(nav).find((a) => a.text === text);
    expect(found, `${label}: Link „${text}“`).toBeDefined();
    return found!;
  }

  /** Start page → letter → procedure, by the links of each page; answers the procedure page's HTML. */
  async function wegweiserFlow(v: VerfahrenDetail): Promise<string> {
    const start = (await get('/rathaus/wegweiser/')).text;
    const letter = v.buchstabe.toUpperCase();
    const letterHref = inNav(start, 'Leistungen nach Anfangsbuchstaben', letter).href;
    expect(letterHref).toBe(`/rathaus/wegweiser/verfahren/${v.buchstabe}`);
    const letterPage = await page(letterHref, `Leistungen mit ${letter}`);
    expect(inNav(letterPage, 'Leistungen nach Anfangsbuchstaben', letter).attrs).toContain('aria-current="page"');
    const procedure = findLink(content(letterPage), v.url, v.titel);
    return page(procedure.href, v.titel);
  }

  it('goes from the Wegweiser start over a letter to a procedure and its contact, or its office', async () => {
    const all = (await get('/api/cms/verfahren?pro_seite=100')).body.data as VerfahrenListItem[];
    const details = await Promise.all(all.map((v) => api<VerfahrenDetail>(`/verfahren/${v.id}`)));
    const withStaff = details.find((v) => v.sidebar.mitarbeiter.length > 0 && v.online)!;
    const withoutStaff = details.find((v) => v.sidebar.mitarbeiter.length === 0)!;
    expect(withStaff, 'Verfahren mit Ansprechperson').toBeDefined();
    expect(withoutStaff, 'Verfahren ohne Ansprechperson').toBeDefined();

    const person = withStaff.sidebar.mitarbeiter[0]!;
    // The box is a section named by its heading (aria-labelledby).
    const box = (aside: string, title: string) => {
      const heading = new RegExp(`<section class="st-infobox[^"]*" aria-labelledby="([^"]+)"><h2 class="st-infobox__title" id="\\1">${title}</h2>`).exec(aside);
      if (!heading) return null;
      return aside.slice(heading.index, aside.indexOf('</section>', heading.index));
    };
    const staffBox = box(sidebar(await wegweiserFlow(withStaff)), 'Ihre Ansprechperson');
    expect(staffBox, 'Ihre Ansprechperson').not.toBeNull();
    findLink(staffBox!, person.detailURL, `${person.vorname} ${person.nachname}`);

    const officeAside = sidebar(await wegweiserFlow(withoutStaff));
    expect(box(officeAside, 'Zuständige Stelle'), 'Zuständige Stelle').not.toBeNull();
    expect(box(officeAside, 'Ihre Ansprechperson')).toBeNull();
  });

  it('filters the staff by letter and pages, each by its link', async () => {
    const bar = 'Mitarbeitende nach Anfangsbuchstaben des Nachnamens';
    const list = (await get('/rathaus/mitarbeiter/')).text;
    expect(inNav(list, bar, 'Alle').attrs).toContain('aria-current="page"');
    const bHref = inNav(list, bar, 'B').href;
    expect(bHref).toBe('/rathaus/mitarbeiter/?buchstabe=b');
    const bPage = (await get(bHref)).text;
    expect(inNav(bPage, bar, 'B').attrs).toContain('aria-current="page"');
    const expected = (await get('/api/cms/mitarbeiter?buchstabe=b&pro_seite=100')).body.data as MitarbeiterListItem[];
    const names = [...bPage.matchAll(/class="st-people__name"[^>]*>([\s\S]*?)<\/(?:a|span|p|h\d)>/g)].map((m) => plain(m[1] ?? '').trim());
    expect(names).toEqual(expected.map((m) => [m.titel, m.vorname, m.nachname].filter(Boolean).join(' ')));
    const allHref = inNav(bPage, bar, 'Alle').href;
    expect(allHref).toBe('/rathaus/mitarbeiter/');
    const again = (await get(allHref)).text;
    expect(inNav(again, bar, 'Alle').attrs).toContain('aria-current="page"');
    const page2Href = findLink(again, '/rathaus/mitarbeiter/?seite=2', 'Seite 2').href;
    const page2 = (await get(page2Href)).text;
    expect(plain(/class="st-list__count"[^>]*>([\s\S]*?)<\//.exec(page2)?.[1] ?? '')).toContain('Seite 2 von');
  });
});
