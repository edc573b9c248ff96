import type { PartMenu } from '../../site/menu-types';

/** The offices, staff, the service guide (Wegweiser) and Service-BW in the menus (ADR 45). */
export const menu = {
  entries: [
    { group: 'main/Verwaltung', at: 20, name: 'Fachämter', link: '/rathaus/fachaemter/' },
    { group: 'main/Verwaltung', at: 30, name: 'Mitarbeitende', link: '/rathaus/mitarbeiter/' },
    { group: 'main/Bürgerservice', at: 10, name: 'Wegweiser', link: '/rathaus/wegweiser/' },
    { group: 'main/Bürgerservice', at: 20, name: 'Was erledige ich wo? (A–Z)', link: '/rathaus/wegweiser/verfahren' },
    { group: 'main/Bürgerservice', at: 30, name: 'Lebenslagen', link: '/rathaus/wegweiser/lebenslagen/' },
    { group: 'main/Bürgerservice', at: 40, name: 'Formulare', link: '/rathaus/wegweiser/formulare' },
    { group: 'main/Bürgerservice', at: 50, name: 'Service-BW', link: '/servicebw/' },
    { group: 'main/Bürgerservice', at: 60, name: 'Service-BW: Formulare', link: '/servicebw/formulare' },
    { group: 'main/Bürgerservice', at: 70, name: 'Landesportal service-bw.de', link: 'https://www.service-bw.de/', extern: true },
  ],
  contentLinks: [{ at: 80, href: '/rathaus/wegweiser/verfahren/' }],
} as const satisfies PartMenu;
