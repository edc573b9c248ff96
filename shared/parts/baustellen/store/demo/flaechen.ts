/**
 * Städtische Gewerbe- und Wohnbauflächen (fiktiv).
 * Gewerbe: Gewerbegebiet „Mühlmatten“, die 2026 erschlossene südliche Erweiterung des Gewerbegebiets
 * „Mattenäcker“, sowie eine Restfläche in den Mattenäckern.
 * Wohnen: Baugebiet „Auf der Höhe“, 2. Bauabschnitt (Bauplätze 29 bis 62, Bewerbung vom 11. Januar
 * bis 26. Februar 2027) und der letzte freie Platz des 1. Bauabschnitts.
 * Preise je Quadratmeter erschlossen, ohne Erwerbsnebenkosten.
 */
import type { SeedFlaeche } from './types';

const GEWERBE_HINWEIS =
  '<p>Die Grundstücke vergibt der Gemeinderat nach Zahl und Qualität der Arbeitsplätze, sparsamer Flächennutzung und Verträglichkeit mit der Nachbarschaft. Ansprechpartner ist die <a href="/rathaus/fachaemter/wirtschaftsfoerderung_57">Wirtschaftsförderung</a>, Telefon +49 7641 123-15.</p>';

const WOHNEN_HINWEIS =
  '<p>Die Bauplätze werden nach den Vergaberichtlinien für den 2. Bauabschnitt vergeben (Punkte für Ortsbezug, Kinder und Ehrenamt). Bewerbungen sind vom 11. Januar bis 26. Februar 2027 beim <a href="/rathaus/fachaemter/liegenschaftsamt_53">Liegenschaftsamt</a> möglich, Telefon +49 7641 123-54. Die Plätze sind voraussichtlich Ende 2027 bebaubar; es gilt eine Bauverpflichtung von drei Jahren.</p>';

