import { deskArt, type Feld } from '../../desk/kind';
import { pages } from './routes';

/**
 * The waste calendar's bin types, collection districts and streets on the editorial desk (ADR 43).
 * The collection dates themselves come by import (ICS or CSV of the district's waste authority).
 */
const SICHTBAR_AB: Feld = {
  name: 'sichtbar_ab',
  label: 'Erscheint ab',
  typ: 'datumzeit',
  hinweis:
    'Leer lassen oder ein vergangenes Datum: erscheint sofort beim Veröffentlichen. Ein Datum in der Zukunft: erscheint erst dann (geplant), etwa zum Jahreswechsel.',
};
const KENNUNG = {
  regex: '^[a-z0-9]+(-[a-z0-9]+)*$',
  meldung: 'Die Kennung besteht aus Kleinbuchstaben ohne Umlaute, Ziffern und Bindestrichen, zum Beispiel gelber-sack.',
};

export const abfallartenArt = deskArt({
  name: 'abfallarten',
  titel: 'Abfallarten',
  einzahl: 'die Abfallart',
  wort: 'Abfallart',
  beschreibung: 'Tonnen und Säcke des Abfallkalenders mit Farbe, Kürzel und Hinweis.',
  von: 'sichtbar_ab',
  felder: [
    { name: 'titel', label: 'Bezeichnung', typ: 'text', pflicht: true, max: 100 },
    {
      name: 'key',
      label: 'Kennung',
      typ: 'text',
      pflicht: true,
      max: 40,
      muster: KENNUNG,
      hinweis: 'Steht in Filtern und Kalender-Abonnements; ändern Sie sie nach der Veröffentlichung nicht mehr.',
    },
    {
      name: 'kuerzel',
      label: 'Kürzel',
      typ: 'text',
      pflicht: true,
      max: 3,
      hinweis: 'Ein bis drei Zeichen für die Jahresübersicht, zum Beispiel R für Restmüll.',
    },
    {
      name: 'farbe',
      label: 'Farbe',
      typ: 'text',
      pflicht: true,
      max: 7,
      muster: { regex: '^#[0-9a-fA-F]{6}$', meldung: 'Die Farbe ist ein Farbwert wie #1f6f3a (# und sechs Zeichen 0–9, a–f).' },
    },
    { name: 'hinweis', label: 'Hinweis', typ: 'textarea', max: 1000, hinweis: 'Was hinein darf, wann die Tonne draußen stehen muss.' },
    { name: 'sortierung', label: 'Reihenfolge', typ: 'zahl', hinweis: 'Kleinere Zahlen zuerst.' },
    SICHTBAR_AB,
  ],
  vorschau: { kalender: pages.chooser },
});

export const abfuhrbezirkeArt = deskArt({
  name: 'abfuhrbezirke',
  titel: 'Abfuhrbezirke',
  einzahl: 'der Abfuhrbezirk',
  wort: 'Abfuhrbezirk',
  beschreibung: 'Die Bezirke der Müllabfuhr: jede Straße gehört zu einem, die Abfuhrtermine gelten je Bezirk.',
  von: 'sichtbar_ab',
  felder: [
    {
      name: 'nr',
      label: 'Nummer',
      typ: 'zahl',
      pflicht: true,
      hinweis: 'Die Nummer des Bezirks beim Abfallwirtschaftsbetrieb; sie lässt sich später nicht ändern.',
    },
    { name: 'titel', label: 'Bezeichnung', typ: 'text', pflicht: true, max: 120 },
    { name: 'ortsteil', label: 'Ortsteil', typ: 'text', pflicht: true, max: 100 },
    SICHTBAR_AB,
  ],
  vorschau: { kalender: pages.chooser },
});

export const strassenArt = deskArt({
  name: 'strassen',
  titel: 'Straßen (Abfallkalender)',
  einzahl: 'die Straße',
  wort: 'Straße',
  beschreibung: 'Die Straßen der Stadt mit Ortsteil und Abfuhrbezirk, aus denen Bürgerinnen und Bürger ihren Abfallkalender wählen.',
  von: 'sichtbar_ab',
  felder: [
    { name: 'name', label: 'Straße', typ: 'text', pflicht: true, max: 120 },
    { name: 'ortsteil', label: 'Ortsteil', typ: 'text', pflicht: true, max: 100 },
    { name: 'abfuhrbezirk_nr', label: 'Abfuhrbezirk', typ: 'auswahl', pflicht: true },
    SICHTBAR_AB,
  ],
  vorschau: { kalender: pages.chooser },
});
