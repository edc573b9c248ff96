import { createContext } from 'react';

/**
 * Kept HTML of the layout's header for rendered pages (server/render/fragments.ts, ADR 27). The header
 * with its three-level menus is most of every page's markup and the same on every page with the same
 * menu position, so the server renders it once per key and writes the kept bytes in later.
 *
 * An island with a key (island() in ./island.tsx) asks the request's scope during the server render:
 * - `use`: the HTML is kept; the island renders only a marker, which the response writer replaces by
 *   the kept bytes;
 * - `capture`: the island renders as always between two markers; the writer keeps the bytes between
 *   them under the key and removes the markers.
 * The browser never sees a marker, and its hydration finds exactly the DOM a render without the scope
 * gives. Only the server provides a scope, and only for visitors without a session.
 */
export interface FragmentScope {
  /** What the island renders for `key`: a marker in place of the kept HTML, or markers around itself. */
  use(key: string): { mode: 'use' | 'capture'; id: number };
}

export const FragmentContext = createContext<FragmentScope | null>(null);

/** The marker element's name: no element of the site has it. */
export const FRAGMENT_TAG = 'st-fragment';