export const flaechen: SeedFlaeche[] = [
  // -------------------------------------------------------------------------
  // Gewerbeflächen
  // -------------------------------------------------------------------------
  {
    id: 8101,
    art: 'gewerbe',
    titel: 'Mühlmatten, Grundstück GE 1',
    lage: 'Gewerbegebiet Mühlmatten, Mühlmattenstraße, Einmündung Bombacher Straße',
    groesse_qm: 4850,
    preis_qm: 95,
    status: 'verfügbar',
    text: `<p>Ebenes, rechteckiges Grundstück an der Zufahrt zum Gewerbegebiet mit guter Sichtbarkeit von der Bombacher Straße. Festgesetzt ist ein Gewerbegebiet (GE) mit einer Grundflächenzahl von 0,8 und einer maximalen Gebäudehöhe von 12 Metern.</p>
<p>Strom, Wasser, Abwasser im Trennsystem und Glasfaser liegen an der Grundstücksgrenze. Die Autobahnanschlussstelle ist in zwölf Minuten erreichbar.</p>
${GEWERBE_HINWEIS}`,
  },
  {
    id: 8102,
    art: 'gewerbe',
    titel: 'Mühlmatten, Grundstück GE 2',
    lage: 'Gewerbegebiet Mühlmatten, Mühlmattenstraße',
    groesse_qm: 2300,
    preis_qm: 95,
    status: 'reserviert',
    text: `<p>Kompaktes Grundstück für einen Handwerks- oder Dienstleistungsbetrieb. Es ist für einen örtlichen Elektrobetrieb reserviert, der sich erweitern möchte; der Gemeinderat entscheidet im Frühjahr 2027 über den Verkauf.</p>
${GEWERBE_HINWEIS}`,
  },
  {
    id: 8103,
    art: 'gewerbe',
    titel: 'Mühlmatten, Grundstück GE 3 (teilbar)',
    lage: 'Gewerbegebiet Mühlmatten, Ende der Mühlmattenstraße am Mühlbach',
    groesse_qm: 6200,
    preis_qm: 89,
    status: 'verfügbar',
    text: `<p>Größtes Grundstück im Gewerbegebiet, teilbar ab etwa 3.000 Quadratmetern. Zum Mühlbach hin ist ein zehn Meter breiter Gewässerrandstreifen freizuhalten, der als Grünfläche gestaltet wird.</p>
<p>Der Bebauungsplan schreibt für Dachflächen ab 100 Quadratmetern eine Photovoltaikanlage oder eine Dachbegrünung vor. Für Betriebe mit hohem Wärmebedarf prüft die Stadt den Anschluss an ein künftiges Wärmenetz.</p>
${GEWERBE_HINWEIS}`,
  },
  {
    id: 8104,
    art: 'gewerbe',
    titel: 'Mühlmatten, Grundstück GE 4 (Handwerkerhof)',
    lage: 'Gewerbegebiet Mühlmatten, Mühlmattenstraße',
    groesse_qm: 1650,
    preis_qm: 105,
    status: 'verfügbar',
    text: `<p>Kleines Grundstück für Gründerinnen, Gründer und kleine Handwerksbetriebe. Denkbar ist auch ein gemeinschaftlicher Handwerkerhof mehrerer Betriebe mit geteilten Lager- und Sozialräumen; die Wirtschaftsförderung vermittelt Interessierte.</p>
${GEWERBE_HINWEIS}`,
  },
  {
    id: 8105,
    art: 'gewerbe',
    titel: 'Mühlmatten, Grundstück GE 5',
    lage: 'Gewerbegebiet Mühlmatten, Mühlmattenstraße',
    groesse_qm: 3900,
    preis_qm: 92,
    status: 'verkauft',
    text: `<p>Das Grundstück wurde 2026 an ein Unternehmen für Gebäudetechnik verkauft, das hier eine Halle mit Lager, Werkstatt und Schulungsräumen baut. Rund 25 Arbeitsplätze entstehen neu.</p>`,
  },
  {
    id: 8106,
    art: 'gewerbe',
    titel: 'Mattenäcker, Restfläche Industriestraße',
    lage: 'Gewerbegebiet Mattenäcker, Industriestraße 26',
    groesse_qm: 1200,
    preis_qm: 85,
    status: 'verfügbar',
    text: `<p>Letzte freie städtische Fläche im bestehenden Gewerbegebiet Mattenäcker, geeignet als Erweiterungsfläche für einen benachbarten Betrieb oder für eine kleine Halle. Zufahrt über die Industriestraße, alle Medien liegen an.</p>
${GEWERBE_HINWEIS}`,
  },

  // -------------------------------------------------------------------------
  // Wohnbauflächen
  // -------------------------------------------------------------------------
  {
    id: 8121,
    art: 'wohnen',
    titel: 'Auf der Höhe, Bauplatz 31',
    lage: 'Baugebiet „Auf der Höhe“, 2. Bauabschnitt, Westseite',
    groesse_qm: 512,
    preis_qm: 310,
    status: 'verfügbar',
    text: `<p>Bauplatz für ein Einzelhaus mit bis zu zwei Vollgeschossen, leicht nach Westen geneigt. Zulässig sind Satteldach und Pultdach; Garagen und Carports sind zu begrünen.</p>
${WOHNEN_HINWEIS}`,
  },
  {
    id: 8122,
    art: 'wohnen',
    titel: 'Auf der Höhe, Bauplatz 36',
    lage: 'Baugebiet „Auf der Höhe“, 2. Bauabschnitt, am Spielplatz',
    groesse_qm: 448,
    preis_qm: 310,
    status: 'verfügbar',
    text: `<p>Bauplatz für eine Doppelhaushälfte direkt an der zentralen Grünfläche mit Spielplatz. Die zweite Hälfte (Bauplatz 37) wird gemeinsam ausgeschrieben; Bewerbungen als Paar von zwei Haushalten sind möglich.</p>
${WOHNEN_HINWEIS}`,
  },
  {
    id: 8123,
    art: 'wohnen',
    titel: 'Auf der Höhe, Bauplatz 42',
    lage: 'Baugebiet „Auf der Höhe“, 2. Bauabschnitt, Südhang',
    groesse_qm: 603,
    preis_qm: 325,
    status: 'verfügbar',
    text: `<p>Einer der größten Einzelhausplätze mit unverbaubarem Blick nach Süden über das Wiesental. Wegen der Hanglage ist ein Untergeschoss mit ebenerdigem Gartenausgang möglich.</p>
${WOHNEN_HINWEIS}`,
  },
  {
    id: 8124,
    art: 'wohnen',
    titel: 'Auf der Höhe, Bauplatz 50',
    lage: 'Baugebiet „Auf der Höhe“, 2. Bauabschnitt, Ostseite',
    groesse_qm: 385,
    preis_qm: 310,
    status: 'verfügbar',
    text: `<p>Kleiner Bauplatz für eine Doppelhaushälfte oder ein schmales Einzelhaus, geeignet für junge Familien mit begrenztem Budget. Die Garage kann an der gemeinsamen Grenze mit Bauplatz 51 errichtet werden.</p>
${WOHNEN_HINWEIS}`,
  },
  {
    id: 8125,
    art: 'wohnen',
    titel: 'Auf der Höhe, Bauplatz 57 (Mehrfamilienhaus)',
    lage: 'Baugebiet „Auf der Höhe“, 2. Bauabschnitt, Quartierseingang',
    groesse_qm: 1240,
    preis_qm: null,
    status: 'verfügbar',
    text: `<p>Grundstück für ein Mehrfamilienhaus mit bis zu drei Vollgeschossen und etwa zwölf Wohnungen. Es wird im Konzeptverfahren vergeben: Entscheidend sind der Anteil bezahlbarer Mietwohnungen, barrierefreie Wohnungen und das Energiekonzept, nicht der höchste Preis. Der Kaufpreis wird im Verfahren festgelegt.</p>
<p>Bewerben können sich Bauträger, Genossenschaften und Baugemeinschaften. Die Unterlagen zum Konzeptverfahren erhalten Sie beim Liegenschaftsamt, Telefon +49 7641 123-54.</p>`,
  },
  {
    id: 8126,
    art: 'wohnen',
    titel: 'Auf der Höhe, Bauplatz 17 (1. Bauabschnitt)',
    lage: 'Baugebiet „Auf der Höhe“, 1. Bauabschnitt, Sonnenhalde',
    groesse_qm: 560,
    preis_qm: 285,
    status: 'reserviert',
    text: `<p>Der letzte freie Bauplatz des ersten Bauabschnitts ist sofort bebaubar. Er ist derzeit für eine Familie aus der Nachrückerliste reserviert. Sollte der Kaufvertrag nicht zustande kommen, wird der Platz im Verfahren für den zweiten Bauabschnitt mit vergeben.</p>`,
  },
];
