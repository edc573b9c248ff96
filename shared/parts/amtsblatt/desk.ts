import { deskArt } from '../../desk/kind';
import { VON_HINWEIS } from '../../desk/felder';
import { amtsblatt } from './routes';

/** The gazette's issues on the editorial desk (its adapter: store/redaktion.ts). */
export const amtsblattArt = deskArt({
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
  vorschau: { amtsblatt },
});
