import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';

// The tests read public pages and write nothing: one page for both (ADR 67, 72).
const { sharedPage } = useBrowser();

/** One page of each kind in the four sections that carry no own browser test. */
const PAGES = [
  '/musterstadt/',
  '/musterstadt/buergermeister-grusswort/',
  '/musterstadt/buergermeister-news/',
  '/musterstadt/hecklingen-geschichte_2581',
  '/musterstadt/nordweil/',
  '/stadtleben/',
  '/stadtleben/bildungseinrichtungen/',
  '/stadtleben/jugendnachrichten/',
  '/wirtschaft/',
  '/wirtschaft/kommunaler-waermeplan/',
  '/wirtschaft/klimaschutz-neuigkeiten/',
  '/gaeste/',
];

describe('town info, education, climate pages', () => {
  it('a district page and a topic with sub-pages are accessible; the district box links the history page', async () => {
    const w = await sharedPage({ viewport: { width: 1280, height: 900 } });
    await w.page.goto('/musterstadt/bombach-verwaltung_590');
    await waitForHydration(w.page);
    await expectNoAxeViolations(w.page);
    await w.page.locator('aside a[href="/musterstadt/bombach-geschichte_2580"]').click();
    await w.page.waitForURL(/bombach-geschichte_2580$/);
    await expect.poll(() => w.page.locator('h1').textContent()).toMatch(/Bombach/);

    await w.page.goto('/wirtschaft/windenergie/');
    await waitForHydration(w.page);
    await expectNoAxeViolations(w.page);
    const sub = w.page.locator('.st-subpages a').first();
    const title = (await sub.textContent())?.trim();
    await sub.click();
    await expect.poll(() => w.page.locator('h1').textContent()).toBe(title);
    await expectNoAxeViolations(w.page);
    expectNoProblems(w);
    expect(w.foreignRequests).toEqual([]);
  });

  it('no page of these sections asks another host for anything before consent', async () => {
    const w = await sharedPage();
    for (const url of PAGES) {
      const res = await w.page.goto(url, { waitUntil: 'networkidle' });
      expect(res?.status(), url).toBe(200);
    }
    expect(w.foreignRequests).toEqual([]);
    expectNoProblems(w);
  });
});
