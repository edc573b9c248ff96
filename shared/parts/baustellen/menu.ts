import type { PartMenu } from '../../site/menu-types';

/** Construction sites and the plots for business and housing in the menus (ADR 45). */
export const menu = {
  entries: [
    { group: 'main/Wirtschaft', at: 30, name: 'Gewerbeflächen', link: '/wirtschaft/gewerbeflaechen/' },
    { group: 'main/Bauen', at: 10, name: 'Baustellen', link: '/wirtschaft/baustellen/' },
    { group: 'main/Bauen', at: 20, name: 'Wohnbauflächen', link: '/wirtschaft/wohnflaechen/' },
  ],
  contentLinks: [{ at: 100, href: '/wirtschaft/baustellen/' }],
} as const satisfies PartMenu;
