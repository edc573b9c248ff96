import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, expectNoProblems, useBrowser, waitForHydration } from './browser';

/**
 * Image placeholders (spec §7): on a slow connection and a slow processor, the hero, news and event
 * images show their blurred 16 px placeholder first, and the arriving image moves nothing (CLS 0).
 *
 * The visitor has been on the site before: stylesheet, scripts and web fonts are cached, the images
 * are not. (On a first visit the web fonts swap in when they arrive, font-display: swap as VISUAL.md
 * asks, and text set in them takes other room: that shift is the fonts', not the images'.)
 */
const { baseUrl, openPage } = useBrowser();

interface Probe {
  /** When the document had been parsed (DOMContentLoaded), in performance.now() time. */
  parsedAt: number;
  cls: number;
  shifts: { value: number; at: number; sources: string[] }[];
  loads: Load[];
}

interface Box {
  w: number;
  h: number;
}

interface Load {
  kind: 'placeholder' | 'image';
  /** The image-service address of the picture (for a placeholder: that of its image). */
  src: string;
  /** Placeholders: written into the page as a data: URL. */
  inline?: boolean;
  at: number;
  /** Placeholders: whether their image had arrived already, and both boxes at that moment. */
  imageThere?: boolean;
  /** Images: whether their placeholder was there (loaded and decoded) when they arrived. */
  placeholderThere?: boolean;
  box?: Box;
  imageBox?: Box;
}

