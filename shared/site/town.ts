/**
 * Town settings: the facts a town sets once for its deployment (README "Town settings"). Every
 * visitor-facing fact about the town lives here or in the CMS.
 *
 * TOWN is what the pages' frame shows (header, footer, sidebar); TOWN_LEGAL holds the facts that the
 * legal and information pages in the CMS name through placeholders such as `{{legal.vatId}}`
 * (fillTownSettings in shared/site/town-settings.ts), so they are changed here once and every page
 * follows. The demo values are fictional.
 */
export const TOWN = {
  name: 'Musterstadt',
  /** URL slug: the spec's {product}. */
  slug: 'musterstadt',
  claim: 'Stadt im Schwarzwald',
  administration: 'Stadtverwaltung Musterstadt',
  address: { location: 'Rathaus Musterstadt', street: 'Marktplatz 1', zip: '79999', city: 'Musterstadt' },
  /** The town hall (WGS 84): where maps of the town start. */
  geo: { lat: 48.1213, lon: 7.8512 },
  phone: '+49 7641 123-0',
  fax: '+49 7641 123-199',
  email: 'rathaus@musterstadt.de',
  /** Emergency numbers shown in the contextual sidebar. */
  emergency: [
    { label: 'Feuerwehr und Rettungsdienst', number: '112' },
    { label: 'Polizei', number: '110' },
    { label: 'Bereitschaftsdienst Wasserversorgung', number: '+49 7641 123-222' },
  ],
  mayor: {
    name: 'Dr. Katrin Albrecht',
    title: 'Bürgermeisterin',
    /** The mayor's office: appointments and concerns go through it (the mayor pages name it too). */
    office: { name: 'Sekretariat der Bürgermeisterin', phone: '+49 7641 123-10', email: 'rathaus@musterstadt.de' },
    /** The mayor's contact page (spec §2.4), linked from the mayor pages' box: the contact form, addressed to her office. */
    contactPage: '/rathaus/kontakt/?amt=40',
  },
  quickLinks: [
    { label: 'Stadtplan (PDF)', short: 'Stadtplan', href: '/dokumente/stadtplan-musterstadt.pdf', kind: 'download' as const },
    { label: 'Musterstadt auf Instagram', short: 'Instagram', href: 'https://www.instagram.com/stadt.musterstadt/', kind: 'external' as const },
    { label: 'Musterstadt auf Facebook', short: 'Facebook', href: 'https://www.facebook.com/stadt.musterstadt/', kind: 'external' as const },
  ],
  /**
   * The weather station page the header's weather links to (spec §7): the German Weather Service's page
   * of the nearest station.
   */
  weatherStation: {
    name: 'Deutscher Wetterdienst, Station Freiburg',
    href: 'https://www.dwd.de/DE/wetter/wetterundklima_vorort/baden-wuerttemberg/freiburg/_node.html',
  },
  /** The fire brigade's members' area: a separate system of its own, linked from its mini-site's top bar. */
  feuerwehrMembersArea: 'https://intern.feuerwehr-musterstadt.example/',
  /**
   * The crest as an SVG below public/: the favicon, the picture of pages without an image of their own
   * when they are shared (Open Graph), and the logo in the structured data are made from it.
   */
  crest: '/images/wappen.svg',
  /**
   * /.well-known/security.txt (RFC 9116): where to report a security problem of the website, and until
   * when that is true. Renew `expires` before it passes (at most a year ahead); the start logs a warning
   * from 30 days before it.
   */
  securityTxt: {
    contact: ['mailto:it-sicherheit@musterstadt.de'],
    expires: '2027-10-31T23:00:00Z',
    preferredLanguages: ['de', 'en'],
  },
} as const;

/**
 * Legal facts named by the CMS's legal and information pages (Impressum, Datenschutz, Barrierefreiheit,
 * Gebärdensprache, Amtsblatt, the schools' privacy pages). Plain text; the placeholders escape it.
 */
