import { pageText } from './html';

/**
 * A crawl of the public site as a visitor's browser would walk it: from the start page and every
 * address of the sitemap, every internal link and download, each answered page noted with its status
 * and where it was linked. Used on the demo town (crawl.test.ts), the empty site and a second town.
 */

/** Text a visitor must never see: editorial notes and town settings that were not filled in. */
export const PLACEHOLDERS: Array<[RegExp, string]> = [
  [/\[[^\]]{0,120}\b(eintragen|ergänzen|angeben|prüfen|einfügen)\b[^\]]{0,120}\]/i, 'Hinweis in eckigen Klammern'],
  [/\[\s*bitte[^\]]{0,120}\]/i, 'Hinweis in eckigen Klammern'],
  [/\{\{[^}]{0,80}\}\}/, 'nicht ersetzte Einstellung'],
  [/\b(TODO|FIXME|Lorem ipsum)\b/, 'Entwurfstext'],
  // A file type an editor wrote into a link text, and the one the link adds: "(PDF) (PDF, 2 KB)".
  [/[([](PDF|Text|DOCX?|XLSX?)[)\]]\s*\(\1\b/i, 'Dateityp doppelt'],
];

/** Query-string variants followed per path (filters, pages, months): enough to reach every item without walking calendars forever. */
const VARIANTS_PER_PATH = 6;
/** Hard stop, far above the site's size, so a link loop fails the test instead of hanging it. */
export const MAX_URLS = 5_000;
export const CONCURRENCY = 6;

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface CrawlResult {
  /** Every address asked for, with its status and where it was found. */
  pages: Map<string, { status: number; from: string }>;
  /** Placeholders seen in a page's text: "address: what: text". */
  placeholderHits: string[];
  /** The HTML of every page answered 200, by address (only with `keepHtml`). */
  html: Map<string, string>;
  /** The addresses the sitemap lists (paths, decoded). */
  inSitemap: Set<string>;
}

function linksIn(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]*)"/g)) out.push(m[1]!.replace(/&amp;/g, '&'));
  return out;
}

/** Site-relative URL to follow, or null for other origins, fragments, schemes, assets and the CMS API. */
function followable(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const url = href.split('#')[0]!;
  if (!url) return null;
  // Built assets and rendered images are checked by their own tests; the integration app has no build.
  if (/^\/(assets|bild|fonts|icons|api)(\/|\?|$)/.test(url)) return null;
  return url;
}

export interface CrawlOptions {
  keepHtml?: boolean;
  /** Called with every HTML page answered 200, for checks of its own. */
  onPage?: (url: string, html: string) => void;
}

export async function crawl(get: (url: string) => Promise<Answer>, options: CrawlOptions = {}): Promise<CrawlResult> {
  const pages = new Map<string, { status: number; from: string }>();
  const inSitemap = new Set<string>();
  const placeholderHits: string[] = [];
  const html = new Map<string, string>();
  const variants = new Map<string, number>();
  const queue: Array<{ url: string; from: string }> = [{ url: '/', from: '(Start)' }];
  const seen = new Set<string>(['/']);
  const sitemap = await get('/sitemap.xml');
  for (const m of sitemap.text.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)) {
    const url = m[1]!.replace(/&amp;/g, '&');
    inSitemap.add(decodeURI(url));
    if (!seen.has(url)) {
      seen.add(url);
      queue.push({ url, from: '/sitemap.xml' });
    }
  }
  const enqueue = (href: string, from: string) => {
    const url = followable(href);
    if (!url || seen.has(url) || seen.size >= MAX_URLS) return;
    const path = url.split('?')[0]!;
    if (url.includes('?')) {
      const n = variants.get(path) ?? 0;
      if (n >= VARIANTS_PER_PATH) return;
      variants.set(path, n + 1);
    }
    seen.add(url);
    queue.push({ url, from });
  };
  async function visit({ url, from }: { url: string; from: string }) {
    const res = await get(url);
    pages.set(url, { status: res.status, from });
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && typeof location === 'string') enqueue(location, url);
    if (res.status !== 200 || !/text\/html/.test(String(res.headers['content-type'] ?? ''))) return;
    if (options.keepHtml) html.set(url, res.text);
    options.onPage?.(url, res.text);
    const text = pageText(res.text);
    for (const [pattern, what] of PLACEHOLDERS) {
      const m = pattern.exec(text);
      if (m) placeholderHits.push(`${url}: ${what}: „${m[0]}“`);
    }
    for (const href of linksIn(res.text)) enqueue(href, url);
  }
  while (queue.length > 0) {
    const batch = queue.splice(0, CONCURRENCY);
    await Promise.all(batch.map(visit));
  }
  return { pages, placeholderHits, html, inSitemap };
}

/** The broken ones: every address answered 4xx or 5xx, with where it was linked. */
export function brokenLinks(pages: CrawlResult['pages']): string[] {
  return [...pages].filter(([, p]) => p.status >= 400).map(([url, p]) => `${p.status} ${url} (verlinkt auf ${p.from})`);
}
