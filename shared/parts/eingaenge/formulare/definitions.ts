/**
 * The citizen forms, one definition per kind of submission (ADR 13): its fields with their rules and
 * German messages, the prefix of its reference numbers, the office it notifies and what the thank-you
 * page says. The one place a kind is registered: the pages render from it, the browser and the server
 * validate with it, the store takes prefixes and labels from it, the inbox and the CSV export name the
 * fields with it. A new kind (the business self-entry, say) is one more entry here.
 *
 * Plain module without zod: it runs in the browser too.
 */
import { FORM_ADDRESSES } from './addresses';
import { normalizePhone, normalizeUrl, phoneMessage, urlMessage, isValidPhone, isValidUrl } from '../../../site/validation';
import { berlinToday } from '../../../format/date';
import { TOWN } from '../../../site/town';
import { DISTRICTS } from '../../../site/districts';
import { pruefeZeiten, zeitenAusFormular, zeitenZeilen } from './oeffnungszeiten';

/**
 * Kinds of fields: one-line text, text, e-mail, phone (spec §5), date, one of a few choices (radio
 * buttons), the office (a list from the CMS), a page of this site or an address, a map position, a web
 * address (spec §5 url rule), a German postcode, several choices (a multiselect of checkboxes, its
 * choices given or from the CMS), opening hours (days and times) and an agreement (one checkbox).
 */
export type FeldTyp =
  | 'text'
  | 'textarea'
  | 'email'
  | 'tel'
  | 'date'
  | 'optionen'
  | 'amt'
  | 'seite'
  | 'position'
  | 'url'
  | 'plz'
  | 'mehrfach'
  | 'zeiten'
  | 'zustimmung';

export interface Option {
  wert: string;
  label: string;
}

/** A choice loaded from the CMS that names the office receiving it (a report category). */
export interface AmtOption extends Option {
  amt?: number | null;
}

export interface FeldDef {
  /** Name of the form field (and key of the stored value). */
  name: string;
  /** Visible label; the `{field}` of the spec §5 messages. */
  label: string;
  typ: FeldTyp;
  pflicht?: boolean;
  /** Message when a required field is empty. */
  pflichtText?: string;
  /** Most characters. */
  max: number;
  /** Help below the label. */
  hinweis?: string;
  /** Choices of an `optionen` field (radio buttons), or of a `mehrfach` field whose choices are fixed. */
  optionen?: readonly Option[];
  /** A `mehrfach` field: most choices (its choices come from `optionen` or, per page, from the CMS), and the message beyond them. */
  hoechstens?: number;
  hoechstensText?: string;
  /** A `zustimmung` field: the text beside its checkbox. */
  ankreuzen?: string;
  /** A field whose choices the server loads from the CMS for each page: which list (the directory's categories, the report categories). */
  auswahl?: 'gewerbe-rubriken' | 'meldekategorien';
  autocomplete?: string;
  /** Shown in the inbox and the e-mail, but not a question of the form (the office's name). */
  intern?: boolean;
  /** The internal field that holds how this field's value reads (the office's name for its id). */
  anzeige?: string;
  /** Never published: only the town sees it (the contact person of a self-entry). */
  privat?: boolean;
  /** A web address field: the `{host}` of the spec's URL message, an example of what it takes. */
  format?: string;
}

export interface FormularDef {
  /** Key of the kind, stored with each submission. */
  art: string;
  /** Reference numbers: '{prefix}-{year}-{number}'. */
  prefix: string;
  /** Title of the page and of the kind in the inbox. */
  titel: string;
  /** The form's address (a trailing slash; the route also answers without). */
  pfad: string;
  /** The thank-you page below it: `${pfad}danke/{ref}`. */
  dank: { titel: string; text: string; danach: readonly string[] };
  felder: readonly FeldDef[];
  /** The form's groups of fields, each with a heading and its fields in order ('fotos' stands for the photos). */
  gruppen: readonly { titel: string; felder: readonly string[] }[];
  /** Text of the send button. */
  senden: string;
  /** Most photos (0: the form takes none). */
  fotos: number;
  /**
   * The picture field when it is not a set of photos (a business's logo): its label, its help and the
   * longest edge the upload is re-encoded to.
   */
  bild?: { label: string; hinweis: string; kante: number };
  /**
   * A kind whose submissions change a standing entry that staff approve (ADR 15) instead of requests
   * handled by status: each submission is a version (a new entry, a change, a removal), the sender
   * keeps a private link to it, and the entry is published only when staff approve.
   */
  freigabe?: {
    /** The fields with the e-mail address the private link goes to and the name of its person (never published). */
    linkEmail: string;
    linkName: string;
    /** The field that names the entry in lists, e-mails and the diff. */
    name: string;
    /** Where the approved entry is published (for the texts: 'im Gewerbeverzeichnis'). */
    wo: string;
  };
  /**
   * The office to notify for these values: an id of the offices' list, resolved to its e-mail; null
   * for none (the town hall's address of the town file). `optionen` are the choices loaded for the
   * page, which may name their office (the report categories, ADR 54).
   */
  amt(werte: Readonly<Record<string, string>>, optionen?: Readonly<Record<string, readonly AmtOption[]>>): number | null;
  /** One line for the inbox list and the e-mail subject. */
  kurz(werte: Readonly<Record<string, string>>): string;
  /** Rules over several fields; field name → message. */
  pruefen?(werte: Readonly<Record<string, string>>): Record<string, string>;
}