export const TOWN_LEGAL = {
  /** Umsatzsteuer-Identifikationsnummer (§ 27a UStG), for the Impressum. */
  vatId: 'DE 287 654 321',
  /** SEPA creditor identifier of the town treasury (Gläubiger-Identifikationsnummer). */
  creditorId: 'DE47ZZZ00000265431',
  /** The authority supervising the town (Rechtsaufsicht). */
  supervisoryAuthority: { name: 'Landratsamt Hochschwarzwald', address: 'Kreishausstraße 1, 79822 Titisee-Musterfeld' },
  /** Who hosts and operates the website (Auftragsverarbeitung). */
  hosting: { name: 'Rechenzentrum Südbaden GmbH', address: 'Industriestraße 8, 79108 Freiburg im Breisgau' },
  /** The municipal IT service provider running the administration's specialised software. */
  itProvider: 'Zweckverband Kommunale Informationsverarbeitung Südbaden',
  /** The town's data-protection officer. */
  dataProtectionOfficer: { name: 'Markus Vogt', phone: '+49 7641 123-25', email: 'datenschutz@musterstadt.de' },
  /** The supervisory authority for data protection. */
  dataProtectionAuthority: {
    name: 'Der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Baden-Württemberg',
    address: 'Lautenschlagerstraße 20, 70173 Stuttgart',
    phone: '0711 615541-0',
    email: 'poststelle@lfdi.bwl.de',
  },
  /** The ombudsperson of the enforcement procedure (Durchsetzungsverfahren, § 10 L-BGG). */
  accessibilityOmbudsperson: {
    name: 'Die Beauftragte der Landesregierung für die Belange von Menschen mit Behinderungen',
    address: 'Else-Josenhans-Straße 6, 70173 Stuttgart',
    phone: '0711 279-3360',
    email: 'poststelle@bfbmb.bwl.de',
  },
  /** Dates of the privacy statements and the accessibility statement, as written in the text. */
  privacyStatementDate: '1. Oktober 2026',
  accessibilityStatement: { created: '15. März 2026', reviewed: '1. Oktober 2026', documentsBy: '31. Dezember 2027' },
  /** Mobile number for text messages of deaf and hard-of-hearing people. */
  smsNumber: '+49 1520 1234567',
  /** Where error reports are stored when the operator turns them on (privacy statement §8). */
  errorReportsRegion: 'Europäische Union (Rechenzentrum in Frankfurt am Main)',
  /** The gazette's publisher and its subscription for readers outside the town. */
  gazette: { publisher: 'Schwarzwald-Druck Verlag GmbH, Gewerbestraße 5, 79999 Musterstadt', price: '28 Euro im Jahr' },
  /** The official form of public notices (Bekanntmachungssatzung). */
  noticeForm: 'im Amtsblatt „Musterstädter Nachrichten“',
  /** Data-protection officers of the schools (appointed by the school authority). */
  schools: {
    grundschule: 'Stefanie Lais, Staatliches Schulamt Freiburg, datenschutz@schulamt-musterkreis.de',
    dreiLinden: 'Stefanie Lais, Staatliches Schulamt Freiburg, datenschutz@schulamt-musterkreis.de',
  },
} as const;

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

/** Spec §9: Bürgerbüro opening hours. */
export const BUERGERBUERO_HOURS: OpeningDay[] = [
  { day: 'Montag', slots: [{ from: '09:00', to: '12:00' }, { from: '14:00', to: '16:00' }] },
  { day: 'Dienstag', slots: [{ from: '07:30', to: '12:00' }, { from: '14:00', to: '16:00' }] },
  { day: 'Mittwoch', slots: [{ from: '09:00', to: '12:00' }] },
  { day: 'Donnerstag', slots: [{ from: '09:00', to: '12:00' }, { from: '14:00', to: '18:00' }] },
  { day: 'Freitag', slots: [{ from: '09:00', to: '12:00' }, { from: '14:00', to: '16:00' }] },
  { day: 'Samstag', slots: [{ from: '09:00', to: '12:00' }], note: 'am 1. und 3. Samstag im Monat' },
];

/** The town hall keeps similar hours, without Saturdays and without the early Tuesday start. */
export const RATHAUS_HOURS: OpeningDay[] = [
  { day: 'Montag', slots: [{ from: '08:30', to: '12:00' }, { from: '14:00', to: '16:00' }] },
  { day: 'Dienstag', slots: [{ from: '08:30', to: '12:00' }, { from: '14:00', to: '16:00' }] },
  { day: 'Mittwoch', slots: [{ from: '08:30', to: '12:00' }] },
  { day: 'Donnerstag', slots: [{ from: '08:30', to: '12:00' }, { from: '14:00', to: '18:00' }] },
  { day: 'Freitag', slots: [{ from: '08:30', to: '12:00' }] },
];

/** '09:00' → '9', '07:30' → '7:30': how German municipal sites write times. */
export function shortTime(t: string): string {
  const [h = '0', m = '00'] = t.split(':');
  return m === '00' ? String(Number(h)) : `${Number(h)}:${m}`;
}

export function formatSlots(slots: OpeningSlot[]): string {
  return slots.map((s) => `${shortTime(s.from)}–${shortTime(s.to)} Uhr`).join(' und ');
}
