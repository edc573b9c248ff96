import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expectAccessibleAtWidths, expectNoProblems, useBrowser, waitForHydration, type WatchedPage } from './browser';
import { HERO_AUTOPLAY_MS, HERO_MAX_SLIDES } from '../../shared/site/constants';
import { expectTopBarFits } from './topbar';
import { chunkWith } from '../../scripts/first-load';

const { openPage, sharedPage } = useBrowser();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
const dist = path.resolve(process.env.DIST_DIR || 'dist');
const SECTION_HOMES = ['/rathaus/', '/musterstadt/', '/stadtleben/', '/wirtschaft/', '/gaeste/', '/feuerwehr/', '/grundschule/', '/drei-linden-gs/'];

interface SliderState {
  running: boolean;
  index: number;
  speed: number;
}

/** What Swiper itself says (it keeps its instance on the container element). */
function slider(page: Page): Promise<SliderState> {
  return page.evaluate(() => {
    const el = document.querySelector('.st-hero') as
      | (HTMLElement & { swiper?: { autoplay: { running: boolean }; activeIndex: number; params: { speed: number } } })
      | null;
    const s = el?.swiper;
    if (!s) throw new Error('Swiper ist nicht initialisiert');
    return { running: s.autoplay.running, index: s.activeIndex, speed: s.params.speed };
  });
}

/**
 * A page with the slider enhanced: Swiper loads when the visitor touches the slider (here the pointer
 * moves onto it) or when its first autoplay step is due (ADR 61). The fake clock lets a test move time
 * on by the 10 s autoplay delay without waiting for it; it must be installed before the page loads, and
 * stays with the page, so such a test gets a page of its own. The others share one per set of context
 * options (ADR 67); every test loads its page anew.
 */
async function openSlider(options: BrowserContextOptions = {}, url = '/', clock = false): Promise<WatchedPage> {
  const w = clock ? await openPage({ viewport: DESKTOP, ...options }) : await sharedPage({ viewport: DESKTOP, ...options });
  if (clock) await w.page.clock.install();
  const res = await w.page.goto(url);
  expect(res?.status()).toBe(200);
  await waitForHydration(w.page);
  await w.page.locator('.st-hero').hover();
  await w.page.locator('.st-hero.swiper-initialized').waitFor();
  return w;
}

