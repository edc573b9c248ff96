import { deskArt } from '../../desk/kind';
import { VON_HINWEIS } from '../../desk/felder';
import { pages } from './routes';

/** News on the editorial desk (its adapter: store/redaktion.ts). */
export const nachrichtenArt = deskArt({
  name: 'nachrichten',
  titel: 'Nachrichten',
  einzahl: 'die Nachricht',
  wort: 'Nachricht',
  beschreibung: 'Meldungen aller Rubriken: Bürgernachrichten, Rathausnachrichten, Jugend, Senioren, Wahlen und mehr.',
  von: 'datum_von',
  dokumente: true,
  felder: [
    {
      name: 'rubrik',
      label: 'Rubrik',
      typ: 'auswahl',
      pflicht: true,
      hinweis: 'In Klammern: an wie viele Personen eine neue Nachricht der Rubrik per E-Mail geht.',
    },
    { name: 'titel', label: 'Überschrift', typ: 'text', pflicht: true, max: 200 },
    { name: 'teaser', label: 'Kurztext (Anreißer)', typ: 'textarea', max: 600, hinweis: 'Erscheint in Listen und unter der Überschrift.' },
    { name: 'text', label: 'Text', typ: 'html' },
    { name: 'bild', label: 'Bild', typ: 'bild' },
    { name: 'datum_von', label: 'Datum, erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
    { name: 'datum_bis', label: 'Aktuell bis', typ: 'datumzeit', hinweis: 'Danach steht die Nachricht nur noch im Archiv der Rubrik. Leer: ohne Ende.' },
  ],
  vorschau: { nachricht: pages.newsDetail },
});
