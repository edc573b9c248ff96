import type { PartMenu } from '../../site/menu-types';

/** The event calendars in the menus (ADR 45); the markets are an event category. */
export const menu = {
  entries: [
    { group: 'main/Veranstaltungen', at: 10, name: 'Veranstaltungskalender', link: '/stadtleben/veranstaltungen/' },
    { group: 'main/Erleben', at: 10, name: 'Veranstaltungen', link: '/gaeste/veranstaltungen/' },
    { group: 'main/Erleben', at: 20, name: 'Märkte', link: '/gaeste/veranstaltungen/?rubrik_id=7', contentKey: 'veranstaltungen-7' },
  ],
  contentLinks: [{ at: 90, href: '/gaeste/veranstaltungen/' }],
} as const satisfies PartMenu;
