/**
 * Mitarbeitende der Stadtverwaltung Musterstadt (fiktiv).
 * Durchwahlen passen zum jeweiligen Amt (siehe aemter.ts); E-Mail-Adressen folgen dem
 * Schema vorname.nachname@musterstadt.de mit umschriebenen Umlauten.
 */
import type { SeedMitarbeiter, SeedMitarbeiterAmt } from './types';

/** Umlaute, ß und Akzente für E-Mail-Adressen umschreiben (nur dort, nicht im sichtbaren Namen). */
function mailteil(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9-]+/g, '-');
}

/** [Amt, Funktion, Zimmer, Durchwahl] */
type Taetigkeit = [amt_id: number, funktion: string, zimmer: string, durchwahl: string];

function person(id: number, anrede: SeedMitarbeiter['anrede'], vorname: string, nachname: string, taetigkeiten: Taetigkeit[], titel?: string): SeedMitarbeiter {
  const email = `${mailteil(vorname)}.${mailteil(nachname)}@musterstadt.de`;
  const aemter: SeedMitarbeiterAmt[] = taetigkeiten.map(([amt_id, funktion, zimmer, durchwahl]) => ({
    amt_id,
    funktion,
    zimmer,
    kontakt: { telefon: `+49 7641 123-${durchwahl}`, email },
  }));
  return titel ? { id, anrede, titel, vorname, nachname, aemter } : { id, anrede, vorname, nachname, aemter };
}

