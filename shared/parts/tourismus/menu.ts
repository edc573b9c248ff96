import type { PartMenu } from '../../site/menu-types';

/** Carnival, accommodation and hiking in the menus (ADR 45). */
export const menu = {
  entries: [
    { group: 'main/Erleben', at: 30, name: 'Fasnet', link: '/gaeste/fasnet/' },
    { group: 'main/Erleben', at: 40, name: 'Fasnetvereine', link: '/gaeste/fasnetvereine/' },
    { group: 'main/Aufenthalt', at: 10, name: 'Unterkünfte', link: '/gaeste/unterkuenfte/' },
    { group: 'main/Aufenthalt', at: 20, name: 'Wandern und Walken', link: '/gaeste/wandern-walken/' },
    { group: 'main/Aufenthalt', at: 30, name: 'Schwarzwald Tourismus', link: 'https://www.schwarzwald-tourismus.info/', extern: true },
  ],
  footer: [{ at: 50, label: 'Unterkünfte', href: '/gaeste/unterkuenfte/' }],
  contentLinks: [
    { at: 110, href: '/gaeste/unterkuenfte/' },
    { at: 120, href: '/gaeste/fasnet/' },
  ],
} as const satisfies PartMenu;
