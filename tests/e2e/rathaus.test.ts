import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectAccessibleAtWidths, expectNoAxeViolations, expectNoProblems, markWindow, stillSameWindow, useBrowser, waitForHydration } from './browser';
import type { SearchResult, Suggestion } from '../../shared/parts/suche/contract';
import type { VerfahrenListItem } from '../../shared/parts/verwaltung/contract';

/**
 * Town hall in the browser: the site search from the header field (suggestions by keyboard, results
 * with marks, one hit straight to its page), the same without JavaScript, the Amtsblatt with its
 * year filter and an archive topic; axe at phone and desktop width, no console errors.
 */
const { baseUrl, sharedPage } = useBrowser();
const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 375, height: 800 } };
// The tests that read public pages with JavaScript and install no clock share one page per width, each
// loading its own address: its renderer keeps the site's and axe's compiled code (ADR 68). The search
// tests that hold the page's clock share a page of their own, the group `uhr`: each of them installs
// the clock there (once) and holds it while it types (ADR 72). The tests without JavaScript share one.
const desktopPage = () => sharedPage(desktop);
const phonePage = () => sharedPage(phone);
const clockPage = (options: typeof desktop | typeof phone) => sharedPage(options, 'uhr');
const withoutScripts = (options: typeof desktop | typeof phone) => sharedPage({ ...options, javaScriptEnabled: false });

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api/cms${path}`);
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A procedure title that the search finds exactly once (found via the API, not hard-coded). */
let unique: { q: string; url: string; titel: string };

beforeAll(async () => {
  for (const v of await api<VerfahrenListItem[]>('/verfahren?pro_seite=100')) {
    const r = await api<SearchResult>(`/suche?q=${encodeURIComponent(v.titel)}`);
    if (r.total === 1 && r.hits[0]!.url === v.url) {
      unique = { q: v.titel, url: v.url, titel: v.titel };
      break;
    }
  }
  expect(unique, 'ein Verfahrenstitel mit genau einem Treffer').toBeDefined();
});

const h1 = (page: Page) => page.locator('h1').textContent();
const path = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search;
};

const headerField = (page: Page) => page.locator('#kopf-suche-q');

/**
 * The header's search is a panel at every width (spec §2.6): opens it with the 'Suche' button (or,
 * without JavaScript, the 'Suche' link) unless it is open already.
 */
async function openHeaderSearch(page: Page): Promise<void> {
  if (await headerField(page).isVisible()) return;
  await page.locator('.st-header__search-toggle:visible, .st-header__search-link:visible').click();
  await headerField(page).waitFor({ state: 'visible' });
}

const clockInstalled = new WeakSet<Page>();

/**
 * Types into a search field key by key, as a person would, and waits for the suggestion list.
 *
 * The page's clock stands still while the keys are typed and then runs on: on a busy machine a pause
 * between two keys can outlast the suggestion delay, and the list would show a lookup for part of the
 * text. With the clock held, the one lookup is for the whole text, however slowly the keys arrive.
 */
async function typeAndWaitForSuggestions(page: Page, fieldId: string, text: string): Promise<void> {
  if (fieldId === 'kopf-suche-q') await openHeaderSearch(page);
  const field = page.locator(`#${fieldId}`);
  await field.click();
  if (!clockInstalled.has(page)) {
    await page.clock.install();
    clockInstalled.add(page);
  }
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await field.pressSequentially(text, { delay: 40 });
  await page.clock.resume();
  await page.locator(`#${fieldId}-vorschlaege`).waitFor({ state: 'visible' });
}

