import type { PageState } from '../../shared/app/state';
import { documentTitle } from '../../shared/app/state';
import type { PageMeta } from '../../shared/routing/types';
import { imageUrl } from '../../shared/components/media/CmsImage';
import { SHARE_SIZE } from '../../shared/site/image-sizes';
import { breadcrumbList } from '../../shared/site/structured-data';
import { feedPath, feedsOfPage } from '../../shared/site/feeds';
import { SHARE_IMAGE } from '../static/well-known';
import { escapeHtml, serializeForScript } from './serialize';

export interface HeadMetaOptions {
  page: PageState;
  /** The site's public origin (server/http/public-origin.ts). */
  origin: string;
  meta?: PageMeta;
  /** The breadcrumb's trail as the page shows it, when it shows one. */
  breadcrumb?: ReadonlyArray<{ label: string; href: string }>;
}

const tag = (property: string, content: string, attr: 'property' | 'name' = 'property') => `<meta ${attr}="${property}" content="${escapeHtml(content)}">`;

/**
 * What the head says about a public page beyond its title: Open Graph and Twitter-card tags (the
 * page's own picture, else the crest), the list's feeds, and its structured data (JSON-LD: the
 * loader's blocks and the breadcrumb's trail). Error pages, pages that say noindex and pages of the
 * signed-in areas get none of it.
 */
export function headMeta(o: HeadMetaOptions, nonce: string): string[] {
  const { page, origin, meta } = o;
  if (page.status !== 200 || page.noindex) return [];
  const site = documentTitle('');
  const url = `${origin}${page.canonical ?? page.pathname}`;
  const image = meta?.image
    ? { src: `${origin}${imageUrl(meta.image.url, SHARE_SIZE.w, SHARE_SIZE.h)}`, alt: meta.image.alt || page.title, ...SHARE_SIZE }
    : { src: `${origin}${SHARE_IMAGE.path}`, alt: `Wappen der ${site}`, w: SHARE_IMAGE.width, h: SHARE_IMAGE.height };
  const out = [
    tag('og:site_name', site),
    tag('og:locale', 'de_DE'),
    tag('og:type', meta?.type === 'article' ? 'article' : 'website'),
    tag('og:title', page.title || site),
    page.description ? tag('og:description', page.description) : '',
    tag('og:url', url),
    tag('og:image', image.src),
    tag('og:image:width', String(image.w)),
    tag('og:image:height', String(image.h)),
    tag('og:image:alt', image.alt),
    meta?.published ? tag('article:published_time', meta.published) : '',
    meta?.modified ? tag('article:modified_time', meta.modified) : '',
    tag('twitter:card', meta?.image ? 'summary_large_image' : 'summary', 'name'),
    ...feedsOfPage(page.pathname).map(
      (f) => `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${f.title} – ${site}`)}" href="${feedPath(f.key)}">`,
    ),
  ];
  const blocks = [...(meta?.jsonLd ?? []), ...(o.breadcrumb && o.breadcrumb.length > 1 ? [breadcrumbList(origin, o.breadcrumb)] : [])];
  // With the nonce like every script the renderer writes: data, not code, but the page's own.
  for (const b of blocks) out.push(`<script type="application/ld+json" nonce="${escapeHtml(nonce)}">${serializeForScript(b)}</script>`);
  return out.filter(Boolean);
}
