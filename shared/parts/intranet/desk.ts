/**
 * The intranet's categories and texts on the editorial desk (ADR 47). Browser-safe: the desk's forms
 * show them, the server checks them, and the adapters (store/redaktion.ts) keep them in the part's
 * tables. What they show stays the intranet's: only signed-in staff read it.
 */
import { deskArt } from '../../desk/kind';
import { VON_HINWEIS } from '../../desk/felder';
import { pages } from './routes';

const KENNUNG = {
  regex: '^[a-z0-9]+(-[a-z0-9]+)*$',
  meldung: 'Die Kennung besteht aus Kleinbuchstaben ohne Umlaute, Ziffern und Bindestrichen, zum Beispiel dienstanweisungen.',
};

export const intranetRubrikenArt = deskArt({
  name: 'intranet-rubriken',
  titel: 'Intranet-Rubriken',
  einzahl: 'die Rubrik',
  wort: 'Rubrik',
  beschreibung: 'Die Rubriken der Texte im Intranet, etwa Mitteilungen oder Dienstanweisungen; nur angemeldete Beschäftigte sehen sie.',
  von: 'sichtbar_ab',
  felder: [
    { name: 'titel', label: 'Bezeichnung', typ: 'text', pflicht: true, max: 120 },
    {
      name: 'url',
      label: 'Kennung in der Adresse',
      typ: 'text',
      pflicht: true,
      max: 60,
      muster: KENNUNG,
      hinweis: 'Die Rubrik steht unter /intranet/texte/ und dieser Kennung.',
    },
    { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
  ],
  vorschau: { rubrik: pages.texte },
});

export const intranetTexteArt = deskArt({
  name: 'intranet-texte',
  titel: 'Intranet-Texte',
  einzahl: 'der Text',
  wort: 'Text',
  beschreibung: 'Mitteilungen und Anweisungen an die Beschäftigten, je in einer Rubrik des Intranets.',
  von: 'sichtbar_ab',
  felder: [
    { name: 'titel', label: 'Überschrift', typ: 'text', pflicht: true, max: 200 },
    { name: 'rubrik', label: 'Rubrik', typ: 'auswahl', pflicht: true },
    {
      name: 'url',
      label: 'Kennung in der Adresse',
      typ: 'text',
      pflicht: true,
      max: 80,
      muster: KENNUNG,
      hinweis: 'Der Text steht unter der Adresse seiner Rubrik und dieser Kennung.',
    },
    { name: 'datum', label: 'Datum', typ: 'datum', pflicht: true, hinweis: 'Das Datum, unter dem der Text in der Liste steht.' },
    { name: 'text', label: 'Text', typ: 'html', pflicht: true },
    { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
  ],
  vorschau: { text: pages.text },
});

/** The intranet's archive topics (ADR 48): rows of the archive part's `archiv_thema` with intranet = 1. */
export const intranetArchivthemenArt = deskArt({
  name: 'intranet-archivthemen',
  titel: 'Intranet-Archivthemen',
  einzahl: 'das Archivthema',
  wort: 'Archivthema',
  beschreibung: 'Die Themen des Archivs im Intranet, etwa Dienstanweisungen; nur angemeldete Beschäftigte sehen sie.',
  von: 'sichtbar_ab',
  felder: [
    { name: 'thema', label: 'Bezeichnung', typ: 'text', pflicht: true, max: 120 },
    { name: 'sichtbar_ab', label: 'Erscheint ab', typ: 'datumzeit', hinweis: VON_HINWEIS },
  ],
  vorschau: { thema: pages.archiv },
});

/** The entries of the intranet's archive topics with their PDFs (ADR 48); the public archive's kinds are alike. */
export const intranetArchivArt = deskArt({
  name: 'intranet-archiv',
  titel: 'Intranet-Archiv',
  einzahl: 'der Archiveintrag',
  wort: 'Archiveintrag',
  beschreibung: 'Einträge der Archivthemen im Intranet, etwa Dienstanweisungen, mit ihren Dokumenten; nur angemeldete Beschäftigte sehen sie.',
  von: 'gueltig_von',
  bis: 'gueltig_bis',
  dokumente: true,
  felder: [
    { name: 'titel', label: 'Titel', typ: 'text', pflicht: true, max: 200 },
    { name: 'thema', label: 'Archivthema', typ: 'auswahl', pflicht: true },
    { name: 'beschreibung', label: 'Beschreibung', typ: 'textarea', max: 2000, hinweis: 'Ein kurzer Text zum Eintrag, ohne Formatierung.' },
    { name: 'gueltig_von', label: 'Gültig ab', typ: 'datum', pflicht: true, hinweis: `Erscheint an diesem Tag. ${VON_HINWEIS.split(': ')[0]}.` },
    {
      name: 'gueltig_bis',
      label: 'Gültig bis',
      typ: 'datum',
      hinweis: 'Nach diesem Tag verschwindet der Eintrag aus der Liste des Themas (abgelaufen). Leer: unbefristet.',
    },
  ],
  vorschau: { archiv: pages.archiv },
});