describe('search from the header field', () => {
  it('suggests as you type; ↓ and Enter go to a suggestion client-side', async () => {
    const suggestions = await api<Suggestion[]>('/suche/vorschlaege?q=Persona');
    expect(suggestions.length).toBeGreaterThan(1);
    const w = await clockPage(desktop);
    const suggestRequests: string[] = [];
    const onRequest = (r: Request) => {
      if (r.url().includes('/api/cms/suche/vorschlaege')) suggestRequests.push(r.url());
    };
    w.page.on('request', onRequest);
    await w.page.goto('/');
    await waitForHydration(w.page);
    await markWindow(w.page);
    const field = headerField(w.page);
    // Before the first focus the field is a plain search input.
    expect(await field.getAttribute('role')).toBeNull();
    await typeAndWaitForSuggestions(w.page, 'kopf-suche-q', 'Persona');
    // Debounced: not one request per key (seven keys typed 40 ms apart) but one, for the whole word.
    expect(suggestRequests.length).toBe(1);
    expect(decodeURIComponent(suggestRequests[0]!)).toContain('q=Persona');

    // ARIA 1.2 combobox with a listbox.
    expect(await field.getAttribute('role')).toBe('combobox');
    expect(await field.getAttribute('aria-autocomplete')).toBe('list');
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    const listbox = w.page.getByRole('listbox', { name: 'Suchvorschläge' });
    expect(await listbox.getAttribute('id')).toBe(await field.getAttribute('aria-controls'));
    const options = listbox.getByRole('option');
    expect(await options.count()).toBe(suggestions.length);
    expect(await options.first().textContent()).toContain(suggestions[0]!.titel);
    expect(await w.page.locator('.st-header__search [role="status"]').textContent()).toBe(`${suggestions.length} Vorschläge`);
    // The label, placeholder and required stay.
    expect(await w.page.getByLabel('Wonach suchen Sie?').first().getAttribute('id')).toBe('kopf-suche-q');
    expect(await field.getAttribute('placeholder')).toBe('Suchbegriff eingeben');
    expect(await field.getAttribute('required')).not.toBeNull();

    // ↓ ↓ ↑: the second, then the first option; focus stays in the field.
    await w.page.keyboard.press('ArrowDown');
    await w.page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    expect(await field.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await second.getAttribute('aria-selected')).toBe('true');
    await w.page.keyboard.press('ArrowUp');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'));
    expect(await w.page.evaluate(() => document.activeElement?.id)).toBe('kopf-suche-q');
    await w.page.keyboard.press('ArrowDown');
    await w.page.keyboard.press('Enter');
    await expect.poll(() => path(w.page)).toBe(suggestions[1]!.url);
    await expect.poll(() => h1(w.page)).toBe(suggestions[1]!.titel);
    expect(await stillSameWindow(w.page), 'clientseitige Navigation').toBe(true);
    // Once more from the new page: the field stays enhanced and still navigates client-side.
    const again = (await api<Suggestion[]>('/suche/vorschlaege?q=Hundest'))[0]!;
    // The route change closed the panel.
    expect(await field.isVisible()).toBe(false);
    await openHeaderSearch(w.page);
    await field.fill('');
    await typeAndWaitForSuggestions(w.page, 'kopf-suche-q', 'Hundest');
    await w.page.keyboard.press('ArrowDown');
    await w.page.keyboard.press('Enter');
    await expect.poll(() => path(w.page) + new URL(w.page.url()).hash).toBe(again.url);
    expect(await stillSameWindow(w.page), 'clientseitige Navigation').toBe(true);
    w.page.off('request', onRequest);
    expectNoProblems(w);
  });

  it('Escape closes the list; Enter without a choice searches and shows the hits with marks', async () => {
    const w = await clockPage(desktop);
    await w.page.goto('/');
    await waitForHydration(w.page);
    await typeAndWaitForSuggestions(w.page, 'kopf-suche-q', 'Straße');
    await w.page.keyboard.press('Escape');
    expect(await w.page.locator('#kopf-suche-q-vorschlaege').isHidden()).toBe(true);
    expect(await headerField(w.page).getAttribute('aria-expanded')).toBe('false');
    expect(await headerField(w.page).getAttribute('aria-activedescendant')).toBeNull();
    // ↓ opens it again.
    await w.page.keyboard.press('ArrowDown');
    expect(await w.page.locator('#kopf-suche-q-vorschlaege').isVisible()).toBe(true);
    await w.page.keyboard.press('Escape');
    await w.page.keyboard.press('Enter');
    await expect.poll(() => path(w.page)).toBe('/rathaus/suche?q=Stra%C3%9Fe');
    await waitForHydration(w.page);
    expect(await h1(w.page)).toBe('Suche');
    expect(await w.page.locator('.st-list__count').textContent()).toMatch(/^\d+ Treffer für „Straße“/);
    expect(await w.page.locator('.st-hit').count()).toBe(10);
    const marked = await w.page.locator('.st-hit__snippet mark').allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((m) => /stra(ß|ss)e/i.test(m))).toBe(true);
    // Server-side pages, followed client-side.
    await markWindow(w.page);
    await w.page.getByRole('navigation', { name: 'Seitennavigation' }).getByRole('link', { name: 'Seite 2', exact: true }).click();
    await expect.poll(() => path(w.page)).toBe('/rathaus/suche?q=Stra%C3%9Fe&seite=2');
    await expect.poll(() => w.page.locator('.st-list__count').textContent()).toContain('Seite 2 von');
    expect(await stillSameWindow(w.page)).toBe(true);
    expect(await w.page.locator('#seiten-suche-q').inputValue()).toBe('Straße');
    expectNoProblems(w);
  });

  it('goes straight to the only hit', async () => {
    const w = await desktopPage();
    await w.page.goto('/rathaus/wegweiser/');
    await waitForHydration(w.page);
    await openHeaderSearch(w.page);
    await headerField(w.page).fill(unique.q);
    await headerField(w.page).press('Enter');
    await expect.poll(() => path(w.page)).toBe(unique.url);
    await expect.poll(() => h1(w.page)).toBe(unique.titel);
    expectNoProblems(w);
  });

  it('opens on phones from the search button and suggests there too', async () => {
    const w = await clockPage(phone);
    await w.page.goto('/rathaus/');
    await waitForHydration(w.page);
    await w.page.getByRole('button', { name: 'Suche', exact: true }).click();
    await typeAndWaitForSuggestions(w.page, 'kopf-suche-q', 'Hundest');
    const box = await w.page.locator('#kopf-suche-q-vorschlaege').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    // A click (tap) on a suggestion goes there as well.
    const first = (await api<Suggestion[]>('/suche/vorschlaege?q=Hundest'))[0]!;
    await w.page.getByRole('option').first().click();
    await expect.poll(() => path(w.page)).toBe(first.url);
    expectNoProblems(w);
  });
});

