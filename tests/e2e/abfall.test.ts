import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';

/**
 * Waste calendar: choose a street with and without JavaScript and see its dates; axe on the
 * chooser, the dates and the year view (once each); no request to another host.
 */
const { openPage } = useBrowser();

/** Picks Bombach's Hauptstraße (there is one in the Kernstadt too) and sends the form. */
async function chooseStreet(page: Page): Promise<string> {
  const uuid = await page.locator('optgroup[label="Bombach"] option', { hasText: 'Hauptstraße' }).getAttribute('value');
  expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByLabel('Straße', { exact: true }).selectOption(uuid!);
  await page.getByRole('button', { name: 'Termine anzeigen' }).click();
  await page.waitForURL(`**/wirtschaft/abfallkalender/termine/${uuid}`);
  return uuid!;
}

describe('Abfallkalender', () => {
  it('with JavaScript: choose a street, see its dates and the printable year view, accessible', async () => {
    const w = await openPage({ viewport: { width: 1280, height: 900 } });
    const res = await w.page.goto('/wirtschaft/abfallkalender/');
    expect(res?.status()).toBe(200);
    await waitForHydration(w.page);
    await expectNoAxeViolations(w.page);

    await chooseStreet(w.page);
    await expect.poll(() => w.page.locator('h1').textContent()).toBe('Abfuhrtermine Hauptstraße (Bombach)');
    await expect.poll(() => w.page.getByRole('heading', { name: 'Nächste Abholung' }).count()).toBe(1);
    expect(await w.page.locator('.st-abfall__day time').count()).toBeGreaterThan(3);
    expect(await w.page.locator('.st-abfall__day time').first().textContent()).toMatch(
      /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag), \d{2}\.\d{2}\.\d{4}$/,
    );
    await expectNoAxeViolations(w.page);

    await w.page.getByRole('link', { name: 'Jahresübersicht zum Drucken' }).click();
    await w.page.waitForURL(/\/jahresuebersicht\//);
    await expect.poll(() => w.page.locator('table caption').count()).toBe(12);
    // The button appears once the page's effect has run.
    await expect.poll(() => w.page.getByRole('button', { name: 'Drucken' }).isVisible()).toBe(true);
    await expectNoAxeViolations(w.page);

    expectNoProblems(w);
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });

  it('without JavaScript: the chooser form leads to the dates; the print button stays hidden', async () => {
    const w = await openPage({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    await w.page.goto('/wirtschaft/abfallkalender/');
    const uuid = await chooseStreet(w.page);
    expect(await w.page.locator('h1').textContent()).toBe('Abfuhrtermine Hauptstraße (Bombach)');
    expect(await w.page.locator('.st-abfall__day').count()).toBeGreaterThan(3);
    await w.page.goto(`/wirtschaft/abfallkalender/jahresuebersicht/${uuid}`);
    expect(await w.page.locator('table caption').count()).toBe(12);
    expect(await w.page.getByText('Druckfunktion Ihres Browsers').isVisible()).toBe(true);
    expect(await w.page.locator('.st-abfall__print').isVisible()).toBe(false);
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });
});