/** The contact fields every form offers (optional unless a form says otherwise). */
const kontaktFelder = (pflichtName: boolean): FeldDef[] => [
  {
    name: 'name',
    label: 'Ihr Name',
    typ: 'text',
    max: 100,
    autocomplete: 'name',
    ...(pflichtName ? { pflicht: true, pflichtText: 'Bitte geben Sie Ihren Namen ein.' } : {}),
  },
  { name: 'email', label: 'E-Mail-Adresse', typ: 'email', max: 254, autocomplete: 'email' },
  { name: 'telefon', label: 'Telefonnummer', typ: 'tel', max: 40, autocomplete: 'tel', hinweis: 'Im Format +49 1234 123456-78' },
];

const label = (options: readonly Option[], wert: string | undefined) => options.find((o) => o.wert === wert)?.label ?? wert ?? '';

/**
 * The damage report's categories come from the town's table (ADR 54; desk kind `meldekategorien`). A
 * form rendered before the categories were renamed still sends its old keys: each is taken as the
 * category that replaced it, so nobody's report is refused for that.
 */
export const FRUEHERE_KATEGORIEN: Readonly<Record<string, string>> = {
  strassenbeleuchtung: 'beleuchtung',
  strassenschaden: 'strassen-wege',
  spielplatz: 'spielplaetze',
  baum: 'gruenflaechen',
};
export const kategorieVon = (wert: string) => (Object.hasOwn(FRUEHERE_KATEGORIEN, wert) ? FRUEHERE_KATEGORIEN[wert]! : wert);

export const FEHLER_ARTEN: readonly Option[] = [
  { wert: 'inhalt', label: 'Inhaltlicher Fehler' },
  { wert: 'barriere', label: 'Barriere (etwas ist für mich nicht zugänglich)' },
  { wert: 'link', label: 'Defekter Link' },
  { wert: 'sonstiges', label: 'Sonstiges' },
];

/** The Bürgerbüro: the contact form's office unless the visitor chooses another. */
export const BUERGERBUERO_AMT_ID = 49;
/** The Hauptamt (public relations, accessibility): receives the error and barrier reports. */
const HAUPTAMT_ID = 40;

export const SCHADENSMELDUNG: FormularDef = {
  art: 'schadensmeldung',
  prefix: 'SM',
  titel: 'Schadensmeldung',
  pfad: FORM_ADDRESSES.schadensmeldung.pfad,
  dank: {
    titel: 'Vielen Dank für Ihre Schadensmeldung',
    text: 'Ihre Meldung ist bei uns eingegangen und gespeichert.',
    danach: [
      'Das zuständige Amt erhält Ihre Meldung noch heute und prüft sie in der Regel innerhalb von drei Arbeitstagen.',
      'Einzelne defekte Straßenleuchten werden gesammelt und meist innerhalb von zwei Wochen repariert. Bei Gefahr kümmern wir uns sofort.',
      'Wenn Sie uns eine E-Mail-Adresse oder Telefonnummer genannt haben, melden wir uns bei Rückfragen. Bitte geben Sie dabei Ihre Vorgangsnummer an.',
    ],
  },
  felder: [
    {
      name: 'kategorie',
      label: 'Art des Schadens',
      typ: 'optionen',
      pflicht: true,
      pflichtText: 'Bitte wählen Sie aus, welche Art von Schaden Sie melden.',
      max: 40,
      auswahl: 'meldekategorien',
      anzeige: 'kategorie_name',
    },
    { name: 'kategorie_name', label: 'Kategorie', typ: 'text', max: 200, intern: true },
    {
      name: 'ort',
      label: 'Ort des Schadens',
      typ: 'text',
      pflicht: true,
      pflichtText: 'Bitte geben Sie an, wo sich der Schaden befindet.',
      max: 200,
      hinweis:
        'Straße und Hausnummer, zum Beispiel „Hauptstraße 12, Bombach“, oder eine Beschreibung wie „Spielplatz am Lindenplatz, neben der Rutsche“. Wenn Sie die Stelle auf der Karte markieren, tragen wir die nächste Adresse ein.',
      autocomplete: 'off',
    },
    {
      name: 'position',
      label: 'Stelle auf der Karte',
      typ: 'position',
      max: 40,
      hinweis: 'Klicken Sie in der Karte auf die Stelle des Schadens. Wir zeigen Ihnen danach die nächste Straße zur Kontrolle.',
    },
    {
      name: 'beschreibung',
      label: 'Beschreibung des Schadens',
      typ: 'textarea',
      pflicht: true,
      pflichtText: 'Bitte beschreiben Sie den Schaden.',
      max: 4000,
      hinweis: 'Was ist beschädigt, und besteht eine Gefahr? Bei einer Straßenleuchte hilft uns die Nummer am Mast.',
    },
    {
      name: 'bemerkt',
      label: 'Bemerkt am',
      typ: 'date',
      pflicht: true,
      pflichtText: 'Bitte geben Sie an, wann Ihnen der Schaden aufgefallen ist.',
      max: 10,
    },
    ...kontaktFelder(false),
  ],
  gruppen: [
    { titel: 'Was möchten Sie melden?', felder: ['kategorie', 'beschreibung', 'bemerkt'] },
    { titel: 'Wo ist der Schaden?', felder: ['ort', 'position'] },
    { titel: 'Fotos', felder: ['fotos'] },
    { titel: 'Ihre Kontaktdaten für Rückfragen', felder: ['name', 'email', 'telefon'] },
  ],
  senden: 'Schadensmeldung absenden',
  fotos: FORM_ADDRESSES.schadensmeldung.fotos,
  amt: (w, optionen) => optionen?.kategorie?.find((k) => k.wert === w.kategorie)?.amt ?? null,
  kurz: (w) => `${w.kategorie_name || w.kategorie || ''}: ${w.ort ?? ''}`,
};