/** Records layout shifts and image loads from the very start of the page. */
function probe() {
  const w = window as unknown as { stProbe: Probe };
  w.stProbe = { parsedAt: Infinity, cls: 0, shifts: [], loads: [] };
  document.addEventListener('DOMContentLoaded', () => {
    w.stProbe.parsedAt = performance.now();
  });
  new PerformanceObserver((list) => {
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
      if (e.hadRecentInput) continue;
      w.stProbe.cls += e.value;
      const sources = (e.sources ?? []).map(
        (s) =>
          `${s.node instanceof Element ? `${s.node.tagName}.${s.node.getAttribute('class') ?? ''}` : String(s.node?.nodeName)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
      );
      w.stProbe.shifts.push({ value: e.value, at: e.startTime, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener(
    'load',
    (e) => {
      const img = e.target;
      if (!(img instanceof HTMLImageElement)) return;
      const at = performance.now();
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { w: r.width, h: r.height };
      };
      const media = img.closest('.st-hero__media') ?? img.closest('.st-img');
      const image = media?.querySelector<HTMLImageElement>('.st-hero__image, .st-img__image');
      if (!media || !image) return;
      if (img === image) {
        const placeholder = media.querySelector<HTMLImageElement>('.st-hero__placeholder img, .st-img__placeholder');
        w.stProbe.loads.push({
          kind: 'image',
          src: img.currentSrc,
          at,
          placeholderThere: !!placeholder && placeholder.complete && placeholder.naturalWidth > 0,
        });
        return;
      }
      const imageThere = image.complete && image.naturalWidth > 0;
      const src = new URL(image.getAttribute('src') ?? '', location.href).href;
      w.stProbe.loads.push({ kind: 'placeholder', src, inline: img.currentSrc.startsWith('data:image/'), at, imageThere, box: box(img), imageBox: box(image) });
    },
    true,
  );
}

const readProbe = (page: Page) => page.evaluate(() => (window as unknown as { stProbe: Probe }).stProbe);

/** The CMS image an image-service URL shows. */
const pictureOf = (url: string) => new URL(url).searchParams.get('src');

async function throttled(width: number) {
  const w = await openPage({ viewport: { width, height: 900 } });
  // A page without CMS images fills the cache with the stylesheet, the scripts and every font weight.
  await w.page.goto('/rathaus/kontakt/');
  await w.page.evaluate(() => Promise.all(['400', '600', '700'].map((weight) => document.fonts.load(`${weight} 1em "Source Sans 3"`))));
  expect(await w.page.locator('img[src^="/bild"]').count()).toBe(0);
  await w.page.addInitScript(probe);
  const cdp = await w.context.newCDPSession(w.page);
  await cdp.send('Network.enable');
  // About 1 Mbit/s with 150 ms latency, and a processor four times slower.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 128 * 1024, uploadThroughput: 64 * 1024 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { ...w, cdp };
}

/**
 * Layout shift 0 from the moment the document is parsed: the images arrive, the page hydrates, and
 * nothing moves. Before that, a processor this slow lets Chromium paint a half-parsed document now and
 * then, and a row can grow when its remaining text is parsed; such slivers (never an image's box) are
 * allowed up to a CLS of 0.001 in all.
 */
function expectNoImageShifts(p: Probe) {
  expect(p.parsedAt).toBeLessThan(Infinity);
  expect(
    p.shifts.filter((s) => s.at >= p.parsedAt),
    'Layout-Verschiebungen nach dem Parsen',
  ).toEqual([]);
  expect(
    p.shifts.filter((s) => s.sources.some((n) => /^(IMG|PICTURE)\.|st-img|st-hero|st-card|st-figure/.test(n))),
    'Bilder verschoben',
  ).toEqual([]);
  expect(p.cls).toBeLessThan(0.001);
}

const imageDone = (page: Page, selector: string) =>
  page.waitForFunction((s) => [...document.querySelectorAll<HTMLImageElement>(s)].every((i) => i.complete && i.naturalWidth > 0), selector, {
    timeout: 50_000,
  });

describe('blurred placeholders while images load', () => {
  for (const width of [375, 1280]) {
    it(`the hero and the news cards show the placeholder first and nothing moves (${width} px, throttled)`, async () => {
      const w = await throttled(width);
      await w.page.goto('/', { waitUntil: 'commit' });
      await imageDone(w.page, '.st-hero__slide:first-child .st-hero__image');
      const firstCard = '.st-card .st-img__image';
      await w.page.locator(firstCard).first().scrollIntoViewIfNeeded();
      await imageDone(w.page, `${firstCard}:nth-of-type(1)`);
      await waitForHydration(w.page);
      await w.page.waitForTimeout(500);
      const p = await readProbe(w.page);

      // The hero's placeholder arrived first and filled the image's box (a little more: it is enlarged
      // against its blurred edges) while the image was still loading.
      // The first slide's (the others' load with theirs, and their images later, lazily).
      const firstHero = await w.page
        .locator('.st-hero__slide:first-child .st-hero__image')
        .evaluate((img) => new URL(img.getAttribute('src')!, location.href).href);
      const heroPh = p.loads.find((l) => l.kind === 'placeholder' && pictureOf(l.src) === pictureOf(firstHero))!;
      const hero = p.loads.find((l) => l.kind === 'image' && pictureOf(l.src) === pictureOf(heroPh.src))!;
      expect(hero.placeholderThere).toBe(true);
      expect(heroPh.box!.w).toBeGreaterThanOrEqual(heroPh.imageBox!.w);
      expect(heroPh.box!.h).toBeGreaterThanOrEqual(heroPh.imageBox!.h);
      expect(heroPh.imageBox!.h).toBeGreaterThan(200);
      // The image's box is the one it had before it came.
      expect(
        await w.page
          .locator('.st-hero__image')
          .first()
          .evaluate((img) => ({ w: img.clientWidth, h: img.clientHeight })),
      ).toEqual({
        w: Math.round(heroPh.imageBox!.w),
        h: Math.round(heroPh.imageBox!.h),
      });

      // Every image that arrived had its placeholder there before it: written into the page, it needs
      // no request of its own and cannot come after its image.
      const images = p.loads.filter((l) => l.kind === 'image');
      expect(images.length).toBeGreaterThanOrEqual(2);
      for (const image of images) {
        const ph = p.loads.find((l) => l.kind === 'placeholder' && pictureOf(l.src) === pictureOf(image.src));
        expect(ph, `Platzhalter für ${image.src}`).toBeDefined();
        expect(ph!.inline, `Platzhalter für ${image.src} in der Seite`).toBe(true);
        expect(image.placeholderThere, `Platzhalter für ${image.src} vor dem Bild`).toBe(true);
      }
      expectNoImageShifts(p);
      expectNoProblems(w);
      await w.context.close();
    });
  }

  it('the lead image of an event keeps its box while it loads (throttled)', async () => {
    const w = await throttled(1280);
    const list = (await (await fetch(`${baseUrl}/api/cms/veranstaltungen?pro_seite=100`)).json()) as { data: { slug: string; bild: unknown }[] };
    const withImage = list.data.find((e) => e.bild)!;
    await w.page.goto(`/gaeste/veranstaltungen/${withImage.slug}`, { waitUntil: 'commit' });
    await imageDone(w.page, '.st-figure .st-img__image');
    await waitForHydration(w.page);
    await w.page.waitForTimeout(500);
    const p = await readProbe(w.page);
    const ph = p.loads.find((l) => l.kind === 'placeholder')!;
    const image = p.loads.find((l) => l.kind === 'image')!;
    expect(ph.inline, 'Platzhalter in der Seite').toBe(true);
    expect(image.placeholderThere, 'Platzhalter vor dem Bild').toBe(true);
    expect(ph.box!.w).toBeGreaterThanOrEqual(ph.imageBox!.w);
    expect(ph.box!.h).toBeGreaterThanOrEqual(ph.imageBox!.h);
    expect(ph.imageBox!.h).toBeGreaterThan(100);
    expectNoImageShifts(p);
    await w.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expectNoAxeViolations(w.page);
    expectNoProblems(w);
    await w.context.close();
  });
});
