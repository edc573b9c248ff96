/**
 * The kinds of content on the editorial desk (/intranet/redaktion) and their fields: what the forms
 * show and what the server checks. Zod-free, so the desk's pages can import it; the server's adapters
 * (shared/parts/<part>/store/redaktion.ts) read and write the fields into their own tables.
 */

import { CONTENT_LINK } from '../../site/links';

/** The desk's link fields: empty, a full web address, or a path of this site (never `//host` or `/\\host`). */
const LINK_MUSTER = { regex: `^${CONTENT_LINK}?$`, meldung: 'Bitte geben Sie eine Adresse an, die mit https:// oder mit einem einzelnen / beginnt.' };

export const ARTEN = [
  'nachrichten',
  'veranstaltungen',
  'bekanntmachungen',
  'ausschreibungen',
  'satzungen',
  'amtsblatt',
  'seiten',
  'hero',
  'warnhinweis',
] as const;
export type ArtName = (typeof ARTEN)[number];

export const isArt = (v: unknown): v is ArtName => typeof v === 'string' && (ARTEN as readonly string[]).includes(v);

export { STATUS, STATUS_TITEL, type Gespeichert, type Status } from '../../contract/publishing';

export type FeldTyp =
  /** One line of text. */
  | 'text'
  /** Several lines of plain text. */
  | 'textarea'
  /** Formatted text: the editor with JavaScript, a textarea of the same simple HTML without. */
  | 'html'
  /** 'YYYY-MM-DD'. */
  | 'datum'
  /** 'YYYY-MM-DDTHH:mm', Europe/Berlin. */
  | 'datumzeit'
  | 'auswahl'
  | 'mehrfach'
  | 'zahl'
  /** An image of the media list: upload (checked and re-encoded) with its alt text. */
  | 'bild'
  /** A PDF (the gazette issue). */
  | 'pdf';

export interface Feld {
  name: string;
  label: string;
  typ: FeldTyp;
  pflicht?: boolean;
  /** Most characters (text fields). */
  max?: number;
  hinweis?: string;
  /** Fixed choices; others come with the item from the server (categories). */
  optionen?: ReadonlyArray<{ wert: string; label: string }>;
  /** A text field whose value must match (with the message). */
  muster?: { regex: string; meldung: string };
}

export interface ArtDef {
  name: ArtName;
  /** Plural, for lists and the navigation. */
  titel: string;
  /** Singular with article, for buttons and messages ('die Nachricht'). */
  einzahl: string;
  /** Singular without article ('Nachricht'). */
  wort: string;
  beschreibung: string;
  felder: readonly Feld[];
  /** The field that holds the start of the publication (scheduling), if the kind has one. */
  von: string;
  /** The field that holds the end of the publication (expiry), if the kind has one. */
  bis?: string;
  /** The item takes downloads (§3 fields downloadtext, beschreibung, einstufung). */
  dokumente?: boolean;
}

const VON_HINWEIS = 'Leer lassen oder ein vergangenes Datum: erscheint sofort beim Veröffentlichen. Ein Datum in der Zukunft: erscheint erst dann (geplant).';

const ARCHIV_FELDER = (wort: string): Feld[] => [
  { name: 'titel', label: 'Titel', typ: 'text', pflicht: true, max: 200 },
  { name: 'beschreibung', label: 'Beschreibung', typ: 'textarea', max: 2000, hinweis: `Ein kurzer Text zur ${wort}, ohne Formatierung.` },
  { name: 'gueltig_von', label: 'Gültig ab', typ: 'datum', pflicht: true, hinweis: `Erscheint an diesem Tag. ${VON_HINWEIS.split(': ')[0]}.` },
  {
    name: 'gueltig_bis',
    label: 'Gültig bis',
    typ: 'datum',
    hinweis: 'Nach diesem Tag verschwindet der Eintrag von der Seite und aus der Suche (abgelaufen). Leer: unbefristet.',
  },
];

