import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessibleAtWidths, expectNoProblems, markWindow, stillSameWindow, useBrowser, waitForHydration } from './browser';
import type { AmtDetail, MitarbeiterListItem, VerfahrenDetail, VerfahrenListItem } from '../../shared/parts/verwaltung/contract';

/**
 * Town hall and service guide in the browser: the Wegweiser flow from the start page over a letter to
 * a procedure and its contact (spec §2.4), the Bürgerbüro, staff A–Z, with and without JavaScript,
 * keyboard use, and axe on every page type at phone and desktop width.
 */
const { baseUrl, sharedPage } = useBrowser();
const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 375, height: 800 } };
// The tests with JavaScript read public pages only, each loading its own address: one page per width
// serves them all, its renderer keeping the site's and axe's compiled code (ADR 68).
const desktopPage = () => sharedPage(desktop);
const phonePage = () => sharedPage(phone);

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api/cms${path}`);
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A procedure whose sidebar names an employee, and one that names only the office (found via the API). */
let withStaff: VerfahrenDetail;
let withoutStaff: VerfahrenDetail;

beforeAll(async () => {
  const all = await api<VerfahrenListItem[]>('/verfahren?pro_seite=100');
  const details = await Promise.all(all.map((v) => api<VerfahrenDetail>(`/verfahren/${v.id}`)));
  withStaff = details.find((v) => v.sidebar.mitarbeiter.length > 0 && v.online)!;
  withoutStaff = details.find((v) => v.sidebar.mitarbeiter.length === 0)!;
  expect(withStaff, 'Verfahren mit Ansprechperson').toBeDefined();
  expect(withoutStaff, 'Verfahren ohne Ansprechperson').toBeDefined();
});

const h1 = (page: Page) => page.locator('h1').textContent();
const letterBar = (page: Page) => page.getByRole('navigation', { name: 'Leistungen nach Anfangsbuchstaben' }).first();
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Seitenleiste' });

/** The widths every page type is checked at with axe. */
const AXE_WIDTHS = [phone.viewport.width, desktop.viewport.width];

/** axe at both widths on a page just loaded (status 200, hydrated), before a test goes on with it (ADR 41). */
async function expectAccessibleAsLoaded(page: Page, status: number | undefined): Promise<void> {
  expect(status, page.url()).toBe(200);
  await expectAccessibleAtWidths(page, AXE_WIDTHS);
}

/** Start page → letter → procedure; checks the contact box in the sidebar (and, with `scanStart`, the start page with axe). */
async function wegweiserFlow(page: Page, v: VerfahrenDetail, js: boolean, scanStart = false): Promise<void> {
  const res = await page.goto('/rathaus/wegweiser/');
  if (js) {
    await waitForHydration(page);
    if (scanStart) await expectAccessibleAsLoaded(page, res?.status());
    await markWindow(page);
  }
  const letter = v.buchstabe.toUpperCase();
  await letterBar(page).getByRole('link', { name: letter, exact: true }).click();
  await expect.poll(() => h1(page)).toBe(`Leistungen mit ${letter}`);
  expect(new URL(page.url()).pathname).toBe(`/rathaus/wegweiser/verfahren/${v.buchstabe}`);
  expect(await letterBar(page).getByRole('link', { name: letter, exact: true }).getAttribute('aria-current')).toBe('page');
  await page.locator('.st-section__content').getByRole('link', { name: v.titel, exact: true }).click();
  await expect.poll(() => h1(page)).toBe(v.titel);
  expect(new URL(page.url()).pathname).toBe(v.url);
  if (js) expect(await stillSameWindow(page), 'clientseitige Navigation').toBe(true);
}

describe('Wegweiser: from the start page to a procedure and its contact', () => {
  it('shows the first responsible employee in the sidebar (with JavaScript, client-side); the start page has no axe violations at 375 and 1280 px', async () => {
    const w = await desktopPage();
    await wegweiserFlow(w.page, withStaff, true, true);
    const person = withStaff.sidebar.mitarbeiter[0]!;
    const box = sidebar(w.page).getByRole('region', { name: 'Ihre Ansprechperson' });
    expect(await box.isVisible()).toBe(true);
    const name = box.getByRole('link', { name: `${person.vorname} ${person.nachname}` });
    expect(await name.getAttribute('href')).toBe(person.detailURL);
    expect(await box.textContent()).toContain(person.aemter[0]!.funktion);
    expect(await box.getByRole('link', { name: person.aemter[0]!.kontakt.email }).getAttribute('href')).toBe(`mailto:${person.aemter[0]!.kontakt.email}`);
    // The online service opens in a new tab and says so.
    const online = w.page.getByRole('link', { name: /Online beantragen/ });
    expect(await online.getAttribute('target')).toBe('_blank');
    expect(await online.textContent()).toContain('öffnet in einem neuen Fenster');
    // On to the person.
    await name.click();
    await expect.poll(() => h1(w.page)).toBe(`${person.vorname} ${person.nachname}`);
    expectNoProblems(w);
  });

  it('shows the office in the sidebar when no employee is named', async () => {
    const w = await desktopPage();
    await wegweiserFlow(w.page, withoutStaff, true);
    const box = sidebar(w.page).getByRole('region', { name: 'Zuständige Stelle' });
    expect(await box.isVisible()).toBe(true);
    expect(await box.getByRole('link', { name: withoutStaff.sidebar.amt.titel }).getAttribute('href')).toBe(withoutStaff.sidebar.amt.detailURL);
    expect(await box.textContent()).toContain(withoutStaff.sidebar.amt.adresse.strasse);
    expect(await sidebar(w.page).getByRole('region', { name: 'Ihre Ansprechperson' }).count()).toBe(0);
    expectNoProblems(w);
  });

  it('follows a letter with the keyboard; the A–Z page has no axe violations at 375 and 1280 px', async () => {
    const w = await desktopPage();
    const res = await w.page.goto('/rathaus/wegweiser/verfahren');
    await waitForHydration(w.page);
    await expectAccessibleAsLoaded(w.page, res?.status());
    const b = letterBar(w.page).getByRole('link', { name: 'B', exact: true });
    await b.focus();
    // The focus is visible (VISUAL.md: thick outline on every background).
    expect(await b.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await w.page.keyboard.press('Enter');
    await expect.poll(() => h1(w.page)).toBe('Leistungen mit B');
    // Letters without procedures are not in the tab order.
    expect(
      await letterBar(w.page)
        .locator('.st-azbar__empty')
        .first()
        .evaluate((el) => el.tabIndex),
    ).toBe(-1);
    expectNoProblems(w);
  });
});

describe('Bürgerbüro', () => {
  it('shows its opening hours, contact and staff, with no axe violations at 375 and 1280 px', async () => {
    const amt = await api<AmtDetail>('/aemter/49');
    const w = await phonePage();
    const res = await w.page.goto('/rathaus/fachaemter/buergerbuero_49');
    await waitForHydration(w.page);
    await expectAccessibleAsLoaded(w.page, res?.status());
    expect(await h1(w.page)).toBe('Bürgerbüro');
    const hours = w.page.locator('.st-openhours');
    expect(await w.page.getByRole('heading', { name: 'Öffnungszeiten', level: 3 }).isVisible()).toBe(true);
    expect(await hours.isVisible()).toBe(true);
    for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']) expect(await hours.textContent()).toContain(day);
    expect(await hours.textContent()).toContain(amt.oeffnungszeiten[1]!.replace(/^Di\s+/, ''));
    const table = w.page.getByRole('table', { name: 'Ansprechpersonen' });
    expect(await table.isVisible()).toBe(true);
    expect(await table.getByRole('link', { name: `${amt.mitarbeiter[0]!.vorname} ${amt.mitarbeiter[0]!.nachname}` }).isVisible()).toBe(true);
    expectNoProblems(w);
  });
});

describe('staff A–Z', () => {
  async function checkLetter(page: Page, js: boolean) {
    const bar = page.getByRole('navigation', { name: 'Mitarbeitende nach Anfangsbuchstaben des Nachnamens' });
    expect(await bar.getByRole('link', { name: 'Alle' }).getAttribute('aria-current')).toBe('page');
    await bar.getByRole('link', { name: 'B', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?buchstabe=b');
    await expect.poll(() => bar.getByRole('link', { name: 'B', exact: true }).getAttribute('aria-current')).toBe('page');
    const expected = await api<MitarbeiterListItem[]>('/mitarbeiter?buchstabe=b&pro_seite=100');
    const names = await page.locator('.st-people__name').allTextContents();
    expect(names).toEqual(expected.map((m) => [m.titel, m.vorname, m.nachname].filter(Boolean).join(' ')));
    await bar.getByRole('link', { name: 'Alle' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => bar.getByRole('link', { name: 'Alle' }).getAttribute('aria-current')).toBe('page');
    // Server-side pagination: page 2 by link.
    await page.getByRole('navigation', { name: 'Seitennavigation' }).getByRole('link', { name: 'Seite 2', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?seite=2');
    await expect.poll(() => page.locator('.st-list__count').textContent()).toContain('Seite 2 von');
    if (js) expect(await stillSameWindow(page)).toBe(true);
  }

  it('filters by letter and pages, client-side with JavaScript; the list has no axe violations at 375 and 1280 px', async () => {
    const w = await desktopPage();
    const res = await w.page.goto('/rathaus/mitarbeiter/');
    await waitForHydration(w.page);
    await expectAccessibleAsLoaded(w.page, res?.status());
    await markWindow(w.page);
    await checkLetter(w.page, true);
    expectNoProblems(w);
  });
});

describe('axe: no WCAG 2.1 AA violations on any page type', () => {
  // Checked where a test above loads them anyway (ADR 41): /rathaus/wegweiser/, /rathaus/wegweiser/verfahren,
  // /rathaus/fachaemter/buergerbuero_49 and /rathaus/mitarbeiter/.
  const PAGES = [
    '/rathaus/fachaemter/',
    '/rathaus/mitarbeiter/?buchstabe=q',
    '/rathaus/mitarbeiter/luca-bianchi_113',
    '/rathaus/wegweiser/lebenslagen/',
    '/rathaus/wegweiser/umzug',
    '/rathaus/wegweiser/verfahren/a',
    '/rathaus/wegweiser/verfahren/c',
    'PROCEDURE_WITH_STAFF',
    'PROCEDURE_WITHOUT_STAFF',
    '/rathaus/wegweiser/formulare',
    '/rathaus/wegweiser/formulare?ansicht=az',
    '/servicebw/',
    '/servicebw/fachbereiche',
    '/servicebw/fachbereiche/49',
    '/servicebw/mitarbeiter/113',
    '/servicebw/a',
    '/servicebw/a/anmeldung-des-wohnsitzes_1002',
  ];

  it.each(PAGES)('%s at 375 and 1280 px', async (entry) => {
    const url = entry === 'PROCEDURE_WITH_STAFF' ? withStaff.url : entry === 'PROCEDURE_WITHOUT_STAFF' ? withoutStaff.url : entry;
    const w = await phonePage();
    const res = await w.page.goto(url);
    expect(res?.status(), url).toBe(200);
    await waitForHydration(w.page);
    // The procedures' contact box is on screen at phone width too (the flow without JavaScript went to
    // supertest, shared/parts/verwaltung/pages.integration.test.ts; the layout is the same CSS).
    const box = entry === 'PROCEDURE_WITH_STAFF' ? 'Ihre Ansprechperson' : entry === 'PROCEDURE_WITHOUT_STAFF' ? 'Zuständige Stelle' : null;
    const atWidth = async (width: number) => {
      if (box && width === phone.viewport.width)
        expect(await sidebar(w.page).getByRole('region', { name: box }).isVisible(), `${box} bei ${width} px`).toBe(true);
    };
    await expectAccessibleAtWidths(w.page, AXE_WIDTHS, { atWidth });
    expectNoProblems(w);
  });
});
