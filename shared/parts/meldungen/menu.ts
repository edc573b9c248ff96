import type { PartMenu } from '../../site/menu-types';

/** The public reports in the menu (ADR 45), beside the damage report. */
export const menu = {
  entries: [{ group: 'main/Bürgerservice', at: 85, name: 'Gemeldete Schäden', link: '/rathaus/meldungen/' }],
} as const satisfies PartMenu;
