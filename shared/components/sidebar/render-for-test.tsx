import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { SiteContext } from '../../app/site-context';
import type { InitialData } from '../../app/state';
import { layoutFor } from '../../site/sections';

/**
 * Test helper for the sidebar's unit tests (not part of the site): renders a tree on the server as a
 * page at `url` would, inside the router and with minimal initial data.
 */
export function renderAt(ui: ReactNode, url = '/', content: Record<string, boolean> = {}): string {
  const [pathname = '/', query = ''] = url.split('?');
  const initial: InitialData = {
    page: { pathname, search: query ? `?${query}` : '', status: 200, routeId: null, title: 'Test', layout: layoutFor(pathname).name, data: null },
    site: { weather: null, content },
    user: null,
  };
  return renderToString(
    <StaticRouter location={url}>
      <SiteContext.Provider value={initial}>{ui}</SiteContext.Provider>
    </StaticRouter>,
  );
}

/** The element of `tag` whose opening tag matches `attrs`, up to its closing tag (no nesting of the same tag). */
export function element(html: string, tag: string, attrs: RegExp | string = ''): string | null {
  const open = new RegExp(`<${tag}\\b[^>]*${typeof attrs === 'string' ? attrs : attrs.source}[^>]*>`);
  const m = open.exec(html);
  if (!m) return null;
  const end = html.indexOf(`</${tag}>`, m.index);
  return end < 0 ? m[0] : html.slice(m.index, end + tag.length + 3);
}

/** Text without tags and with the entities React writes decoded. */
export function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Every <a> as { href, text, current }. */
export function links(html: string): { href: string; text: string; current: boolean }[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: (/href="([^"]*)"/.exec(m[1] ?? '')?.[1] ?? '').replace(/&amp;/g, '&'),
    text: text(m[2] ?? ''),
    current: /aria-current="page"/.test(m[1] ?? ''),
  }));
}

/**
 * Every region or navigation named by a heading: checks that aria-labelledby points at a heading of
 * the given level and returns the heading texts.
 */
export function labelledHeadings(html: string, level = 2): string[] {
  return [...html.matchAll(/aria-labelledby="([^"]+)"/g)].map((m) => {
    const id = m[1]!;
    const h = new RegExp(`<h${level}\\b[^>]*id="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>([\\s\\S]*?)</h${level}>`).exec(html);
    if (!h) throw new Error(`aria-labelledby="${id}" zeigt auf keine Überschrift h${level}`);
    return text(h[1] ?? '');
  });
}

/** The attributes of every opening `tag`, in document order (values with entities as written). */
export function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*?)/?>`, 'g'))].map((m) =>
    Object.fromEntries([...(m[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!, a[2] ?? ''])),
  );
}
