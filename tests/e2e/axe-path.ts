/**
 * Where the browser tests' site (global-setup.ts) serves axe-core: the scans load it as a script from
 * the page's own origin (tests/e2e/browser.ts). Outside the site's paths, so no route of the site meets it.
 */
export const AXE_PATH = '/__tests/axe-core';