export const FEHLERMELDUNG: FormularDef = {
  art: 'fehlermeldung',
  prefix: 'FM',
  titel: 'Fehler oder Barriere melden',
  pfad: FORM_ADDRESSES.fehlermeldung.pfad,
  dank: {
    titel: 'Vielen Dank für Ihren Hinweis',
    text: 'Ihr Hinweis ist bei uns eingegangen und gespeichert.',
    danach: [
      'Die Redaktion im Hauptamt prüft Ihren Hinweis und korrigiert Fehler so schnell wie möglich.',
      'Wenn Sie uns eine E-Mail-Adresse oder Telefonnummer genannt haben, antworten wir Ihnen. Bitte geben Sie bei Rückfragen Ihre Vorgangsnummer an.',
    ],
  },
  felder: [
    {
      name: 'seite',
      label: 'Adresse der Seite',
      typ: 'seite',
      pflicht: true,
      pflichtText: 'Bitte geben Sie an, auf welcher Seite Ihnen der Fehler aufgefallen ist.',
      max: 500,
      hinweis: `Die Adresse aus der Adresszeile Ihres Browsers, zum Beispiel ${TOWN.origin}/rathaus/kontakt/.`,
      autocomplete: 'url',
      format: 'https://www.beispiel.de/rathaus/kontakt/',
    },
    {
      name: 'problem',
      label: 'Art des Problems',
      typ: 'optionen',
      pflicht: true,
      pflichtText: 'Bitte wählen Sie aus, welche Art von Problem Sie melden.',
      max: 40,
      optionen: FEHLER_ARTEN,
    },
    {
      name: 'beschreibung',
      label: 'Beschreibung',
      typ: 'textarea',
      pflicht: true,
      pflichtText: 'Bitte beschreiben Sie, was nicht stimmt oder was Sie nicht nutzen können.',
      max: 4000,
      hinweis: 'Bei einer Barriere: Was wollten Sie tun, und welches Hilfsmittel (zum Beispiel Screenreader oder Vergrößerung) nutzen Sie?',
    },
    ...kontaktFelder(false),
  ],
  gruppen: [
    { titel: 'Wo ist Ihnen etwas aufgefallen?', felder: ['seite', 'problem', 'beschreibung'] },
    { titel: 'Ihre Kontaktdaten für eine Antwort', felder: ['name', 'email', 'telefon'] },
  ],
  senden: 'Hinweis absenden',
  fotos: 0,
  amt: () => HAUPTAMT_ID,
  kurz: (w) => `${label(FEHLER_ARTEN, w.problem)}: ${w.seite ?? ''}`,
};

