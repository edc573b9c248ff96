import type { PartMenu } from '../../site/menu-types';

/** The gazette in the menus (ADR 45). */
export const menu = {
  entries: [{ group: 'main/Aktuelles', at: 30, name: 'Amtsblatt', link: '/rathaus/amtsblatt/' }],
  contentLinks: [{ at: 60, href: '/rathaus/amtsblatt/' }],
} as const satisfies PartMenu;
