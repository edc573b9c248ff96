import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration, type WatchedPage } from './browser';

const { openPage } = useBrowser();
const LIST = '/musterstadt/ratstermine/';

/** The committee names of the entries shown in the list. */
const gremienShown = (w: WatchedPage) => w.page.locator('.st-ratstermin__meta div:first-child dd').allTextContents();

describe('council meetings', () => {
  it('list → committee filter → detail with JavaScript, accessible, no foreign requests', async () => {
    const w = await openPage({ viewport: { width: 1280, height: 900 } });
    const res = await w.page.goto(LIST);
    expect(res?.status()).toBe(200);
    await waitForHydration(w.page);
    expect(await w.page.locator('h1').textContent()).toBe('Sitzungstermine');
    expect(new Set(await gremienShown(w)).size).toBeGreaterThan(1);
    expect(await w.page.locator('a[href^="webcal://"]').getAttribute('href')).toMatch(/\/api\/cms\/ratstermine\/kalender$/);
    await expectNoAxeViolations(w.page);

    await w.page.getByLabel('Gremium').selectOption('gemeinderat');
    await w.page.getByRole('button', { name: 'Anzeigen' }).click();
    await w.page.waitForURL(/\?gremium=gemeinderat$/);
    await expect.poll(() => gremienShown(w)).toSatisfy((names: string[]) => names.length > 0 && names.every((n) => n === 'Gemeinderat'));
    expect(await w.page.locator('a[href^="webcal://"]').getAttribute('href')).toMatch(/kalender\?gremium=gemeinderat$/);

    await w.page.locator('.st-ratstermin__title a').first().click();
    await w.page.waitForURL(/\/musterstadt\/ratstermine\/sitzung-gemeinderat-[\d-]+_\d+$/);
    await expect.poll(() => w.page.locator('h1').textContent()).toMatch(/^Sitzung des Gemeinderats am \p{L}+, \d{2}\.\d{2}\.\d{4}$/u);
    expect(await w.page.locator('.st-agenda li').count()).toBeGreaterThan(2);
    expect(await w.page.locator('a[href$="/ics"]').count()).toBe(1);
    await expectNoAxeViolations(w.page);
    expectNoProblems(w);
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });

  it('list → committee filter → detail without JavaScript', async () => {
    const w = await openPage({ javaScriptEnabled: false });
    await w.page.goto(LIST);
    await w.page.getByLabel('Gremium').selectOption('technischer-ausschuss');
    await Promise.all([w.page.waitForURL(/\?gremium=technischer-ausschuss$/), w.page.getByRole('button', { name: 'Anzeigen' }).click()]);
    const names = await gremienShown(w);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n === 'Technischer Ausschuss')).toBe(true);

    await Promise.all([w.page.waitForURL(/\/ratstermine\/sitzung-technischer-ausschuss-/), w.page.locator('.st-ratstermin__title a').first().click()]);
    expect(await w.page.locator('h1').textContent()).toMatch(/^Sitzung des Technischen Ausschusses am /);
    expect(await w.page.locator('main').textContent()).toContain('nichtöffentlich');
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });
});
