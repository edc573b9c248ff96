/** Public address of the site, for the absolute page links (URL) of calendar entries. */
export const SITE_ORIGIN = 'https://www.musterstadt.de';
