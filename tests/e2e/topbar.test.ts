import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';

/** The top bar above the header (spec §2.6): weather and quick links, two lines at most on phones. */
const { openPage } = useBrowser();

/** Lines the top bar's entries take: their vertical centres, those less than 10 px apart counted as one. */
function lines(page: Page): Promise<number> {
  return page.evaluate(() => {
    const centres = [...document.querySelectorAll('.st-topbar .st-weather, .st-topbar__links > li')]
      .map((el) => {
        const r = el.getBoundingClientRect();
        return r.top + r.height / 2;
      })
      .sort((a, b) => a - b);
    return centres.filter((c, i) => i === 0 || c - centres[i - 1]! >= 10).length;
  });
}

/** Width of the first element matching the selector inside the link, 0 when it has no box. */
const widthIn = (page: Page, link: string, selector: string) =>
  page.evaluate(([l, s]) => document.querySelector(`.st-topbar a[href="${l}"] ${s}`)?.getBoundingClientRect().width ?? 0, [link, selector] as const);

describe('top bar', () => {
  for (const path of ['/', '/rathaus/', '/feuerwehr/', '/grundschule/', '/drei-linden-gs/']) {
    it(`keeps to two lines at 375 px on ${path}, and to one at 1280 px`, async () => {
      const w = await openPage({ viewport: { width: 375, height: 800 } });
      await w.page.goto(path);
      await waitForHydration(w.page);
      expect(await lines(w.page)).toBeLessThanOrEqual(2);
      // Nothing sticks out sideways.
      expect(await w.page.evaluate(() => document.querySelector('.st-topbar')!.scrollWidth)).toBeLessThanOrEqual(375);
      await w.page.setViewportSize({ width: 1280, height: 800 });
      expect(await lines(w.page)).toBe(1);
      expectNoProblems(w);
      await w.context.close();
    });
  }

  it('shows short labels on phones while the links keep their full names', async () => {
    const w = await openPage({ viewport: { width: 375, height: 800 } });
    await w.page.goto('/');
    await waitForHydration(w.page);
    const instagram = w.page.getByRole('link', { name: 'Musterstadt auf Instagram (öffnet in einem neuen Fenster)' });
    const href = (await instagram.getAttribute('href'))!;
    expect(await widthIn(w.page, href, '.st-topbar__long')).toBeLessThanOrEqual(1);
    expect(await widthIn(w.page, href, '.st-topbar__short')).toBeGreaterThan(30);
    await expectNoAxeViolations(w.page);
    await w.page.setViewportSize({ width: 1280, height: 800 });
    expect(await widthIn(w.page, href, '.st-topbar__long')).toBeGreaterThan(100);
    expect(await widthIn(w.page, href, '.st-topbar__short')).toBe(0);
    await w.context.close();
  });
});
