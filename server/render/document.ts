import type { AssetManifest } from './manifest';
import { escapeHtml, serializeForScript } from './serialize';
import { OUTDATED_BROWSER_HTML, outdatedBrowserScripts } from '../../shared/components/a11y/outdated-browser';
import { documentTitle, INITIAL_DATA_ID, type InitialData } from '../../shared/app/state';
import { layoutNamed, type LayoutName } from '../../shared/site/sections';
import { HERO_SIZES } from '../../shared/site/constants';
import { imageUrl, placeholderUrl } from '../../shared/components/media/CmsImage';
import { inlinePlaceholder } from '../../shared/components/media/placeholder-field';
import { headMeta, type HeadMetaOptions } from './head-meta';
import { TOWN, TOWN_DATA_ID, townForBrowser } from '../../shared/site/town';
import { themeStylesheetHref } from '../../shared/site/theme';
import { appIconHref } from '../town/assets';

/** The town's links in the head (ADR 30): icon, touch icon and manifest, its colours. */
function townHead(): string[] {
  const theme = themeStylesheetHref(TOWN.theme);
  return [
    `<link rel="icon" href="${escapeHtml(TOWN.crest.src)}" type="${TOWN.crest.src.split('?')[0]!.endsWith('.png') ? 'image/png' : 'image/svg+xml'}">`,
    '<link rel="manifest" href="/manifest.webmanifest">',
    `<link rel="apple-touch-icon" href="${escapeHtml(appIconHref(TOWN.crest.src, 'apple-touch-icon.png'))}">`,
    theme ? `<link rel="stylesheet" href="${escapeHtml(theme)}">` : '',
  ];
}

/** The town facts as the browser gets them, serialized once per installed town (they are the same on every page). */
let townJson: { facts: object; json: string } | null = null;

/** The town facts for the browser: read by shared/site/town.ts when the client's modules load. */
function townData(nonce: string): string {
  if (townJson?.facts !== TOWN) townJson = { facts: TOWN, json: serializeForScript(townForBrowser()) };
  return `<script type="application/json" id="${TOWN_DATA_ID}" nonce="${nonce}">${townJson.json}</script>`;
}

/**
 * The first hero image of a page with a hero (home and section homes): the largest paint, so the
 * browser fetches it first, before the stylesheet and scripts are even parsed, in the size the
 * hero's <picture> will choose at this width (the same media queries, smallest first).
 */
export function heroPreloads(data: unknown): string[] {
  const hero = (data as { hero?: Array<{ bild?: { url?: unknown } }> } | null)?.hero;
  const bild = Array.isArray(hero) ? hero[0]?.bild : undefined;
  const src = bild?.url;
  if (typeof src !== 'string') return [];
  const ascending = [...HERO_SIZES].reverse();
  const media = (i: number) =>
    [i > 0 ? `(min-width: ${ascending[i - 1]!.w + 1}px)` : '', i < ascending.length - 1 ? `(max-width: ${ascending[i]!.w}px)` : '']
      .filter(Boolean)
      .join(' and ');
  const link = (href: string, i: number) => `<link rel="preload" as="image" href="${escapeHtml(href)}" media="${media(i)}" fetchpriority="high">`;
  // Its blurred placeholder first (a few hundred bytes), so the box is filled before the image arrives;
  // none when the server wrote it into the page (server/media/placeholder.ts).
  const placeholders = bild && inlinePlaceholder(bild) ? [] : ascending.map((size, i) => link(placeholderUrl(src, size.w, size.h), i));
  return [...placeholders, ...ascending.map((size, i) => link(imageUrl(src, size.w, size.h), i))];
}

/**
 * The script that starts the client after the first paint (ADR 25): it names the entry's imports and
 * the page's chunks as modulepreloads (fetched side by side, not one after the other) and imports the
 * entry. Until then the page is the server's HTML, which works without JavaScript; the hero image,
 * the stylesheet and the fonts do not share the line with 85 KB of scripts before the first paint.
 * "Painted" is the browser's own paint entry (Paint Timing), where it has none the frame after the
 * first animation frame. A hidden page (a background tab) paints nothing, so it starts at once. An
 * entry that cannot be loaded leaves the page as it is, as a failed <script src> did.
 */
