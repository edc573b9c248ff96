import type { FooterLink, MenuItem } from './menu-types';
import { TOWN } from './town';
import { DISTRICTS } from './districts';
import { DREI_LINDEN, FEUERWEHR, GRUNDSCHULE } from './minisites';

/** The town segment (spec `{product}`), from the town file. */
const P = `/${TOWN.slug}`;

/**
 * The five main menus (spec §2.6). Every route of spec §2.3 is reachable from here.
 * `contentKey` names what the content check looks at (spec §4): a news category ('wahlen'), an archive
 * topic ('archiv-30') or an event category ('veranstaltungen-7').
 */
export const MAIN_MENU: MenuItem[] = [
  {
    name: 'Rathaus & Service',
    link: '/rathaus/',
    title: 'Rathaus, Bürgerservice und Verwaltung',
    promo: true,
    sub: [
      {
        name: 'Aktuelles',
        link: '/rathaus/buergernachrichten/',
        sub: [
          { name: 'Bürgernachrichten', link: '/rathaus/buergernachrichten/', contentKey: 'buergernachrichten' },
          { name: 'Rathausnachrichten', link: '/rathaus/rathausnachrichten/', contentKey: 'rathausnachrichten' },
          { name: 'Amtsblatt', link: '/rathaus/amtsblatt/' },
          { name: 'Öffentliche Bekanntmachungen', link: '/rathaus/bekanntmachungen/', contentKey: 'archiv-30' },
          { name: 'Ausschreibungen', link: '/rathaus/ausschreibungen/', contentKey: 'archiv-32' },
          { name: 'Corona-Meldungen', link: '/rathaus/corona-meldungen/', contentKey: 'corona-meldungen' },
        ],
      },
      {
        name: 'Verwaltung',
        link: TOWN.buergerbueroPage,
        sub: [
          { name: 'Bürgerbüro', link: TOWN.buergerbueroPage },
          { name: 'Fachämter', link: '/rathaus/fachaemter/' },
          { name: 'Mitarbeitende', link: '/rathaus/mitarbeiter/' },
          { name: 'Satzungen und Verordnungen', link: '/rathaus/satzungen/', contentKey: 'archiv-31' },
          { name: 'Kontakt', link: '/rathaus/kontakt/' },
        ],
      },
      {
        name: 'Bürgerservice',
        link: '/rathaus/wegweiser/',
        sub: [
          { name: 'Wegweiser', link: '/rathaus/wegweiser/' },
          { name: 'Was erledige ich wo? (A–Z)', link: '/rathaus/wegweiser/verfahren' },
          { name: 'Lebenslagen', link: '/rathaus/wegweiser/lebenslagen/' },
          { name: 'Formulare', link: '/rathaus/wegweiser/formulare' },
          { name: 'Service-BW', link: '/servicebw/' },
          { name: 'Service-BW: Formulare', link: '/servicebw/formulare' },
          { name: 'Landesportal service-bw.de', link: 'https://www.service-bw.de/', extern: true },
          { name: 'Schadensmeldung', link: '/rathaus/schadensmeldung/' },
          { name: 'Fehler melden', link: '/rathaus/fehler-melden/' },
        ],
      },
      {
        name: 'Barrierefreiheit',
        link: '/rathaus/barrierefreiheit/',
        sub: [
          { name: 'Erklärung zur Barrierefreiheit', link: '/rathaus/barrierefreiheit/' },
          { name: 'Leichte Sprache', link: '/rathaus/leichte-sprache/' },
          { name: 'Gebärdensprache', link: '/rathaus/gebaerdensprache/' },
          { name: 'Seitenbedienung', link: '/rathaus/seitenbedienung/' },
        ],
      },
    ],
  },
  {
    name: 'Stadtinfo & Politik',
    link: `${P}/`,
    title: 'Stadtportrait, Bürgermeisterin, Gemeinderat und Ortsteile',
    sub: [
      {
        name: 'Stadtportrait',
        link: `${P}/stadtportrait/`,
        sub: [
          { name: 'Stadtportrait', link: `${P}/stadtportrait/` },
          ...Object.values(DISTRICTS).map((d) => ({ name: `Ortsteil ${d.name}`, link: d.paths.verwaltung })),
        ],
      },
      {
        name: 'Bürgermeisterin',
        link: `${P}/buergermeister/`,
        sub: [
          { name: 'Die Bürgermeisterin', link: `${P}/buergermeister/` },
          { name: 'Grußwort', link: `${P}/buergermeister-grusswort/` },
          { name: 'Neuigkeiten der Bürgermeisterin', link: `${P}/buergermeister-news/`, contentKey: 'buergermeister' },
        ],
      },
      {
        name: 'Politik',
        link: `${P}/gemeinderat/`,
        sub: [
          { name: 'Gemeinderat', link: `${P}/gemeinderat/` },
          { name: 'Fraktionen', link: `${P}/fraktionen/` },
          { name: 'Ausschüsse', link: `${P}/ausschuesse/` },
          { name: 'Ortschaftsräte', link: `${P}/ortschaftsraete/` },
          { name: 'Mitglieder A–Z', link: `${P}/personen/` },
          { name: 'Sitzungstermine', link: `${P}/ratstermine/` },
          { name: 'Wahlen', link: `${P}/wahlen/`, contentKey: 'wahlen' },
          { name: 'Ratsinformationssystem', link: '/ratsinfo', title: 'Anmeldung für Mitglieder des Gemeinderats und der Ortschaftsräte' },
        ],
      },
    ],
  },
  {
    name: 'Bildung & Soziales',
    link: '/stadtleben/',
    title: 'Kinder, Jugend, Senioren, Integration und Inklusion',
    promo: true,
    sub: [
      {
        name: 'Bildung',
        link: '/stadtleben/bildungseinrichtungen/',
        sub: [
          { name: 'Bildungseinrichtungen', link: '/stadtleben/bildungseinrichtungen/' },
          ...(GRUNDSCHULE ? [{ name: GRUNDSCHULE.name, link: '/grundschule/' }] : []),
          ...(DREI_LINDEN ? [{ name: 'Drei-Linden-Grundschule', link: '/drei-linden-gs/' }] : []),
        ],
      },
      {
        name: 'Soziales',
        link: '/stadtleben/jugendnachrichten/',
        linkAlternative: '/stadtleben/seniorennachrichten/',
        sub: [
          { name: 'Jugend', link: '/stadtleben/jugendnachrichten/', contentKey: 'jugendnachrichten' },
          { name: 'Senioren', link: '/stadtleben/seniorennachrichten/', contentKey: 'seniorennachrichten' },
          { name: 'Integration', link: '/stadtleben/integrationaktuell/', contentKey: 'integrationaktuell' },
          { name: 'Inklusion', link: '/stadtleben/inklusionaktuell/', contentKey: 'inklusionaktuell' },
        ],
      },
      {
        name: 'Veranstaltungen',
        link: '/stadtleben/veranstaltungen/',
        sub: [{ name: 'Veranstaltungskalender', link: '/stadtleben/veranstaltungen/' }],
      },
    ],
  },
  {
    name: 'Bauen & Wirtschaft',
    link: '/wirtschaft/',
    title: 'Gewerbe, Bauen, Umwelt und Abfall',
    sub: [
      {
        name: 'Wirtschaft',
        link: '/wirtschaft/gewerbeverzeichnis/',
        sub: [
          { name: 'Gewerbeverzeichnis', link: '/wirtschaft/gewerbeverzeichnis/' },
          { name: 'Gewerbeeintrag', link: '/wirtschaft/gewerbeeintrag/' },
          { name: 'Gewerbeflächen', link: '/wirtschaft/gewerbeflaechen/' },
          { name: 'Wirtschaftsförderung', link: '/wirtschaft/wirtschaftsfoerderung/' },
        ],
      },
      {
        name: 'Bauen',
        link: '/wirtschaft/baustellen/',
        sub: [
          { name: 'Baustellen', link: '/wirtschaft/baustellen/' },
          { name: 'Wohnbauflächen', link: '/wirtschaft/wohnflaechen/' },
          { name: 'Stadtentwicklung', link: '/wirtschaft/stadtentwicklung/' },
          { name: 'Sanierungsprogramm', link: '/wirtschaft/sanierungsprogramm/' },
        ],
      },
      {
        name: 'Umwelt',
        link: '/wirtschaft/abfallkalender/',
        sub: [
          { name: 'Abfallkalender', link: '/wirtschaft/abfallkalender/' },
          { name: 'Kommunaler Klimaschutz', link: `/wirtschaft/kommunaler-klimaschutz-${TOWN.slug}/` },
          { name: 'Kommunaler Wärmeplan', link: '/wirtschaft/kommunaler-waermeplan/' },
          { name: 'Klimaschutz-Neuigkeiten', link: '/wirtschaft/klimaschutz-neuigkeiten/', contentKey: 'klimaschutz' },
          { name: 'Starkregen', link: '/wirtschaft/starkregen/' },
        ],
      },
    ],
  },
  {
    name: 'Tourismus & Freizeit',
    link: '/gaeste/',
    title: 'Veranstaltungen, Fasnet, Unterkünfte und Wandern',
    sub: [
      {
        name: 'Erleben',
        link: '/gaeste/veranstaltungen/',
        sub: [
          { name: 'Veranstaltungen', link: '/gaeste/veranstaltungen/' },
          { name: 'Märkte', link: '/gaeste/veranstaltungen/?rubrik_id=7', contentKey: 'veranstaltungen-7' },
          { name: 'Fasnet', link: '/gaeste/fasnet/' },
          { name: 'Fasnetvereine', link: '/gaeste/fasnetvereine/' },
        ],
      },
      {
        name: 'Aufenthalt',
        link: '/gaeste/unterkuenfte/',
        sub: [
          { name: 'Unterkünfte', link: '/gaeste/unterkuenfte/' },
          { name: 'Wandern und Walken', link: '/gaeste/wandern-walken/' },
          { name: 'Schwarzwald Tourismus', link: 'https://www.schwarzwald-tourismus.info/', extern: true },
        ],
      },
    ],
  },
];

