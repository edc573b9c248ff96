import type { PartMenu } from '../../site/menu-types';

/** The booking in the citizens' services menu (ADR 45). */
export const menu = {
  entries: [{ group: 'main/Bürgerservice', at: 5, name: 'Termin vereinbaren', link: '/rathaus/termine/' }],
} as const satisfies PartMenu;
