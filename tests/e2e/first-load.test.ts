import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/build';
import { chunkWith, measureFirstLoadOn, servedBrotliBytes } from '../../scripts/first-load';
import { expectNoProblems, useBrowser } from './browser';

const { baseUrl, openPage } = useBrowser();

/**
 * The JavaScript budget (issue 31, ADR 56, ADR 61), counted as `npm run bench -- --first-load` counts
 * it: every script a visitor's browser fetches until the page is hydrated and quiet, prefetch off,
 * service worker blocked, in brotli bytes as served. A size budget, not a timing: a change that splits
 * the site's code into many small files again, pulls a library into every page, or loads Swiper, the
 * footer or the date picker with the first load again, fails here.
 *
 * Per page, the figures the build reaches (docs/performance.md, 2026-11-29, ADRs 70, 73 and 75) with half a
 * kilobyte of room. The count does not depend on the machine's speed: the build gives the same chunks
 * on every machine, and the prefetch's own code is not fetched on data saver, which the count sets.
 * Five pages, one of each shape: the home page (hero, Swiper after the first load), a list with dates
 * (the dates are islands: no dayjs before a person's first interaction), an event (the sidebar's date
 * filter), the damage report (a form whose code, map picker and proof of work load when a person
 * turns to it, ADR 71), the business directory (its content when a person turns to it, ADR 75). The
 * issue's goals (home 100 KB with Swiper, other pages 85 KB, 8 scripts before hydration) are met.
 */
const BUDGET: { label: string; path: () => Promise<string> | string; scriptsBeforeHydrated: number; kb: number }[] = [
  // The hero's code in a chunk of its own, loaded where a hero is shown (ADR 75): one script more here.
  { label: 'the home page', path: () => '/', scriptsBeforeHydrated: 8, kb: 83.6 },
  { label: 'the news list', path: () => '/rathaus/buergernachrichten/', scriptsBeforeHydrated: 8, kb: 82.6 },
  { label: 'an event', path: firstEvent, scriptsBeforeHydrated: 8, kb: 83 },
  // The form hydrates when a person turns to it (ADR 71): its code is not in the first load.
  { label: 'the damage report', path: () => '/rathaus/schadensmeldung/', scriptsBeforeHydrated: 8, kb: 83 },
  // The directory's content hydrates at a person's first interaction (ADR 75): 5 scripts, was 8.
  { label: 'the business directory', path: () => '/wirtschaft/gewerbeverzeichnis/', scriptsBeforeHydrated: 8, kb: 82.1 },
];

/**
 * The home page once Swiper has loaded (its first step due, or a touch: ADR 61), the figure
 * for the home page: its first load and the Swiper chunk's bytes as served (ADR 71).
 */
const HOME_WITH_SWIPER_KB = 99.6;

/** The brotli bytes of the chunk with the hero's Swiper enhancement, from the build's metafile. */
function swiperBytes(): number {
  return servedBrotliBytes(dist, `http://localhost${chunkWith(dist, 'hero/hero-swiper.ts')}`);
}

const dist = path.resolve(process.env.DIST_DIR || 'dist');
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The first event of the events list (as the bench picks it). */
async function firstEvent(): Promise<string> {
  const html = await (await fetch(`${baseUrl}/gaeste/veranstaltungen/`)).text();
  const found = /href="(\/gaeste\/veranstaltungen\/[^"?#]+_\d+)"/.exec(html)?.[1];
  if (!found) throw new Error('Keine Veranstaltung in der Liste');
  return found;
}

describe('the first load’s JavaScript', () => {
  // One test per page: four loads in one test outran the test's time on a loaded machine.
  it.each(BUDGET.map((budget) => [budget.label, budget] as const))('stays within its budget on %s', async (_label, budget) => {
    const pagePath = await budget.path();
    const w = await openPage();
    const load = await measureFirstLoadOn(w.page, pagePath, dist);
    const files = load.files.map((f) => `${new URL(f.url).pathname} ${f.brotli}`).join('\n');
    expect(load.scriptsBeforeHydrated, `Skripte vor der Hydrierung auf ${pagePath}:\n${files}`).toBeLessThanOrEqual(budget.scriptsBeforeHydrated);
    expect(kb(load.brotli), `KB brotli bis hydriert auf ${pagePath}:\n${files}`).toBeLessThanOrEqual(budget.kb);
    // Every file counted is one the build wrote (a file missing from dist would count 0 bytes), and
    // each starts with the compile hint that moves its compilation off the main thread (ADR 77).
    for (const f of load.files) {
      expect(f.brotli, f.url).toBeGreaterThan(0);
      expect(fs.readFileSync(path.join(dist, 'client', new URL(f.url).pathname), 'utf8').split('\n', 1)[0], f.url).toBe(COMPILE_HINT);
    }
    if (pagePath === '/') expect(kb(load.brotli + swiperBytes()), 'KB brotli der Startseite mit Swiper').toBeLessThanOrEqual(HOME_WITH_SWIPER_KB);
    expectNoProblems(w);
    await w.context.close();
  });
});