export const FEUERWEHR_MENU: MenuItem[] = [
  {
    name: 'Gesamtwehr',
    link: '/feuerwehr/gesamtwehr/',
    sub: [...(FEUERWEHR?.departments ?? []).map((d) => ({ name: d.name, link: `/feuerwehr/gesamtwehr/${d.key}/` }))],
  },
  {
    name: 'Informatives',
    link: '/feuerwehr/gesamtwehr/informatives/',
    sub: [
      { name: 'Notrufnummern', link: '/feuerwehr/gesamtwehr/informatives/notrufnummern/' },
      { name: 'Kalender', link: '/feuerwehr/gesamtwehr/informatives/kalender/' },
      { name: 'Downloads', link: '/feuerwehr/gesamtwehr/informatives/downloads/' },
      { name: 'Links', link: '/feuerwehr/gesamtwehr/informatives/links/' },
      { name: 'Kontakt', link: '/feuerwehr/gesamtwehr/informatives/kontakt/' },
    ],
  },
];

export const GRUNDSCHULE_MENU: MenuItem[] = [
  {
    name: 'Unsere Schule',
    link: '/grundschule/unsere-schule/',
    sub: [
      { name: 'Aktuelles', link: '/grundschule/unsere-schule/gs-aktuelles/' },
      { name: 'Gesundheit', link: '/grundschule/unsere-schule/gesundheit/' },
      { name: 'Soziales', link: '/grundschule/unsere-schule/soziales/' },
    ],
  },
  {
    name: 'Angebote',
    link: '/grundschule/angebote/',
    sub: [
      { name: 'Angebote', link: '/grundschule/angebote/' },
      { name: 'Musik', link: '/grundschule/musik/' },
      { name: 'Zusammenarbeit', link: '/grundschule/zusammenarbeit/' },
    ],
  },
];

