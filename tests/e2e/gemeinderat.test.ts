import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';

/**
 * The council in the browser: a member found through the menu (side panel at 375 px, dropdown at
 * 1280 px), and a council member's login to /ratsinfo with a non-public agenda, a paper and its
 * document; axe on every page at both widths, no console errors, no request to other hosts.
 */
const { openPage } = useBrowser();
const phone = { viewport: { width: 375, height: 800 } };
const desktop = { viewport: { width: 1280, height: 900 } };

describe('Gemeinderat and Ratsinformationssystem', () => {
  it('finds a council member from the menu on a phone', async () => {
    const w = await openPage(phone);
    const { page } = w;
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menü', exact: true }).click();
    const panel = page.locator('#hauptnavigation-panel');
    await panel.getByRole('button', { name: 'Untermenü Stadtinfo & Politik' }).click();
    await panel.getByRole('button', { name: 'Untermenü Politik' }).click();
    await Promise.all([page.waitForURL('**/musterstadt/gemeinderat/'), panel.getByRole('link', { name: 'Gemeinderat', exact: true }).click()]);
    await page.locator('h1', { hasText: 'Gemeinderat' }).waitFor();
    expect(await page.locator('.st-member').count()).toBeGreaterThan(22);
    await expectNoAxeViolations(page);

    await Promise.all([page.waitForURL('**/musterstadt/personen/julia-seger_7112'), page.getByRole('link', { name: 'Julia Seger' }).first().click()]);
    await page.locator('h1', { hasText: 'Julia Seger' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Fraktionsvorsitzende');
    expect(await page.locator('main a[href^="mailto:"]').count()).toBe(1);
    // The portrait: a drawn outline in the site's own image service.
    expect(await page.locator('.st-person img.st-img__image').getAttribute('src')).toMatch(/^\/bild\?src=%2Fapi%2Fcms%2Fmedien%2Fportraet-/);
    await expectNoAxeViolations(page);

    await Promise.all([
      page.waitForURL('**/musterstadt/fraktionen/**'),
      page.locator('main').getByRole('link', { name: 'Fraktion Bündnis 90/Die Grünen' }).first().click(),
    ]);
    await page.locator('h1', { hasText: 'Fraktion Bündnis 90/Die Grünen' }).waitFor();
    await expectNoAxeViolations(page);
    expectNoProblems(w);
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });

  it('a council member logs into /ratsinfo and opens a non-public agenda, a paper and its document', async () => {
    const w = await openPage(desktop);
    const { page } = w;
    await page.goto('/musterstadt/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Untermenü Stadtinfo & Politik' }).click();
    const dropdown = page.locator('#nav-dropdown-musterstadt');
    await Promise.all([page.waitForURL('**/musterstadt/gemeinderat/'), dropdown.getByRole('link', { name: 'Gemeinderat', exact: true }).click()]);
    await page.locator('h1', { hasText: 'Gemeinderat' }).waitFor();
    await expectNoAxeViolations(page);

    // The login: its own, not the intranet's; a wrong password first.
    await Promise.all([page.waitForURL('**/ratsinfo'), page.locator('.st-section__content').getByRole('link', { name: 'Ratsinformationssystem' }).click()]);
    await page.locator('h1', { hasText: 'Anmeldung zum Ratsinformationssystem' }).waitFor();
    await expectNoAxeViolations(page);
    await page.fill('#anmeldung-email', 'werner.rombach@gemeinderat.musterstadt.de');
    await page.fill('#anmeldung-passwort', 'Falsch#12345');
    await page.click('button:has-text("Anmelden")');
    await expect.poll(() => page.locator('[role=alert]').textContent()).toContain('E-Mail-Adresse oder Passwort ist nicht korrekt.');
    await page.fill('#anmeldung-passwort', 'Demo#Gemeinderat2026');
    await page.click('button:has-text("Anmelden")');
    await page.locator('.st-intranet__welcome', { hasText: 'Werner Rombach' }).waitFor();
    expect(await page.evaluate(() => document.cookie)).not.toContain('st_ratsinfo');
    expect(await page.locator('.st-readaloud button').count()).toBe(0);
    await expectNoAxeViolations(page);

    // A meeting of the Gemeinderat with its non-public part (upcoming, or past once the demo dates have gone by).
    let meeting = page.locator('main a', { hasText: 'Sitzung des Gemeinderats' }).first();
    if ((await meeting.count()) === 0) {
      await page.goto('/ratsinfo/sitzungen?zeitraum=vergangen');
      await waitForHydration(page);
      meeting = page.locator('main a', { hasText: 'Sitzung des Gemeinderats' }).first();
    }
    await Promise.all([page.waitForURL(/\/ratsinfo\/sitzungen\/sitzung-gemeinderat-/), meeting.click()]);
    await page.locator('h3', { hasText: 'Nichtöffentlicher Teil' }).waitFor();
    const hidden = page
      .locator('.st-agenda__item', { has: page.locator('.st-ratstermin__badge') })
      .locator('.st-agenda__vorlage a')
      .first();
    const title = (await hidden.textContent()) ?? '';
    expect(title).toMatch(/^GR \d{4}\/\d+: /);
    await expectNoAxeViolations(page);
    await page.setViewportSize(phone.viewport);
    await expectNoAxeViolations(page);
    await page.setViewportSize(desktop.viewport);

    await Promise.all([page.waitForURL(/\/ratsinfo\/vorlagen\//), hidden.click()]);
    await page.locator('h2', { hasText: 'Beschlussvorschlag' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('nichtöffentlich');
    const link = page.locator('.st-downloads__link').first();
    expect(await link.getAttribute('href')).toMatch(/^\/ratsinfo\/dokument\/\d+$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await page.locator('[role=progressbar][aria-valuenow="100"]').first().waitFor();
    await expectNoAxeViolations(page);
    await page.setViewportSize(phone.viewport);
    await expectNoAxeViolations(page);

    // Logout ends the council session; the papers lead to the login again.
    await page.setViewportSize(desktop.viewport);
    await Promise.all([page.waitForURL('**/ratsinfo?abgemeldet=1'), page.getByRole('button', { name: 'Abmelden' }).click()]);
    await page.locator('[role=status]', { hasText: 'Sie wurden abgemeldet.' }).waitFor();
    // Chromium logs every 4xx answer as "Failed to load resource": the one deliberate 401 (the wrong
    // password) is expected; nothing else may appear.
    const expected = 'error: Failed to load resource: the server responded with a status of 401 (Unauthorized)';
    expect(w.problems.filter((p) => p === expected)).toHaveLength(1);
    w.problems = w.problems.filter((p) => p !== expected);
    expectNoProblems(w);
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });
});
