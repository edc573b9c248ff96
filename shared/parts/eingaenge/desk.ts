/**
 * The categories of the damage report on the editorial desk (ADR 54): a town names the office each
 * category goes to, renames, orders, adds and withdraws them. Browser-safe: the desk's forms show it,
 * the adapter (store/redaktion.ts) keeps it in the part's table.
 */
import { deskArt } from '../../desk/kind';
import { pages } from './routes';

export const meldekategorienArt = deskArt({
  name: 'meldekategorien',
  titel: 'Kategorien der Schadensmeldung',
  einzahl: 'die Kategorie',
  wort: 'Kategorie',
  beschreibung: 'Die Arten von Schäden, die Bürgerinnen und Bürger melden, jede mit dem Amt, das ihre Meldungen erhält.',
  von: 'sichtbar_ab',
  felder: [
    {
      name: 'name',
      label: 'Bezeichnung',
      typ: 'text',
      pflicht: true,
      max: 120,
      hinweis: 'So steht die Kategorie im Formular, zum Beispiel Straßenbeleuchtung.',
    },
    {
      name: 'schluessel',
      label: 'Kennung',
      typ: 'text',
      pflicht: true,
      max: 40,
      muster: {
        regex: '^[a-z0-9]+(-[a-z0-9]+)*$',
        meldung: 'Die Kennung besteht aus Kleinbuchstaben ohne Umlaute, Ziffern und Bindestrichen, zum Beispiel strassen-wege.',
      },
      hinweis: 'Bleibt nach dem ersten Speichern fest: Meldungen und Apps (Open311 service_code) nennen die Kategorie so.',
    },
    { name: 'beschreibung', label: 'Beschreibung', typ: 'textarea', max: 400, hinweis: 'Was gehört dazu? Erscheint bei Open311 als Beschreibung.' },
    {
      name: 'amt_id',
      label: 'Zuständiges Amt',
      typ: 'auswahl',
      hinweis: 'Erhält die Meldungen dieser Kategorie. Leer: Die Meldungen gehen an die allgemeine Adresse des Rathauses.',
    },
    { name: 'reihenfolge', label: 'Reihenfolge', typ: 'zahl', hinweis: 'Kleinere Zahlen stehen im Formular weiter oben.' },
    {
      name: 'aktiv',
      label: 'Im Formular angeboten',
      typ: 'auswahl',
      pflicht: true,
      optionen: [
        { wert: '1', label: 'ja' },
        { wert: '0', label: 'nein (nur für frühere Meldungen behalten)' },
      ],
    },
    {
      name: 'sichtbar_ab',
      label: 'Erscheint ab',
      typ: 'datumzeit',
      hinweis: 'Leer lassen oder ein vergangenes Datum: gilt sofort beim Veröffentlichen. Ein Datum in der Zukunft: erst dann.',
    },
  ],
  vorschau: { formular: pages.formular },
});
