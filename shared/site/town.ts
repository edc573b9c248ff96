/**
 * Town facts: what a town sets once for its deployment (README "Town settings", ADR 30). They come
 * from one file, the town file (TOWN_FILE, default town/musterstadt.json, the demo town's), which the
 * server reads and checks at start (server/town/file.ts) before any other module of the site is
 * loaded, and which it writes into every page for the browser (`TOWN_DATA_ID`). No fact about a town
 * is written in code.
 *
 * Reading them: `TOWN.name`, `TOWN.address.street`, `TOWN_LEGAL.vatId`, `BUERGERBUERO_HOURS`,
 * `RATHAUS_HOURS` (live bindings, set once by `installTown`). Read them where they are used (in a
 * component, a loader, a function) or in a module's top level: both run after the installation, on
 * the server as in the browser. Reading one before it is an error that names the cause.
 */
import type { Address } from '../contract/address';
import type { KartenQuelle } from '../map/projection';

export interface OpeningSlot {
  /** 'HH:mm' */
  from: string;
  to: string;
}

export interface OpeningDay {
  day: string;
  slots: OpeningSlot[];
  note?: string;
}

/** An image of the town file (crest, logos), as pages use it: served below /stadt/ under a name that changes with its bytes. */
export interface TownImage {
  src: string;
  width: number;
  height: number;
  /** What the image shows (its alternative text). */
  alt: string;
}

/** A link in the header's quick links (download, other site, page of this site). */
export interface TownQuickLink {
  label: string;
  /** What phones show instead of the label; a part of the label (WCAG 2.5.3). */
  short?: string;
  href: string;
  kind: 'download' | 'external' | 'internal';
}

/** A district (Ortsteil) with its village administration (Ortsverwaltung), for the district pages' sidebar (spec §2.4). */
export interface TownDistrict {
  /** Address part of its pages: /{slug}/{key}-verwaltung_{id}, /{slug}/{key}-geschichte_{id}. */
  key: string;
  name: string;
  administration: { street: string; zip: string; city: string };
  phone: string;
  /** Page ids (the trailing digits of the address) of its administration page and its history page. */
  pages: { verwaltung: number; geschichte: number };
}

/** What a mini-site's header, footer and contact box show. */
export interface TownMiniSite {
  name: string;
  address: Address;
  phone: string;
  email: string;
  hours: OpeningDay[];
  logo: TownImage;
}

export interface TownFacts {
  /** 'Musterstadt' */
  name: string;
  /** How the site names the town as a body: 'Stadt Musterstadt', 'Gemeinde Beispielheim' (after "der": both are feminine). */
  officialName: string;
  /** The town segment of the addresses (spec `{product}`): /musterstadt/gemeinderat/. */
  slug: string;
  /** Second line of the home page's heading: 'Stadt im Schwarzwald'. */
  claim: string;
  /** 'Stadtverwaltung Musterstadt' */
  administration: string;
  /** The town's public address, 'https://www.musterstadt.de': what calendar entries and open data name as the site (ADR 30). */
  origin: string;
  /** The domain of the town's e-mail addresses: the right-hand side of calendar UIDs and the default sender. */
  emailDomain: string;
  address: Address;
  /** The town hall (WGS 84): where maps of the town start. */
  geo: { lat: number; lon: number };
  /**
   * Where the town's map comes from (ADR 52): drawn by this server from the geometry it carries
   * (the demo town's), a tile server the town runs, or OpenStreetMap after the visitor's consent.
   * Without it the forms take a place by address and by the visitor's position only.
   */
  karte?: KartenQuelle;
  phone: string;
  fax?: string;
  email: string;
  /** Emergency numbers shown in the contextual sidebar. */
  emergency: Array<{ label: string; number: string }>;
  mayor: {
    name: string;
    /** 'Bürgermeisterin', 'Bürgermeister' */
    title: string;
    office: { name: string; phone: string; email: string };
    /** The mayor's contact page (spec §2.4), linked from the mayor pages' box. */
    contactPage: string;
  };
  hours: { buergerbuero: OpeningDay[]; rathaus: OpeningDay[] };
  /** The Bürgerbüro's page: the button of the menu's promo card 'Ihre 1. Anlaufstelle' (spec §2.6). */
  buergerbueroPage: string;
  crest: TownImage;
  logo: TownImage;
  /** A quality seal shown beside the crest in the footer (spec §2.7), if the town has one. */
  qualitySeal?: TownImage;
  /** Colours of the main theme (spec §9: primary red, secondary blue), '#rrggbb'. */
  theme: { primary: string; secondary: string };
  quickLinks: TownQuickLink[];
  /** The weather station page the header's weather links to (spec §7). */
  weatherStation: { name: string; href: string };
  /** The contact of the council's open data (OParl System and Body). */
  oparl: { contactName: string; contactEmail: string };
  /** Sender of the site's mails when SMTP_FROM is not set. */
  mailSender: string;
  /** Where readers ask for the gazette's subscription (the Amtsblatt box). */
  gazetteEmail: string;
  /**
   * /.well-known/security.txt (RFC 9116): where to report a security problem of the website, and until
   * when that is true. Renew `expires` before it passes (at most a year ahead); the start logs a warning
   * from 30 days before it.
   */
  securityTxt: { contact: string[]; expires: string; preferredLanguages: string[] };
  districts: TownDistrict[];
  /** The mini-sites (spec §2.2) the town has; one left out answers 404 below its segment. */
  miniSites: {
    feuerwehr?: TownMiniSite & {
      /** The members' area: a separate system, linked from the mini-site's top bar. */
      membersArea: string;
      /** Its departments (spec: the town's and the districts'), each a page /feuerwehr/gesamtwehr/{key}/. */
      departments: Array<{ key: string; name: string }>;
    };
    grundschule?: TownMiniSite;
    dreiLinden?: TownMiniSite;
  };
  /**
   * Legal facts that the CMS's legal and information pages name by placeholder (`{{legal.vatId}}`).
   * Server only: the pages come with their placeholders filled, and the browser's copy leaves them out.
   */
  legal: TownLegal;
  /** The appointments at the Bürgerbüro (shared/parts/termine/settings.ts has the defaults), if set. */
  termine?: TownTermine;
}

