import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, formatGermanDate } from '../../shared/components/date-picker/calendar-math';
import { expectAccessibleAtWidths, expectNoProblems, markWindow, stillSameWindow, useBrowser, waitForHydration } from './browser';

/**
 * Appointments at the Bürgerbüro (ADR 55) in the browser: book, change and cancel, with JavaScript
 * and without. Each distinct state is scanned once at 375 and 1280 px, the loaded page resized: with
 * JavaScript the services, the day (the date picker, used by keyboard alone), the time, the person,
 * the confirmation, the change's last step, the moved confirmation (which is also the page to cancel
 * from) and the cancelled one, in one window after one load per form sent without a router (the
 * services' GET form); without JavaScript the same ways in a context without JavaScript (cheap
 * loads), and the two states only it shows (the day with the browser's own date field, the person's
 * step refused with its messages) scanned with the site's scripts refused. The sealed link
 * is taken from the confirmation's address, as the product shows it. No request to another origin.
 * The mails, limits, the 100-parallel test and the staff's pages are integration tests.
 */
const { openPage } = useBrowser();
const axe = (page: Page) => expectAccessibleAtWidths(page, [375, 1280]);
const MELDEBESCHEINIGUNG = 'Meldebescheinigung';
const LINK = /\/rathaus\/termine\/t\/([A-Za-z0-9_-]+)/;
const linkOf = (page: Page) => LINK.exec(page.url())?.[1] ?? '';
const h1 = (page: Page) => page.locator('h1').textContent();

