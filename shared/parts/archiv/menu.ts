import type { PartMenu } from '../../site/menu-types';

/** The archive's topics in the menus (ADR 45); `contentKey` hides an entry while its topic is empty. */
export const menu = {
  entries: [
    { group: 'main/Aktuelles', at: 40, name: 'Öffentliche Bekanntmachungen', link: '/rathaus/bekanntmachungen/', contentKey: 'archiv-30' },
    { group: 'main/Aktuelles', at: 50, name: 'Ausschreibungen', link: '/rathaus/ausschreibungen/', contentKey: 'archiv-32' },
    { group: 'main/Verwaltung', at: 40, name: 'Satzungen und Verordnungen', link: '/rathaus/satzungen/', contentKey: 'archiv-31' },
    { group: 'feuerwehr/Informatives', at: 30, name: 'Downloads', link: '/feuerwehr/gesamtwehr/informatives/downloads/' },
  ],
  contentLinks: [{ at: 70, href: '/rathaus/ausschreibungen/' }],
} as const satisfies PartMenu;
