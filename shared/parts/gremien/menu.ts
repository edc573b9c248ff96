import type { PartMenu } from '../../site/menu-types';
import { TOWN } from '../../site/town';

const P = `/${TOWN.slug}`;

/** The council, its committees and members, and the members' information system in the menus (ADR 45). */
export const menu = {
  entries: [
    { group: 'main/Politik', at: 10, name: 'Gemeinderat', link: `${P}/gemeinderat/` },
    { group: 'main/Politik', at: 20, name: 'Fraktionen', link: `${P}/fraktionen/` },
    { group: 'main/Politik', at: 30, name: 'Ausschüsse', link: `${P}/ausschuesse/` },
    { group: 'main/Politik', at: 40, name: 'Ortschaftsräte', link: `${P}/ortschaftsraete/` },
    { group: 'main/Politik', at: 50, name: 'Mitglieder A–Z', link: `${P}/personen/` },
    {
      group: 'main/Politik',
      at: 80,
      name: 'Ratsinformationssystem',
      link: '/ratsinfo',
      title: 'Anmeldung für Mitglieder des Gemeinderats und der Ortschaftsräte',
    },
  ],
} as const satisfies PartMenu;