export const ARTEN_DEF: Readonly<Record<ArtName, ArtDef>> = {
  nachrichten: {
    name: 'nachrichten',
    titel: 'Nachrichten',
    einzahl: 'die Nachricht',
    wort: 'Nachricht',
    beschreibung: 'Meldungen aller Rubriken: Bürgernachrichten, Rathausnachrichten, Jugend, Senioren, Wahlen und mehr.',
    von: 'datum_von',
    dokumente: true,
    felder: [
      { name: 'rubrik', label: 'Rubrik', typ: 'auswahl', pflicht: true },
      { name: 'titel', label: 'Überschrift', typ: 'text', pflicht: true, max: 200 },
      { name: 'teaser', label: 'Kurztext (Anreißer)', typ: 'textarea', max: 600, hinweis: 'Erscheint in Listen und unter der Überschrift.' },
      { name: 'text', label: 'Text', typ: 'html' },
      { name: 'bild', label: 'Bild', typ: 'bild' },
      { name: 'datum_von', label: 'Datum, erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
      { name: 'datum_bis', label: 'Aktuell bis', typ: 'datumzeit', hinweis: 'Danach steht die Nachricht nur noch im Archiv der Rubrik. Leer: ohne Ende.' },
    ],
  },
  veranstaltungen: {
    name: 'veranstaltungen',
    titel: 'Veranstaltungen',
    einzahl: 'die Veranstaltung',
    wort: 'Veranstaltung',
    beschreibung: 'Termine im Veranstaltungskalender mit Kategorien, Datum und Ort; sie stehen auch in den Kalender-Abonnements (ICS).',
    von: 'sichtbar_ab',
    felder: [
      { name: 'titel', label: 'Titel', typ: 'text', pflicht: true, max: 200 },
      { name: 'rubriken', label: 'Kategorien', typ: 'mehrfach', pflicht: true },
      { name: 'datum_von', label: 'Beginn', typ: 'datumzeit', pflicht: true },
      { name: 'datum_bis', label: 'Ende', typ: 'datumzeit' },
      { name: 'ort_location', label: 'Ort (Gebäude, Platz)', typ: 'text', pflicht: true, max: 200 },
      { name: 'ort_street', label: 'Straße und Hausnummer', typ: 'text', max: 200 },
      { name: 'ort_zip', label: 'Postleitzahl', typ: 'text', max: 5, muster: { regex: '^(\\d{5})?$', meldung: 'Die Postleitzahl hat fünf Ziffern.' } },
      { name: 'ort_city', label: 'Ort', typ: 'text', max: 100 },
      { name: 'veranstalter', label: 'Veranstalter', typ: 'text', max: 200 },
      { name: 'text', label: 'Beschreibung', typ: 'html' },
      { name: 'bild', label: 'Bild', typ: 'bild' },
      { name: 'eintritt', label: 'Eintritt', typ: 'text', max: 200 },
      {
        name: 'barrierefrei',
        label: 'Barrierefrei zugänglich',
        typ: 'auswahl',
        optionen: [
          { wert: '', label: 'keine Angabe' },
          { wert: '1', label: 'ja' },
          { wert: '0', label: 'nein' },
        ],
      },
      { name: 'link', label: 'Weitere Informationen (Adresse)', typ: 'text', max: 500, muster: LINK_MUSTER },
      { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
    ],
  },
  bekanntmachungen: {
    name: 'bekanntmachungen',
    titel: 'Bekanntmachungen',
    einzahl: 'die Bekanntmachung',
    wort: 'Bekanntmachung',
    beschreibung: 'Öffentliche Bekanntmachungen mit Gültigkeit und Dokumenten.',
    von: 'gueltig_von',
    bis: 'gueltig_bis',
    dokumente: true,
    felder: ARCHIV_FELDER('Bekanntmachung'),
  },
  ausschreibungen: {
    name: 'ausschreibungen',
    titel: 'Ausschreibungen',
    einzahl: 'die Ausschreibung',
    wort: 'Ausschreibung',
    beschreibung: 'Ausschreibungen und Stellenangebote mit Frist und Unterlagen.',
    von: 'gueltig_von',
    bis: 'gueltig_bis',
    dokumente: true,
    felder: ARCHIV_FELDER('Ausschreibung'),
  },
  satzungen: {
    name: 'satzungen',
    titel: 'Satzungen',
    einzahl: 'die Satzung',
    wort: 'Satzung',
    beschreibung: 'Satzungen und Verordnungen der Stadt mit ihren Dokumenten.',
    von: 'gueltig_von',
    bis: 'gueltig_bis',
    dokumente: true,
    felder: ARCHIV_FELDER('Satzung'),
  },
  amtsblatt: {
    name: 'amtsblatt',
    titel: 'Amtsblatt',
    einzahl: 'die Ausgabe',
    wort: 'Ausgabe',
    beschreibung: 'Die Ausgaben des Amtsblatts als PDF mit Nummer, Datum und Themen; ihr Text wird für die Suche gelesen.',
    von: 'sichtbar_ab',
    felder: [
      { name: 'ausgabe', label: 'Nummer der Ausgabe', typ: 'zahl', pflicht: true },
      { name: 'datum', label: 'Erscheinungsdatum', typ: 'datum', pflicht: true },
      { name: 'themen', label: 'Themen', typ: 'textarea', max: 4000, hinweis: 'Eine Überschrift je Zeile.' },
      { name: 'pdf', label: 'PDF der Ausgabe', typ: 'pdf', pflicht: true },
      { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
    ],
  },
  seiten: {
    name: 'seiten',
    titel: 'Seiten',
    einzahl: 'die Seite',
    wort: 'Seite',
    beschreibung: 'Redaktionelle Seiten aller Bereiche und der Mini-Sites (Feuerwehr, Grundschulen), gefunden über ihre Adresse.',
    von: 'sichtbar_ab',
    felder: [
      {
        name: 'pfad',
        label: 'Adresse der Seite',
        typ: 'text',
        pflicht: true,
        max: 200,
        hinweis: 'Zum Beispiel /rathaus/wahlhelfer/ oder /feuerwehr/gesamtwehr/jugend/: Kleinbuchstaben, Ziffern und Bindestriche, mit / am Anfang und Ende.',
        muster: {
          regex: '^/[a-z0-9-]+/(?:[a-z0-9_-]+/)+$',
          meldung: 'Die Adresse besteht aus Kleinbuchstaben, Ziffern und Bindestrichen, beginnt mit einem Bereich wie /rathaus/ und endet mit /.',
        },
      },
      { name: 'titel', label: 'Titel', typ: 'text', pflicht: true, max: 200 },
      { name: 'beschreibung', label: 'Kurzbeschreibung', typ: 'textarea', max: 400, hinweis: 'Für Suchmaschinen und die Liste der Unterseiten.' },
      { name: 'inhalt', label: 'Inhalt', typ: 'html', pflicht: true },
      { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
    ],
  },
  hero: {
    name: 'hero',
    titel: 'Bühnenbilder',
    einzahl: 'das Bühnenbild',
    wort: 'Bühnenbild',
    beschreibung: 'Die großen Bilder oben auf der Startseite und den Startseiten der Bereiche (höchstens fünf werden gezeigt).',
    von: 'sichtbar_ab',
    bis: 'sichtbar_bis',
    felder: [
      { name: 'bereich', label: 'Bereich', typ: 'auswahl', pflicht: true },
      { name: 'titel', label: 'Bildunterschrift', typ: 'text', pflicht: true, max: 200 },
      { name: 'bild', label: 'Bild', typ: 'bild', pflicht: true },
      { name: 'link', label: 'Verweis (Adresse)', typ: 'text', max: 500, muster: LINK_MUSTER },
      { name: 'sortierung', label: 'Reihenfolge', typ: 'zahl', hinweis: 'Kleinere Zahlen zuerst.' },
      { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
      { name: 'sichtbar_bis', label: 'Erscheint bis', typ: 'datumzeit', hinweis: 'Leer: ohne Ende.' },
    ],
  },
  warnhinweis: {
    name: 'warnhinweis',
    titel: 'Warnhinweise',
    einzahl: 'der Warnhinweis',
    wort: 'Warnhinweis',
    beschreibung: 'Ein dringender Hinweis im Kopf jeder Seite (Unwetter, Hochwasser, Ausfall der Wasserversorgung), solange er gültig ist.',
    von: 'gueltig_von',
    bis: 'gueltig_bis',
    felder: [
      { name: 'titel', label: 'Überschrift', typ: 'text', pflicht: true, max: 120 },
      { name: 'text', label: 'Hinweis', typ: 'textarea', pflicht: true, max: 400, hinweis: 'Kurz und klar: was ist, was ist zu tun.' },
      { name: 'link', label: 'Mehr Informationen (Adresse)', typ: 'text', max: 500, muster: LINK_MUSTER },
      { name: 'gueltig_von', label: 'Gültig ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
      { name: 'gueltig_bis', label: 'Gültig bis', typ: 'datumzeit', pflicht: true, hinweis: 'Danach verschwindet der Hinweis von selbst.' },
    ],
  },
};

/** What the desk did with an item (revisions and the audit log). */
export const AKTIONEN = [
  'erstellt',
  'gespeichert',
  'veroeffentlicht',
  'geplant',
  'zurueckgezogen',
  'wiederhergestellt',
  'geloescht',
  'ausgangsstand',
  'eingelesen',
  'rueckgaengig',
] as const;
export type Aktion = (typeof AKTIONEN)[number];

export const AKTION_TITEL: Record<Aktion, string> = {
  erstellt: 'als Entwurf angelegt',
  gespeichert: 'gespeichert',
  veroeffentlicht: 'veröffentlicht',
  geplant: 'zur Veröffentlichung geplant',
  zurueckgezogen: 'zurückgezogen (Entwurf)',
  wiederhergestellt: 'frühere Fassung wiederhergestellt',
  geloescht: 'gelöscht',
  ausgangsstand: 'Stand vor der ersten Bearbeitung',
  eingelesen: 'eingelesen',
  rueckgaengig: 'rückgängig gemacht',
};

/** The address of an item's page on the desk (a page's path is its ref, escaped into one segment). */
export const deskPath = (art: ArtName, ref?: string | null, rest = '') => `/intranet/redaktion/${art}${ref ? `/${encodeURIComponent(ref)}` : ''}${rest}`;