export const KONTAKT: FormularDef = {
  art: 'kontakt',
  prefix: 'KF',
  titel: 'Kontaktformular',
  pfad: FORM_ADDRESSES.kontakt.pfad,
  dank: {
    titel: 'Vielen Dank für Ihre Nachricht',
    text: 'Ihre Nachricht ist bei uns eingegangen und gespeichert.',
    danach: [
      'Das Amt, an das Sie geschrieben haben, erhält Ihre Nachricht noch heute.',
      'Wir antworten Ihnen in der Regel innerhalb von fünf Arbeitstagen per E-Mail oder Telefon. Bitte geben Sie bei Rückfragen Ihre Vorgangsnummer an.',
    ],
  },
  felder: [
    { name: 'betreff', label: 'Betreff', typ: 'text', pflicht: true, pflichtText: 'Bitte geben Sie einen Betreff ein.', max: 150, autocomplete: 'off' },
    {
      name: 'amt',
      label: 'Zuständiges Amt',
      typ: 'amt',
      pflicht: true,
      pflichtText: 'Bitte wählen Sie aus, an welches Amt Ihre Nachricht gehen soll.',
      max: 9,
      hinweis: 'Wenn Sie unsicher sind, wählen Sie das Bürgerbüro: Es leitet Ihre Nachricht weiter.',
      anzeige: 'amt_name',
    },
    { name: 'amt_name', label: 'Amt', typ: 'text', max: 200, intern: true },
    { name: 'nachricht', label: 'Ihre Nachricht', typ: 'textarea', pflicht: true, pflichtText: 'Bitte schreiben Sie Ihre Nachricht.', max: 5000 },
    ...kontaktFelder(true),
  ],
  gruppen: [
    { titel: 'Ihre Nachricht', felder: ['betreff', 'amt', 'nachricht'] },
    { titel: 'Ihre Kontaktdaten für die Antwort', felder: ['name', 'email', 'telefon'] },
  ],
  senden: 'Nachricht senden',
  fotos: 0,
  amt: (w) => (/^\d{1,9}$/.test(w.amt ?? '') ? Number(w.amt) : BUERGERBUERO_AMT_ID),
  kurz: (w) => w.betreff ?? '',
  pruefen: (w): Record<string, string> =>
    w.email?.trim() || w.telefon?.trim() ? {} : { email: 'Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an, damit wir Ihnen antworten können.' },
};

/** The Wirtschaftsförderung: keeps the business directory, approves self-entries. */
export const WIRTSCHAFTSFOERDERUNG_AMT_ID = 57;

/** Where a business is: the town itself or one of its districts (the directory's 'city'). */
export const GEWERBE_ORTE: readonly Option[] = [
  { wert: TOWN.name, label: `${TOWN.name} (Kernstadt)` },
  ...Object.values(DISTRICTS).map((d) => ({ wert: `${TOWN.name}-${d.name}`, label: `${TOWN.name}-${d.name}` })),
];

export const RUBRIKEN_MAX = 3;
export const RUBRIKEN_MESSAGE = 'Bitte wählen Sie mindestens eine Branche aus.';
export const RUBRIKEN_MAX_MESSAGE = `Bitte wählen Sie höchstens ${RUBRIKEN_MAX} Branchen aus.`;
export const PLZ_MESSAGE = 'Bitte geben Sie eine Postleitzahl mit fünf Ziffern ein, zum Beispiel 79999.';
export const ZUSTIMMUNG_MESSAGE = 'Bitte stimmen Sie der Veröffentlichung zu. Ohne Ihre Zustimmung können wir den Eintrag nicht veröffentlichen.';

/**
 * The business self-entry (issue "Business self-entry", ADR 15): a business enters itself into the
 * directory, keeps its entry current through a private link, and the Wirtschaftsförderung approves
 * each new entry, change and removal. The contact person and the link's e-mail address are never
 * published.
 */
