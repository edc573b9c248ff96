/**
 * Tourism on the editorial desk (ADR 47): accommodation (Unterkünfte) and hiking routes (Wanderwege),
 * with the fields their public pages show, and those pages as preview. Browser-safe: the desk's forms
 * show them, the server checks them, and the adapters (store/redaktion.ts) keep them in the part's tables.
 */
import { deskArt, type Feld } from '../../desk/kind';
import { VON_HINWEIS } from '../../desk/felder';
import { pages } from './routes';
import { SCHWIERIGKEITEN, UNTERKUNFT_ARTEN } from './values';

const SICHTBAR_AB: Feld = { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS };
const TELEFON = { regex: '^[0-9+()/ \\-]*$', meldung: 'Die Telefonnummer besteht aus Ziffern, Leerzeichen und den Zeichen + ( ) / -.' };
const EMAIL = { regex: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$', meldung: 'Bitte geben Sie eine E-Mail-Adresse wie info@gasthof.de an.' };
const PLZ = { regex: '^(\\d{5})?$', meldung: 'Die Postleitzahl hat fünf Ziffern.' };
const WEB = { regex: '^(https?://[^\\s]+)?$', meldung: 'Bitte geben Sie eine Adresse an, die mit https:// beginnt.' };
const KM = { regex: '^\\d{1,3}([,.]\\d{1,2})?$', meldung: 'Die Länge in Kilometern, zum Beispiel 12,5.' };
const GRAD = { regex: '^(-?\\d{1,3}([,.]\\d{1,7})?)?$', meldung: 'Bitte geben Sie die Koordinate in Grad an, zum Beispiel 48,0931.' };

export const unterkuenfteArt = deskArt({
  name: 'unterkuenfte',
  titel: 'Unterkünfte',
  einzahl: 'die Unterkunft',
  wort: 'Unterkunft',
  beschreibung: 'Hotels, Gasthöfe, Pensionen, Ferienwohnungen und Campingplätze im Gastgeberverzeichnis.',
  von: 'sichtbar_ab',
  felder: [
    { name: 'name', label: 'Name', typ: 'text', pflicht: true, max: 200 },
    { name: 'art', label: 'Art der Unterkunft', typ: 'auswahl', pflicht: true, optionen: UNTERKUNFT_ARTEN.map((a) => ({ wert: a, label: a })) },
    {
      name: 'sterne',
      label: 'Sterne',
      typ: 'auswahl',
      optionen: [
        { wert: '', label: 'nicht klassifiziert' },
        ...[1, 2, 3, 4, 5].map((n) => ({ wert: String(n), label: `${n} ${n === 1 ? 'Stern' : 'Sterne'}` })),
      ],
      hinweis: 'DEHOGA- oder DTV-Klassifizierung.',
    },
    { name: 'betten', label: 'Betten', typ: 'zahl', pflicht: true, hinweis: 'Bei einem Campingplatz die Stellplätze.' },
    { name: 'lage', label: 'Lage', typ: 'text', max: 200, hinweis: 'Zum Beispiel der Ortsteil oder „am Waldrand“.' },
    { name: 'strasse', label: 'Straße und Hausnummer', typ: 'text', max: 200 },
    { name: 'plz', label: 'Postleitzahl', typ: 'text', max: 5, muster: PLZ },
    { name: 'ort', label: 'Ort', typ: 'text', max: 100 },
    { name: 'telefon', label: 'Telefon', typ: 'text', pflicht: true, max: 60, muster: TELEFON },
    { name: 'email', label: 'E-Mail', typ: 'text', max: 200, muster: EMAIL },
    { name: 'web', label: 'Internetseite', typ: 'text', max: 500, muster: WEB },
    { name: 'text', label: 'Beschreibung', typ: 'textarea', max: 2000 },
    SICHTBAR_AB,
  ],
  vorschau: { unterkuenfte: pages.unterkuenfte },
});

export const wanderwegeArt = deskArt({
  name: 'wanderwege',
  titel: 'Wanderwege',
  einzahl: 'der Wanderweg',
  wort: 'Wanderweg',
  beschreibung: 'Wander- und Walkingstrecken mit Länge, Höhenmetern, Gehzeit, Schwierigkeit, Start und Beschreibung.',
  von: 'sichtbar_ab',
  felder: [
    { name: 'titel', label: 'Name des Wegs', typ: 'text', pflicht: true, max: 200 },
    { name: 'laenge', label: 'Länge (km)', typ: 'text', pflicht: true, max: 6, muster: KM },
    { name: 'hoehenmeter', label: 'Höhenmeter', typ: 'zahl', pflicht: true },
    { name: 'dauer', label: 'Gehzeit (Minuten)', typ: 'zahl', pflicht: true },
    {
      name: 'schwierigkeit',
      label: 'Schwierigkeit',
      typ: 'auswahl',
      pflicht: true,
      optionen: SCHWIERIGKEITEN.map((s) => ({ wert: s, label: s })),
    },
    { name: 'start', label: 'Startpunkt', typ: 'text', pflicht: true, max: 200, hinweis: 'Zum Beispiel Wanderparkplatz Hochfirst.' },
    { name: 'breite', label: 'Startpunkt: geografische Breite', typ: 'text', max: 12, muster: GRAD, hinweis: 'Für die Karte; leer lassen, wenn unbekannt.' },
    { name: 'laengengrad', label: 'Startpunkt: geografische Länge', typ: 'text', max: 12, muster: GRAD },
    { name: 'text', label: 'Beschreibung', typ: 'html', pflicht: true },
    { name: 'tourenportal', label: 'Tour im Tourenportal (Nummer)', typ: 'text', max: 40, hinweis: 'Leer, wenn die Tour dort nicht steht.' },
    SICHTBAR_AB,
  ],
  vorschau: { wanderweg: pages.wanderweg },
});