export function entryLoader(entry: string, chunks: readonly string[], nonce: string): string {
  const files = serializeForScript([entry, ...chunks.filter((c) => c !== entry)]);
  return (
    `<script type="module" nonce="${nonce}">` +
    `const f=${files},d=document,P=self.PerformanceObserver;let s=0;` +
    `const go=()=>{if(s++)return;for(const h of f){const l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.append(l)}import(f[0]).catch(()=>{})};` +
    `if(d.visibilityState==='hidden')go();` +
    `else if(P&&(P.supportedEntryTypes||[]).includes('paint'))new P((_,o)=>{o.disconnect();go()}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(()=>setTimeout(go,0))` +
    `</script>`
  );
}

export interface HeadOptions {
  manifest: AssetManifest;
  nonce: string;
  initial: InitialData;
  layout: LayoutName;
  /** Chunks of the matched page for modulepreload. */
  pageChunks: string[];
  canonical: string | null;
  liveReload: boolean;
  /** Open Graph, feeds and structured data of a public page (server/render/head-meta.ts). */
  meta?: HeadMetaOptions;
}

/**
 * Everything before React's markup. Sent as soon as the shell is ready. The client entry is loaded
 * by a module script after the first paint (entryLoader), so it hydrates a parsed, painted document.
 */
export function documentHead(o: HeadOptions): string {
  const { page } = o.initial;
  const preload = [...new Set([...o.manifest.entryImports, ...o.pageChunks])];
  const n = escapeHtml(o.nonce);
  return [
    '<!doctype html>',
    `<html lang="de" dir="ltr" data-layout="${o.layout}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(documentTitle(page.title))}</title>`,
    page.description ? `<meta name="description" content="${escapeHtml(page.description)}">` : '',
    page.status !== 200 || page.noindex ? '<meta name="robots" content="noindex">' : '',
    o.canonical ? `<link rel="canonical" href="${escapeHtml(o.canonical)}">` : '',
    `<meta name="theme-color" content="${layoutNamed(o.layout).themeColor}">`,
    ...(o.meta ? headMeta(o.meta, o.nonce) : []),
    '<link rel="icon" href="/favicon.ico" sizes="48x48">',
    ...(page.status === 200 ? heroPreloads(page.data) : []),
    ...(o.manifest.fonts ?? []).map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`),
    o.manifest.css ? `<link rel="stylesheet" href="${o.manifest.css}">` : '',
    ...townHead(),
    // No first paint before header and main content are complete (up to the footer, which both
    // layouts give this id): on a slow connection or a slow phone the browser would otherwise paint a
    // half-parsed page, a top bar without its last links or a list without its last rows, and the
    // rows painted first move when the rest widens a column. Browsers without render-blocking
    // `expect` ignore it; where the id is missing the page is painted once it is parsed.
    '<link rel="expect" href="#kontakt" blocking="render">',
    `<script type="application/json" id="${INITIAL_DATA_ID}" nonce="${n}">${serializeForScript(o.initial)}</script>`,
    townData(n),
    // Spec §2.8 outdated-browser notice: shown by these scripts only where the bundle cannot run.
    outdatedBrowserScripts(n),
    o.manifest.entry ? entryLoader(o.manifest.entry, preload, n) : '',
    o.liveReload
      ? `<script nonce="${n}">(()=>{let b;const e=new EventSource('/__dev/reload');e.addEventListener('hello',m=>{if(b&&b!==m.data)location.reload();b=m.data});e.addEventListener('reload',()=>location.reload())})()</script>`
      : '',
    '</head>',
    '<body>',
    OUTDATED_BROWSER_HTML,
    '<div id="app">',
  ]
    .filter(Boolean)
    .join('');
}

export const DOCUMENT_TAIL = '</div></body></html>';
