import { deskArt } from '../../desk/kind';
import { LINK_MUSTER, VON_HINWEIS } from '../../desk/felder';
import { pages } from './routes';

/** Events on the editorial desk (its adapter: store/redaktion.ts). */
export const veranstaltungenArt = deskArt({
  name: 'veranstaltungen',
  titel: 'Veranstaltungen',
  einzahl: 'die Veranstaltung',
  wort: 'Veranstaltung',
  beschreibung: 'Termine im Veranstaltungskalender mit Kategorien, Datum und Ort; sie stehen auch in den Kalender-Abonnements (ICS).',
  von: 'sichtbar_ab',
  felder: [
    { name: 'titel', label: 'Titel', typ: 'text', pflicht: true, max: 200 },
    { name: 'rubriken', label: 'Kategorien', typ: 'mehrfach', pflicht: true },
    { name: 'datum_von', label: 'Beginn', typ: 'datumzeit', pflicht: true },
    { name: 'datum_bis', label: 'Ende', typ: 'datumzeit' },
    { name: 'ort_location', label: 'Ort (Gebäude, Platz)', typ: 'text', pflicht: true, max: 200 },
    { name: 'ort_street', label: 'Straße und Hausnummer', typ: 'text', max: 200 },
    { name: 'ort_zip', label: 'Postleitzahl', typ: 'text', max: 5, muster: { regex: '^(\\d{5})?$', meldung: 'Die Postleitzahl hat fünf Ziffern.' } },
    { name: 'ort_city', label: 'Ort', typ: 'text', max: 100 },
    { name: 'veranstalter', label: 'Veranstalter', typ: 'text', max: 200 },
    { name: 'text', label: 'Beschreibung', typ: 'html' },
    { name: 'bild', label: 'Bild', typ: 'bild' },
    { name: 'eintritt', label: 'Eintritt', typ: 'text', max: 200 },
    {
      name: 'barrierefrei',
      label: 'Barrierefrei zugänglich',
      typ: 'auswahl',
      optionen: [
        { wert: '', label: 'keine Angabe' },
        { wert: '1', label: 'ja' },
        { wert: '0', label: 'nein' },
      ],
    },
    { name: 'link', label: 'Weitere Informationen (Adresse)', typ: 'text', max: 500, muster: LINK_MUSTER },
    { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
  ],
  vorschau: { veranstaltung: pages.detail },
});