/** Settings of the appointments at the Bürgerbüro (ADR 55); each member optional. */
export interface TownTermine {
  /** How many weeks ahead online booking reaches. */
  wochen?: number;
  /** The first bookable day, in days from today (1 = tomorrow). */
  ab?: number;
  /** Minutes of the time grid. */
  raster?: number;
  /** Counters staffed in every opening period. */
  schalter?: number;
  /** Periods staffed differently: weekday name, times of an opening period, counters. */
  besetzung?: Array<{ day: string; from: string; to: string; schalter: number }>;
  /** The Saturdays of a month with opening hours (1 = first); absent: every Saturday the hours name. */
  samstage?: number[];
  /** Percent of the capacity held back for walk-ins and phone bookings. */
  freihalten?: number;
  /** Open appointments one e-mail address may hold. */
  proEmail?: number;
  /** Online bookings per network and day. */
  proNetzTag?: number;
  /** Days after the appointment when the personal data is deleted. */
  loeschenNachTagen?: number;
}

/**
 * Legal facts named by the CMS's legal and information pages (Impressum, Datenschutz, Barrierefreiheit,
 * Gebärdensprache, Amtsblatt, the schools' privacy pages). Plain text; the placeholders escape it.
 */
export interface TownLegal {
  /** Umsatzsteuer-Identifikationsnummer (§ 27a UStG), for the Impressum. */
  vatId: string;
  /** SEPA creditor identifier of the town treasury (Gläubiger-Identifikationsnummer). */
  creditorId: string;
  /** The authority supervising the town (Rechtsaufsicht). */
  supervisoryAuthority: { name: string; address: string };
  /** Who hosts and operates the website (Auftragsverarbeitung). */
  hosting: { name: string; address: string };
  /** The municipal IT service provider running the administration's specialised software. */
  itProvider: string;
  dataProtectionOfficer: { name: string; phone: string; email: string };
  dataProtectionAuthority: { name: string; address: string; phone: string; email: string };
  /** The ombudsperson of the enforcement procedure (Durchsetzungsverfahren, § 10 L-BGG). */
  accessibilityOmbudsperson: { name: string; address: string; phone: string; email: string };
  /** Dates of the privacy statements and the accessibility statement, as written in the text. */
  privacyStatementDate: string;
  accessibilityStatement: { created: string; reviewed: string; documentsBy: string };
  /** Mobile number for text messages of deaf and hard-of-hearing people. */
  smsNumber: string;
  /** Where error reports are stored when the operator turns them on (privacy statement). */
  errorReportsRegion: string;
  /** The gazette's publisher and its subscription for readers outside the town. */
  gazette: { publisher: string; price: string };
  /** The official form of public notices (Bekanntmachungssatzung). */
  noticeForm: string;
  /** Data-protection officers of the schools (appointed by the school authority). */
  schools: Record<string, string>;
}

/** Id of the JSON script element that carries the town facts in every page. */
export const TOWN_DATA_ID = 'st-stadt';

/** A stand-in that names the cause when a fact is read before the town file is installed. */
function notInstalled<T extends object>(): T {
  return new Proxy({} as T, {
    get(_target, key) {
      if (key === Symbol.toPrimitive || key === 'then') return undefined;
      throw new Error(`Stadtdaten noch nicht geladen (gelesen: ${String(key)}): installTown() muss vor dem ersten Zugriff laufen.`);
    },
  });
}

/** The installed facts (every field of the town file). */
export let TOWN: TownFacts = notInstalled();
export let TOWN_LEGAL: TownLegal = notInstalled();
/** Spec §9: the Bürgerbüro's opening hours. */
export let BUERGERBUERO_HOURS: OpeningDay[] = notInstalled();
/** The town hall's opening hours. */
export let RATHAUS_HOURS: OpeningDay[] = notInstalled();

let installed: TownFacts | null = null;

/** Makes `facts` the town of this process (server: at start, from the town file; browser: from the page). */
export function installTown(facts: TownFacts): void {
  installed = facts;
  TOWN = facts;
  TOWN_LEGAL = facts.legal ?? notInstalled();
  BUERGERBUERO_HOURS = facts.hours.buergerbuero;
  RATHAUS_HOURS = facts.hours.rathaus;
}

/** The installed facts as the browser gets them (every field but the server's `legal`), or null before the installation. */
export function townForBrowser(): Omit<TownFacts, 'legal'> | null {
  if (!installed) return null;
  const { legal: _legal, ...rest } = installed;
  return rest;
}

// In the browser the facts come with the page: installed when this module is first evaluated, so
// before any module that reads them.
if (typeof document !== 'undefined') {
  const script = document.getElementById(TOWN_DATA_ID);
  if (script?.textContent) installTown(JSON.parse(script.textContent) as TownFacts);
}

/** '09:00' → '9', '07:30' → '7:30': how German municipal sites write times. */
export function shortTime(t: string): string {
  const [h = '0', m = '00'] = t.split(':');
  return m === '00' ? String(Number(h)) : `${Number(h)}:${m}`;
}

export function formatSlots(slots: OpeningSlot[]): string {
  return slots.map((s) => `${shortTime(s.from)}–${shortTime(s.to)} Uhr`).join(' und ');
}
