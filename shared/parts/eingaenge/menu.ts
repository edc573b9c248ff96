import type { PartMenu } from '../../site/menu-types';

/** The citizens' forms in the menus and the legal links (ADR 45); the error report carries its page. */
export const menu = {
  entries: [
    { group: 'main/Verwaltung', at: 50, name: 'Kontakt', link: '/rathaus/kontakt/' },
    { group: 'main/Bürgerservice', at: 80, name: 'Schadensmeldung', link: '/rathaus/schadensmeldung/' },
    { group: 'main/Bürgerservice', at: 90, name: 'Fehler melden', link: '/rathaus/fehler-melden/' },
  ],
  legal: [
    { at: 40, label: 'Fehler melden', href: '/rathaus/fehler-melden/', withPage: true },
    { at: 80, label: 'Kontakt', href: '/rathaus/kontakt/' },
  ],
} as const satisfies PartMenu;
