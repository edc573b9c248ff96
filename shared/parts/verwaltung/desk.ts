/**
 * The town hall's kinds on the editorial desk (ADR 43): offices, staff, procedures, life situations and
 * forms, with their fields and their public pages as preview. Browser-safe: the desk's forms show
 * them, the server checks them, and the adapters (store/redaktion.ts) keep them in the part's tables.
 */
import { deskArt, type Feld } from '../../desk/kind';
import { pages } from './routes';
import { STELLEN } from './stellen';

const SICHTBAR_AB: Feld = {
  name: 'sichtbar_ab',
  label: 'Erscheint ab',
  typ: 'datumzeit',
  hinweis:
    'Leer lassen oder ein vergangenes Datum: erscheint sofort beim Veröffentlichen. Ein Datum in der Zukunft: erscheint erst dann (geplant), etwa mit einer neuen Zuständigkeit ab dem Monatsersten.',
};

const TELEFON = { regex: '^[0-9+()/ \\-]*$', meldung: 'Die Telefonnummer besteht aus Ziffern, Leerzeichen und den Zeichen + ( ) / -.' };
const EMAIL = { regex: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$', meldung: 'Bitte geben Sie eine E-Mail-Adresse wie name@musterstadt.de an.' };
const PLZ = { regex: '^(\\d{5})?$', meldung: 'Die Postleitzahl hat fünf Ziffern.' };
const ADRESSE = { regex: '^(https://[^\\s]+)?$', meldung: 'Bitte geben Sie eine Adresse an, die mit https:// beginnt.' };
const KENNUNG = {
  regex: '^[a-z0-9]+(-[a-z0-9]+)*$',
  meldung: 'Die Kennung besteht aus Kleinbuchstaben ohne Umlaute, Ziffern und Bindestrichen, zum Beispiel umzug-und-wohnen.',
};

/** The fields of one of a person's offices: `amt_a_<name>`, `amt_b_<name>`, … (as the table builder's slotField names them). */
function stelle(n: number): Feld[] {
  const p = `amt_${String.fromCharCode(96 + n)}_`;
  const wo = n === 1 ? '' : ` (${n}. Amt)`;
  return [
    {
      name: `${p}amt`,
      label: `Amt oder Fachbereich${wo}`,
      typ: 'auswahl',
      pflicht: n === 1,
      hinweis: n === 1 ? undefined : 'Nur wenn die Person auch in einem weiteren Amt arbeitet.',
    },
    { name: `${p}funktion`, label: `Funktion${wo}`, typ: 'text', max: 200, hinweis: n === 1 ? 'Zum Beispiel Sachbearbeitung Meldewesen.' : undefined },
    { name: `${p}zimmer`, label: `Zimmer${wo}`, typ: 'text', max: 60 },
    { name: `${p}telefon`, label: `Telefon${wo}`, typ: 'text', max: 60, muster: TELEFON },
    { name: `${p}telefax`, label: `Telefax${wo}`, typ: 'text', max: 60, muster: TELEFON },
    { name: `${p}email`, label: `E-Mail${wo}`, typ: 'text', max: 200, muster: EMAIL },
  ];
}

export const aemterArt = deskArt({
  name: 'aemter',
  titel: 'Ämter und Fachbereiche',
  einzahl: 'das Amt',
  wort: 'Amt',
  beschreibung: 'Ämter, Sachgebiete und Ortsverwaltungen mit Aufgaben, Anschrift, Kontakt und Öffnungszeiten.',
  von: 'sichtbar_ab',
  felder: [
    { name: 'titel', label: 'Bezeichnung', typ: 'text', pflicht: true, max: 200 },
    {
      name: 'uebergeordnet',
      label: 'Gehört zu',
      typ: 'auswahl',
      hinweis: 'Leer für ein eigenständiges Amt; sonst das Amt, zu dem dieses Sachgebiet gehört.',
    },
    { name: 'beschreibung', label: 'Beschreibung', typ: 'textarea', max: 2000 },
    { name: 'aufgaben', label: 'Aufgaben', typ: 'textarea', max: 4000, hinweis: 'Eine Aufgabe je Zeile.' },
    { name: 'gebaeude', label: 'Gebäude', typ: 'text', max: 200, hinweis: 'Zum Beispiel Rathaus, 1. Obergeschoss.' },
    { name: 'strasse', label: 'Straße und Hausnummer', typ: 'text', pflicht: true, max: 200 },
    { name: 'plz', label: 'Postleitzahl', typ: 'text', pflicht: true, max: 5, muster: PLZ },
    { name: 'ort', label: 'Ort', typ: 'text', pflicht: true, max: 100 },
    { name: 'telefon', label: 'Telefon', typ: 'text', pflicht: true, max: 60, muster: TELEFON },
    { name: 'telefax', label: 'Telefax', typ: 'text', max: 60, muster: TELEFON },
    { name: 'email', label: 'E-Mail', typ: 'text', pflicht: true, max: 200, muster: EMAIL },
    {
      name: 'oeffnungszeiten',
      label: 'Öffnungszeiten',
      typ: 'textarea',
      max: 2000,
      hinweis: 'Eine Zeile je Tag oder Zeitraum, zum Beispiel Mo–Fr 8–12 Uhr.',
    },
    SICHTBAR_AB,
  ],
  vorschau: { amt: pages.amtDetail },
});

export const mitarbeiterArt = deskArt({
  name: 'mitarbeiter',
  titel: 'Mitarbeiterinnen und Mitarbeiter',
  einzahl: 'die Person',
  wort: 'Person',
  beschreibung: 'Ansprechpersonen der Verwaltung mit ihren Funktionen, Zimmern, Telefonnummern und E-Mail-Adressen je Amt.',
  von: 'sichtbar_ab',
  felder: [
    {
      name: 'anrede',
      label: 'Anrede',
      typ: 'auswahl',
      optionen: [
        { wert: '', label: 'keine Anrede' },
        { wert: 'Frau', label: 'Frau' },
        { wert: 'Herr', label: 'Herr' },
      ],
    },
    { name: 'titel', label: 'Titel', typ: 'text', max: 60, hinweis: 'Zum Beispiel Dr.; leer lassen, wenn keiner.' },
    { name: 'vorname', label: 'Vorname', typ: 'text', pflicht: true, max: 100 },
    { name: 'nachname', label: 'Nachname', typ: 'text', pflicht: true, max: 100 },
    ...Array.from({ length: STELLEN }, (_, i) => stelle(i + 1)).flat(),
    SICHTBAR_AB,
  ],
  vorschau: { mitarbeiter: pages.mitarbeiterDetail },
});

export const verfahrenArt = deskArt({
  name: 'verfahren',
  titel: 'Leistungen (Wegweiser)',
  einzahl: 'die Leistung',
  wort: 'Leistung',
  beschreibung: 'Leistungen und Verfahren von A bis Z mit Text, Gebühren, zuständigem Amt, Ansprechpersonen und Formularen.',
  von: 'sichtbar_ab',
  felder: [
    { name: 'titel', label: 'Bezeichnung', typ: 'text', pflicht: true, max: 200 },
    { name: 'kurztext', label: 'Kurztext', typ: 'textarea', pflicht: true, max: 600, hinweis: 'Erscheint in den Listen und unter der Überschrift.' },
    { name: 'text', label: 'Beschreibung', typ: 'html', pflicht: true },
    { name: 'gebuehren', label: 'Gebühren', typ: 'textarea', max: 2000 },
    { name: 'amt_id', label: 'Zuständiges Amt', typ: 'auswahl', pflicht: true },
    { name: 'mitarbeiter', label: 'Ansprechpersonen', typ: 'mehrfach' },
    { name: 'formulare', label: 'Formulare', typ: 'mehrfach' },
    { name: 'online', label: 'Online-Dienst (Adresse)', typ: 'text', max: 500, muster: ADRESSE },
    { name: 'stichworte', label: 'Stichworte', typ: 'textarea', max: 2000, hinweis: 'Ein Suchbegriff je Zeile, unter dem die Leistung auch gefunden wird.' },
    SICHTBAR_AB,
  ],
  vorschau: { verfahren: pages.verfahrenDetail },
});

export const lebenslagenArt = deskArt({
  name: 'lebenslagen',
  titel: 'Lebenslagen (Wegweiser)',
  einzahl: 'die Lebenslage',
  wort: 'Lebenslage',
  beschreibung: 'Lebenslagen wie Umzug, Geburt oder Bauen, jede mit den Leistungen, die dazu gehören.',
  von: 'sichtbar_ab',
  felder: [
    { name: 'titel', label: 'Bezeichnung', typ: 'text', pflicht: true, max: 200 },
    {
      name: 'url',
      label: 'Kennung in der Adresse',
      typ: 'text',
      pflicht: true,
      max: 80,
      muster: KENNUNG,
      hinweis: 'Die Seite steht unter /rathaus/wegweiser/ und dieser Kennung.',
    },
    { name: 'beschreibung', label: 'Beschreibung', typ: 'textarea', max: 2000 },
    { name: 'verfahren', label: 'Leistungen', typ: 'mehrfach' },
    { name: 'sortierung', label: 'Reihenfolge', typ: 'zahl', hinweis: 'Kleinere Zahlen zuerst.' },
    SICHTBAR_AB,
  ],
  vorschau: { lebenslage: pages.lebenslage },
});

export const formulareArt = deskArt({
  name: 'formulare',
  titel: 'Formulare',
  einzahl: 'das Formular',
  wort: 'Formular',
  beschreibung: 'Formulare und Anträge zum Herunterladen, als PDF, mit zuständigem Amt; ihr Text wird für die Suche gelesen.',
  von: 'sichtbar_ab',
  felder: [
    { name: 'titel', label: 'Bezeichnung', typ: 'text', pflicht: true, max: 200 },
    { name: 'beschreibung', label: 'Beschreibung', typ: 'textarea', max: 2000 },
    { name: 'amt_id', label: 'Zuständiges Amt', typ: 'auswahl', pflicht: true },
    { name: 'pdf', label: 'Formular als PDF', typ: 'pdf', pflicht: true },
    SICHTBAR_AB,
  ],
  vorschau: { formulare: pages.formulare },
});

/** The part's kinds in the desk's order. */
export const verwaltungArten = [aemterArt, mitarbeiterArt, verfahrenArt, lebenslagenArt, formulareArt];
