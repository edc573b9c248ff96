import type { LayoutName } from './types';

/** Spec §2.1: the first path segment selects the section and layout. */
export function layoutForPath(pathname: string): LayoutName {
  const first = pathname.split('/')[1] ?? '';
  switch (first) {
    case 'feuerwehr':
      return 'feuerwehr';
    case 'grundschule':
      return 'grundschule';
    case 'drei-linden-gs':
      return 'drei-linden';
    default:
      return 'main';
  }
}

/** The section key (first path segment) used for hero sets and sidebars; '' on the home page. */
export function sectionForPath(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}
