import { deskArt, type Feld } from '../../desk/kind';
import { VON_HINWEIS } from '../../desk/felder';
import { archiv } from './routes';

/** The archive's three kinds on the editorial desk, alike but for their words (their adapters: store/redaktion.ts). */
const felder = (wort: string): Feld[] => [
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

export const bekanntmachungenArt = deskArt({
  name: 'bekanntmachungen',
  titel: 'Bekanntmachungen',
  einzahl: 'die Bekanntmachung',
  wort: 'Bekanntmachung',
  beschreibung: 'Öffentliche Bekanntmachungen mit Gültigkeit und Dokumenten.',
  von: 'gueltig_von',
  bis: 'gueltig_bis',
  dokumente: true,
  felder: felder('Bekanntmachung'),
  vorschau: { archiv },
});

export const ausschreibungenArt = deskArt({
  name: 'ausschreibungen',
  titel: 'Ausschreibungen',
  einzahl: 'die Ausschreibung',
  wort: 'Ausschreibung',
  beschreibung: 'Ausschreibungen und Stellenangebote mit Frist und Unterlagen.',
  von: 'gueltig_von',
  bis: 'gueltig_bis',
  dokumente: true,
  felder: felder('Ausschreibung'),
  vorschau: { archiv },
});

export const satzungenArt = deskArt({
  name: 'satzungen',
  titel: 'Satzungen',
  einzahl: 'die Satzung',
  wort: 'Satzung',
  beschreibung: 'Satzungen und Verordnungen der Stadt mit ihren Dokumenten.',
  von: 'gueltig_von',
  bis: 'gueltig_bis',
  dokumente: true,
  felder: felder('Satzung'),
  vorschau: { archiv },
});

/** One of the archive's kinds (the adapter is one function for all three). */
export type ArchivArt = typeof bekanntmachungenArt | typeof ausschreibungenArt | typeof satzungenArt;
