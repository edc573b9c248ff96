import { deskArt } from '../../desk/kind';
import { pages } from './routes';

/**
 * The business directory's categories (Branchen) on the editorial desk (ADR 43): a town adds, renames
 * and removes them; the businesses themselves come by self-entry (ADR 15).
 */
export const branchenArt = deskArt({
  name: 'branchen',
  titel: 'Branchen (Gewerbeverzeichnis)',
  einzahl: 'die Branche',
  wort: 'Branche',
  beschreibung: 'Die Branchen des Gewerbeverzeichnisses, unter denen Betriebe stehen und sich eintragen.',
  von: 'sichtbar_ab',
  felder: [
    { name: 'titel', label: 'Bezeichnung', typ: 'text', pflicht: true, max: 120 },
    {
      name: 'url',
      label: 'Kennung in der Adresse',
      typ: 'text',
      pflicht: true,
      max: 80,
      muster: {
        regex: '^[a-z0-9]+(-[a-z0-9]+)*$',
        meldung: 'Die Kennung besteht aus Kleinbuchstaben ohne Umlaute, Ziffern und Bindestrichen, zum Beispiel handwerk-und-bau.',
      },
      hinweis: 'Die Branche steht unter /wirtschaft/gewerbeverzeichnis/ und dieser Kennung. Eine geänderte Kennung ändert die Adressen ihrer Betriebe.',
    },
    {
      name: 'sichtbar_ab',
      label: 'Erscheint ab',
      typ: 'datumzeit',
      hinweis: 'Leer lassen oder ein vergangenes Datum: erscheint sofort beim Veröffentlichen. Ein Datum in der Zukunft: erscheint erst dann (geplant).',
    },
  ],
  vorschau: { rubrik: pages.rubrik },
});