/** The days the calendar offers as links, from its addresses. */
const daysShown = async (page: Page) =>
  (
    await page.locator('.st-termine__kalender a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('tag') ?? ''))
  ).filter(Boolean);

/** At least two free days of one month: the next month's calendar when the shown one has fewer (its end). */
async function freeDays(page: Page): Promise<string[]> {
  const days = await daysShown(page);
  if (days.length >= 2) return days;
  await Promise.all([page.waitForURL(/monat=/), page.getByRole('link', { name: 'Nächster Monat' }).click()]);
  await expect.poll(async () => (await daysShown(page)).length).toBeGreaterThan(1);
  return daysShown(page);
}

describe('appointments in the browser', () => {
  it('with JavaScript: book (the day by the date picker and keyboard), change and cancel; axe 0 at 375 and 1280 px on every step', {
    timeout: 120_000,
  }, async () => {
    const w = await openPage({ viewport: { width: 1280, height: 900 } });
    const { page } = w;
    expect((await page.goto('/rathaus/termine/'))?.status()).toBe(200);
    await waitForHydration(page);
    await axe(page);
    await page.getByLabel(MELDEBESCHEINIGUNG, { exact: true }).check();
    await Promise.all([page.waitForURL(/\/rathaus\/termine\/tag\?dienste=/), page.getByRole('button', { name: 'Weiter zur Wahl des Tages' }).click()]);
    await waitForHydration(page);
    await markWindow(page);
    // The date field is the picker now (a text field with its calendar button).
    await page.locator('#termin-datum[type="text"]').waitFor();
    await axe(page);

    // The day by keyboard: the calendar opens on the first free day; the arrow keys move to the next
    // free one, Enter takes it, Tab reaches the button, Enter sends.
    const [first, second] = await freeDays(page);
    expect(first && second).toBeTruthy();
    await page.locator('#termin-datum').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Datum wählen: Tag' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date ?? null);
    await expect.poll(focused).toBe(first);
    for (let d = first!; d < second!; d = addDays(d, 1)) await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe(second);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.locator('#termin-datum').inputValue()).toBe(formatGermanDate(second!));
    await page.keyboard.press('Tab');
    await Promise.all([page.waitForURL(new RegExp(`/rathaus/termine/zeit\\?.*tag=${second}`)), page.keyboard.press('Enter')]);
    await expect.poll(() => page.getByRole('heading', { name: 'Uhrzeit wählen' }).count()).toBe(1);
    await axe(page);

    // The time, then the person: sent, stored, confirmed behind the sealed link.
    await Promise.all([page.waitForURL(/\/rathaus\/termine\/angaben\?/), page.locator('.st-termine__zeiten a').first().click()]);
    await expect.poll(() => page.getByLabel('Vor- und Nachname').count()).toBe(1);
    await axe(page);
    await page.getByLabel('Vor- und Nachname').fill('Jana Skript');
    await page.getByLabel('E-Mail-Adresse').fill('jana.skript@example.org');
    await Promise.all([page.waitForURL(LINK), page.getByRole('button', { name: 'Termin verbindlich buchen' }).click()]);
    await expect.poll(() => h1(page)).toBe('Ihr Termin ist gebucht');
    expect(await page.locator('main').textContent()).toContain('Jana Skript');
    const booked = linkOf(page);
    await axe(page);

    // Change: the last time of the first free day shown, confirmed on the change's last step.
    await Promise.all([page.waitForURL(/\/rathaus\/termine\/tag\?.*t=/), page.getByRole('link', { name: 'Anderen Tag oder andere Uhrzeit wählen' }).click()]);
    await expect.poll(() => page.locator('.st-termine__kalender a').count()).toBeGreaterThan(0);
    await Promise.all([page.waitForURL(/\/rathaus\/termine\/zeit\?.*t=/), page.locator('.st-termine__kalender a').first().click()]);
    await Promise.all([page.waitForURL(/\/rathaus\/termine\/angaben\?.*t=/), page.locator('.st-termine__zeiten a').last().click()]);
    await expect.poll(() => page.getByRole('button', { name: 'Termin verlegen' }).count()).toBe(1);
    expect(await page.getByLabel('E-Mail-Adresse').count()).toBe(0);
    await axe(page);
    await Promise.all([page.waitForURL(/neu=verlegt/), page.getByRole('button', { name: 'Termin verlegen' }).click()]);
    await expect.poll(() => page.locator('.st-danke').textContent()).toContain('Ihr Termin ist verlegt');
    expect(linkOf(page)).not.toBe(booked);
    // The moved confirmation is the page to cancel from.
    expect(await page.getByRole('button', { name: 'Termin absagen' }).count()).toBe(1);
    await axe(page);

    await Promise.all([page.waitForURL(/neu=abgesagt/), page.getByRole('button', { name: 'Termin absagen' }).click()]);
    await expect.poll(() => h1(page)).toBe('Termin abgesagt');
    expect(await page.getByRole('button', { name: 'Termin absagen' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Neuen Termin für dasselbe Anliegen buchen' }).count()).toBe(1);
    await axe(page);
    // One window since the day's page: every later step was the router's.
    expect(await stillSameWindow(page)).toBe(true);
    expectNoProblems(w);
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();
  });

  it('without JavaScript: book, change and cancel as plain links and forms; the native date field and the refused form are accessible', {
    timeout: 120_000,
  }, async () => {
    const w = await openPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const { page } = w;
    await page.goto('/rathaus/termine/');
    await page.getByLabel(MELDEBESCHEINIGUNG, { exact: true }).check();
    await Promise.all([page.waitForURL(/\/rathaus\/termine\/tag\?dienste=/), page.getByRole('button', { name: 'Weiter zur Wahl des Tages' }).click()]);
    expect(await page.locator('#termin-datum').getAttribute('type')).toBe('date');
    const tagUrl = page.url();

    // The day by the date field (the browser's own), sent as a GET form.
    const [first] = await freeDays(page);
    await page.locator('#termin-datum').fill(first!);
    await Promise.all([
      page.waitForURL(new RegExp(`/rathaus/termine/zeit\\?.*tag=${first}`)),
      page.getByRole('button', { name: 'Freie Uhrzeiten anzeigen' }).click(),
    ]);
    await Promise.all([page.waitForURL(/\/rathaus\/termine\/angaben\?/), page.locator('.st-termine__zeiten a').first().click()]);
    const angabenUrl = page.url();

    // Sent without a name and with a wrong address: refused, with the messages and what was typed.
    await page.getByLabel('E-Mail-Adresse').fill('ohne-at.example.org');
    await Promise.all([page.waitForURL(/\/rathaus\/termine\/angaben$/), page.getByRole('button', { name: 'Termin verbindlich buchen' }).click()]);
    await page.locator('#termin-fehler-titel').waitFor();
    expect(await page.getByLabel('E-Mail-Adresse').inputValue()).toBe('ohne-at.example.org');
    await page.getByLabel('Vor- und Nachname').fill('Otto Ohneskript');
    await page.getByLabel('E-Mail-Adresse').fill('otto@example.org');
    await Promise.all([page.waitForURL(LINK), page.getByRole('button', { name: 'Termin verbindlich buchen' }).click()]);
    expect(await h1(page)).toBe('Ihr Termin ist gebucht');
    const booked = linkOf(page);

    // Change through the sealed link: the calendar's next free day, its last time.
    await Promise.all([page.waitForURL(/\/rathaus\/termine\/tag\?.*t=/), page.getByRole('link', { name: 'Anderen Tag oder andere Uhrzeit wählen' }).click()]);
    const [, next] = await freeDays(page);
    await Promise.all([page.waitForURL(/\/rathaus\/termine\/zeit\?.*t=/), page.locator(`.st-termine__kalender a[href*="tag=${next}"]`).click()]);
    await Promise.all([page.waitForURL(/\/rathaus\/termine\/angaben\?.*t=/), page.locator('.st-termine__zeiten a').last().click()]);
    await Promise.all([page.waitForURL(/neu=verlegt/), page.getByRole('button', { name: 'Termin verlegen' }).click()]);
    expect(await page.locator('.st-danke').textContent()).toContain('Ihr Termin ist verlegt');
    const moved = linkOf(page);
    expect(moved).not.toBe(booked);

    // The moved confirmation is the page to cancel from (the old link's 404 is an integration test).
    await Promise.all([page.waitForURL(/neu=abgesagt/), page.getByRole('button', { name: 'Termin absagen' }).click()]);
    expect(await h1(page)).toBe('Termin abgesagt');
    expect(w.foreignRequests).toEqual([]);
    await w.context.close();

    // The two states only a browser without JavaScript shows, scanned at 375 and 1280 px: axe goes in
    // as a script (browser.ts), which a context without JavaScript never runs, so these pages are
    // loaded with the site's scripts refused: the server's HTML stays as it came, nothing hydrates.
    const s = await openPage({ viewport: { width: 1280, height: 900 } });
    await s.page.route(/\/assets\/.+\.js(\?.*)?$/, (route) => route.abort());
    await s.page.goto(tagUrl);
    expect(await s.page.locator('#termin-datum').getAttribute('type')).toBe('date');
    await axe(s.page);
    await s.page.goto(angabenUrl);
    await s.page.getByLabel('E-Mail-Adresse').fill('ohne-at.example.org');
    await Promise.all([s.page.waitForURL(/\/rathaus\/termine\/angaben$/), s.page.getByRole('button', { name: 'Termin verbindlich buchen' }).click()]);
    await s.page.locator('#termin-fehler-titel').waitFor();
    await axe(s.page);
    expect(s.foreignRequests).toEqual([]);
    await s.context.close();
  });
});