export const mitarbeiter: SeedMitarbeiter[] = [
  // Hauptamt, Personalamt, Wahlamt
  person(101, 'Herr', 'Jürgen', 'Fehrenbach', [
    [40, 'Amtsleitung', '1. OG 1.05', '20'],
    [41, 'Amtsleitung', '1. OG 1.05', '20'],
  ]),
  person(102, 'Frau', 'Sandra', 'Maier', [[40, 'Sitzungsdienst und Gemeinderat', '1. OG 1.06', '26']]),
  person(103, 'Herr', 'Emre', 'Kaya', [
    [40, 'Organisation, Digitalisierung und Informationszugang', '1. OG 1.07', '21'],
    [42, 'Sachbearbeitung Wahlen und Statistik', '1. OG 1.07', '24'],
  ]),
  person(104, 'Frau', 'Tanja', 'Löffler', [[41, 'Sachbearbeitung Personal und Entgelt', '1. OG 1.09', '22']]),
  person(105, 'Herr', 'Dominik', 'Schwörer', [[41, 'Sachbearbeitung Personal und Ausbildung', '1. OG 1.09', '23']]),
  person(106, 'Frau', 'Sabrina', 'Vogt', [[42, 'Sachgebietsleitung Wahlen', '1. OG 1.08', '25']]),

  // Ordnungsamt und Bürgerbüro
  person(107, 'Herr', 'Markus', 'Dreher', [
    [43, 'Amtsleitung', 'EG 0.08', '40'],
    [49, 'Amtsleitung Ordnungsamt und Bürgerbüro', 'EG 0.08', '40'],
  ]),
  person(108, 'Frau', 'Natalia', 'Kowalski', [[43, 'Sachbearbeitung Gewerbe, Gaststätten und Veranstaltungen', 'EG 0.09', '41']]),
  person(109, 'Herr', 'Florian', 'Hummel', [[43, 'Sachbearbeitung Straßenverkehr und Sondernutzungen', 'EG 0.09', '42']]),
  person(110, 'Herr', 'Kemal', 'Aydın', [[43, 'Gemeindevollzugsdienst', 'EG 0.07', '43']]),
  person(111, 'Frau', 'Monika', 'Eble', [[49, 'Sachgebietsleitung Bürgerbüro', 'EG 0.04', '48']]),
  person(112, 'Frau', 'Jana', 'Schäfer', [[49, 'Sachbearbeitung Pass- und Ausweiswesen', 'EG 0.05', '45']]),
  person(113, 'Herr', 'Luca', 'Bianchi', [[49, 'Sachbearbeitung Meldewesen und Fundbüro', 'EG 0.06', '49']]),

  // Standesamt und Friedhofsverwaltung
  person(114, 'Frau', 'Stefanie', 'Grieshaber', [[44, 'Amtsleitung, Standesbeamtin', '1. OG 1.02', '66']]),
  person(115, 'Herr', 'Patrick', 'Zähringer', [
    [44, 'Standesbeamter', '1. OG 1.03', '67'],
    [45, 'Sachgebietsleitung Friedhofsverwaltung', '1. OG 1.03', '67'],
  ]),
  person(116, 'Frau', 'Renate', 'Faller', [[45, 'Sachbearbeitung Grabnutzungsrechte und Friedhofsgebühren', '1. OG 1.04', '69']]),

  // Kämmerei, Stadtkasse, Steueramt
  person(117, 'Herr', 'Thomas', 'Brugger', [[46, 'Amtsleitung (Stadtkämmerer)', '1. OG 1.12', '30']], 'Dr.'),
  person(118, 'Frau', 'Andrea', 'Schuler', [[46, 'Sachbearbeitung Haushalt und Anlagenbuchhaltung', '1. OG 1.13', '31']]),
  person(119, 'Frau', 'Heike', 'Blum', [[47, 'Sachgebietsleitung Stadtkasse', '1. OG 1.15', '35']]),
  person(120, 'Herr', 'Jonas', 'Albiez', [[47, 'Sachbearbeitung Zahlungsverkehr und Mahnwesen', '1. OG 1.15', '36']]),
  person(121, 'Frau', 'Olga', 'Neumann', [[47, 'Vollstreckung', '1. OG 1.16', '37']]),
  person(122, 'Herr', 'Rainer', 'Winterhalter', [[48, 'Sachgebietsleitung Steuern und Abgaben', '1. OG 1.14', '32']]),
  person(123, 'Frau', 'Melanie', 'Kuner', [[48, 'Sachbearbeitung Grundsteuer und Hundesteuer', '1. OG 1.14', '33']]),
  person(124, 'Frau', 'Selin', 'Arslan', [[48, 'Sachbearbeitung Wasser-, Abwasser- und Abfallgebühren', '1. OG 1.17', '34']]),

  // Bauamt, Stadtbauamt, Bauhof, Liegenschaften
  person(125, 'Herr', 'Michael', 'Hug', [
    [50, 'Amtsleitung', '2. OG 2.01', '50'],
    [53, 'Amtsleitung', '2. OG 2.01', '50'],
  ]),
  person(126, 'Frau', 'Katharina', 'Ehret', [[50, 'Sachbearbeitung Baurecht und Bauanträge', '2. OG 2.03', '52']]),
  person(127, 'Herr', 'Simon', 'Trautwein', [[50, 'Sachbearbeitung Bauleitplanung und Baumschutz', '2. OG 2.04', '53']]),
  person(128, 'Frau', 'Lisa', 'Brenner', [[50, 'Klimaschutzmanagement (Stabsstelle)', '2. OG 2.08', '65']]),
  person(129, 'Herr', 'Jan', 'Heitzmann', [[51, 'Sachgebietsleitung Tiefbau', '2. OG 2.05', '51']], 'Dr.'),
  person(130, 'Herr', 'Oliver', 'Mutz', [[51, 'Sachbearbeitung Straßen, Beleuchtung und Baustellen', '2. OG 2.06', '55']]),
  person(131, 'Frau', 'Sophie', 'Lang', [[51, 'Breitbandkoordination', '2. OG 2.07', '63']]),
  person(132, 'Herr', 'Hans-Peter', 'Wisser', [[52, 'Sachgebietsleitung Bauhof', 'Bauhof, EG 0.01', '70']]),
  person(133, 'Herr', 'Tobias', 'Ruf', [[52, 'Grünflächenpflege und Baumkontrolle', 'Bauhof, EG 0.02', '71']]),
  person(134, 'Frau', 'Julia', 'Meier', [[53, 'Sachbearbeitung Liegenschaften und Bauplatzvergabe', '2. OG 2.02', '54']]),

  // Kindergärten und Schulen
  person(135, 'Frau', 'Carolin', 'Straub', [[55, 'Sachgebietsleitung Kindergärten und Schulen', '1. OG 1.18', '80']]),
  person(136, 'Herr', 'Benedikt', 'Rösch', [[55, 'Sachbearbeitung Platzvergabe und Elternbeiträge', '1. OG 1.19', '82']]),
  person(137, 'Frau', 'Nicole', 'Hauser', [[55, 'Leitung Kindergarten Sonnenschein', 'Kindergarten Sonnenschein, Leitungsbüro', '81']]),
  person(138, 'Frau', 'Elif', 'Yılmaz', [[55, 'Sachbearbeitung Schulen und Schülerbeförderung', '1. OG 1.19', '83']]),

  // Familie, Soziales und Integration
  person(139, 'Herr', 'Daniel', 'Scherer', [[59, 'Sachgebietsleitung, Wohngeld und Rentenangelegenheiten', 'EG 0.01', '84']]),
  person(140, 'Frau', 'Gisela', 'Bühler', [[59, 'Seniorenbeauftragte', 'EG 0.02', '44']]),
  person(141, 'Frau', 'Aylin', 'Demir', [[59, 'Integrationsmanagement', 'EG 0.03', '46']]),
  person(142, 'Frau', 'Lena', 'Fischer', [[59, 'Jugendreferentin', 'Jugendhaus, Büro', '85']]),

  // Wirtschaftsförderung und Tourist-Information
  person(
    143,
    'Herr',
    'Felix',
    'Baumann',
    [
      [57, 'Sachgebietsleitung Wirtschaftsförderung', '1. OG 1.10', '15'],
      [58, 'Sachgebietsleitung Tourismus', '1. OG 1.10', '15'],
    ],
    'Dr.',
  ),
  person(144, 'Frau', 'Anna', 'Schwendemann', [[58, 'Gästeberatung und Gastgeberverzeichnis', 'EG 0.10', '17']]),
  person(145, 'Frau', 'Marie', 'Lefèvre', [[58, 'Gästeberatung und Veranstaltungskalender', 'EG 0.10', '18']]),

  // Ortsverwaltungen
  person(146, 'Herr', 'Thomas', 'Wehrle', [[60, 'Ortsvorsteher', 'EG 0.01', '91']]),
  person(147, 'Frau', 'Petra', 'Schill', [[60, 'Sachbearbeitung Bürgerdienste', 'EG 0.02', '94']]),
  person(148, 'Frau', 'Sabine', 'Kiefer', [[61, 'Ortsvorsteherin', 'EG 0.01', '92']]),
  person(149, 'Herr', 'Wolfgang', 'Dufner', [
    [61, 'Sachbearbeitung Bürgerdienste', 'EG 0.02', '95'],
    [62, 'Sachbearbeitung Bürgerdienste (donnerstags)', 'EG 0.02', '96'],
  ]),
  person(150, 'Herr', 'Martin', 'Zimmermann', [[62, 'Ortsvorsteher', 'EG 0.01', '93']]),
];
