import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The top bar above the header (spec §2.6): weather and quick links, two lines at most on phones, one
 * on a desktop, short labels on phones while the links keep their full names. Checked on pages that
 * layouts.test.ts and hero.test.ts load and scan at these widths anyway (ADR 41), not on pages of
 * their own.
 */

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

/** At 375 px two lines at most and nothing sticking out sideways; at 1280 px one line. */
export async function expectTopBarFits(page: Page, width: number): Promise<void> {
  if (width === 375) {
    expect(await lines(page), `Zeilen der Kopfleiste bei 375 px auf ${page.url()}`).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => document.querySelector('.st-topbar')!.scrollWidth)).toBeLessThanOrEqual(375);
  }
  if (width === 1280) expect(await lines(page), `Zeilen der Kopfleiste bei 1280 px auf ${page.url()}`).toBe(1);
}

/** Short labels on phones (375 px), full ones on a desktop (1280 px); the link's name is the full one. */
export async function expectTopBarLabels(page: Page, width: number): Promise<void> {
  if (width !== 375 && width !== 1280) return;
  const instagram = page.getByRole('link', { name: 'Musterstadt auf Instagram (öffnet in einem neuen Fenster)' });
  const href = (await instagram.getAttribute('href'))!;
  if (width === 375) {
    expect(await widthIn(page, href, '.st-topbar__long')).toBeLessThanOrEqual(1);
    expect(await widthIn(page, href, '.st-topbar__short')).toBeGreaterThan(30);
  } else {
    expect(await widthIn(page, href, '.st-topbar__long')).toBeGreaterThan(100);
    expect(await widthIn(page, href, '.st-topbar__short')).toBe(0);
  }
}
