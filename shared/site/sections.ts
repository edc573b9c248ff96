import type { SessionKind } from '../contract/operation';
import { DREI_LINDEN, FEUERWEHR, GRUNDSCHULE, type MiniSite } from './minisites';
import { TOWN, type TownImage, type TownQuickLink } from './town';

/**
 * The one registry of the site's sections and layouts (spec §2.1, §2.2): which first path segments
 * exist, which layout each uses, whether it has a home with its own hero set, editorial pages from
 * the CMS and a section navigation, and everything a layout needs (menu, home, theme colour, the
 * mini-site's header and footer). The route table, the layouts, the sidebar, the document head and
 * the server's site data all read it; a new section or mini-site is one entry here.
 */

export type LayoutName = 'main' | 'feuerwehr' | 'grundschule' | 'drei-linden';

/**
 * A link in the header's quick links (download, other site, page of this site). `short` is what phones
 * show instead of the label (below 576 px, so the top bar keeps to two lines); it must be a part of the
 * label: the link's name stays the whole label (WCAG 2.5.3).
 */
export type HeaderLink = TownQuickLink;

interface LayoutBase {
  name: LayoutName;
  /** First crumb of the breadcrumb and target of the logo. */
  home: { label: string; href: string };
  /** `<meta name="theme-color">` of its pages. */
  themeColor: string;
}

export interface MainLayoutDef extends LayoutBase {
  kind: 'main';
}

/** A mini-site (fire brigade, schools): own header, navigation and footer. */
export interface MiniSiteLayoutDef extends LayoutBase {
  kind: 'mini-site';
  site: MiniSite;
  logo: TownImage;
  /** Accessible name of its navigation. */
  menuLabel: string;
  /** Heading of the hours in its footer. */
  hoursTitle: string;
  /** data-theme of the page (colour scheme other than the main red and blue). */
  theme?: 'gruen';
  quickLinks?: HeaderLink[];
  extraLink?: HeaderLink;
  /** Its home's contact box ends with the emergency number. */
  emergency?: boolean;
}

export type LayoutDef = MainLayoutDef | MiniSiteLayoutDef;

type Layouts = { readonly main: MainLayoutDef & { name: 'main' } } & { readonly [K in Exclude<LayoutName, 'main'>]?: MiniSiteLayoutDef & { name: K } };

/**
 * The layouts: the main one, and one per mini-site the town file has (a mini-site it leaves out has
 * no layout and no section, so its addresses answer 404). The main theme's colours come from the
 * town file; the fire brigade shows the primary, the school the secondary colour.
 */
export const LAYOUTS: Layouts = {
  main: { kind: 'main', name: 'main', home: { label: 'Startseite', href: '/' }, themeColor: TOWN.theme.primary },
  ...(FEUERWEHR && {
    feuerwehr: {
      kind: 'mini-site',
      name: 'feuerwehr',
      home: { label: 'Feuerwehr', href: '/feuerwehr/' },
      themeColor: TOWN.theme.primary,
      site: FEUERWEHR,
      logo: FEUERWEHR.logo,
      menuLabel: 'Navigation der Feuerwehr',
      hoursTitle: 'Übungszeiten der Jugendfeuerwehr',
      extraLink: { ...FEUERWEHR.membersLink, kind: 'external' },
      emergency: true,
    },
  }),
  ...(GRUNDSCHULE && {
    grundschule: {
      kind: 'mini-site',
      name: 'grundschule',
      home: { label: 'Grundschule', href: '/grundschule/' },
      themeColor: TOWN.theme.secondary,
      site: GRUNDSCHULE,
      logo: GRUNDSCHULE.logo,
      menuLabel: 'Navigation der Grundschule',
      hoursTitle: 'Unterrichtszeiten',
      quickLinks: [{ label: 'Aktuelles', href: GRUNDSCHULE.aktuelles, kind: 'internal' }],
    },
  }),
  ...(DREI_LINDEN && {
    'drei-linden': {
      kind: 'mini-site',
      name: 'drei-linden',
      home: { label: 'Drei-Linden-Grundschule', href: '/drei-linden-gs/' },
      themeColor: '#2e6b30',
      site: DREI_LINDEN,
      logo: DREI_LINDEN.logo,
      menuLabel: 'Navigation der Drei-Linden-Grundschule',
      hoursTitle: 'Unterrichtszeiten',
      // Second primary school: green instead of the main red and blue (spec §2.2).
      theme: 'gruen',
    },
  }),
};

