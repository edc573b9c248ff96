/**
 * Fachämter und Sachgebiete der Stadtverwaltung Musterstadt (fiktiv).
 * Durchwahlen nach Bereichen: 1x Bürgermeisterin und Wirtschaft, 2x Hauptamt,
 * 3x Finanzen, 4x Ordnung und Bürgerbüro, 5x Bauen, 6x Standesamt, 7x Bauhof,
 * 8x Bildung und Soziales, 9x Ortsverwaltungen.
 */
import type { SeedAdresse, SeedAmt } from './types';

const RATHAUS: SeedAdresse = {
  gebaeude: 'Rathaus',
  strasse: 'Marktplatz 1',
  plz: '79999',
  ort: 'Musterstadt',
};

const FAX_RATHAUS = '+49 7641 123-199';

/** Allgemeine Öffnungszeiten des Rathauses. */
const RATHAUS_ZEITEN: string[] = ['Mo–Fr 8–12 Uhr', 'Di 14–16 Uhr', 'Do 14–18 Uhr', 'Termine außerhalb der Öffnungszeiten nach Vereinbarung'];

export const aemter: SeedAmt[] = [
  {
    id: 40,
    titel: 'Hauptamt',
    beschreibung:
      'Das Hauptamt ist die zentrale Steuerungsstelle der Stadtverwaltung. Es betreut den Gemeinderat, organisiert die Verwaltung und ist Ansprechpartner für Vereine, Partnerschaften und Ehrungen.',
    aufgaben: [
      'Sitzungsdienst für Gemeinderat und Ausschüsse',
      'Organisation und Digitalisierung der Verwaltung',
      'Öffentlichkeitsarbeit und Amtsblatt',
      'Vereinsförderung und Ehrungen',
      'Städtepartnerschaft mit Beaulieu-les-Vignes',
      'Anfragen nach dem Landesinformationsfreiheitsgesetz',
    ],
    adresse: RATHAUS,
    kontakt: { telefon: '+49 7641 123-21', telefax: FAX_RATHAUS, email: 'hauptamt@musterstadt.de' },
    oeffnungszeiten: RATHAUS_ZEITEN,
  },
  {
    id: 41,
    titel: 'Personalamt',
    beschreibung:
      'Das Personalamt kümmert sich um alle Fragen rund um die rund 180 Beschäftigten der Stadt – von der Stellenausschreibung über die Ausbildung bis zur Entgeltabrechnung.',
    aufgaben: [
      'Stellenausschreibungen und Auswahlverfahren',
      'Ausbildung und Praktika',
      'Entgelt- und Besoldungsabrechnung',
      'Arbeitszeit, Urlaub und Fortbildung',
      'Betriebliches Gesundheitsmanagement',
    ],
    adresse: RATHAUS,
    kontakt: { telefon: '+49 7641 123-22', telefax: FAX_RATHAUS, email: 'personalamt@musterstadt.de' },
    oeffnungszeiten: RATHAUS_ZEITEN,
    uebergeordnet: 40,
  },
  {
    id: 42,
    titel: 'Wahlamt',
    beschreibung:
      'Das Wahlamt bereitet alle Wahlen und Abstimmungen in Musterstadt vor – von der Europawahl bis zur Ortschaftsratswahl – und stellt die Briefwahlunterlagen aus.',
    aufgaben: [
      'Vorbereitung und Durchführung von Wahlen und Bürgerentscheiden',
      'Wählerverzeichnis und Wahlbenachrichtigungen',
      'Briefwahl und Wahlscheine',
      'Gewinnung und Schulung der Wahlhelferinnen und Wahlhelfer',
      'Statistik',
    ],
    adresse: RATHAUS,
    kontakt: { telefon: '+49 7641 123-25', telefax: FAX_RATHAUS, email: 'wahlamt@musterstadt.de' },
    oeffnungszeiten: RATHAUS_ZEITEN,
    uebergeordnet: 40,
  },
  {
    id: 43,
    titel: 'Ordnungsamt',
    beschreibung:
      'Das Ordnungsamt sorgt für Sicherheit und Ordnung in der Stadt. Es ist Gewerbebehörde, Ortspolizeibehörde und Straßenverkehrsbehörde und genehmigt Veranstaltungen und Sondernutzungen.',
    aufgaben: [
      'Gewerbeangelegenheiten und Gaststätten',
      'Veranstaltungen, Märkte und Plakatierung',
      'Straßenverkehrsrechtliche Anordnungen und Parkausweise',
      'Sondernutzung öffentlicher Verkehrsflächen',
      'Gemeindevollzugsdienst und Verwarnungen',
      'Gefahrenabwehr, Hunde und Polizeiverordnung',
      'Fischereischeine',
    ],
    adresse: RATHAUS,
    kontakt: { telefon: '+49 7641 123-40', telefax: FAX_RATHAUS, email: 'ordnungsamt@musterstadt.de' },
    oeffnungszeiten: RATHAUS_ZEITEN,
  },
  {
    id: 44,
    titel: 'Standesamt',
    beschreibung:
      'Das Standesamt beurkundet Geburten, Eheschließungen und Sterbefälle und stellt Personenstandsurkunden aus. Trauungen finden im historischen Trauzimmer des Rathauses statt.',
    aufgaben: [
      'Anmeldung und Durchführung von Eheschließungen',
      'Beurkundung von Geburten und Sterbefällen',
      'Ausstellung von Personenstandsurkunden',
      'Namenserklärungen',
      'Vaterschaftsanerkennungen',
      'Kirchenaustritte',
    ],
    adresse: RATHAUS,
    kontakt: { telefon: '+49 7641 123-66', telefax: FAX_RATHAUS, email: 'standesamt@musterstadt.de' },
    oeffnungszeiten: ['Mo–Fr 8–12 Uhr', 'Do 14–18 Uhr', 'Trauungen nach Vereinbarung, auch samstags'],
  },
  {
    id: 45,
    titel: 'Friedhofsverwaltung',
    beschreibung:
      'Die Friedhofsverwaltung betreut die vier städtischen Friedhöfe in der Kernstadt, in Bombach, Hecklingen und Nordweil und vergibt die Nutzungsrechte an Grabstätten.',
    aufgaben: [
      'Vergabe und Verlängerung von Grabnutzungsrechten',
      'Terminabstimmung für Bestattungen mit Bestattungsunternehmen',
      'Genehmigung von Grabmalen',
      'Friedhofsgebühren',
      'Belegung der Aussegnungshallen',
    ],
    adresse: RATHAUS,
    kontakt: { telefon: '+49 7641 123-69', telefax: FAX_RATHAUS, email: 'friedhof@musterstadt.de' },
    oeffnungszeiten: RATHAUS_ZEITEN,
    uebergeordnet: 44,
  },
  {
    id: 46,
    titel: 'Kämmerei',
    beschreibung:
      'Die Kämmerei ist die Finanzverwaltung der Stadt. Sie stellt den Haushaltsplan auf, bewirtschaftet die Finanzen und kümmert sich um Förderanträge und Beteiligungen.',
    aufgaben: [
      'Aufstellung und Vollzug des Haushaltsplans',
      'Jahresabschluss und Anlagenbuchhaltung',
      'Kredite, Geldanlagen und Liquiditätsplanung',
      'Zuschüsse und Förderprogramme',
      'Städtische Beteiligungen',
    ],
    adresse: RATHAUS,
    kontakt: { telefon: '+49 7641 123-30', telefax: FAX_RATHAUS, email: 'kaemmerei@musterstadt.de' },
    oeffnungszeiten: RATHAUS_ZEITEN,
  },
  {
    id: 47,
    titel: 'Stadtkasse',
    beschreibung:
      'Die Stadtkasse wickelt alle Zahlungen der Stadt ab. Hier können Sie Steuern und Gebühren bezahlen, Lastschriftmandate erteilen und Fragen zu Mahnungen klären.',
    aufgaben: ['Zahlungsverkehr und Buchhaltung', 'SEPA-Lastschriftmandate', 'Mahnwesen und Vollstreckung', 'Stundung und Ratenzahlung', 'Barkasse im Rathaus'],
    adresse: RATHAUS,
    kontakt: { telefon: '+49 7641 123-35', telefax: FAX_RATHAUS, email: 'stadtkasse@musterstadt.de' },
    oeffnungszeiten: ['Mo–Fr 8–12 Uhr', 'Do 14–18 Uhr'],
    uebergeordnet: 46,
  },
  {
    id: 48,
    titel: 'Steueramt',
    beschreibung:
      'Das Steueramt setzt die städtischen Steuern und Abgaben fest, zum Beispiel Grundsteuer, Gewerbesteuer, Hundesteuer sowie die Wasser- und Abwassergebühren.',
    aufgaben: [
      'Grundsteuer und Gewerbesteuer',
      'Hundesteuer und Zweitwohnungsteuer',
      'Wasser- und Abwassergebühren',
      'Abfallgebühren und Abfallbehälter',
      'Ablesung der Wasserzähler',
    ],
    adresse: RATHAUS,
    kontakt: { telefon: '+49 7641 123-32', telefax: FAX_RATHAUS, email: 'steueramt@musterstadt.de' },
    oeffnungszeiten: RATHAUS_ZEITEN,
    uebergeordnet: 46,
  },
  {
    id: 49,
    titel: 'Bürgerbüro',
    beschreibung:
      'Das Bürgerbüro im Erdgeschoss des Rathauses ist Ihre erste Anlaufstelle für Ausweise, Pässe, Meldeangelegenheiten, Beglaubigungen und Fundsachen. Termine können Sie online oder telefonisch vereinbaren.',
    aufgaben: [
      'Personalausweise und Reisepässe',
      'An-, Um- und Abmeldung des Wohnsitzes',
      'Meldebescheinigungen und Auskunftssperren',
      'Führungszeugnisse und Auskünfte aus dem Gewerbezentralregister',
      'Beglaubigungen und Lebensbescheinigungen',
      'Fundbüro',
      'Ausgabe von Abfallkalendern und Sperrmüllkarten',
    ],
    adresse: { gebaeude: 'Rathaus, Erdgeschoss', strasse: 'Marktplatz 1', plz: '79999', ort: 'Musterstadt' },
    kontakt: { telefon: '+49 7641 123-49', telefax: FAX_RATHAUS, email: 'buergerbuero@musterstadt.de' },
    oeffnungszeiten: [
      'Mo 9–12 und 14–16 Uhr',
      'Di 7:30–12 und 14–16 Uhr',
      'Mi 9–12 Uhr',
      'Do 9–12 und 14–18 Uhr',
      'Fr 9–12 und 14–16 Uhr',
      '1. und 3. Samstag im Monat 9–12 Uhr',
    ],
    uebergeordnet: 43,
  },
  {
    id: 50,
    titel: 'Bauamt',
    beschreibung:
      'Das Bauamt (Bauverwaltung) nimmt Bauanträge und Bauvorlagen entgegen, erteilt das gemeindliche Einvernehmen und plant die Entwicklung der Stadt mit Bebauungsplänen.',
    aufgaben: [
      'Entgegennahme und Prüfung von Bauanträgen und Kenntnisgaben',
      'Gemeindliches Einvernehmen und Angrenzerbenachrichtigung',
      'Bauleitplanung und Bebauungspläne',
      'Bauberatung',
      'Baumschutz und Fällgenehmigungen',
      'Klimaschutzmanagement',
    ],
    adresse: RATHAUS,
    kontakt: { telefon: '+49 7641 123-50', telefax: FAX_RATHAUS, email: 'bauamt@musterstadt.de' },
    oeffnungszeiten: ['Mo–Fr 8–12 Uhr', 'Do 14–18 Uhr', 'Bauberatung nach Vereinbarung'],
  },
  {
    id: 51,
    titel: 'Stadtbauamt – Tiefbau',
    beschreibung:
      'Das Stadtbauamt plant und baut Straßen, Wege, Brücken, Kanäle und Wasserleitungen und ist für die Straßenbeleuchtung und den Glasfaserausbau zuständig.',
    aufgaben: [
      'Planung und Bau von Straßen, Wegen und Brücken',
      'Kanalisation und Wasserversorgungsnetz',
      'Straßenbeleuchtung',
      'Hochwasserschutz und Gewässerunterhaltung',
      'Breitband- und Glasfaserausbau',
      'Baustellenkoordination',
    ],
    adresse: RATHAUS,
    kontakt: { telefon: '+49 7641 123-51', telefax: FAX_RATHAUS, email: 'tiefbau@musterstadt.de' },
    oeffnungszeiten: RATHAUS_ZEITEN,
    uebergeordnet: 50,
  },
  {
    id: 52,
    titel: 'Bauhof',
    beschreibung:
      'Der städtische Bauhof pflegt Straßen, Grünflächen, Spielplätze und Friedhöfe, räumt im Winter Schnee und unterstützt Vereine bei Festen und Veranstaltungen.',
    aufgaben: [
      'Straßenunterhaltung und Winterdienst',
      'Pflege von Grünflächen, Bäumen und Spielplätzen',
      'Grünschnittannahme',
      'Pflege der Friedhöfe',
      'Unterstützung bei Veranstaltungen und Märkten',
    ],
    adresse: { gebaeude: 'Bauhof', strasse: 'Gewerbestraße 12', plz: '79999', ort: 'Musterstadt' },
    kontakt: { telefon: '+49 7641 123-70', telefax: '+49 7641 123-179', email: 'bauhof@musterstadt.de' },
    oeffnungszeiten: ['Mo–Do 7–16 Uhr', 'Fr 7–12 Uhr', 'Grünschnittannahme März bis November Sa 9–13 Uhr'],
    uebergeordnet: 51,
  },
  {
    id: 53,
    titel: 'Liegenschaftsamt',
    beschreibung: 'Das Liegenschaftsamt verwaltet die städtischen Grundstücke und Gebäude, verkauft Bauplätze und verpachtet landwirtschaftliche Flächen.',
    aufgaben: [
      'Verkauf von Bauplätzen und Gewerbegrundstücken',
      'Grunderwerb für städtische Vorhaben',
      'Miet- und Pachtverträge',
      'Verwaltung städtischer Wohnungen',
      'Erbbaurechte',
    ],
    adresse: RATHAUS,
    kontakt: { telefon: '+49 7641 123-54', telefax: FAX_RATHAUS, email: 'liegenschaften@musterstadt.de' },
    oeffnungszeiten: RATHAUS_ZEITEN,
    uebergeordnet: 50,
  },
  {
    id: 55,
    titel: 'Kindergärten und Schulen',
    beschreibung:
      'Das Sachgebiet ist Träger der fünf städtischen Kindertageseinrichtungen und der beiden Grundschulen. Es vergibt die Betreuungsplätze und kümmert sich um Schülerbeförderung und Elternbeiträge.',
    aufgaben: [
      'Vergabe der Betreuungsplätze in den städtischen Kitas',
      'Elternbeiträge und Ermäßigungen',
      'Kernzeit- und Ganztagsbetreuung an den Grundschulen',
      'Schulträgeraufgaben für die Grundschulen',
      'Schülerbeförderung',
      'Kindergartenbedarfsplanung',
    ],
    adresse: RATHAUS,
    kontakt: { telefon: '+49 7641 123-80', telefax: FAX_RATHAUS, email: 'kinderbetreuung@musterstadt.de' },
    oeffnungszeiten: RATHAUS_ZEITEN,
  },
  {
    id: 57,
    titel: 'Wirtschaftsförderung',
    beschreibung:
      'Die Wirtschaftsförderung ist Lotse für Unternehmen, Gründerinnen und Gründer. Sie vermittelt Gewerbeflächen, berät zu Fördermitteln und pflegt das Gewerbeverzeichnis.',
    aufgaben: [
      'Beratung bei Gründung, Ansiedlung und Erweiterung',
      'Vermittlung von Gewerbeflächen und Leerständen',
      'Fördermittelberatung',
      'Gewerbeverzeichnis',
      'Stadtmarketing und Innenstadtentwicklung',
    ],
    adresse: RATHAUS,
    kontakt: { telefon: '+49 7641 123-15', telefax: FAX_RATHAUS, email: 'wirtschaftsfoerderung@musterstadt.de' },
    oeffnungszeiten: ['Mo–Fr 8–12 Uhr', 'Termine gerne auch am Nachmittag nach Vereinbarung'],
  },
  {
    id: 58,
    titel: 'Tourist-Information',
    beschreibung:
      'Die Tourist-Information am Marktplatz berät Gäste und Einheimische zu Wanderwegen, Unterkünften, Führungen und Veranstaltungen und verkauft Karten und Souvenirs.',
    aufgaben: [
      'Gästeberatung und Prospektversand',
      'Gastgeberverzeichnis und Zimmervermittlung',
      'Stadtführungen und Gruppenangebote',
      'Veranstaltungskalender',
      'Kartenvorverkauf',
    ],
    adresse: { gebaeude: 'Rathaus, Eingang Marktplatz', strasse: 'Marktplatz 1', plz: '79999', ort: 'Musterstadt' },
    kontakt: { telefon: '+49 7641 123-17', telefax: FAX_RATHAUS, email: 'tourist-info@musterstadt.de' },
    oeffnungszeiten: ['Mai bis Oktober: Mo–Fr 9–12:30 und 14–17 Uhr, Sa 10–13 Uhr', 'November bis April: Mo–Fr 9–12:30 Uhr, Do 14–17 Uhr'],
  },
  {
    id: 59,
    titel: 'Familie, Soziales und Integration',
    beschreibung:
      'Das Sachgebiet berät und unterstützt Familien, Seniorinnen und Senioren, Jugendliche sowie Zugewanderte und nimmt Anträge auf Sozialleistungen entgegen, die das Landratsamt bewilligt.',
    aufgaben: [
      'Entgegennahme von Wohngeld- und Rentenanträgen',
      'Beratung zu Sozialleistungen und Schwerbehinderung',
      'Seniorenarbeit und Seniorenwegweiser',
      'Integrationsmanagement',
      'Offene Jugendarbeit im Jugendhaus',
      'Obdachlosenunterbringung',
    ],
    adresse: RATHAUS,
    kontakt: { telefon: '+49 7641 123-84', telefax: FAX_RATHAUS, email: 'soziales@musterstadt.de' },
    oeffnungszeiten: RATHAUS_ZEITEN,
  },
  {
    id: 60,
    titel: 'Ortsverwaltung Bombach',
    beschreibung:
      'Die Ortsverwaltung ist die Anlaufstelle des Rathauses im Stadtteil Bombach. Hier erhalten Sie viele Leistungen des Bürgerbüros und erreichen den Ortsvorsteher.',
    aufgaben: [
      'Annahme von Anträgen für Ausweise und Pässe',
      'Meldeangelegenheiten und Beglaubigungen',
      'Geschäftsstelle des Ortschaftsrats',
      'Vermietung der Festhalle Bombach',
      'Sprechstunde des Ortsvorstehers',
    ],
    adresse: { gebaeude: 'Ortsverwaltung Bombach', strasse: 'Weinstraße 12', plz: '79999', ort: 'Musterstadt-Bombach' },
    kontakt: { telefon: '+49 7641 123-91', telefax: '+49 7641 123-191', email: 'ov-bombach@musterstadt.de' },
    oeffnungszeiten: ['Di 8–12 Uhr', 'Do 15–18 Uhr', 'Sprechstunde des Ortsvorstehers: Di 17–18:30 Uhr'],
  },
  {
    id: 61,
    titel: 'Ortsverwaltung Hecklingen',
    beschreibung:
      'Die Ortsverwaltung am Lindenplatz ist die Anlaufstelle des Rathauses im Stadtteil Hecklingen. Hier erhalten Sie viele Leistungen des Bürgerbüros und erreichen die Ortsvorsteherin.',
    aufgaben: [
      'Annahme von Anträgen für Ausweise und Pässe',
      'Meldeangelegenheiten und Beglaubigungen',
      'Geschäftsstelle des Ortschaftsrats',
      'Vermietung der Räume im Alten Schulhaus',
      'Sprechstunde der Ortsvorsteherin',
    ],
    adresse: { gebaeude: 'Ortsverwaltung Hecklingen', strasse: 'Lindenplatz 1', plz: '79999', ort: 'Musterstadt-Hecklingen' },
    kontakt: { telefon: '+49 7641 123-92', telefax: '+49 7641 123-192', email: 'ov-hecklingen@musterstadt.de' },
    oeffnungszeiten: ['Mo 8–12 Uhr', 'Mi 8–12 Uhr', 'Sprechstunde der Ortsvorsteherin: Mi 9–11 Uhr'],
  },
  {
    id: 62,
    titel: 'Ortsverwaltung Nordweil',
    beschreibung:
      'Die Ortsverwaltung ist die Anlaufstelle des Rathauses im höchstgelegenen Stadtteil Nordweil. Hier erhalten Sie viele Leistungen des Bürgerbüros und erreichen den Ortsvorsteher.',
    aufgaben: [
      'Annahme von Anträgen für Ausweise und Pässe',
      'Meldeangelegenheiten und Beglaubigungen',
      'Geschäftsstelle des Ortschaftsrats',
      'Vermietung des Bürgerhauses Nordweil',
      'Sprechstunde des Ortsvorstehers',
    ],
    adresse: { gebaeude: 'Ortsverwaltung Nordweil', strasse: 'Hochfirststraße 5', plz: '79999', ort: 'Musterstadt-Nordweil' },
    kontakt: { telefon: '+49 7641 123-93', telefax: '+49 7641 123-193', email: 'ov-nordweil@musterstadt.de' },
    oeffnungszeiten: ['Do 8–11 Uhr', 'Do 17–19:30 Uhr', 'Sprechstunde des Ortsvorstehers: Do 18–19:30 Uhr'],
  },
];
