import type { PartMenu } from '../../site/menu-types';

/** The booking in the citizens' services menu (ADR 45), after the Wegweiser's entries (the group keeps the Wegweiser as its link). */
export const menu = {
  entries: [{ group: 'main/Bürgerservice', at: 72, name: 'Termin vereinbaren', link: '/rathaus/termine/' }],
} as const satisfies PartMenu;
