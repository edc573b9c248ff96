import type { LayoutName } from './sections';
import { TOWN } from './town';

/** The town segment (spec `{product}`), from the town file. */
const P = `/${TOWN.slug}`;

/**
 * A group of a menu (the second level): its name, and its link if that is not its first entry's
 * (`linkAlternative: true` takes the second entry's link as the alternative, spec §4). Its entries
 * come from the parts (their `menu.ts`, ADR 45).
 */
export interface FrameGroup {
  name: string;
  link?: string;
  linkAlternative?: true;
}

/** A menu's first level: a section, and its groups in order. */
export interface FrameItem {
  name: string;
  link: string;
  title?: string;
  promo?: true;
  groups: readonly FrameGroup[];
}

/**
 * The frame of the menus: the sections and groups each layout's menu has (spec §2.6), in order. It
 * names no part's page except the sections' homes and the mini-sites' overview pages; every entry
 * below a group is a part's own (ADR 45). Every route of spec §2.3 is reachable from the menus.
 * Loaders that need the sections' names read them here, not from the assembled menus: the registry
 * reaches the loaders while it is evaluated, and the assembled menus read the registry (ADR 45).
 * `contentKey` on an entry names what the content check looks at (spec §4): a news category
 * ('wahlen'), an archive topic ('archiv-30') or an event category ('veranstaltungen-7').
 */
export const MENU_FRAME = {
  main: [
    {
      name: 'Rathaus & Service',
      link: '/rathaus/',
      title: 'Rathaus, Bürgerservice und Verwaltung',
      promo: true,
      groups: [{ name: 'Aktuelles' }, { name: 'Verwaltung' }, { name: 'Bürgerservice' }, { name: 'Barrierefreiheit' }],
    },
    {
      name: 'Stadtinfo & Politik',
      link: `${P}/`,
      title: 'Stadtportrait, Bürgermeisterin, Gemeinderat und Ortsteile',
      groups: [{ name: 'Stadtportrait' }, { name: 'Bürgermeisterin' }, { name: 'Politik' }],
    },
    {
      name: 'Bildung & Soziales',
      link: '/stadtleben/',
      title: 'Kinder, Jugend, Senioren, Integration und Inklusion',
      promo: true,
      groups: [{ name: 'Bildung' }, { name: 'Soziales', linkAlternative: true }, { name: 'Veranstaltungen' }],
    },
    {
      name: 'Bauen & Wirtschaft',
      link: '/wirtschaft/',
      title: 'Gewerbe, Bauen, Umwelt und Abfall',
      groups: [{ name: 'Wirtschaft' }, { name: 'Bauen' }, { name: 'Umwelt' }],
    },
    {
      name: 'Tourismus & Freizeit',
      link: '/gaeste/',
      title: 'Veranstaltungen, Fasnet, Unterkünfte und Wandern',
      groups: [{ name: 'Erleben' }, { name: 'Aufenthalt' }],
    },
  ],
  feuerwehr: [
    { name: 'Gesamtwehr', link: '/feuerwehr/gesamtwehr/' },
    { name: 'Informatives', link: '/feuerwehr/gesamtwehr/informatives/' },
  ],
  grundschule: [
    { name: 'Unsere Schule', link: '/grundschule/unsere-schule/' },
    { name: 'Angebote', link: '/grundschule/angebote/' },
  ],
  'drei-linden': [{ name: 'Unsere Schule', link: '/drei-linden-gs/unsere-schule/' }],
} as const satisfies { main: readonly FrameItem[] } & Record<Exclude<LayoutName, 'main'>, readonly FrameGroup[]>;