export const GEWERBEEINTRAG: FormularDef = {
  art: 'gewerbeeintrag',
  prefix: 'GE',
  titel: 'Gewerbeeintrag',
  pfad: '/wirtschaft/gewerbeeintrag/',
  dank: {
    titel: 'Vielen Dank für Ihren Eintrag',
    text: 'Ihr Eintrag ist bei uns eingegangen und gespeichert.',
    danach: [
      'Die Wirtschaftsförderung prüft Ihre Angaben, in der Regel innerhalb einer Woche. Erst danach erscheint der Eintrag im Gewerbeverzeichnis.',
      'Über die Freigabe informieren wir Sie per E-Mail an die Adresse der Ansprechperson. Wenn wir etwas nicht freigeben können, schreiben wir Ihnen den Grund.',
      'Mit Ihrem persönlichen Link können Sie den Eintrag jederzeit ändern oder löschen lassen. Wir haben ihn auch per E-Mail geschickt. Bitte bewahren Sie ihn gut auf und geben Sie ihn nicht weiter.',
    ],
  },
  felder: [
    {
      name: 'name',
      label: 'Name des Betriebs',
      typ: 'text',
      pflicht: true,
      pflichtText: 'Bitte geben Sie den Namen Ihres Betriebs ein.',
      max: 120,
      autocomplete: 'organization',
    },
    {
      name: 'rubriken',
      label: 'Branche',
      typ: 'mehrfach',
      pflicht: true,
      pflichtText: RUBRIKEN_MESSAGE,
      max: 400,
      hoechstens: RUBRIKEN_MAX,
      hoechstensText: RUBRIKEN_MAX_MESSAGE,
      auswahl: 'gewerbe-rubriken',
      hinweis: `Eine bis ${RUBRIKEN_MAX} Branchen. Unter der ersten gewählten steht Ihr Eintrag, unter den anderen wird er ebenfalls aufgeführt.`,
      anzeige: 'rubriken_namen',
    },
    { name: 'rubriken_namen', label: 'Branchen', typ: 'text', max: 400, intern: true },
    {
      name: 'spezialisierung',
      label: 'Spezialisierung',
      typ: 'text',
      pflicht: true,
      pflichtText: 'Bitte beschreiben Sie in wenigen Worten, worauf Ihr Betrieb spezialisiert ist.',
      max: 120,
      hinweis: 'In wenigen Worten, zum Beispiel „Treppen, Einbaumöbel und Innenausbau“.',
      autocomplete: 'off',
    },
    {
      name: 'beschreibung',
      label: 'Kurze Beschreibung',
      typ: 'textarea',
      pflicht: true,
      pflichtText: 'Bitte beschreiben Sie Ihren Betrieb in zwei bis vier Sätzen.',
      max: 600,
      hinweis: 'Zwei bis vier Sätze: was Sie anbieten und was Ihren Betrieb ausmacht. Höchstens 600 Zeichen, ohne Werbeslogans in Großbuchstaben.',
    },
    {
      name: 'strasse',
      label: 'Straße und Hausnummer',
      typ: 'text',
      pflicht: true,
      pflichtText: 'Bitte geben Sie Straße und Hausnummer an.',
      max: 120,
      autocomplete: 'address-line1',
    },
    { name: 'plz', label: 'Postleitzahl', typ: 'plz', pflicht: true, pflichtText: 'Bitte geben Sie die Postleitzahl an.', max: 5, autocomplete: 'postal-code' },
    {
      name: 'ort',
      label: 'Ort oder Stadtteil',
      typ: 'optionen',
      pflicht: true,
      pflichtText: 'Bitte wählen Sie aus, in welchem Ort oder Stadtteil Ihr Betrieb liegt.',
      max: 60,
      optionen: GEWERBE_ORTE,
    },
    {
      name: 'telefon',
      label: 'Telefon',
      typ: 'tel',
      pflicht: true,
      pflichtText: 'Bitte geben Sie eine Telefonnummer an, unter der Kundinnen und Kunden Sie erreichen.',
      max: 40,
      autocomplete: 'tel',
      hinweis: 'Im Format +49 1234 123456-78',
    },
    { name: 'fax', label: 'Fax', typ: 'tel', max: 40, autocomplete: 'fax tel', hinweis: 'Im Format +49 1234 123456-78' },
    { name: 'email', label: 'E-Mail-Adresse des Betriebs', typ: 'email', max: 254, autocomplete: 'email', hinweis: 'Wird im Verzeichnis gezeigt.' },
    {
      name: 'web',
      label: 'Internetseite',
      typ: 'url',
      max: 300,
      autocomplete: 'url',
      hinweis: 'Zum Beispiel www.ihr-betrieb.de',
      format: 'https://www.ihr-betrieb.de',
    },
    {
      name: 'oeffnungszeiten',
      label: 'Öffnungszeiten',
      typ: 'zeiten',
      max: 1000,
      hinweis: 'Bis zu zwei Zeiten je Tag, zum Beispiel 08:00 bis 12:00 und 14:00 bis 18:00. Tage ohne Zeiten gelten als geschlossen.',
    },
    {
      name: 'zeiten_hinweis',
      label: 'Hinweis zu den Öffnungszeiten',
      typ: 'text',
      max: 120,
      hinweis: 'Zum Beispiel „Termine nach Vereinbarung“ oder „Betriebsferien im August“.',
      autocomplete: 'off',
    },
    {
      name: 'kontakt_name',
      label: 'Name der Ansprechperson',
      typ: 'text',
      pflicht: true,
      pflichtText: 'Bitte nennen Sie uns eine Ansprechperson für Rückfragen.',
      max: 100,
      autocomplete: 'name',
      privat: true,
    },
    {
      name: 'kontakt_email',
      label: 'E-Mail-Adresse der Ansprechperson',
      typ: 'email',
      pflicht: true,
      pflichtText: 'Bitte geben Sie die E-Mail-Adresse der Ansprechperson an. An sie schicken wir den persönlichen Link zu Ihrem Eintrag.',
      max: 254,
      autocomplete: 'email',
      hinweis: 'An diese Adresse schicken wir den persönlichen Link zu Ihrem Eintrag.',
      privat: true,
    },
    {
      name: 'kontakt_telefon',
      label: 'Telefon der Ansprechperson',
      typ: 'tel',
      max: 40,
      autocomplete: 'tel',
      hinweis: 'Im Format +49 1234 123456-78',
      privat: true,
    },
    {
      name: 'zustimmung',
      label: 'Zustimmung zur Veröffentlichung',
      typ: 'zustimmung',
      pflicht: true,
      pflichtText: ZUSTIMMUNG_MESSAGE,
      max: 2,
      ankreuzen:
        'Ich bin berechtigt, diesen Betrieb einzutragen, und bin einverstanden, dass die Angaben zum Betrieb (nicht die zur Ansprechperson) nach der Prüfung im Gewerbeverzeichnis der Stadt veröffentlicht werden.',
      privat: true,
    },
  ],
  gruppen: [
    { titel: 'Ihr Betrieb', felder: ['name', 'rubriken', 'spezialisierung', 'beschreibung', 'fotos'] },
    { titel: 'Anschrift und Kontakt', felder: ['strasse', 'plz', 'ort', 'telefon', 'fax', 'email', 'web'] },
    { titel: 'Öffnungszeiten', felder: ['oeffnungszeiten', 'zeiten_hinweis'] },
    { titel: 'Ansprechperson für die Stadt (wird nicht veröffentlicht)', felder: ['kontakt_name', 'kontakt_email', 'kontakt_telefon'] },
    { titel: 'Veröffentlichung', felder: ['zustimmung'] },
  ],
  senden: 'Eintrag zur Prüfung senden',
  fotos: 1,
  bild: {
    label: 'Logo',
    hinweis: 'Ein Bild im Format JPEG, PNG oder WebP, höchstens 10 MB. Wir verkleinern es auf höchstens 600 Bildpunkte und entfernen eingebettete Angaben.',
    kante: 600,
  },
  freigabe: { linkEmail: 'kontakt_email', linkName: 'kontakt_name', name: 'name', wo: 'im Gewerbeverzeichnis' },
  amt: () => WIRTSCHAFTSFOERDERUNG_AMT_ID,
  kurz: (w) => w.name ?? '',
};

