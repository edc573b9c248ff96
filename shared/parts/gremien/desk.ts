/**
 * The council on the editorial desk (ADR 44): the fields of bodies, persons and memberships. Browser-safe
 * (the desk's forms import it); the part's adapters in store/redaktion.ts read and write them.
 */
import { deskArt } from '../../desk/kind';
import { VON_HINWEIS } from '../../desk/felder';
import { pages } from './routes';
import { GREMIUM_ARTEN, GREMIUM_ART_LABELS, WOHNBEZIRKE } from './values';

const EMAIL_MUSTER = { regex: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$', meldung: 'Bitte geben Sie eine E-Mail-Adresse wie name@musterstadt.de an.' };
const TELEFON_MUSTER = { regex: '^([+0-9][0-9 /()-]{3,40})?$', meldung: 'Bitte geben Sie die Telefonnummer mit Ziffern an, zum Beispiel 07641 123-45.' };
const BEZIRKE = [{ wert: '', label: 'keine Angabe' }, ...WOHNBEZIRKE.map((b) => ({ wert: b, label: b }))];
const DATUM_HINWEIS = 'Leer: unbegrenzt.';

export const gremienArt = deskArt({
  name: 'gremien',
  titel: 'Gremien',
  einzahl: 'das Gremium',
  wort: 'Gremium',
  beschreibung: 'Der Gemeinderat, seine Ausschüsse und Fraktionen und die Ortschaftsräte; sie erscheinen auf den Seiten des Gemeinderats und in OParl.',
  felder: [
    { name: 'name', label: 'Name', typ: 'text', pflicht: true, max: 200, hinweis: 'Zum Beispiel Technischer Ausschuss oder Ortschaftsrat Bombach.' },
    { name: 'kurzname', label: 'Kurzname', typ: 'text', max: 40, hinweis: 'Zum Beispiel TA; leer: keiner.' },
    { name: 'art', label: 'Art', typ: 'auswahl', pflicht: true, optionen: GREMIUM_ARTEN.map((a) => ({ wert: a, label: GREMIUM_ART_LABELS[a].eins })) },
    { name: 'uebergeordnet', label: 'Gehört zu', typ: 'auswahl', hinweis: 'Bei Ausschüssen und Fraktionen: der Gemeinderat.' },
    { name: 'wohnbezirk', label: 'Ortsteil', typ: 'auswahl', optionen: BEZIRKE, hinweis: 'Bei einem Ortschaftsrat: sein Ortsteil.' },
    { name: 'beschreibung', label: 'Beschreibung', typ: 'html', hinweis: 'Aufgaben und Zuständigkeit.' },
    { name: 'email', label: 'E-Mail-Adresse', typ: 'text', max: 200, muster: EMAIL_MUSTER },
    { name: 'beginn', label: 'Gebildet am', typ: 'datum', hinweis: DATUM_HINWEIS },
    { name: 'ende', label: 'Aufgelöst am', typ: 'datum', hinweis: DATUM_HINWEIS },
    { name: 'sortierung', label: 'Reihenfolge', typ: 'zahl', hinweis: 'Innerhalb seiner Art; kleinere Zahlen zuerst.' },
    { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
  ],
  von: 'sichtbar_ab',
  vorschau: { gremium: pages.gremium },
});

export const personenArt = deskArt({
  name: 'personen',
  titel: 'Ratsmitglieder',
  einzahl: 'das Ratsmitglied',
  wort: 'Ratsmitglied',
  beschreibung: 'Die Mitglieder des Gemeinderats und der Ortschaftsräte mit Bild und Kontakt; ihre Sitze stehen unter „Mitgliedschaften“.',
  felder: [
    {
      name: 'anrede',
      label: 'Anrede',
      typ: 'auswahl',
      optionen: [
        { wert: '', label: 'keine' },
        { wert: 'Frau', label: 'Frau' },
        { wert: 'Herr', label: 'Herr' },
      ],
    },
    { name: 'titel', label: 'Akademischer Titel', typ: 'text', max: 40, hinweis: 'Zum Beispiel Dr.' },
    { name: 'vorname', label: 'Vorname', typ: 'text', pflicht: true, max: 100 },
    { name: 'nachname', label: 'Nachname', typ: 'text', pflicht: true, max: 100 },
    { name: 'wohnbezirk', label: 'Wohnbezirk', typ: 'auswahl', optionen: BEZIRKE },
    { name: 'beruf', label: 'Beruf', typ: 'text', max: 200 },
    { name: 'amt', label: 'Amt', typ: 'text', max: 100, hinweis: 'Ein Amt neben den Sitzen, zum Beispiel Bürgermeisterin; leer: keines.' },
    { name: 'bild', label: 'Porträt', typ: 'bild' },
    { name: 'email', label: 'E-Mail-Adresse', typ: 'text', max: 200, muster: EMAIL_MUSTER },
    { name: 'telefon', label: 'Telefon', typ: 'text', max: 40, muster: TELEFON_MUSTER },
    {
      name: 'kontakt_veroeffentlichen',
      label: 'E-Mail und Telefon veröffentlichen',
      typ: 'auswahl',
      pflicht: true,
      optionen: [
        { wert: '0', label: 'nein' },
        { wert: '1', label: 'ja, das Mitglied hat eingewilligt' },
      ],
      hinweis: 'Nur mit der Einwilligung des Mitglieds; sonst stehen sie nirgends auf der Website.',
    },
    { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
  ],
  von: 'sichtbar_ab',
  vorschau: { person: pages.person },
});

export const mitgliedschaftenArt = deskArt({
  name: 'mitgliedschaften',
  titel: 'Mitgliedschaften',
  einzahl: 'die Mitgliedschaft',
  wort: 'Mitgliedschaft',
  beschreibung: 'Wer in welchem Gremium sitzt, mit Funktion (Vorsitz, Stellvertretung) und Zeitraum.',
  felder: [
    { name: 'person', label: 'Person', typ: 'auswahl', pflicht: true },
    { name: 'gremium', label: 'Gremium', typ: 'auswahl', pflicht: true },
    {
      name: 'rolle',
      label: 'Funktion',
      typ: 'text',
      pflicht: true,
      max: 100,
      hinweis: 'Zum Beispiel Mitglied, Vorsitzende, Fraktionsvorsitzender, Ortsvorsteherin.',
    },
    {
      name: 'stimmrecht',
      label: 'Stimmrecht',
      typ: 'auswahl',
      pflicht: true,
      optionen: [
        { wert: '1', label: 'ja' },
        { wert: '0', label: 'nein (beratend)' },
      ],
    },
    { name: 'fuer', label: 'Für die Fraktion', typ: 'auswahl', hinweis: 'Bei Sitzen im Gemeinderat und in Ausschüssen.' },
    { name: 'beginn', label: 'Beginn', typ: 'datum', hinweis: DATUM_HINWEIS },
    { name: 'ende', label: 'Ende', typ: 'datum', hinweis: 'Nach diesem Tag zählt der Sitz als früherer. Leer: unbegrenzt.' },
    { name: 'sortierung', label: 'Reihenfolge im Gremium', typ: 'zahl', hinweis: 'Vorsitz zuerst: kleinere Zahlen zuerst.' },
    { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
  ],
  von: 'sichtbar_ab',
  vorschau: { person: pages.person },
});
