import type { PartMenu } from '../../site/menu-types';

/** The waste calendar in the menus (ADR 45). */
export const menu = {
  entries: [{ group: 'main/Umwelt', at: 10, name: 'Abfallkalender', link: '/wirtschaft/abfallkalender/' }],
} as const satisfies PartMenu;
