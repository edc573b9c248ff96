import { parts } from '../parts/registry';
import type { PartMenu } from './menu-types';

/**
 * Every part's own links of the navigation (its `menu.ts`, `SitePart.menu`), in the registry's order
 * (ADR 45). On the server they come from the registry. The browser's build replaces this module with
 * one that imports each part's `menu.ts` alone, in the same order (scripts/build.ts): the registry
 * brings every part's route table, which the first load must not carry.
 *
 * A function, called when shared/site/menus.ts is evaluated: the registry's modules reach the menus
 * only inside loaders and pages, never while they are evaluated themselves.
 */
export function partMenus(): readonly PartMenu[] {
  return parts.flatMap((p): PartMenu[] => ('menu' in p && p.menu ? [p.menu] : []));
}
