import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createElement as h, type ReactNode } from 'react';
import { expectNoAxeViolations, expectNoProblems, markWindow, stillSameWindow, useBrowser, waitForHydration } from './browser';
import { renderAt } from '../../shared/components/sidebar/render-for-test';
import { Sidebar } from '../../shared/components/sidebar/Sidebar';
import { SidebarBox } from '../../shared/components/sidebar/SidebarBox';
import { ProcedureContact } from '../../shared/components/sidebar/ProcedureContact';
import { EventFilter } from '../../shared/components/sidebar/EventFilter';
import { EventDetailBox } from '../../shared/components/sidebar/EventDetailBox';
import { GaesteInfoBox } from '../../shared/components/sidebar/GaesteInfoBox';
import { sidebarFor } from '../../shared/site/sidebar';

/**
 * One page per kind (with JavaScript, without) for the file's tests, which need no profile of their
 * own: each test loads its page anew there (ADR 67).
 */
const { baseUrl, sharedPage } = useBrowser();
const NEWS = '/rathaus/buergernachrichten/';

const accordion = (page: Page) => page.getByRole('navigation', { name: 'Bereichsnavigation Rathaus & Service' });

/** Name and open state of every accordion group. */
function groupStates(page: Page): Promise<{ name: string; open: boolean }[]> {
  return page.$$eval('.st-submenu details', (els) =>
    els.map((d) => ({ name: d.querySelector('summary')?.textContent ?? '', open: (d as HTMLDetailsElement).open })),
  );
}

const openGroups = async (page: Page) => (await groupStates(page)).filter((g) => g.open).map((g) => g.name);

/** Presses Tab until the summary of `group` has the focus (at most 30 times). */
async function tabToSummary(page: Page, group: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((g) => document.activeElement?.tagName === 'SUMMARY' && document.activeElement.textContent === g, group)) return;
  }
  throw new Error(`Tab erreicht die Gruppe ${group} nicht`);
}