export const DREI_LINDEN_MENU: MenuItem[] = [
  {
    name: 'Unsere Schule',
    link: '/drei-linden-gs/unsere-schule/',
    sub: [
      { name: 'Neuigkeiten', link: '/drei-linden-gs/informatives/neuigkeiten/' },
      { name: 'Kontakt', link: '/drei-linden-gs/informatives/kontakt/' },
    ],
  },
];

export type { FooterLink };

/** A footer link's address on the page `pathname`. */
export function footerHref(link: FooterLink, pathname: string): string {
  return link.withPage ? `${link.href}?seite=${encodeURIComponent(pathname)}` : link.href;
}

/** Spec §2.7 footer navigation of the main site. */
export const MAIN_FOOTER_NAV: FooterLink[] = [
  { label: 'Bürgernachrichten', href: '/rathaus/buergernachrichten/' },
  { label: 'Stadtportrait', href: `${P}/stadtportrait/` },
  { label: 'Bildungseinrichtungen', href: '/stadtleben/bildungseinrichtungen/' },
  { label: 'Gewerbeverzeichnis', href: '/wirtschaft/gewerbeverzeichnis/' },
  { label: 'Unterkünfte', href: '/gaeste/unterkuenfte/' },
];

export const MAIN_FOOTER_LEGAL: FooterLink[] = [
  { label: 'Barrierefreiheit', href: '/rathaus/barrierefreiheit/' },
  { label: 'Leichte Sprache', href: '/rathaus/leichte-sprache/' },
  { label: 'Seitenbedienung', href: '/rathaus/seitenbedienung/' },
  { label: 'Fehler melden', href: '/rathaus/fehler-melden/', withPage: true },
  { label: 'Gebärdensprache', href: '/rathaus/gebaerdensprache/' },
  { label: 'Datenschutz', href: '/rathaus/datenschutz/' },
  { label: 'Impressum', href: '/rathaus/impressum/' },
  { label: 'Kontakt', href: '/rathaus/kontakt/' },
];

/** The menu of each layout (header, sidebar, mini-site footer), by the layout's name in shared/site/sections.ts. */
export const MENUS = {
  main: MAIN_MENU,
  feuerwehr: FEUERWEHR_MENU,
  grundschule: GRUNDSCHULE_MENU,
  'drei-linden': DREI_LINDEN_MENU,
} as const satisfies Record<string, MenuItem[]>;

/**
 * Pages of this site that components link to outside the menus and footers (boxes, help texts, the
 * promo card): the server checks them like the menus' entries, and a component shows such a link only
 * while its page has content (hasAddressContent), so an empty site links nowhere empty.
 */
export const CONTENT_LINKS: readonly string[] = [
  TOWN.buergerbueroPage,
  '/rathaus/seitenbedienung/',
  '/rathaus/barrierefreiheit/',
  '/rathaus/datenschutz/',
  '/wirtschaft/muellabfuhr/',
  '/rathaus/amtsblatt/',
  '/rathaus/ausschreibungen/',
  '/rathaus/wegweiser/verfahren/',
  '/gaeste/veranstaltungen/',
  '/wirtschaft/baustellen/',
  '/gaeste/unterkuenfte/',
  '/gaeste/fasnet/',
];
