import type { PartMenu } from '../../site/menu-types';

/** The business directory and its self-entry in the menus (ADR 45). */
export const menu = {
  entries: [
    { group: 'main/Wirtschaft', at: 10, name: 'Gewerbeverzeichnis', link: '/wirtschaft/gewerbeverzeichnis/' },
    { group: 'main/Wirtschaft', at: 20, name: 'Gewerbeeintrag', link: '/wirtschaft/gewerbeeintrag/' },
  ],
  footer: [{ at: 40, label: 'Gewerbeverzeichnis', href: '/wirtschaft/gewerbeverzeichnis/' }],
} as const satisfies PartMenu;