describe('accordion sub-menu on the Bürgernachrichten', () => {
  it('opens the group of the current page and marks the page with aria-current', async () => {
    const w = await sharedPage({ viewport: { width: 1280, height: 900 } });
    await w.page.goto(NEWS);
    await waitForHydration(w.page);
    expect(await openGroups(w.page)).toEqual(['Aktuelles']);
    const current = accordion(w.page).locator('[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toBe('Bürgernachrichten');
    expect(await current.getAttribute('href')).toBe(NEWS);
    expect(await current.isVisible()).toBe(true);
    expectNoProblems(w);
  });

  it('closes the open group when the keyboard opens another one (Tab to the summary, Enter)', async () => {
    const w = await sharedPage({ viewport: { width: 1280, height: 900 } });
    await w.page.goto(NEWS);
    await waitForHydration(w.page);
    await accordion(w.page).locator('[aria-current="page"]').focus();
    await tabToSummary(w.page, 'Verwaltung');
    await w.page.keyboard.press('Enter');
    await expect.poll(() => openGroups(w.page)).toEqual(['Verwaltung']);
    // The links of the opened group are next in the tab order.
    await w.page.keyboard.press('Tab');
    expect(await w.page.evaluate(() => document.activeElement?.textContent)).toBe('Bürgerbüro');
    expectNoProblems(w);
  });

  it('keeps one group open with JavaScript also where the browser ignores <details name>', async () => {
    const w = await sharedPage({ viewport: { width: 1280, height: 900 } });
    await w.page.goto(NEWS);
    await waitForHydration(w.page);
    // As in Safari < 17.2 or Firefox < 130: without the shared name, only the script can close the others.
    await w.page.$$eval('.st-submenu details', (els) => els.forEach((d) => d.removeAttribute('name')));
    await accordion(w.page).getByText('Barrierefreiheit', { exact: true }).click();
    await expect.poll(() => openGroups(w.page)).toEqual(['Barrierefreiheit']);
    await accordion(w.page).getByText('Bürgerservice', { exact: true }).click();
    await expect.poll(() => openGroups(w.page)).toEqual(['Bürgerservice']);
    expectNoProblems(w);
  });

  it('opens the group of the page after a client-side navigation, whatever was opened before', async () => {
    const w = await sharedPage({ viewport: { width: 1280, height: 900 } });
    await w.page.goto('/rathaus/rathausnachrichten/');
    await waitForHydration(w.page);
    await markWindow(w.page);
    await accordion(w.page).getByRole('link', { name: 'Bürgernachrichten' }).click();
    await expect.poll(() => w.page.locator('h1').textContent()).toBe('Bürgernachrichten');
    await accordion(w.page).getByText('Barrierefreiheit', { exact: true }).click();
    await expect.poll(() => openGroups(w.page)).toEqual(['Barrierefreiheit']);
    // Back to the other list: the same page component, so React keeps the sidebar unless told otherwise.
    await w.page.goBack();
    await expect.poll(() => w.page.locator('h1').textContent()).toBe('Rathausnachrichten');
    await expect.poll(() => openGroups(w.page)).toEqual(['Aktuelles']);
    expect(await accordion(w.page).locator('[aria-current="page"]').textContent()).toBe('Rathausnachrichten');
    expect(await stillSameWindow(w.page)).toBe(true);
    expectNoProblems(w);
  });
});

describe('year dropdown', () => {
  it('with JavaScript: choosing a year shows that year at once, client-side, and says so beforehand', async () => {
    const w = await sharedPage({ viewport: { width: 1280, height: 900 } });
    await w.page.goto(NEWS);
    await waitForHydration(w.page);
    const select = w.page.getByLabel('Ältere Artikel recherchieren');
    // WCAG 3.2.2: the change of context on input is announced next to the field.
    const hint = w.page.getByText('Die Liste wechselt sofort, wenn Sie einen Eintrag auswählen.');
    expect(await hint.isVisible()).toBe(true);
    const hintId = await hint.getAttribute('id');
    expect(await select.getAttribute('aria-describedby')).toBe(hintId);

    const before = await w.page.locator('.st-row time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));
    await markWindow(w.page);
    const dataRequest = w.page.waitForRequest((r) => r.url().includes('/_data/rathaus/buergernachrichten/?datum=2024'));
    await select.selectOption('2024');
    await dataRequest;
    await w.page.waitForURL(/\/rathaus\/buergernachrichten\/\?datum=2024$/);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe('Bürgernachrichten aus dem Jahr 2024');
    const after = await w.page.locator('.st-row time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));
    expect(after.length).toBeGreaterThan(0);
    expect(after).not.toEqual(before);
    expect(new Set(after.map((d) => d?.slice(0, 4)))).toEqual(new Set(['2024']));
    expect(await stillSameWindow(w.page)).toBe(true);
    expect(await select.inputValue()).toBe('2024');

    // And back to all articles.
    await select.selectOption('');
    await w.page.waitForURL(`${baseUrl}${NEWS}`);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe('Bürgernachrichten');
    expect(await stillSameWindow(w.page)).toBe(true);
    expectNoProblems(w);
  });

  // Without JavaScript the form, what it sends and the page that comes back are the server's HTML:
  // tests/integration/pages.test.ts, 'without JavaScript: the year form sends only the year with its button'.
});

/** The mayor's contact box and the Stadtinfo accordion on the mayor page. */
async function expectMayorBox(page: Page): Promise<void> {
  const box = page.getByRole('region', { name: 'Bürgermeisterin' });
  // The mayor's office, not the town hall's general contact page.
  expect(await box.textContent()).toContain('Sekretariat der Bürgermeisterin');
  expect(await box.getByRole('link', { name: '07641 123-10' }).getAttribute('href')).toBe('tel:+49764112310');
  expect(await box.locator('a[href="/rathaus/kontakt/"]').count()).toBe(0);
  expect(await page.getByRole('navigation', { name: 'Bereichsnavigation Stadtinfo & Politik' }).isVisible()).toBe(true);
}

describe('accessibility of the sidebar', () => {
  // The Bürgernachrichten as loaded (no year chosen) are scanned at 375, 768, 1280 and 1600 px in
  // layouts.test.ts (the main layout's section page); their sidebar's visibility is checked there too
  // (ADR 41). The mayor page at 1280 px also shows its contact box (a test of its own before).
  for (const width of [375, 1280]) {
    it(`has no axe violations at ${width} px${width === 1280 ? '; the mayor page shows the mayor’s contact box with the Stadtinfo accordion' : ''}`, async () => {
      const w = await sharedPage({ viewport: { width, height: 900 } });
      for (const path of [`${NEWS}?datum=2024`, '/musterstadt/buergermeister/']) {
        const res = await w.page.goto(path);
        expect(res?.status()).toBe(200);
        await waitForHydration(w.page);
        expect(await w.page.locator('aside.st-sidebar').isVisible()).toBe(true);
        if (width === 1280 && path === '/musterstadt/buergermeister/') await expectMayorBox(w.page);
        await expectNoAxeViolations(w.page);
      }
      expectNoProblems(w);
    });
  }
});

/**
 * The variants whose pages do not exist yet, rendered by the server code as the pages will render
 * them, in the site's stylesheet: one complementary landmark per variant.
 */
function variantGallery(css: string): string {
  const categories = [
    { id: 6, name: 'Fasnet' },
    { id: 7, name: 'Märkte' },
    { id: 9, name: 'Konzerte und Theater' },
  ];
  const office = {
    titel: 'Bürgerbüro',
    detailURL: '/rathaus/fachaemter/buergerbuero_49',
    adresse: { gebaeude: 'Rathaus, Erdgeschoss', strasse: 'Marktplatz 1', plz: '79999', ort: 'Musterstadt' },
    kontakt: { telefon: '+49 7641 123-100', telefax: '+49 7641 123-109', email: 'buergerbuero@musterstadt.de' },
  };
  const employee = {
    vorname: 'Jana',
    nachname: 'Keller',
    detailURL: '/rathaus/mitarbeiter/jana-keller_31',
    aemter: [{ funktion: 'Sachbearbeitung Meldewesen', zimmer: 'E.04', kontakt: { telefon: '+49 7641 123-131', email: 'j.keller@musterstadt.de' } }],
  };
  const pathBox = (path: string) => h(SidebarBox, { descriptor: sidebarFor(path) });
  const variants: [label: string, path: string, box: ReactNode][] = [
    ['Amtsblatt', '/rathaus/amtsblatt/', pathBox('/rathaus/amtsblatt/')],
    [
      'Verfahren mit Ansprechperson',
      '/rathaus/wegweiser/verfahren/a/anwohnerparkausweis_123',
      h(ProcedureContact, { contact: { mitarbeiter: [employee], amt: office } }),
    ],
    ['Verfahren mit Amt', '/rathaus/wegweiser/verfahren/b/bauantrag_7', h(ProcedureContact, { contact: { mitarbeiter: [], amt: office } })],
    ['Ortsteil', '/musterstadt/bombach-geschichte_2580', pathBox('/musterstadt/bombach-geschichte_2580')],
    ['Bürgermeisterin', '/musterstadt/buergermeister-grusswort/', pathBox('/musterstadt/buergermeister-grusswort/')],
    ['Veranstaltungen Gäste', '/gaeste/veranstaltungen/', h(EventFilter, { variant: 'gaeste', categories, selected: 7, action: '/gaeste/veranstaltungen/' })],
    [
      'Veranstaltung',
      '/gaeste/veranstaltungen/weinfest_88',
      h(EventDetailBox, {
        event: { datum_von: '2026-09-12T18:00', datum_bis: '2026-09-13T23:00', ort: 'Marktplatz Musterstadt', veranstalter: 'Winzergenossenschaft' },
        calendarHref: '/api/cms/veranstaltungen/88.ics',
        back: { href: '/gaeste/veranstaltungen/', label: 'Alle Veranstaltungen' },
      }),
    ],
    [
      'Fasnet',
      '/gaeste/fasnet/',
      h(GaesteInfoBox, {
        title: 'Fasnet in Musterstadt',
        text: 'Vom Schmotzigen Donnerstag bis zum Aschermittwoch regieren die Narren.',
        lists: [
          {
            title: 'Narrenzünfte',
            items: [
              { link: 'https://narrenzunft.example.org/', linktext: 'Narrenzunft Musterstadt', isintern: false },
              { link: '/gaeste/fasnetvereine/', linktext: 'Alle Fasnetvereine', isintern: true },
            ],
          },
        ],
      }),
    ],
    [
      'Veranstaltungen Stadtleben',
      '/stadtleben/veranstaltungen/',
      h(EventFilter, { variant: 'stadtleben', categories, selected: null, zeitraum: 'woche', action: '/stadtleben/veranstaltungen/' }),
    ],
    ['Kontextinformation', '/wirtschaft/baustellen/', null],
    ['Standard', '/servicebw/a', null],
  ];
  const asides = variants.map(([label, path, box], i) =>
    renderAt(h(Sidebar, { pathname: path, flags: { navigation: label !== 'Kontextinformation' } }, box), path).replace(
      'aria-label="Seitenleiste"',
      `aria-label="Seitenleiste ${i + 1}: ${label}"`,
    ),
  );
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Seitenleisten</title><link rel="stylesheet" href="${css}"></head><body><main class="st-container"><h1>Alle Varianten der Seitenleiste</h1></main><div class="st-container">${asides.join('')}</div></body></html>`;
}

describe('every sidebar variant, rendered on its own', () => {
  for (const width of [375, 1280]) {
    it(`has no axe violations at ${width} px`, async () => {
      const w = await sharedPage({ viewport: { width, height: 900 } });
      // The site's stylesheet as the home page names it, read without loading and hydrating the page
      // itself; the gallery goes into a document of the site's origin, as before.
      const home = await (await fetch(`${baseUrl}/`)).text();
      const css = /<link rel="stylesheet" href="(\/assets\/[^"]+)"/.exec(home)?.[1];
      expect(css, 'Stylesheet der Startseite').toBeTruthy();
      await w.page.goto('/robots.txt');
      await w.page.setContent(variantGallery(`${baseUrl}${css}`), { waitUntil: 'load' });
      expect(await w.page.locator('aside').count()).toBe(11);
      await expectNoAxeViolations(w.page);
    });
  }
});
