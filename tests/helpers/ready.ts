import fs from 'node:fs';

/**
 * What a global setup prepares in the background while the first test files run (ADR 63): the setup
 * hands out the address at once and writes a marker file when it is done, empty when it succeeded,
 * with the error when it failed. The tests wait for the marker before they use what it marks.
 */
export function markReady(marker: string, error?: unknown): void {
  const text = error === undefined ? '' : error instanceof Error ? (error.stack ?? error.message) : String(error);
  // Written aside and renamed, so a waiting test never reads half a message.
  fs.writeFileSync(`${marker}.${process.pid}`, text);
  fs.renameSync(`${marker}.${process.pid}`, marker);
}

/** The marker of a folder or file prepared in the background: beside it, not in it (`testApp()` copies the SQLite template's folder). */
export const readyMarker = (prepared: string) => `${prepared}.bereit`;

/** Until the marker exists; throws the setup's error if it failed. Within the test's or hook's timeout. */
export async function untilReady(marker: string, what: string): Promise<void> {
  while (!fs.existsSync(marker)) await new Promise((resolve) => setTimeout(resolve, 100));
  const error = fs.readFileSync(marker, 'utf8');
  if (error) throw new Error(`${what} konnte nicht vorbereitet werden:\n${error}`);
}

/**
 * The browser tests' site while it starts (tests/e2e/global-setup.ts), when the run includes them. The
 * other global setups run in the same process after it (vitest.config.ts lists the browser tests
 * first) and seed in the background once the site is up: the site is needed first, their templates
 * only when the browser-test files have all started (vitest runs the projects' files in the order of
 * the projects' names: e2e, integration, postgres, unit).
 */
const SITE = Symbol.for('musterstadt.e2eSiteStart');
type WithSite = { [SITE]?: Promise<unknown> };

export function announceSiteStart(start: Promise<unknown>): void {
  (globalThis as WithSite)[SITE] = start;
}

/** The site's start when the run includes the browser tests, else undefined. */
export function siteStart(): Promise<unknown> | undefined {
  return (globalThis as WithSite)[SITE];
}
