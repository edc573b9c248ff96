/**
 * Council meetings and papers on the editorial desk (ADR 44): the fields of a meeting with its agenda
 * and of a paper. Browser-safe (the desk's forms import it); store/redaktion.ts reads and writes them.
 */
import { deskArt } from '../../desk/kind';
import { VON_HINWEIS } from '../../desk/felder';
import { page } from '../../routing/page';
import { pages } from './routes';

const TOP_HINWEIS =
  'Ein Tagesordnungspunkt je Zeile, in ihrer Reihenfolge; die Nummern zählt die Website. Steht eine Vorlage dazu, folgt ihre Nummer in eckigen Klammern, zum Beispiel: Bebauungsplan „Am Mühlbach“ [GR 2026/4]';

export const sitzungenArt = deskArt({
  name: 'sitzungen',
  titel: 'Sitzungen',
  einzahl: 'die Sitzung',
  wort: 'Sitzung',
  beschreibung: 'Sitzungen des Gemeinderats, der Ausschüsse und der Ortschaftsräte mit Tagesordnung (öffentlicher und nichtöffentlicher Teil) und Einladung.',
  von: 'sichtbar_ab',
  felder: [
    { name: 'gremium', label: 'Gremium', typ: 'auswahl', pflicht: true },
    { name: 'datum', label: 'Beginn', typ: 'datumzeit', pflicht: true },
    { name: 'ort', label: 'Ort', typ: 'text', pflicht: true, max: 200, hinweis: 'Raum und Gebäude, zum Beispiel Großer Sitzungssaal, Rathaus.' },
    {
      name: 'oeffentlich',
      label: 'Öffentlichkeit',
      typ: 'auswahl',
      pflicht: true,
      optionen: [
        { wert: '1', label: 'mit öffentlichem Teil' },
        { wert: '0', label: 'nur nichtöffentlich' },
      ],
    },
    { name: 'tagesordnung', label: 'Tagesordnung, öffentlicher Teil', typ: 'textarea', max: 20_000, hinweis: TOP_HINWEIS },
    {
      name: 'tagesordnung_nichtoeffentlich',
      label: 'Tagesordnung, nichtöffentlicher Teil',
      typ: 'textarea',
      max: 20_000,
      hinweis:
        'Wie oben; die Nummern setzen den öffentlichen Teil fort. Die Titel stehen auf der Website, die Vorlagen dazu sehen nur Ratsmitglieder im Ratsinformationssystem.',
    },
    { name: 'einladung', label: 'Einladung und Tagesordnung (PDF)', typ: 'pdf', hinweis: 'Öffentlich mit der Sitzung; ihr Text wird für die Suche gelesen.' },
    {
      name: 'sichtbar_ab',
      label: 'Erscheint ab',
      typ: 'datumzeit',
      hinweis:
        'Leer lassen oder ein vergangenes Datum: erscheint sofort beim Veröffentlichen. Ein Datum in der Zukunft: erscheint erst dann (geplant), etwa mit der Frist der Einladung.',
    },
  ],
  vorschau: { sitzung: pages.detail },
});

export const vorlagenArt = deskArt({
  name: 'vorlagen',
  titel: 'Vorlagen',
  einzahl: 'die Vorlage',
  wort: 'Vorlage',
  beschreibung:
    'Beschluss- und Informationsvorlagen und Anträge; öffentliche stehen bei ihrer Sitzung und in OParl, nichtöffentliche nur im Ratsinformationssystem.',
  felder: [
    { name: 'nummer', label: 'Nummer', typ: 'text', pflicht: true, max: 40, hinweis: 'Zum Beispiel GR 2026/4; jede Nummer gibt es nur einmal.' },
    { name: 'titel', label: 'Betreff', typ: 'text', pflicht: true, max: 300 },
    {
      name: 'art',
      label: 'Art',
      typ: 'auswahl',
      pflicht: true,
      optionen: [
        { wert: 'Beschlussvorlage', label: 'Beschlussvorlage' },
        { wert: 'Informationsvorlage', label: 'Informationsvorlage' },
        { wert: 'Antrag', label: 'Antrag' },
      ],
    },
    {
      name: 'oeffentlich',
      label: 'Öffentlichkeit',
      typ: 'auswahl',
      pflicht: true,
      optionen: [
        { wert: '1', label: 'öffentlich' },
        { wert: '0', label: 'nichtöffentlich (nur für Ratsmitglieder)' },
      ],
    },
    { name: 'datum', label: 'Datum', typ: 'datum', pflicht: true },
    { name: 'federfuehrend', label: 'Federführend', typ: 'text', max: 200, hinweis: 'Das zuständige Amt, zum Beispiel Bauamt.' },
    { name: 'beschlussvorschlag', label: 'Beschlussvorschlag', typ: 'textarea', max: 4000 },
    { name: 'sachverhalt', label: 'Sachverhalt', typ: 'html' },
    {
      name: 'pdf',
      label: 'Vorlage als PDF',
      typ: 'pdf',
      hinweis: 'Wird mit der Vorlage gezeigt, eine nichtöffentliche nur Ratsmitgliedern; ihr Text wird gelesen.',
    },
    { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
  ],
  von: 'sichtbar_ab',
  // Papers have no public page of their own: the preview shows the paper as council members read it.
  vorschau: { vorlage: page('parts/gremien/ratsinfo/RatsinfoVorlagePage', () => import('../gremien/ratsinfo/RatsinfoVorlagePage')) },
});
