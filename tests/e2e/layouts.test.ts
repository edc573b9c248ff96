import { describe, expect, it } from 'vitest';
import { expectAccessibleAtWidths, expectNoProblems, useBrowser, waitForHydration } from './browser';
import { expectTopBarFits, expectTopBarLabels } from './topbar';

const { sharedPage } = useBrowser();

/** Home page, a section page and the 404 page of each of the four layouts (issue: site shell). */
const LAYOUTS = {
  main: { home: '/', section: '/rathaus/buergernachrichten/', missing: '/rathaus/gibt-es-nicht' },
  feuerwehr: { home: '/feuerwehr/', section: '/feuerwehr/gesamtwehr/informatives/notrufnummern/', missing: '/feuerwehr/gibt-es-nicht' },
  grundschule: { home: '/grundschule/', section: '/grundschule/unsere-schule/', missing: '/grundschule/gibt-es-nicht' },
  'drei-linden': { home: '/drei-linden-gs/', section: '/drei-linden-gs/informatives/kontakt/', missing: '/drei-linden-gs/gibt-es-nicht' },
} as const;

const WIDTHS = [375, 768, 1280, 1600] as const;

describe.each(Object.entries(LAYOUTS))('layout %s', (layout, paths) => {
  // One test per page (each has its own time; a page's scans took most of a minute at a load
  // of 28), all on the file's one page, each page loaded anew (ADR 67). The top bar's checks (spec
  // §2.6) ride on the home pages loaded here at 375 px and widened.
  it.each(Object.entries(paths))(
    `has no axe violations on its %s page %s and nothing sideways at ${WIDTHS.join(', ')} px; a home page's top bar keeps to two lines at 375 px and one at 1280 px${layout === 'main' ? ', with short labels on phones' : ''}`,
    async (kind, path) => {
      const w = await sharedPage({ viewport: { width: WIDTHS[0], height: 900 } });
      const res = await w.page.goto(path);
      expect(res?.status(), `${kind} ${path}`).toBe(kind === 'missing' ? 404 : 200);
      expect(await w.page.getAttribute('html', 'data-layout')).toBe(layout);
      await waitForHydration(w.page);
      // A home page's hero slider is checked once Swiper has set it up (its buttons and bullets): it
      // loads when the slider is touched (ADR 61).
      if (kind === 'home') {
        await w.page.locator('.st-hero').hover();
        await w.page.locator('.st-hero.swiper-initialized').waitFor();
      }
      await expectAccessibleAtWidths(w.page, WIDTHS, {
        atWidth:
          kind === 'home'
            ? async (width) => {
                await expectTopBarFits(w.page, width);
                if (layout === 'main') await expectTopBarLabels(w.page, width);
              }
            : layout === 'main' && kind === 'section'
              ? // The Bürgernachrichten's sidebar (sidebar.test.ts scans their other states).
                async (width) => {
                  if (width === 375 || width === 1280) expect(await w.page.locator('aside.st-sidebar').isVisible()).toBe(true);
                }
              : undefined,
      });
      expect(w.problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([]);
    },
  );
});

describe('layout details', () => {
  it('shows the fire brigade members link and the school times in the school footers', async () => {
    const w = await sharedPage();
    await w.page.goto('/feuerwehr/');
    expect(await w.page.getByRole('link', { name: 'Mitgliederbereich' }).count()).toBe(1);
    await w.page.goto('/grundschule/');
    expect(await w.page.locator('footer').getByText('Unterrichtszeiten').count()).toBe(1);
    await w.page.goto('/drei-linden-gs/');
    // Green theme instead of red and blue.
    expect(await w.page.locator('[data-theme="gruen"]').count()).toBe(1);
    expectNoProblems(w);
  });
});