/** Every kind, by its key: the one registry of forms. */
export const FORMULARE: Readonly<Record<string, FormularDef>> = Object.fromEntries(
  [SCHADENSMELDUNG, FEHLERMELDUNG, KONTAKT, GEWERBEEINTRAG].map((d) => [d.art, d]),
);

export function formularFor(art: string): FormularDef | undefined {
  return Object.hasOwn(FORMULARE, art) ? FORMULARE[art] : undefined;
}

/** The values of a `mehrfach` field ('handwerk,bau' → ['handwerk', 'bau']). */
export const mehrfachWerte = (wert: string | undefined): string[] =>
  (wert ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** The label of a stored value as the form showed it (a choice's text instead of its key). */
export function wertText(feld: FeldDef, wert: string): string {
  if (feld.typ === 'optionen') return label(feld.optionen ?? [], wert);
  if (feld.typ === 'mehrfach')
    return mehrfachWerte(wert)
      .map((v) => label(feld.optionen ?? [], v))
      .join(', ');
  if (feld.typ === 'zeiten') return zeitenZeilen(wert).join('\n');
  if (feld.typ === 'zustimmung') return wert === 'ja' ? 'erteilt' : 'nicht erteilt';
  if (feld.typ === 'date') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(wert);
    return m ? `${m[3]}.${m[2]}.${m[1]}` : wert;
  }
  if (feld.typ === 'position') return wert.replace(',', ', ');
  return wert;
}

/** Latitude and longitude of a position value ('48.12130,7.85120'), or null. */
export function parsePosition(value: string): { lat: number; lon: number } | null {
  const m = /^(-?\d{1,2}(?:\.\d{1,7})?),(-?\d{1,3}(?:\.\d{1,7})?)$/.exec(value.trim());
  if (!m) return null;
  const lat = Number(m[1]);
  const lon = Number(m[2]);
  return Math.abs(lat) <= 85 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

/** The shown value of a stored field: the internal field that names it (an office's name), else its own text. */
export function angezeigt(feld: FeldDef, felder: Readonly<Record<string, string>>): string {
  const v = (feld.anzeige ? felder[feld.anzeige] : undefined) || felder[feld.name] || '';
  return v ? (feld.anzeige && felder[feld.anzeige] ? v : wertText(feld, v)) : '';
}

/**
 * The value of one field from a posted form: the checked choices of a multiselect joined by commas,
 * the opening hours from their inputs, 'ja' for a ticked agreement, else the text (the first of a
 * repeated field, which the rules then refuse).
 */
export function feldWert(feld: FeldDef, fields: Readonly<Record<string, string | string[]>>): string {
  const v = fields[feld.name];
  switch (feld.typ) {
    case 'mehrfach':
      return [
        ...new Set(
          ([] as string[])
            .concat(v ?? [])
            .map((x) => x.trim().slice(0, 80))
            .filter(Boolean),
        ),
      ]
        .slice(0, 50)
        .join(',');
    case 'zeiten':
      return zeitenAusFormular(feld.name, fields);
    case 'zustimmung':
      return ([] as string[]).concat(v ?? []).includes('ja') ? 'ja' : '';
    default:
      return typeof v === 'string' ? v : (v?.[0] ?? '');
  }
}

/** Whether a field arrives as several values by its nature (a multiselect), so a repeat is no error. */
export const mehrereWerte = (feld: FeldDef) => feld.typ === 'mehrfach' || feld.typ === 'zustimmung';

/** The value of a position field: six decimals (about ten centimetres, finer than a pixel of the closest map). */
export const positionWert = (lat: number, lon: number) => `${lat.toFixed(6)},${lon.toFixed(6)}`;

// ---------------------------------------------------------------------------------------------
// Rules (spec §5 and the form's own): the same in the browser and on the server.

/** The `{host}` of the URL message for a field without its own example. */
export const URL_FORMAT = 'https://www.beispiel.de';
export const EMAIL_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.';
export const DATE_FORMAT_MESSAGE = 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.';
export const DATE_FUTURE_MESSAGE = 'Das Datum darf nicht in der Zukunft liegen.';
export const OPTION_MESSAGE = 'Bitte wählen Sie eine der angebotenen Möglichkeiten.';
export const POSITION_MESSAGE = 'Die Position auf der Karte ist ungültig. Bitte markieren Sie die Stelle erneut oder entfernen Sie die Markierung.';
export const maxMessage = (feld: FeldDef) => `${feld.label} darf höchstens ${feld.max.toLocaleString('de-DE')} Zeichen lang sein.`;
export const controlMessage = (feld: FeldDef) => `${feld.label} enthält Zeichen, die wir nicht annehmen können (zum Beispiel Steuerzeichen).`;

/** A practical e-mail address: something@host.tld, no blanks, at most one @. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
/**
 * Characters no visitor types: C0 controls except tab and line breaks, DEL, C1 controls, the
 * replacement character (what invalid UTF-8 turns into), noncharacters and lone surrogates.
 */
const FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** 'YYYY-MM-DD' of a date as typed ('2026-11-24' from a date field, '24.11.2026' typed), or null. */
export function parseDatum(value: string): string | null {
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const de = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (de) [y, m, d] = [Number(de[3]), Number(de[2]), Number(de[1])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A page of this site ('/rathaus/kontakt/') or an http(s) address. */
export function isSeite(value: string): boolean {
  return (/^\/(?![/\\])/.test(value) && !/\s/.test(value)) || isValidUrl(value);
}

/**
 * A value as the form keeps it: a phone number in the spec's format ('07641 55555' is
 * '+49 7641 55555'), a web address with its scheme ('www.brezelglueck.example' is
 * 'https://www.brezelglueck.example'). The rules judge this value, the store keeps it and the form
 * shows it back, so the person sees what was taken.
 */
export function normalisiere(feld: FeldDef, value: string): string {
  if (feld.typ === 'tel') return normalizePhone(value);
  if (feld.typ === 'url' || feld.typ === 'seite') return normalizeUrl(value);
  return value;
}

export interface PruefKontext {
  /** Today in Europe/Berlin, 'YYYY-MM-DD' (the server's and the browser's clock may differ slightly). */
  heute?: string;
  /** Ids of the offices a visitor may choose; null when the list could not be loaded (any id passes). */
  aemter?: readonly number[] | null;
  /** The choices of `mehrfach` fields whose choices come from the CMS (the directory's categories), by field name. */
  optionen?: Readonly<Record<string, readonly string[] | null>>;
}

/** The message of one field, or null when its value follows the rules. */
export function pruefeFeld(feld: FeldDef, typed: string, ctx: PruefKontext): string | null {
  if (feld.intern) return null;
  const value = normalisiere(feld, typed);
  const v = value.trim();
  if (!v) return feld.pflicht ? (feld.pflichtText ?? `Bitte füllen Sie das Feld „${feld.label}“ aus.`) : null;
  if (feld.typ === 'zustimmung') return v === 'ja' ? null : (feld.pflichtText ?? OPTION_MESSAGE);
  if (FORBIDDEN.test(value) || (feld.typ !== 'textarea' && /[\t\r\n]/.test(value))) return controlMessage(feld);
  if ([...v].length > feld.max) return maxMessage(feld);
  switch (feld.typ) {
    case 'email':
      return EMAIL.test(v) ? null : EMAIL_MESSAGE;
    case 'tel':
      return isValidPhone(v) ? null : phoneMessage(feld.label);
    case 'seite':
      return isSeite(v) ? null : urlMessage(feld.label, feld.format ?? URL_FORMAT);
    case 'date': {
      const d = parseDatum(v);
      if (!d) return DATE_FORMAT_MESSAGE;
      return d > (ctx.heute ?? berlinToday()) ? DATE_FUTURE_MESSAGE : null;
    }
    case 'optionen': {
      // Fixed choices are matched as they are (the business form's places are names such as
      // 'Musterstadt-Bombach'); choices loaded for the page are keys, and when they could not be
      // loaded (null) any well-formed key passes.
      if (feld.optionen) return feld.optionen.some((o) => o.wert === v) ? null : OPTION_MESSAGE;
      const known = ctx.optionen?.[feld.name];
      if (!/^[a-z0-9-]{1,80}$/.test(v)) return OPTION_MESSAGE;
      return !known || known.includes(v) ? null : OPTION_MESSAGE;
    }
    case 'position':
      return parsePosition(v) ? null : POSITION_MESSAGE;
    case 'amt':
      if (!/^\d{1,9}$/.test(v)) return OPTION_MESSAGE;
      return !ctx.aemter || ctx.aemter.includes(Number(v)) ? null : OPTION_MESSAGE;
    case 'url':
      return isValidUrl(v) ? null : urlMessage(feld.label, feld.format ?? URL_FORMAT);
    case 'plz':
      return /^\d{5}$/.test(v) ? null : PLZ_MESSAGE;
    case 'mehrfach': {
      const chosen = mehrfachWerte(v);
      if (!chosen.length) return feld.pflicht ? (feld.pflichtText ?? OPTION_MESSAGE) : null;
      const known = feld.optionen ? feld.optionen.map((o) => o.wert) : ctx.optionen?.[feld.name];
      if (chosen.some((c) => !/^[a-z0-9-]{1,80}$/.test(c) || (known && !known.includes(c)))) return OPTION_MESSAGE;
      return feld.hoechstens && chosen.length > feld.hoechstens ? (feld.hoechstensText ?? `Bitte wählen Sie höchstens ${feld.hoechstens} Einträge aus.`) : null;
    }
    case 'zeiten':
      return pruefeZeiten(v)?.message ?? null;
    default:
      return null;
  }
}

/** Every rule of a form; an empty object means valid. */
export function pruefeFormular(def: FormularDef, werte: Readonly<Record<string, string>>, ctx: PruefKontext): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const feld of def.felder) {
    const m = pruefeFeld(feld, werte[feld.name] ?? '', ctx);
    if (m) errors[feld.name] = m;
  }
  for (const [name, m] of Object.entries(def.pruefen?.(werte) ?? {})) if (!errors[name]) errors[name] = m;
  return errors;
}

/** The fields a visitor fills in, in the form's order (the internal ones left out). */
export function sichtbareFelder(def: FormularDef): FeldDef[] {
  return def.felder.filter((f) => !f.intern);
}

/** Photo choices of the browser checked before sending (the server checks the bytes again). */
export const FOTO_TYP_MESSAGE = (name: string) => `Die Datei „${name}“ ist kein Foto im Format JPEG, PNG oder WebP. Bitte wählen Sie ein solches Foto.`;
export const FOTO_GROSS_MESSAGE = (name: string) => `Die Datei „${name}“ ist größer als 10 MB. Bitte wählen Sie ein kleineres Foto.`;
export const FOTO_ANZAHL_MESSAGE = (max: number) => `Sie können höchstens ${max} Fotos anhängen.`;

/**
 * A field people never see (hidden by the stylesheet): bots fill it in. A form with it filled is not
 * stored but comes back with every value and asks for one more click (ADR 28).
 */
export const HONEYPOT_FIELD = 'homepage';
/**
 * Limits of accepted submissions (ADR 28); refused ones never count. Per network (an IPv4 /24, an IPv6
 * /64: the town hall, a library, a school, a carrier's shared address) generous enough for a storm;
 * per e-mail address stricter. Each form token stores at most one submission.
 */
export const SUBMISSIONS_PER_NETWORK = 60;
export const SUBMISSIONS_PER_EMAIL = 20;
export const SUBMISSION_WINDOW_MS = 60 * 60_000;
/** Photos checked and re-encoded per network in the window (refused forms keep theirs, so this bounds the work, not a person). */
export const PHOTOS_PER_NETWORK = 300;