describe('search without JavaScript', () => {
  it('submits the header form and shows the hits with marks, pages and the one-hit redirect', async () => {
    const w = await withoutScripts(desktop);
    await w.page.goto('/');
    // The 'Suche' link opens the panel as its target.
    await openHeaderSearch(w.page);
    await headerField(w.page).fill('Bürgerbüro');
    await headerField(w.page).press('Enter');
    await expect.poll(() => path(w.page)).toBe('/rathaus/suche?q=B%C3%BCrgerb%C3%BCro');
    expect(await w.page.locator('.st-list__count').textContent()).toMatch(/^\d+ Treffer für „Bürgerbüro“/);
    expect(await w.page.locator('.st-hit__snippet mark').count()).toBeGreaterThan(0);
    expect(await w.page.getByRole('listbox').count()).toBe(0);
    await w.page.getByRole('navigation', { name: 'Seitennavigation' }).getByRole('link', { name: 'Weiter' }).click();
    await expect.poll(() => path(w.page)).toBe('/rathaus/suche?q=B%C3%BCrgerb%C3%BCro&seite=2');

    // No hit: "Meinten Sie" links search again.
    await w.page.locator('#seiten-suche-q').fill('Persnalausweis');
    await w.page.locator('#seiten-suche-q').press('Enter');
    await expect.poll(() => w.page.locator('.st-suche__none').textContent()).toContain('Meinten Sie: Personalausweis?');
    await w.page.getByRole('link', { name: 'Personalausweis', exact: true }).click();
    await expect.poll(() => path(w.page)).toBe('/rathaus/suche?q=Personalausweis');

    // One hit: straight there.
    await w.page.locator('#seiten-suche-q').fill(unique.q);
    await w.page.locator('#seiten-suche-q').press('Enter');
    await expect.poll(() => path(w.page)).toBe(unique.url);
    expectNoProblems(w);
  });
});

