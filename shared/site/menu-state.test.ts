import { describe, expect, it } from 'vitest';
import { applyContentCheck, contentKeys, isInSection, menuPosition, visibleItems } from './menu-state';
import { MAIN_MENU } from './menus';
import type { MenuItem } from './menu-types';

const menu: MenuItem[] = [
  {
    name: 'Soziales',
    link: '/stadtleben/jugendnachrichten/',
    linkAlternative: '/stadtleben/seniorennachrichten/',
    sub: [
      { name: 'Jugend', link: '/stadtleben/jugendnachrichten/', contentKey: 'jugendnachrichten' },
      { name: 'Senioren', link: '/stadtleben/seniorennachrichten/', contentKey: 'seniorennachrichten' },
    ],
  },
];

describe('menu content check (spec §4)', () => {
  it('starts with hasContent true for every entry', () => {
    const checked = applyContentCheck(menu, {});
    expect(checked[0]?.hasContent).toBe(true);
    expect(checked[0]?.sub?.every((i) => i.hasContent)).toBe(true);
  });

  it('hides entries whose category is empty', () => {
    const visible = visibleItems(menu, { jugendnachrichten: false, seniorennachrichten: true });
    expect(visible[0]?.sub?.map((i) => i.name)).toEqual(['Senioren']);
  });

  it('switches a parent link to its linkAlternative when its own link has no content', () => {
    expect(visibleItems(menu, { jugendnachrichten: false })[0]?.link).toBe('/stadtleben/seniorennachrichten/');
    expect(visibleItems(menu, { jugendnachrichten: true })[0]?.link).toBe('/stadtleben/jugendnachrichten/');
  });

  it('checks a menu once per content check, and again for a new one (a write)', () => {
    const content = { jugendnachrichten: false };
    const first = visibleItems(menu, content);
    expect(visibleItems(menu, content)).toBe(first);
    const changed = visibleItems(menu, { jugendnachrichten: true });
    expect(changed).not.toBe(first);
    expect(changed[0]?.link).toBe('/stadtleben/jugendnachrichten/');
    expect(visibleItems(menu, content)[0]?.link).toBe('/stadtleben/seniorennachrichten/');
  });

  it('gives a path the same menu position when asked again, and every path its own', () => {
    const visible = visibleItems(menu, {});
    expect(menuPosition(visible, '/stadtleben/jugendnachrichten/')).toBe('1:/stadtleben/jugendnachrichten/');
    expect(menuPosition(visible, '/stadtleben/jugendnachrichten/')).toBe('1:/stadtleben/jugendnachrichten/');
    expect(menuPosition(visible, '/stadtleben/jugendnachrichten/eine-nachricht')).toBe('1:');
    expect(menuPosition(visible, '/rathaus/')).toBe('0:');
    for (let i = 0; i < 2_500; i++) menuPosition(visible, `/gibt-es-nicht-${i}`);
    expect(menuPosition(visible, '/stadtleben/seniorennachrichten')).toBe('1:/stadtleben/seniorennachrichten/');
  });

  it('collects the categories the main menu asks about', () => {
    expect(contentKeys([MAIN_MENU]).sort()).toEqual(
      [
        // "Mein Ort" shows while the waste calendar has streets.
        'abfall',
        'archiv-30',
        'archiv-31',
        'archiv-32',
        'buergernachrichten',
        'corona-meldungen',
        'inklusionaktuell',
        'integrationaktuell',
        'jugendnachrichten',
        'rathausnachrichten',
        'seniorennachrichten',
        'wahlen',
        'buergermeister',
        'klimaschutz',
        'veranstaltungen-7',
      ].sort(),
    );
  });

  it('marks the section that contains the current path', () => {
    const rathaus = MAIN_MENU[0]!;
    expect(isInSection(rathaus, '/rathaus/buergernachrichten/neues_12')).toBe(true);
    expect(isInSection(rathaus, '/gaeste/')).toBe(false);
  });
});