/** Pointer and focus away from the slider, so only the pause button decides about autoplay. */
async function leaveSlider(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

describe('hero slider with JavaScript', () => {
  it('initialises Swiper after hydration, with German labels and at most five slides', async () => {
    const w = await openSlider();
    const hero = w.page.getByRole('region', { name: 'Bilder aus Musterstadt' });
    await expect.poll(() => hero.getAttribute('class')).toContain('swiper-initialized');
    expect(await hero.locator('.swiper-slide').count()).toBe(HERO_MAX_SLIDES);
    expect(await hero.locator('.swiper-slide').first().getAttribute('aria-label')).toBe(`Bild 1 von ${HERO_MAX_SLIDES}`);
    expect(await hero.getByRole('button', { name: /^Bild \d anzeigen$/ }).count()).toBe(HERO_MAX_SLIDES);
    expect(await hero.getByRole('button', { name: 'Bild 1 anzeigen' }).getAttribute('aria-current')).toBe('true');
    // Only the current slide can be reached: the others are inert.
    expect(await hero.locator('.swiper-slide[inert]').count()).toBe(HERO_MAX_SLIDES - 1);
    expect((await slider(w.page)).running).toBe(true);
    expectNoProblems(w);
  });

  it('loads Swiper when the first image has been in view for 10 seconds and changes it then; the pause button stops that and starts it again', async () => {
    // Nobody touches the slider: Swiper arrives when its first step is due, and takes that step.
    const chunk = chunkWith(dist, 'shared/components/hero/hero-swiper.ts');
    const w = await openPage({ viewport: DESKTOP });
    await w.page.clock.install();
    const requested: string[] = [];
    w.page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    expect((await w.page.goto('/'))?.status()).toBe(200);
    await waitForHydration(w.page);
    await w.page.clock.runFor(HERO_AUTOPLAY_MS / 2);
    expect(requested).not.toContain(chunk);
    expect(await w.page.locator('.st-hero.swiper-initialized').count()).toBe(0);
    await w.page.clock.runFor(HERO_AUTOPLAY_MS / 2 + 200);
    await w.page.locator('.st-hero.swiper-initialized').waitFor();
    expect(requested).toContain(chunk);
    await expect.poll(async () => (await slider(w.page)).index).toBe(1);

    await w.page.getByRole('button', { name: 'Bildwechsel anhalten' }).click();
    await expect.poll(() => w.page.getByRole('button', { name: 'Bildwechsel fortsetzen' }).count()).toBe(1);
    await leaveSlider(w.page);
    expect((await slider(w.page)).running).toBe(false);
    await w.page.clock.runFor(3 * HERO_AUTOPLAY_MS);
    expect((await slider(w.page)).index).toBe(1);

    await w.page.getByRole('button', { name: 'Bildwechsel fortsetzen' }).click();
    await expect.poll(() => w.page.getByRole('button', { name: 'Bildwechsel anhalten' }).count()).toBe(1);
    await leaveSlider(w.page);
    expect((await slider(w.page)).running).toBe(true);
    await w.page.clock.runFor(HERO_AUTOPLAY_MS + 200);
    await expect.poll(async () => (await slider(w.page)).index).toBe(2);
    expectNoProblems(w);
    await w.context.close();
  });

  it('waits while the pointer rests on the slider or keyboard focus is inside it', async () => {
    const w = await openSlider();
    await leaveSlider(w.page);
    expect((await slider(w.page)).running).toBe(true);
    await w.page.locator('.st-hero__image').first().hover();
    expect((await slider(w.page)).running).toBe(false);
    await leaveSlider(w.page);
    expect((await slider(w.page)).running).toBe(true);
    await w.page.locator('.st-hero__next').focus();
    expect((await slider(w.page)).running).toBe(false);
    await leaveSlider(w.page);
    expect((await slider(w.page)).running).toBe(true);
    expectNoProblems(w);
  });

  it('goes to the next image with Enter on the arrow and with the arrow keys', async () => {
    const w = await openSlider();
    const next = w.page.getByRole('button', { name: 'Nächstes Bild' });
    await next.focus();
    await w.page.keyboard.press('Enter');
    await expect.poll(async () => (await slider(w.page)).index).toBe(1);
    expect(await w.page.getByRole('button', { name: 'Bild 2 anzeigen' }).getAttribute('aria-current')).toBe('true');
    // Focus stays on the arrow, and the slide change is announced while autoplay waits.
    expect(await w.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Nächstes Bild');
    expect(await w.page.locator('.swiper-wrapper').getAttribute('aria-live')).toBe('polite');
    await w.page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await slider(w.page)).index).toBe(2);
    await w.page.getByRole('button', { name: 'Vorheriges Bild' }).press('Enter');
    await expect.poll(async () => (await slider(w.page)).index).toBe(1);
    // rewind: from the first image back to the last, without cloned slides.
    await w.page.getByRole('button', { name: 'Bild 1 anzeigen' }).press('Enter');
    await w.page.getByRole('button', { name: 'Vorheriges Bild' }).press('Enter');
    await expect.poll(async () => (await slider(w.page)).index).toBe(HERO_MAX_SLIDES - 1);
    expect(await w.page.locator('.swiper-slide-duplicate').count()).toBe(0);
    expectNoProblems(w);
  });

  it('leaves the arrow keys to the page while focus is elsewhere', async () => {
    const w = await openSlider();
    await leaveSlider(w.page);
    await w.page.keyboard.press('ArrowRight');
    expect((await slider(w.page)).index).toBe(0);
    expectNoProblems(w);
  });

  it('shows arrows and bullets at 1280 px and hides them at 375 px; the pause button stays', async () => {
    const wide = await openSlider({ viewport: DESKTOP });
    for (const name of ['Vorheriges Bild', 'Nächstes Bild', 'Bild 1 anzeigen', 'Bildwechsel anhalten']) {
      expect(await wide.page.getByRole('button', { name }).isVisible(), name).toBe(true);
    }
    expectNoProblems(wide);

    const phone = await openSlider({ viewport: PHONE });
    for (const name of ['Vorheriges Bild', 'Nächstes Bild', 'Bild 1 anzeigen']) {
      expect(await phone.page.getByRole('button', { name }).isVisible(), name).toBe(false);
    }
    expect(await phone.page.getByRole('button', { name: 'Bildwechsel anhalten' }).isVisible()).toBe(true);
    expectNoProblems(phone);
  });

  it('does not start autoplay under prefers-reduced-motion and changes images without animation', async () => {
    const w = await openSlider({ reducedMotion: 'reduce' }, '/', true);
    await leaveSlider(w.page);
    const state = await slider(w.page);
    expect(state.running).toBe(false);
    expect(state.speed).toBe(0);
    expect(await w.page.getByRole('button', { name: 'Bildwechsel fortsetzen' }).isVisible()).toBe(true);
    await w.page.clock.runFor(3 * HERO_AUTOPLAY_MS);
    expect((await slider(w.page)).index).toBe(0);
    await w.page.getByRole('button', { name: 'Nächstes Bild' }).click();
    expect((await slider(w.page)).index).toBe(1);
    expectNoProblems(w);
    await w.context.close();
  });

  it('loads the Swiper chunk only where a slider is shown, never with the first load', async () => {
    const chunk = chunkWith(dist, 'shared/components/hero/hero-swiper.ts');
    const w = await openPage({ viewport: DESKTOP });
    const requested: string[] = [];
    w.page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const home = await w.page.goto('/');
    expect(await home?.text()).not.toContain(chunk);
    await waitForHydration(w.page);
    // Not with the first load: only once the visitor touches the slider (or its first step is due).
    expect(requested).not.toContain(chunk);
    await w.page.locator('.st-hero').hover();
    await w.page.locator('.st-hero.swiper-initialized').waitFor();
    expect(requested).toContain(chunk);
    expectNoProblems(w);
    await w.context.close();

    const list = await openPage({ viewport: DESKTOP });
    const listRequests: string[] = [];
    list.page.on('request', (r) => listRequests.push(new URL(r.url()).pathname));
    await list.page.goto('/rathaus/buergernachrichten/', { waitUntil: 'networkidle' });
    await waitForHydration(list.page);
    expect(await list.page.locator('.st-hero').count()).toBe(0);
    expect(listRequests.some((p) => p.startsWith('/assets/'))).toBe(true);
    expect(listRequests).not.toContain(chunk);
    expectNoProblems(list);
    await list.context.close();
  });

  it('builds a new slider for the next section after client-side navigation', async () => {
    const w = await openSlider({}, '/rathaus/');
    const api = await w.page.request.get('/api/cms/hero/gaeste');
    const captions = ((await api.json()) as { data: { titel: string }[] }).data.map((s) => s.titel).slice(0, HERO_MAX_SLIDES);
    await w.page.evaluate(() => {
      (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
    });
    await w.page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Tourismus & Freizeit', exact: true }).click();
    await w.page.waitForURL('**/gaeste/');
    await expect.poll(() => w.page.locator('h1').textContent()).toBe('Gäste und Freizeit');
    expect(await w.page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
    await w.page.locator('.st-hero').hover();
    await w.page.locator('.st-hero.swiper-initialized').waitFor();
    expect(await w.page.locator('.st-hero__title').allTextContents()).toEqual(captions);
    expect(await w.page.getByRole('button', { name: /^Bild \d anzeigen$/ }).count()).toBe(captions.length);
    expectNoProblems(w);
  });
});

describe('hero slider accessibility', () => {
  // The home pages of the four layouts (/, /feuerwehr/, /grundschule/, /drei-linden-gs/) are checked
  // with their slider set up at four widths in layouts.test.ts; here the section homes of the main layout.
  const LAYOUT_HOMES = new Set(['/', '/feuerwehr/', '/grundschule/', '/drei-linden-gs/']);
  for (const url of SECTION_HOMES.filter((u) => !LAYOUT_HOMES.has(u))) {
    it(`has no axe violations on ${url} at ${PHONE.width} and ${DESKTOP.width} px${url === '/rathaus/' ? '; the top bar keeps to two lines at 375 px and one at 1280 px' : ''}`, async () => {
      const w = await openSlider({ viewport: PHONE }, url);
      // The top bar's check of a section home (the layout homes' are in layouts.test.ts).
      await expectAccessibleAtWidths(w.page, [PHONE.width, DESKTOP.width], {
        atWidth: url === '/rathaus/' ? (width) => expectTopBarFits(w.page, width) : undefined,
      });
      expectNoProblems(w);
    });
  }
});

describe('hero without JavaScript', () => {
  for (const url of ['/', '/feuerwehr/']) {
    it(`shows one calm image with its caption on ${url}, and no controls`, async () => {
      const w = await sharedPage({ javaScriptEnabled: false, viewport: DESKTOP });
      const res = await w.page.goto(url);
      expect(res?.status()).toBe(200);
      const slides = w.page.locator('.st-hero .swiper-slide');
      expect(await slides.count()).toBeGreaterThan(1);
      expect(await slides.first().isVisible()).toBe(true);
      expect(
        await slides
          .first()
          .locator('img.st-hero__image')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);
      expect(await slides.first().locator('.st-hero__title').isVisible()).toBe(true);
      for (let i = 1; i < (await slides.count()); i++) expect(await slides.nth(i).isVisible()).toBe(false);
      expect(await w.page.locator('.st-hero__controls').isVisible()).toBe(false);
      expectNoProblems(w);
    });
  }
});
