import type { PartMenu } from '../../site/menu-types';
import { TOWN } from '../../site/town';

/** The council's meeting dates in the menus (ADR 45). */
export const menu = {
  entries: [{ group: 'main/Politik', at: 60, name: 'Sitzungstermine', link: `/${TOWN.slug}/ratstermine/` }],
} as const satisfies PartMenu;
