import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessibleAtWidths, expectNoProblems, useBrowser, waitForHydration } from './browser';

/**
 * The public reports in the browser (issue 28 items 3 and 5), in one window: the list filtered by
 * district, the map view with its pins as links, one report with its history and the
 * form of "Ich bin auch betroffen", and staff's page of a report with a status change; axe at 375 and 1280 px on each, no
 * request to a third party. One page load, the rest client-side navigation; the same ways without
 * JavaScript, the mails, approval, merge and feeds are integration tests (supertest).
 */
const { openPage } = useBrowser();
const SABINE = { email: 'sabine.fuchs@musterstadt.de', passwort: 'Demo#Eingang2026' };
const axe = (page: Page) => expectAccessibleAtWidths(page, [375, 1280]);

describe('public reports in the browser', () => {
  it('list, filter, map, a report with its history and subscribe form; staff change a status; axe 0 at 375 and 1280 px', { timeout: 120_000 }, async () => {
    const w = await openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = w;
    expect((await page.goto('/rathaus/meldungen/'))?.status()).toBe(200);
    await waitForHydration(page);
    await page.selectOption('#meldungen-ortsteil', 'Bombach');
    await Promise.all([page.waitForURL(/ortsteil=Bombach/), page.getByRole('button', { name: 'Anzeigen' }).click()]);
    expect(await page.locator('.st-meldungen__eintrag').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('main').textContent()).not.toContain('Amselweg');
    await axe(page);

    await Promise.all([page.waitForURL(/ansicht=karte/), page.getByRole('link', { name: 'Auf der Karte anzeigen' }).click()]);
    const pin = page.locator('.st-meldungen__karte a').first();
    await expect.poll(() => pin.getAttribute('aria-label')).toMatch(/^Meldung Nr\. \d+: .+, In Bearbeitung$/);
    await axe(page);
    await Promise.all([page.waitForURL(/\/rathaus\/meldungen\/\d+$/), page.locator('.st-meldungen__liste a').first().click()]);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Meldung Nr\. \d+: /);
    expect(await page.locator('.st-meldung__verlauf li').count()).toBeGreaterThan(1);
    expect(await page.locator('#betroffen-email').count()).toBe(1);
    await axe(page);
    const report = new URL(page.url()).pathname.split('/').pop()!;

    await page.goto(`/intranet?ziel=${encodeURIComponent(`/intranet/meldungen/${report}`)}`);
    await page.fill('#anmeldung-email', SABINE.email);
    await page.fill('#anmeldung-passwort', SABINE.passwort);
    await waitForHydration(page);
    await Promise.all([page.waitForURL(`**/intranet/meldungen/${report}`), page.click('button:has-text("Anmelden")')]);
    await page.selectOption('#meldung-status-wahl', 'erledigt');
    await Promise.all([page.waitForURL(/gespeichert=1/), page.getByRole('button', { name: 'Status speichern' }).click()]);
    await expect.poll(() => page.locator('.st-meldung__daten').textContent()).toContain('Erledigt');
    await axe(page);
    await Promise.all([page.waitForURL('**/intranet/meldungen'), page.getByRole('link', { name: 'Alle Meldungen' }).click()]);
    await expect.poll(() => page.locator('main').textContent()).toMatch(/Innerhalb von 3 Arbeitstagen beantwortet/);
    await axe(page);
    expectNoProblems(w);
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });
});
