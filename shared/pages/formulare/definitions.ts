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
import { phoneMessage, urlMessage, isValidPhone, isValidUrl } from '../../site/validation';
import { berlinToday } from '../../format/date';

export type FeldTyp = 'text' | 'textarea' | 'email' | 'tel' | 'date' | 'optionen' | 'amt' | 'seite' | 'position';

export interface Option {
  wert: string;
  label: string;
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
  /** Choices of an `optionen` field (radio buttons). */
  optionen?: readonly Option[];
  autocomplete?: string;
  /** Shown in the inbox and the e-mail, but not a question of the form (the office's name). */
  intern?: boolean;
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
  /** The form's sections, each with a heading and its fields in order ('fotos' stands for the photos). */
  gruppen: readonly { titel: string; felder: readonly string[] }[];
  /** Text of the send button. */
  senden: string;
  /** Most photos (0: the form takes none). */
  fotos: number;
  /** The office to notify for these values: an id of the offices' list, resolved to its e-mail. */
  amt(werte: Readonly<Record<string, string>>): number;
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

export const SCHADEN_KATEGORIEN: readonly (Option & { amt: number })[] = [
  { wert: 'strassenbeleuchtung', label: 'Straßenbeleuchtung', amt: 51 },
  { wert: 'strassenschaden', label: 'Straßen- oder Gehwegschaden', amt: 51 },
  { wert: 'muell', label: 'Illegale Müllablagerung', amt: 43 },
  { wert: 'spielplatz', label: 'Spielplatz', amt: 52 },
  { wert: 'baum', label: 'Baum oder Grünfläche', amt: 52 },
  { wert: 'sonstiges', label: 'Sonstiges', amt: 52 },
];

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
      optionen: SCHADEN_KATEGORIEN,
    },
    {
      name: 'ort',
      label: 'Ort des Schadens',
      typ: 'text',
      pflicht: true,
      pflichtText: 'Bitte geben Sie an, wo sich der Schaden befindet.',
      max: 200,
      hinweis: 'Straße und Hausnummer oder eine Beschreibung, zum Beispiel „Spielplatz am Lindenplatz, neben der Rutsche“.',
      autocomplete: 'off',
    },
    {
      name: 'position',
      label: 'Position auf der Karte',
      typ: 'position',
      max: 40,
      hinweis: 'Freiwillig: Markieren Sie die Stelle auf der Karte. Die Karte von OpenStreetMap wird erst geladen, wenn Sie es möchten.',
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
  amt: (w) => SCHADEN_KATEGORIEN.find((k) => k.wert === w.kategorie)?.amt ?? 52,
  kurz: (w) => `${label(SCHADEN_KATEGORIEN, w.kategorie)}: ${w.ort ?? ''}`,
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
      hinweis: 'Die Adresse aus der Adresszeile Ihres Browsers, zum Beispiel https://www.musterstadt.de/rathaus/kontakt/.',
      autocomplete: 'url',
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
      hinweis: 'Wenn Sie unsicher sind, lassen Sie das Bürgerbüro ausgewählt: Es leitet Ihre Nachricht weiter.',
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

/** Every kind, by its key: the one registry of forms. */
export const FORMULARE: Readonly<Record<string, FormularDef>> = Object.fromEntries(
  [SCHADENSMELDUNG, FEHLERMELDUNG, KONTAKT].map((d) => [d.art, d]),
);

export function formularFor(art: string): FormularDef | undefined {
  return Object.prototype.hasOwnProperty.call(FORMULARE, art) ? FORMULARE[art] : undefined;
}

/** The label of a stored value as the form showed it (a choice's text instead of its key). */
export function wertText(feld: FeldDef, wert: string): string {
  if (feld.typ === 'optionen') return label(feld.optionen ?? [], wert);
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

/** The value of a position field: five decimals (about a metre). */
export const positionWert = (lat: number, lon: number) => `${lat.toFixed(5)},${lon.toFixed(5)}`;

// ---------------------------------------------------------------------------------------------
// Rules (spec §5 and the form's own): the same in the browser and on the server.

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
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

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

export interface PruefKontext {
  /** Today in Europe/Berlin, 'YYYY-MM-DD' (the server's and the browser's clock may differ slightly). */
  heute?: string;
  /** The site's origin, for the URL message's format ('https://www.musterstadt.de'). */
  origin: string;
  /** Ids of the offices a visitor may choose; null when the list could not be loaded (any id passes). */
  aemter?: readonly number[] | null;
}

/** The message of one field, or null when its value follows the rules. */
export function pruefeFeld(feld: FeldDef, value: string, ctx: PruefKontext): string | null {
  if (feld.intern) return null;
  const v = value.trim();
  if (!v) return feld.pflicht ? (feld.pflichtText ?? `Bitte füllen Sie das Feld „${feld.label}“ aus.`) : null;
  if (FORBIDDEN.test(value) || (feld.typ !== 'textarea' && /[\t\r\n]/.test(value))) return controlMessage(feld);
  if ([...v].length > feld.max) return maxMessage(feld);
  switch (feld.typ) {
    case 'email':
      return EMAIL.test(v) ? null : EMAIL_MESSAGE;
    case 'tel':
      return isValidPhone(v) ? null : phoneMessage(feld.label);
    case 'seite':
      return isSeite(v) ? null : urlMessage(feld.label, ctx.origin);
    case 'date': {
      const d = parseDatum(v);
      if (!d) return DATE_FORMAT_MESSAGE;
      return d > (ctx.heute ?? berlinToday()) ? DATE_FUTURE_MESSAGE : null;
    }
    case 'optionen':
      return (feld.optionen ?? []).some((o) => o.wert === v) ? null : OPTION_MESSAGE;
    case 'position':
      return parsePosition(v) ? null : POSITION_MESSAGE;
    case 'amt':
      if (!/^\d{1,9}$/.test(v)) return OPTION_MESSAGE;
      return !ctx.aemter || ctx.aemter.includes(Number(v)) ? null : OPTION_MESSAGE;
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
export const FOTO_TYP_MESSAGE = (name: string) =>
  `Die Datei „${name}“ ist kein Foto im Format JPEG, PNG oder WebP. Bitte wählen Sie ein solches Foto.`;
export const FOTO_GROSS_MESSAGE = (name: string) => `Die Datei „${name}“ ist größer als 10 MB. Bitte wählen Sie ein kleineres Foto.`;
export const FOTO_ANZAHL_MESSAGE = (max: number) => `Sie können höchstens ${max} Fotos anhängen.`;

/** A field people never see (hidden by the stylesheet): bots fill it in, and their post is dropped quietly. */
export const HONEYPOT_FIELD = 'homepage';
/** Seconds a person needs at least to fill in a form; faster posts are dropped quietly (spam). */
export const MIN_FILL_SECONDS = 3;
/** Submissions from one address (a network) in the window below. */
export const SUBMISSIONS_PER_ADDRESS = 10;
export const SUBMISSION_WINDOW_MS = 10 * 60_000;
