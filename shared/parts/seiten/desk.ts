import { deskArt } from '../../desk/kind';
import { LINK_MUSTER, VON_HINWEIS } from '../../desk/felder';
import { page } from '../../routing/page';
import { pages } from './routes';

/** The home page: a hero image of the home page (section `/`) is previewed there. */
const start = page('pages/home/HomePage', () => import('../../pages/home/HomePage'));

/** The pages of every section and mini-site on the editorial desk (its adapter: store/redaktion.ts). */
export const seitenArt = deskArt({
  name: 'seiten',
  titel: 'Seiten',
  einzahl: 'die Seite',
  wort: 'Seite',
  beschreibung: 'Redaktionelle Seiten aller Bereiche und der Mini-Sites (Feuerwehr, Grundschulen), gefunden über ihre Adresse.',
  von: 'sichtbar_ab',
  felder: [
    {
      name: 'pfad',
      label: 'Adresse der Seite',
      typ: 'text',
      pflicht: true,
      max: 200,
      hinweis: 'Zum Beispiel /rathaus/wahlhelfer/ oder /feuerwehr/gesamtwehr/jugend/: Kleinbuchstaben, Ziffern und Bindestriche, mit / am Anfang und Ende.',
      muster: {
        regex: '^/[a-z0-9-]+/(?:[a-z0-9_-]+/)+$',
        meldung: 'Die Adresse besteht aus Kleinbuchstaben, Ziffern und Bindestrichen, beginnt mit einem Bereich wie /rathaus/ und endet mit /.',
      },
    },
    { name: 'titel', label: 'Titel', typ: 'text', pflicht: true, max: 200 },
    { name: 'beschreibung', label: 'Kurzbeschreibung', typ: 'textarea', max: 400, hinweis: 'Für Suchmaschinen und die Liste der Unterseiten.' },
    { name: 'inhalt', label: 'Inhalt', typ: 'html', pflicht: true },
    { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
  ],
  vorschau: { seite: pages.content, bereich: pages.sectionHome },
});

/** The hero images of the home page and the sections' start pages (its adapter: store/redaktion.ts). */
export const heroArt = deskArt({
  name: 'hero',
  titel: 'Bühnenbilder',
  einzahl: 'das Bühnenbild',
  wort: 'Bühnenbild',
  beschreibung: 'Die großen Bilder oben auf der Startseite und den Startseiten der Bereiche (höchstens fünf werden gezeigt).',
  von: 'sichtbar_ab',
  bis: 'sichtbar_bis',
  felder: [
    { name: 'bereich', label: 'Bereich', typ: 'auswahl', pflicht: true },
    { name: 'titel', label: 'Bildunterschrift', typ: 'text', pflicht: true, max: 200 },
    { name: 'bild', label: 'Bild', typ: 'bild', pflicht: true },
    { name: 'link', label: 'Verweis (Adresse)', typ: 'text', max: 500, muster: LINK_MUSTER },
    { name: 'sortierung', label: 'Reihenfolge', typ: 'zahl', hinweis: 'Kleinere Zahlen zuerst.' },
    { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
    { name: 'sichtbar_bis', label: 'Erscheint bis', typ: 'datumzeit', hinweis: 'Leer: ohne Ende.' },
  ],
  vorschau: { bereich: pages.sectionHome, start },
});
