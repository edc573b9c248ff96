/**
 * Construction sites and plots on the editorial desk (ADR 46): a site with its address, district,
 * description, detour, parking notes, contact office, picture and phases; a plot with its kind,
 * location, size, price and marketing state. Browser-safe: the desk's forms show them, the server
 * checks them, and the adapters (store/redaktion.ts) keep them in the part's tables.
 */
import { deskArt, type Feld } from '../../desk/kind';
import { VON_HINWEIS } from '../../desk/felder';
import { pages } from './routes';
import { ORTSTEILE, PHASEN } from './values';

const SICHTBAR_AB: Feld = { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS };

/** The fields of one phase: `phase_a_<name>`, `phase_b_<name>`, … (as the table builder's slotField names them). */
function phase(n: number): Feld[] {
  const p = `phase_${String.fromCharCode(96 + n)}_`;
  return [
    {
      name: `${p}titel`,
      label: `Bauphase ${n}`,
      typ: 'text',
      max: 200,
      pflicht: n === 1,
      hinweis: n === 1 ? 'Was in dieser Phase gebaut wird, zum Beispiel Kanal- und Leitungsbau.' : 'Leer lassen, wenn es keine weitere Phase gibt.',
    },
    { name: `${p}von`, label: `Beginn der Bauphase ${n}`, typ: 'datum' },
    { name: `${p}bis`, label: `Ende der Bauphase ${n} (geplant)`, typ: 'datum' },
  ];
}

export const baustellenArt = deskArt({
  name: 'baustellen',
  titel: 'Baustellen',
  einzahl: 'die Baustelle',
  wort: 'Baustelle',
  beschreibung: 'Baustellen im Stadtgebiet mit Bauphasen, Straßensperrungen und Umleitungen, Hinweisen zum Parken und dem zuständigen Amt.',
  von: 'sichtbar_ab',
  felder: [
    { name: 'titel', label: 'Bezeichnung', typ: 'text', pflicht: true, max: 200 },
    {
      name: 'strasse',
      label: 'Ort der Baustelle',
      typ: 'text',
      pflicht: true,
      max: 200,
      hinweis: 'Straße und Abschnitt, zum Beispiel Hauptstraße zwischen Kirchplatz und Schulstraße.',
    },
    { name: 'ortsteil', label: 'Ortsteil', typ: 'auswahl', pflicht: true, optionen: ORTSTEILE.map((o) => ({ wert: o, label: o })) },
    { name: 'beschreibung', label: 'Beschreibung', typ: 'html', pflicht: true },
    {
      name: 'umleitung',
      label: 'Sperrungen und Umleitungen',
      typ: 'html',
      hinweis: 'Welche Straßen gesperrt sind und wie der Verkehr umgeleitet wird. Leer, wenn nichts gesperrt ist.',
    },
    { name: 'parken', label: 'Hinweise zum Parken', typ: 'html', hinweis: 'Wo Parkplätze wegfallen und wo man stattdessen parken kann.' },
    { name: 'kontakt_amt', label: 'Zuständiges Amt', typ: 'auswahl' },
    { name: 'bild', label: 'Bild', typ: 'bild' },
    ...Array.from({ length: PHASEN }, (_, i) => phase(i + 1)).flat(),
    SICHTBAR_AB,
  ],
  vorschau: { baustelle: pages.detail },
});

const PREIS = { regex: '^(\\d{1,6}(,\\d{1,2})?)?$', meldung: 'Bitte geben Sie den Preis in Euro an, zum Beispiel 185 oder 185,50.' };

export const flaechenArt = deskArt({
  name: 'flaechen',
  titel: 'Bauplätze und Gewerbeflächen',
  einzahl: 'die Fläche',
  wort: 'Fläche',
  beschreibung: 'Bauplätze für Wohnhäuser und Gewerbeflächen der Stadt mit Lage, Größe, Preis und Stand der Vergabe.',
  von: 'sichtbar_ab',
  felder: [
    {
      name: 'art',
      label: 'Art der Fläche',
      typ: 'auswahl',
      pflicht: true,
      optionen: [
        { wert: 'wohnen', label: 'Bauplatz (Wohnbaufläche)' },
        { wert: 'gewerbe', label: 'Gewerbefläche' },
      ],
    },
    { name: 'titel', label: 'Bezeichnung', typ: 'text', pflicht: true, max: 200 },
    { name: 'lage', label: 'Lage', typ: 'text', pflicht: true, max: 300 },
    { name: 'groesse_qm', label: 'Größe in Quadratmetern', typ: 'zahl', pflicht: true },
    { name: 'preis_qm', label: 'Preis je Quadratmeter in Euro', typ: 'text', max: 9, muster: PREIS, hinweis: 'Erschlossen. Leer lassen: Preis auf Anfrage.' },
    {
      name: 'vergabe',
      label: 'Stand der Vergabe',
      typ: 'auswahl',
      pflicht: true,
      optionen: [
        { wert: 'verfuegbar', label: 'verfügbar' },
        { wert: 'reserviert', label: 'reserviert' },
        { wert: 'verkauft', label: 'verkauft' },
      ],
    },
    { name: 'text', label: 'Beschreibung', typ: 'html' },
    SICHTBAR_AB,
  ],
  vorschau: { flaeche: pages.flaecheDetail },
});
