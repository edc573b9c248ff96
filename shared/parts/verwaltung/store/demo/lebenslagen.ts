/**
 * Lebenslagen des Wegweisers: Verfahren, die in einer Lebenssituation typischerweise
 * zusammen anfallen (fiktiv). Die Zahlen verweisen auf die Ids in verfahren.ts.
 */
import type { SeedLebenslage } from './types';

export const lebenslagen: SeedLebenslage[] = [
  {
    id: 1,
    url: 'umzug',
    titel: 'Umzug',
    beschreibung:
      'Sie ziehen nach Musterstadt, innerhalb der Stadt um oder verlassen uns? Hier finden Sie alles von der Anmeldung über das Halteverbot für den Umzugswagen bis zur Mülltonne.',
    verfahren: [1002, 1054, 1001, 1027, 1038, 1003, 1028, 1052, 1059, 1061],
  },
  {
    id: 2,
    url: 'geburt-eines-kindes',
    titel: 'Geburt eines Kindes',
    beschreibung:
      'Herzlichen Glückwunsch! Nach der Geburt stehen einige Behördengänge an: Geburtsurkunde, Vaterschaft, Name, erste Ausweisdokumente und ein Betreuungsplatz.',
    verfahren: [1019, 1056, 1039, 1034, 1036, 1060],
  },
  {
    id: 3,
    url: 'heirat',
    titel: 'Heirat',
    beschreibung:
      'Sie möchten heiraten? Das Standesamt begleitet Sie von der Anmeldung bis zur Trauung im historischen Trauzimmer. Danach sind oft ein neuer Name und neue Ausweise fällig.',
    verfahren: [1013, 1039, 1038, 1042, 1044, 1054],
  },
  {
    id: 4,
    url: 'todesfall',
    titel: 'Todesfall',
    beschreibung:
      'Wenn ein Angehöriger stirbt, ist vieles zu regeln. Hier finden Sie die wichtigsten Schritte: Beurkundung, Grabstätte, Rente für Hinterbliebene und die Abmeldung von Steuern und Gewerbe.',
    verfahren: [1050, 1025, 1045, 1029, 1022],
  },
  {
    id: 5,
    url: 'bauen-und-wohnen',
    titel: 'Bauen und Wohnen',
    beschreibung: 'Vom Bauplatz über den Bauantrag bis zur Grundsteuer: Informationen für Bauherrinnen und Bauherren, Eigentümer und Mieterinnen.',
    verfahren: [1008, 1033, 1007, 1006, 1009, 1048, 1051, 1026, 1059, 1052, 1060, 1040],
  },
  {
    id: 6,
    url: 'gewerbe-und-arbeit',
    titel: 'Gewerbe und Arbeit',
    beschreibung:
      'Gründung, Ansiedlung, Gaststätte oder Ferienwohnung: Hier finden Unternehmerinnen und Unternehmer die passenden Anträge und Ansprechpersonen.',
    verfahren: [1020, 1021, 1022, 1024, 1016, 1018, 1023, 1048, 1043, 1055],
  },
  {
    id: 7,
    url: 'kinderbetreuung-und-schule',
    titel: 'Kinderbetreuung und Schule',
    beschreibung: 'Krippe, Kindergarten, Grundschule und Schulweg: So finden Sie einen Betreuungsplatz und erhalten Zuschüsse für die Fahrt zur Schule.',
    verfahren: [1036, 1046, 1034, 1016],
  },
  {
    id: 8,
    url: 'ausweise-und-dokumente',
    titel: 'Ausweise und Dokumente',
    beschreibung: 'Personalausweis, Reisepass, Meldebescheinigung oder Führungszeugnis: Das Bürgerbüro ist Ihre erste Anlaufstelle für Dokumente aller Art.',
    verfahren: [1042, 1044, 1034, 1058, 1038, 1010, 1016, 1012, 1004, 1053],
  },
  {
    id: 9,
    url: 'senioren',
    titel: 'Senioren',
    beschreibung: 'Rente, Schwerbehinderung, Parkerleichterungen und Glückwünsche zum Jubiläum: Angebote und Anträge für ältere Menschen und ihre Angehörigen.',
    verfahren: [1045, 1037, 1047, 1062, 1060, 1031, 1025],
  },
  {
    id: 10,
    url: 'hund-und-haustier',
    titel: 'Hund und Haustier',
    beschreibung:
      'Wer einen Hund hält, muss ihn anmelden und Hundesteuer zahlen. Hier finden Sie außerdem die Regeln für Kampfhunde und Hilfe, wenn ein Tier entlaufen ist.',
    verfahren: [1028, 1029, 1032, 1017],
  },
];
