import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { Sidebar } from './Sidebar';
import { SubMenu } from './SubMenu';
import { PageFrame } from '../PageFrame';
import { islandsReady } from '../../app/island';
import { element, labelledHeadings, links, renderAt, text } from './render-for-test';

function sidebarAt(url: string, options: { content?: Record<string, boolean>; navigation?: boolean } = {}): string {
  const pathname = url.split('?')[0]!;
  return renderAt(<Sidebar pathname={pathname} flags={{ navigation: options.navigation ?? true }} />, url, options.content);
}

/** The summaries of the accordion groups and which of them is open. */
function groups(html: string): { name: string; open: boolean }[] {
  return [...html.matchAll(/<details\b([^>]*)><summary[^>]*>([^<]*)<\/summary>/g)].map((m) => ({ name: text(m[2]!), open: /\sopen=""/.test(m[1]!) }));
}

describe('Sidebar: accordion sub-menu (flag on, spec §2.4, §4)', () => {
  it('builds the accordion from the menu of the first path segment', () => {
    const html = sidebarAt('/rathaus/buergernachrichten/');
    expect(html).toMatch(/^<aside class="st-sidebar" aria-label="Seitenleiste">/);
    const nav = element(html, 'nav', 'aria-label="Bereichsnavigation Rathaus &amp; Service"');
    expect(nav).not.toBeNull();
    expect(nav).toContain('<h2 class="st-submenu__title">Rathaus &amp; Service</h2>');
    expect(groups(html).map((g) => g.name)).toEqual(['Aktuelles', 'Verwaltung', 'Bürgerservice', 'Barrierefreiheit']);
  });

  it('opens only the group that contains the current page and marks the page with aria-current', () => {
    const html = sidebarAt('/rathaus/buergernachrichten/');
    expect(
      groups(html)
        .filter((g) => g.open)
        .map((g) => g.name),
    ).toEqual(['Aktuelles']);
    expect(links(html).filter((l) => l.current)).toEqual([{ href: '/rathaus/buergernachrichten/', text: 'Bürgernachrichten', current: true }]);
  });

  it('gives every group the same details name, so that browsers keep one open without JavaScript', () => {
    const html = sidebarAt('/rathaus/kontakt/');
    const names = [...html.matchAll(/<details\b[^>]*\bname="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toHaveLength(4);
    expect(new Set(names)).toEqual(new Set(['st-submenu']));
    expect(
      groups(html)
        .filter((g) => g.open)
        .map((g) => g.name),
    ).toEqual(['Verwaltung']);
  });

  it('opens the group of a detail page below a menu entry, without marking any link current', () => {
    const html = sidebarAt('/rathaus/buergernachrichten/neues-freibad_1046');
    expect(
      groups(html)
        .filter((g) => g.open)
        .map((g) => g.name),
    ).toEqual(['Aktuelles']);
    expect(links(html).filter((l) => l.current)).toEqual([]);
  });

  it('leaves out menu entries whose category has no content (spec §4)', () => {
    const names = links(sidebarAt('/rathaus/buergernachrichten/', { content: { rathausnachrichten: false } })).map((l) => l.text);
    expect(names).toContain('Bürgernachrichten');
    expect(names).not.toContain('Rathausnachrichten');
  });

  it('marks the link whose query matches: Märkte, not Veranstaltungen', () => {
    const current = links(sidebarAt('/gaeste/veranstaltungen/?rubrik_id=7')).filter((l) => l.current);
    expect(current.map((l) => l.text)).toEqual(['Märkte']);
  });

  it('opens external menu links in a new window and says so', () => {
    const section = {
      name: 'Test',
      link: '/test/',
      sub: [
        {
          name: 'Gruppe',
          link: '/test/gruppe/',
          sub: [
            { name: 'Intern', link: '/test/gruppe/' },
            { name: 'Portal', link: 'https://portal.example.org/', extern: true },
          ],
        },
      ],
    };
    const html = renderAt(<SubMenu section={section} pathname="/test/gruppe/" />, '/test/gruppe/');
    const external = element(html, 'a', 'href="https://portal.example.org/"') ?? '';
    expect(external).toContain('target="_blank"');
    expect(external).toContain('rel="noopener noreferrer"');
    expect(text(external)).toBe('Portal (öffnet in einem neuen Fenster)');
    expect(
      links(html)
        .filter((l) => l.current)
        .map((l) => l.text),
    ).toEqual(['Intern']);
  });

  it('builds the mini-site accordion from its own menu and opens only the most specific group', () => {
    const html = sidebarAt('/feuerwehr/gesamtwehr/informatives/kontakt/');
    expect(html).toContain('aria-label="Bereichsnavigation Freiwillige Feuerwehr Musterstadt"');
    expect(groups(html)).toEqual([
      { name: 'Gesamtwehr', open: false },
      { name: 'Informatives', open: true },
    ]);
    expect(
      links(html)
        .filter((l) => l.current)
        .map((l) => l.href),
    ).toEqual(['/feuerwehr/gesamtwehr/informatives/kontakt/']);
  });

  it('shows the page-specific box before the navigation', () => {
    const html = renderAt(
      <Sidebar pathname="/rathaus/buergernachrichten/">
        <p id="eigene-box">Box der Seite</p>
      </Sidebar>,
      '/rathaus/buergernachrichten/',
    );
    expect(html.indexOf('eigene-box')).toBeGreaterThan(0);
    expect(html.indexOf('eigene-box')).toBeLessThan(html.indexOf('st-submenu'));
  });
});

describe('Sidebar: contextual info (flag off)', () => {
  it('shows the administration address, phone, fax, emergency numbers and the section links', () => {
    const html = sidebarAt('/rathaus/kontakt/', { navigation: false });
    expect(html).not.toContain('<details');
    expect(labelledHeadings(html)).toEqual(['Stadtverwaltung Musterstadt']);
    const t = text(html);
    expect(t).toContain('Marktplatz 1');
    expect(t).toContain('79999 Musterstadt');
    expect(t).toContain('Telefon: 07641 123-0');
    expect(t).toContain('Fax: 07641 123-199');
    expect(t).toContain('Feuerwehr und Rettungsdienst: 112');
    expect(links(html)).toContainEqual({ href: 'tel:+4976411230', text: '07641 123-0', current: false });
    const nav = element(html, 'nav', 'aria-label="Bereichsnavigation Rathaus &amp; Service"');
    expect(links(nav ?? '').map((l) => l.text)).toEqual(['Aktuelles', 'Verwaltung', 'Bürgerservice', 'Barrierefreiheit']);
  });
});

describe('Sidebar: default (spec §2.4)', () => {
  it.each(['/servicebw/a', '/gibt-es-nicht'])('shows the legal links and the town-hall address on %s', (path) => {
    const html = sidebarAt(path);
    expect(html).not.toContain('st-submenu');
    expect(labelledHeadings(html)).toEqual(['Service', 'Stadtverwaltung Musterstadt']);
    const hrefs = links(html).map((l) => l.href);
    expect(hrefs).toEqual(expect.arrayContaining(['/rathaus/impressum/', '/rathaus/datenschutz/', '/rathaus/barrierefreiheit/', '/rathaus/kontakt/']));
    expect(text(html)).toContain('Rathaus Musterstadt');
  });
});

describe('PageFrame: sidebar plumbing', () => {
  // The breadcrumb and the sidebar are islands: the server renders them once their modules are loaded.
  beforeAll(() => islandsReady());
  const page = (url: string, sidebar?: ReactNode) =>
    renderAt(
      <PageFrame title="Testseite" sidebar={sidebar}>
        <p>Inhalt</p>
      </PageFrame>,
      url,
    );

  it('shows the box sidebarFor picks when the page gives none (mayor page)', () => {
    const html = page('/musterstadt/buergermeister/');
    const aside = element(html, 'aside') ?? '';
    expect(labelledHeadings(aside)).toEqual(['Bürgermeisterin']);
    expect(aside).toContain('Bereichsnavigation Stadtinfo &amp; Politik');
  });

  it('shows the page’s own box instead, with the section navigation', () => {
    const html = page('/rathaus/buergernachrichten/', <p id="jahre">Jahre</p>);
    const aside = element(html, 'aside') ?? '';
    expect(aside).toContain('<p id="jahre">Jahre</p>');
    expect(aside).toContain('Bereichsnavigation Rathaus &amp; Service');
  });

  it('shows only the navigation on pages without a box', () => {
    const aside = element(page('/wirtschaft/baustellen/'), 'aside') ?? '';
    expect(aside).not.toContain('st-infobox');
    expect(aside).toContain('Bereichsnavigation Bauen &amp; Wirtschaft');
  });
});
