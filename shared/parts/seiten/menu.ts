import type { PartMenu } from '../../site/menu-types';
import { TOWN } from '../../site/town';
import { DISTRICTS } from '../../site/districts';
import { DREI_LINDEN, FEUERWEHR, GRUNDSCHULE } from '../../site/minisites';

const P = `/${TOWN.slug}`;

/**
 * The editorial pages in the menus (ADR 45): information pages of the sections, the districts, the
 * mini-sites' pages, and the legal pages of the footer. Which exist follows the town file.
 */
export const menu = {
  entries: [
    { group: 'main/Verwaltung', at: 10, name: 'Bürgerbüro', link: TOWN.buergerbueroPage },
    { group: 'main/Barrierefreiheit', at: 10, name: 'Erklärung zur Barrierefreiheit', link: '/rathaus/barrierefreiheit/' },
    { group: 'main/Barrierefreiheit', at: 20, name: 'Leichte Sprache', link: '/rathaus/leichte-sprache/' },
    { group: 'main/Barrierefreiheit', at: 30, name: 'Gebärdensprache', link: '/rathaus/gebaerdensprache/' },
    { group: 'main/Barrierefreiheit', at: 40, name: 'Seitenbedienung', link: '/rathaus/seitenbedienung/' },
    { group: 'main/Stadtportrait', at: 10, name: 'Stadtportrait', link: `${P}/stadtportrait/` },
    ...Object.values(DISTRICTS).map((d) => ({ group: 'main/Stadtportrait' as const, at: 20, name: `Ortsteil ${d.name}`, link: d.paths.verwaltung })),
    { group: 'main/Bürgermeisterin', at: 10, name: 'Die Bürgermeisterin', link: `${P}/buergermeister/` },
    { group: 'main/Bürgermeisterin', at: 20, name: 'Grußwort', link: `${P}/buergermeister-grusswort/` },
    { group: 'main/Bildung', at: 10, name: 'Bildungseinrichtungen', link: '/stadtleben/bildungseinrichtungen/' },
    ...(GRUNDSCHULE ? [{ group: 'main/Bildung' as const, at: 20, name: GRUNDSCHULE.name, link: '/grundschule/' }] : []),
    ...(DREI_LINDEN ? [{ group: 'main/Bildung' as const, at: 30, name: 'Drei-Linden-Grundschule', link: '/drei-linden-gs/' }] : []),
    { group: 'main/Wirtschaft', at: 40, name: 'Wirtschaftsförderung', link: '/wirtschaft/wirtschaftsfoerderung/' },
    { group: 'main/Bauen', at: 30, name: 'Stadtentwicklung', link: '/wirtschaft/stadtentwicklung/' },
    { group: 'main/Bauen', at: 40, name: 'Sanierungsprogramm', link: '/wirtschaft/sanierungsprogramm/' },
    { group: 'main/Umwelt', at: 20, name: 'Kommunaler Klimaschutz', link: `/wirtschaft/kommunaler-klimaschutz-${TOWN.slug}/` },
    { group: 'main/Umwelt', at: 30, name: 'Kommunaler Wärmeplan', link: '/wirtschaft/kommunaler-waermeplan/' },
    { group: 'main/Umwelt', at: 50, name: 'Starkregen', link: '/wirtschaft/starkregen/' },
    ...(FEUERWEHR?.departments ?? []).map((d) => ({ group: 'feuerwehr/Gesamtwehr' as const, at: 10, name: d.name, link: `/feuerwehr/gesamtwehr/${d.key}/` })),
    { group: 'feuerwehr/Informatives', at: 10, name: 'Notrufnummern', link: '/feuerwehr/gesamtwehr/informatives/notrufnummern/' },
    { group: 'feuerwehr/Informatives', at: 20, name: 'Kalender', link: '/feuerwehr/gesamtwehr/informatives/kalender/' },
    { group: 'feuerwehr/Informatives', at: 40, name: 'Links', link: '/feuerwehr/gesamtwehr/informatives/links/' },
    { group: 'feuerwehr/Informatives', at: 50, name: 'Kontakt', link: '/feuerwehr/gesamtwehr/informatives/kontakt/' },
    { group: 'grundschule/Unsere Schule', at: 10, name: 'Aktuelles', link: '/grundschule/unsere-schule/gs-aktuelles/' },
    { group: 'grundschule/Unsere Schule', at: 20, name: 'Gesundheit', link: '/grundschule/unsere-schule/gesundheit/' },
    { group: 'grundschule/Unsere Schule', at: 30, name: 'Soziales', link: '/grundschule/unsere-schule/soziales/' },
    { group: 'grundschule/Angebote', at: 10, name: 'Angebote', link: '/grundschule/angebote/' },
    { group: 'grundschule/Angebote', at: 20, name: 'Musik', link: '/grundschule/musik/' },
    { group: 'grundschule/Angebote', at: 30, name: 'Zusammenarbeit', link: '/grundschule/zusammenarbeit/' },
    { group: 'drei-linden/Unsere Schule', at: 10, name: 'Neuigkeiten', link: '/drei-linden-gs/informatives/neuigkeiten/' },
    { group: 'drei-linden/Unsere Schule', at: 20, name: 'Kontakt', link: '/drei-linden-gs/informatives/kontakt/' },
  ],
  footer: [
    { at: 20, label: 'Stadtportrait', href: `${P}/stadtportrait/` },
    { at: 30, label: 'Bildungseinrichtungen', href: '/stadtleben/bildungseinrichtungen/' },
  ],
  legal: [
    { at: 10, label: 'Barrierefreiheit', href: '/rathaus/barrierefreiheit/' },
    { at: 20, label: 'Leichte Sprache', href: '/rathaus/leichte-sprache/' },
    { at: 30, label: 'Seitenbedienung', href: '/rathaus/seitenbedienung/' },
    { at: 50, label: 'Gebärdensprache', href: '/rathaus/gebaerdensprache/' },
    { at: 60, label: 'Datenschutz', href: '/rathaus/datenschutz/' },
    { at: 70, label: 'Impressum', href: '/rathaus/impressum/' },
  ],
  contentLinks: [
    { at: 10, href: TOWN.buergerbueroPage },
    { at: 20, href: '/rathaus/seitenbedienung/' },
    { at: 30, href: '/rathaus/barrierefreiheit/' },
    { at: 40, href: '/rathaus/datenschutz/' },
    { at: 50, href: '/wirtschaft/muellabfuhr/' },
  ],
} as const satisfies PartMenu;