/** The layout of a name; a mini-site's only while the town has it (its section exists only then). */
export function layoutNamed(name: LayoutName): LayoutDef {
  const layout = LAYOUTS[name];
  if (!layout) throw new Error(`Das Layout ${name} gibt es in dieser Stadt nicht.`);
  return layout;
}

export interface SectionDef {
  /** First path segment: '/rathaus/…' belongs to 'rathaus'. */
  segment: string;
  layout: LayoutName;
  /** A home at /{segment}/ with the section's own hero set (spec §2.1, §2.5). */
  home: boolean;
  /** Every other address below it is an editorial page from the CMS, found by its path. */
  content: boolean;
  /** The sidebar's section navigation: the main menu's entry for the segment, the mini-site's menu, or none. */
  navigation: 'main' | 'mini-site' | null;
  /** Pages of one signed-in person: never kept by a shared cache. */
  personal?: boolean;
  /**
   * The signed-in area whose session its pages and forms use (spec §9): the council information
   * system's below /ratsinfo; everywhere else the intranet's.
   */
  session?: SessionKind;
  /** Spec §2.8: the read-aloud button (every page but the intranet). */
  readAloud: boolean;
}

const mainSection = (segment: string): SectionDef => ({ segment, layout: 'main', home: true, content: true, navigation: 'main', readAloud: true });
const miniSite = (segment: string, layout: LayoutName): SectionDef => ({
  segment,
  layout,
  home: true,
  content: true,
  navigation: 'mini-site',
  readAloud: true,
});

export const SECTIONS: readonly SectionDef[] = [
  mainSection('rathaus'),
  mainSection(TOWN.slug),
  mainSection('stadtleben'),
  mainSection('wirtschaft'),
  mainSection('gaeste'),
  ...(LAYOUTS.feuerwehr ? [miniSite('feuerwehr', 'feuerwehr')] : []),
  ...(LAYOUTS.grundschule ? [miniSite('grundschule', 'grundschule')] : []),
  ...(LAYOUTS['drei-linden'] ? [miniSite('drei-linden-gs', 'drei-linden')] : []),
  // Editorial pages without a home or a navigation of their own (/verwaltung/kontakt/, the service area).
  { segment: 'verwaltung', layout: 'main', home: false, content: true, navigation: null, readAloud: true },
  { segment: 'servicebw', layout: 'main', home: false, content: true, navigation: null, readAloud: true },
  { segment: 'intranet', layout: 'main', home: false, content: false, navigation: null, personal: true, session: 'intranet', readAloud: false },
  // The council information system: its own accounts and session, never mixed with the intranet's.
  { segment: 'ratsinfo', layout: 'main', home: false, content: false, navigation: null, personal: true, session: 'ratsinfo', readAloud: false },
];

/** The signed-in area of a path (the intranet's unless its section says otherwise). */
export function sessionKindFor(pathname: string): SessionKind {
  return sectionOf(pathname)?.session ?? 'intranet';
}

const bySegment = new Map(SECTIONS.map((s) => [s.segment, s]));

/** The first path segment ('' on the home page). */
export function firstSegment(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/** The section of a path, or undefined (home page, service pages, unknown addresses). */
export function sectionOf(pathname: string): SectionDef | undefined {
  return bySegment.get(firstSegment(pathname));
}

/** Spec §2.1: the first path segment selects the layout; everything outside a mini-site uses the main one. */
export function layoutFor(pathname: string): LayoutDef {
  return layoutNamed(sectionOf(pathname)?.layout ?? 'main');
}
