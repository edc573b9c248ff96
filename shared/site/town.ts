/** The town this deployment serves. Every visitor-facing fact about the town lives here or in the CMS. */
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
  },
  quickLinks: [
    { label: 'Stadtplan (PDF)', href: '/dokumente/stadtplan-musterstadt.pdf', kind: 'download' as const },
    { label: 'Musterstadt auf Instagram', short: 'Instagram', href: 'https://www.instagram.com/', kind: 'external' as const },
    { label: 'Musterstadt auf Facebook', short: 'Facebook', href: 'https://www.facebook.com/', kind: 'external' as const },
  ],
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
