import { deskArt } from '../../desk/kind';
import { VON_HINWEIS } from '../../desk/felder';
import { pages } from './routes';

/** The bookable services on the editorial desk (ADR 55; its adapter: store/redaktion.ts). */
export const termindiensteArt = deskArt({
  name: 'termindienste',
  titel: 'Termin-Anliegen (Bürgerbüro)',
  einzahl: 'das Anliegen',
  wort: 'Anliegen',
  beschreibung:
    'Was Bürgerinnen und Bürger im Bürgerbüro online buchen können: Dauer, Dauer je weiterer Person, was mitzubringen ist (aus der Seite des Verfahrens und eigene Zeilen).',
  von: 'sichtbar_ab',
  felder: [
    { name: 'name', label: 'Bezeichnung', typ: 'text', pflicht: true, max: 120 },
    {
      name: 'verfahren',
      label: 'Verfahren im Wegweiser',
      typ: 'auswahl',
      hinweis: 'Seine Seite bekommt den Knopf „Termin vereinbaren“; die Liste „Erforderliche Unterlagen“ dort gilt als „Bitte mitbringen“.',
    },
    { name: 'dauer', label: 'Dauer für eine Person (Minuten)', typ: 'zahl', pflicht: true },
    { name: 'dauer_weitere', label: 'Dauer je weiterer Person (Minuten)', typ: 'zahl', hinweis: '0, wenn das Anliegen nur für eine Person gebucht wird.' },
    {
      name: 'personen_max',
      label: 'Höchstens Personen je Termin',
      typ: 'zahl',
      pflicht: true,
      hinweis: '1 bis 5. Bei mehr als 1 wählt man „für 2 Personen“ usw.',
    },
    { name: 'unterlagen', label: 'Zusätzlich mitbringen', typ: 'textarea', max: 2000, hinweis: 'Eine Angabe je Zeile; ergänzt die Liste des Verfahrens.' },
    { name: 'hinweis', label: 'Hinweis bei der Auswahl', typ: 'textarea', max: 500 },
    { name: 'reihenfolge', label: 'Reihenfolge', typ: 'zahl', hinweis: 'Kleinere Zahlen stehen weiter oben.' },
    { name: 'sichtbar_ab', label: 'Buchbar ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
  ],
  vorschau: { start: pages.start },
});
