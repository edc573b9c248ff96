import { describe, expect, it } from 'vitest';
import { connectionAllowsPrefetch } from './connection';
import { prefetchTarget as targetOf } from './prefetch';
import { isPersonal } from './prefetch-store';

const here = { href: 'https://www.musterstadt.de/rathaus/', origin: 'https://www.musterstadt.de', pathname: '/rathaus/', search: '' } as Location;

const prefetchTarget = (a: HTMLAnchorElement, l: Location) => targetOf(a, l, { isPersonal });

/** Just what prefetchTarget reads of a link. */
function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  return {
    href: new URL(href, here.href).href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
    closest: (selector: string) => (selector === '[data-no-prefetch]' && 'data-no-prefetch' in attributes ? ({} as Element) : null),
  } as unknown as HTMLAnchorElement;
}

describe('which links are prefetched', () => {
  it('pages of this site, by pathname and query', () => {
    expect(prefetchTarget(link('/gaeste/veranstaltungen/?rubrik_id=6#liste'), here)).toBe('/gaeste/veranstaltungen/?rubrik_id=6');
    expect(prefetchTarget(link('https://www.musterstadt.de/rathaus/buergernachrichten/'), here)).toBe('/rathaus/buergernachrichten/');
  });

  it('not other sites, files, downloads, new windows, the page itself or personal pages', () => {
    expect(prefetchTarget(link('https://www.openstreetmap.org/'), here)).toBeNull();
    expect(prefetchTarget(link('/dokumente/stadtplan-musterstadt.pdf'), here)).toBeNull();
    expect(prefetchTarget(link('/api/cms/veranstaltungen/5003/ics'), here)).toBeNull();
    expect(prefetchTarget(link('/bild?src=/api/cms/medien/rathaus.jpg&w=400'), here)).toBeNull();
    expect(prefetchTarget(link('/images/wappen.svg'), here)).toBeNull();
    expect(prefetchTarget(link('/gaeste/', { download: '' }), here)).toBeNull();
    expect(prefetchTarget(link('/gaeste/', { target: '_blank' }), here)).toBeNull();
    expect(prefetchTarget(link('/gaeste/', { 'data-no-prefetch': '' }), here)).toBeNull();
    expect(prefetchTarget(link('/rathaus/#inhalt'), here)).toBeNull();
    expect(prefetchTarget(link('mailto:rathaus@musterstadt.de'), here)).toBeNull();
    expect(prefetchTarget(link('/intranet/'), here)).toBeNull();
    expect(prefetchTarget(link('/intranet/rubrik/allgemeines'), here)).toBeNull();
  });
});

describe('connection', () => {
  it('prefetches unless data saver is on or the connection is 2g', () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