describe('Amtsblatt', () => {
  async function filterByYear(page: Page, js: boolean) {
    await page.getByLabel('Jahrgang').selectOption('2025');
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect.poll(() => path(page)).toBe('/rathaus/amtsblatt/?jahr=2025');
    await expect.poll(() => page.locator('.st-list__count').textContent()).toMatch(/Ausgaben im Jahr 2025/);
    const titles = await page.locator('.st-issue__title').allTextContents();
    expect(titles.length).toBe(10);
    expect(titles.every((t) => t.endsWith('/2025'))).toBe(true);
    if (js) expect(await stillSameWindow(page)).toBe(true);
  }

  it('lists the issues with date and PDF and filters by year client-side; the list has no axe violations at 375 and 1280 px', async () => {
    const w = await desktopPage();
    await w.page.goto('/rathaus/amtsblatt/');
    await waitForHydration(w.page);
    // The page as loaded, checked here rather than loaded again for the axe tests below (ADR 41).
    await expectAccessibleAtWidths(w.page, [phone.viewport.width, desktop.viewport.width]);
    await markWindow(w.page);
    expect(await h1(w.page)).toBe('Amtsblatt „Musterstädter Nachrichten“');
    const first = w.page.locator('.st-issue').first();
    expect(await first.locator('time').textContent()).toMatch(/^Freitag, \d{2}\.\d{2}\.\d{4}$/);
    const pdf = first.getByRole('link', { name: /herunterladen \(PDF, / });
    const href = (await pdf.getAttribute('href'))!;
    expect((await fetch(`${baseUrl}${href}`)).headers.get('content-type')).toContain('application/pdf');
    // Spec §2.4: the gazette box in the sidebar.
    expect(await w.page.getByRole('complementary', { name: 'Seitenleiste' }).textContent()).toContain('freitags kostenlos an alle Haushalte');
    await filterByYear(w.page, true);
    expectNoProblems(w);
  });

  it('filters by year without JavaScript', async () => {
    const w = await withoutScripts(phone);
    await w.page.goto('/rathaus/amtsblatt/');
    await filterByYear(w.page, false);
    expectNoProblems(w);
  });
});

describe('archive topics', () => {
  it('shows valid entries, and expired ones in the archive view; the list has no axe violations at 375 and 1280 px', async () => {
    const w = await desktopPage();
    await w.page.goto('/rathaus/bekanntmachungen/');
    await waitForHydration(w.page);
    await expectAccessibleAtWidths(w.page, [phone.viewport.width, desktop.viewport.width]);
    await markWindow(w.page);
    expect(await h1(w.page)).toBe('Öffentliche Bekanntmachungen');
    const current = await w.page.locator('.st-archiv__entry').count();
    expect(current).toBeGreaterThan(0);
    expect(await w.page.locator('.st-archiv__badge').count()).toBe(0);
    await w.page.getByRole('navigation', { name: 'Angezeigte Einträge' }).getByRole('link', { name: 'Archiv' }).click();
    await expect.poll(() => path(w.page)).toBe('/rathaus/bekanntmachungen/?archiv=1');
    await expect.poll(() => w.page.locator('.st-archiv__entry').count()).toBeGreaterThan(current);
    expect(await w.page.locator('.st-archiv__badge').first().textContent()).toBe('Abgelaufen');
    expect(await stillSameWindow(w.page)).toBe(true);
    expectNoProblems(w);
  });

  it('is where a search hit for an archive entry leads', async () => {
    const w = await desktopPage();
    await w.page.goto('/rathaus/suche?q=Hundesteuer');
    await waitForHydration(w.page);
    const hit = w.page.locator('.st-hit__title a[href^="/rathaus/satzungen/#archiv-"]').first();
    const href = (await hit.getAttribute('href'))!;
    await hit.click();
    await expect.poll(() => path(w.page) + new URL(w.page.url()).hash).toBe(href);
    const entry = w.page.locator(`#${href.split('#')[1]}`);
    await expect.poll(() => entry.isVisible()).toBe(true);
    // The sticky header does not cover the entry's title.
    const header = (await w.page.locator('.st-header').boundingBox())!;
    const title = (await entry.locator('h2').boundingBox())!;
    expect(title.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(title.y).toBeLessThan(900);
    expectNoProblems(w);
  });
});

describe('axe: no WCAG 2.1 AA violations', () => {
  const PAGES = [
    '/rathaus/suche',
    '/rathaus/suche?q=B%C3%BCrgerb%C3%BCro',
    '/rathaus/suche?q=Persnalausweis',
    '/rathaus/suche?q=xqzjwv',
    // '/rathaus/amtsblatt/' and '/rathaus/bekanntmachungen/' are checked where the tests above load them.
    '/rathaus/amtsblatt/?jahr=2025&seite=2',
    '/rathaus/satzungen/?archiv=1',
    '/rathaus/ausschreibungen/',
  ];
  // One test per page, as in verwaltung.test.ts: nine pages at two widths in one test took more than
  // its minute on a busy machine, and a failure names its page.
  it.each(PAGES)('%s at 375 and 1280 px', async (url) => {
    const w = await phonePage();
    await w.page.goto(url);
    await waitForHydration(w.page);
    await expectAccessibleAtWidths(w.page, [phone.viewport.width, desktop.viewport.width]);
    expectNoProblems(w);
  });

  for (const [name, options] of [
    ['375 px', phone],
    ['1280 px', desktop],
  ] as const) {
    it(`the search page with the suggestion list open at ${name}`, async () => {
      const w = await clockPage(options);
      await w.page.goto('/rathaus/suche?q=M%C3%BCll');
      await waitForHydration(w.page);
      await w.page.locator('#seiten-suche-q').fill('');
      await typeAndWaitForSuggestions(w.page, 'seiten-suche-q', 'Abfall');
      await w.page.keyboard.press('ArrowDown');
      const list = (await w.page.locator('#seiten-suche-q-vorschlaege').boundingBox())!;
      expect(list.x + list.width).toBeLessThanOrEqual(options.viewport.width);
      await expectNoAxeViolations(w.page);
      expectNoProblems(w);
    });
  }
});
