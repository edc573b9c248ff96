/**
 * Gemeinderat, Ausschüsse, Fraktionen und Ortschaftsräte der Stadt Musterstadt (fiktiv), Wahlperiode
 * seit der Kommunalwahl im Juni 2024: 22 Gemeinderätinnen und Gemeinderäte (Wohnbezirke nach unechter
 * Teilortswahl: Kernstadt 12, Bombach 4, Hecklingen 3, Nordweil 3) und die Bürgermeisterin als
 * Vorsitzende; fünf Fraktionen; Technischer Ausschuss, Verwaltungsausschuss und Ältestenrat; die
 * Ortschaftsräte Bombach (10), Hecklingen (8) und Nordweil (6). Dazu zwei Zugänge zum
 * Ratsinformationssystem (README).
 *
 * Namen, Berufe und Kontaktdaten sind erfunden; die Bilder sind gezeichnete Umrisse, keine Fotos.
 */
import type { GremiumArt, Wohnbezirk } from '../../values';

export interface SeedGremium {
  id: number;
  name: string;
  kurzname: string | null;
  art: GremiumArt;
  uebergeordnet?: number;
  wohnbezirk?: Wohnbezirk;
  beschreibung: string;
  email?: string;
  beginn: string;
}

/** A membership: the body, the function held there (default 'Mitglied'). */
export type SeedSitz = [gremium: number, rolle?: string];

export interface SeedPerson {
  id: number;
  anrede: 'Frau' | 'Herr';
  titel?: string;
  vorname: string;
  nachname: string;
  wohnbezirk: Wohnbezirk | null;
  beruf: string;
  amt?: string;
  /** Published contact details (the member agreed); without it none are shown. */
  kontakt?: { email?: string; telefon?: string };
  sitze: SeedSitz[];
}

export interface SeedRatsinfoKonto {
  person: number;
  email: string;
  /** Demo password (README), for people and tests. */
  passwort: string;
  /** Its scrypt hash, computed once (a unit test checks that it matches). */
  passwortHash: string;
}

export const GR = 7001;
export const TA = 7002;
export const VA = 7003;
export const AELTESTENRAT = 7004;
export const FW = 7011;
export const CDU = 7012;
export const GRUENE = 7013;
export const SPD = 7014;
export const UL = 7015;
export const OR_BOMBACH = 7021;
export const OR_HECKLINGEN = 7022;
export const OR_NORDWEIL = 7023;

/** Constituent meeting of the Gemeinderat after the election of 9 June 2024. */
export const WAHLPERIODE_BEGINN = '2024-07-23';
const OR_BEGINN: Record<number, string> = { [OR_BOMBACH]: '2024-07-16', [OR_HECKLINGEN]: '2024-07-17', [OR_NORDWEIL]: '2024-07-18' };
/** The mayor has chaired the Gemeinderat since taking office in 2019. */
export const BM_BEGINN = '2019-05-01';

export const gremien: SeedGremium[] = [
  {
    id: GR,
    name: 'Gemeinderat',
    kurzname: 'GR',
    art: 'gemeinderat',
    beginn: WAHLPERIODE_BEGINN,
    beschreibung: `<p>Der Gemeinderat ist die Vertretung der Bürgerinnen und Bürger und das Hauptorgan der Stadt. Er legt die Grundsätze der Verwaltung fest und entscheidet über alle wichtigen Angelegenheiten, etwa den Haushalt, Satzungen, Bebauungspläne und größere Bauvorhaben. Vorsitzende mit Stimmrecht ist die Bürgermeisterin.</p>
<p>Dem Gemeinderat gehören 22 ehrenamtliche Mitglieder an, die für fünf Jahre gewählt werden, zuletzt im Juni 2024. Die Sitze sind nach Wohnbezirken verteilt (unechte Teilortswahl): Kernstadt 12, Bombach 4, Hecklingen 3 und Nordweil 3. Die Sitzungen sind in der Regel öffentlich; Zuhörerinnen und Zuhörer sind willkommen.</p>`,
  },
  {
    id: TA,
    name: 'Technischer Ausschuss',
    kurzname: 'TA',
    art: 'ausschuss',
    uebergeordnet: GR,
    beginn: WAHLPERIODE_BEGINN,
    beschreibung: `<p>Der Technische Ausschuss ist ein beschließender Ausschuss des Gemeinderats. Er entscheidet über Bauanträge und Bauvoranfragen, soweit die Stadt zu beteiligen ist, über Vergaben bis 250.000 Euro und über den Straßen-, Wege- und Leitungsbau. Größere Vorhaben berät er für den Gemeinderat vor.</p>
<p>Ihm gehören die Bürgermeisterin als Vorsitzende und zehn Mitglieder des Gemeinderats an, die die Fraktionen nach ihrer Stärke entsenden.</p>`,
  },
  {
    id: VA,
    name: 'Verwaltungsausschuss',
    kurzname: 'VA',
    art: 'ausschuss',
    uebergeordnet: GR,
    beginn: WAHLPERIODE_BEGINN,
    beschreibung: `<p>Der Verwaltungsausschuss berät den Haushalt, Gebühren und Entgelte, die Förderung der Vereine, Kindergärten und Schulen sowie Personalangelegenheiten. Er entscheidet selbst über Zuschüsse und Stundungen in festgelegten Grenzen und bereitet die Beschlüsse des Gemeinderats vor.</p>
<p>Ihm gehören die Bürgermeisterin als Vorsitzende und zehn Mitglieder des Gemeinderats an.</p>`,
  },
  {
    id: AELTESTENRAT,
    name: 'Ältestenrat',
    kurzname: null,
    art: 'ausschuss',
    uebergeordnet: GR,
    beginn: WAHLPERIODE_BEGINN,
    beschreibung: `<p>Der Ältestenrat berät die Bürgermeisterin in Fragen der Tagesordnung, des Sitzungsablaufs und der Zusammenarbeit im Gemeinderat. Er besteht aus der Bürgermeisterin und den Vorsitzenden der Fraktionen und tagt nichtöffentlich.</p>`,
  },
  {
    id: FW,
    name: 'Fraktion Freie Wähler',
    kurzname: 'FW',
    art: 'fraktion',
    uebergeordnet: GR,
    beginn: WAHLPERIODE_BEGINN,
    email: 'fraktion-fw@gemeinderat.musterstadt.de',
    beschreibung: `<p>Die Freien Wähler Musterstadt sind eine örtliche Wählervereinigung ohne Bindung an eine Partei. Sie stellen mit sechs Sitzen die größte Fraktion im Gemeinderat. Schwerpunkte der Fraktion sind eine solide Haushaltsführung, das Handwerk und die Landwirtschaft sowie die Stärkung der Ortsteile.</p>`,
  },
  {
    id: CDU,
    name: 'CDU-Fraktion',
    kurzname: 'CDU',
    art: 'fraktion',
    uebergeordnet: GR,
    beginn: WAHLPERIODE_BEGINN,
    email: 'fraktion-cdu@gemeinderat.musterstadt.de',
    beschreibung: `<p>Die CDU-Fraktion hat fünf Sitze im Gemeinderat. Sie setzt sich für Familien, eine gute ärztliche Versorgung, den Ausbau der Kinderbetreuung und sichere Verkehrswege ein.</p>`,
  },
  {
    id: GRUENE,
    name: 'Fraktion Bündnis 90/Die Grünen',
    kurzname: 'Grüne',
    art: 'fraktion',
    uebergeordnet: GR,
    beginn: WAHLPERIODE_BEGINN,
    email: 'fraktion-gruene@gemeinderat.musterstadt.de',
    beschreibung: `<p>Die Fraktion Bündnis 90/Die Grünen hat fünf Sitze im Gemeinderat. Ihre Themen sind Klimaschutz und erneuerbare Energien, der Radverkehr, der Schutz von Wald und Gewässern und bezahlbarer Wohnraum.</p>`,
  },
  {
    id: SPD,
    name: 'SPD-Fraktion',
    kurzname: 'SPD',
    art: 'fraktion',
    uebergeordnet: GR,
    beginn: WAHLPERIODE_BEGINN,
    email: 'fraktion-spd@gemeinderat.musterstadt.de',
    beschreibung: `<p>Die SPD-Fraktion hat drei Sitze im Gemeinderat. Sie setzt sich besonders für bezahlbares Wohnen, gute Pflege und Betreuung im Alter, die Vereine und ein starkes Ehrenamt ein.</p>`,
  },
  {
    id: UL,
    name: 'Fraktion Unabhängige Liste',
    kurzname: 'UL',
    art: 'fraktion',
    uebergeordnet: GR,
    beginn: WAHLPERIODE_BEGINN,
    email: 'fraktion-ul@gemeinderat.musterstadt.de',
    beschreibung: `<p>Die Unabhängige Liste Musterstadt ist 2019 aus einer Bürgerinitiative für den Erhalt der Hausarztpraxis in Nordweil hervorgegangen. Sie hat drei Sitze im Gemeinderat und legt Wert auf frühe Bürgerbeteiligung, die Nahversorgung in den Ortsteilen und den Tourismus.</p>`,
  },
  {
    id: OR_BOMBACH,
    name: 'Ortschaftsrat Bombach',
    kurzname: 'OR Bombach',
    art: 'ortschaftsrat',
    wohnbezirk: 'Bombach',
    beginn: OR_BEGINN[OR_BOMBACH]!,
    email: 'ov-bombach@musterstadt.de',
    beschreibung: `<p>Der Ortschaftsrat Bombach vertritt die Belange des größten Stadtteils. Er wird zu allen wichtigen Angelegenheiten gehört, die Bombach betreffen, und entscheidet selbst über sein Ortsteilbudget, etwa für Vereinszuschüsse und die Gestaltung des Dorfplatzes. Vorsitzender ist der Ortsvorsteher.</p>
<p>Der Ortschaftsrat hat zehn Mitglieder. Er tagt in der Regel öffentlich im Sitzungssaal der Ortsverwaltung, Weinstraße 12.</p>`,
  },
  {
    id: OR_HECKLINGEN,
    name: 'Ortschaftsrat Hecklingen',
    kurzname: 'OR Hecklingen',
    art: 'ortschaftsrat',
    wohnbezirk: 'Hecklingen',
    beginn: OR_BEGINN[OR_HECKLINGEN]!,
    email: 'ov-hecklingen@musterstadt.de',
    beschreibung: `<p>Der Ortschaftsrat Hecklingen wird zu allen Vorhaben im Stadtteil gehört, etwa zur Erweiterung der Kita Regenbogen oder zum geplanten Wohngebiet am Lindenweg, und verwaltet ein eigenes Budget für Vereine und Dorfgestaltung. Vorsitzende ist die Ortsvorsteherin.</p>
<p>Der Ortschaftsrat hat acht Mitglieder und tagt in der Regel öffentlich im Sitzungssaal der Ortsverwaltung am Lindenplatz.</p>`,
  },
  {
    id: OR_NORDWEIL,
    name: 'Ortschaftsrat Nordweil',
    kurzname: 'OR Nordweil',
    art: 'ortschaftsrat',
    wohnbezirk: 'Nordweil',
    beginn: OR_BEGINN[OR_NORDWEIL]!,
    email: 'ov-nordweil@musterstadt.de',
    beschreibung: `<p>Der Ortschaftsrat Nordweil begleitet die Vorhaben im höchstgelegenen Stadtteil, derzeit vor allem den Neubau des Feuerwehrhauses, die Windmessung auf dem Hochfirst und die Pflege der Winterwanderwege. Vorsitzender ist der Ortsvorsteher.</p>
<p>Dem Ortschaftsrat gehören sechs Mitglieder an. Die öffentlichen Sitzungen finden im Sitzungssaal der Ortsverwaltung, Hochfirststraße 5, statt.</p>`,
  },
];

const mail = (vorname: string, nachname: string) =>
  `${`${vorname}.${nachname}`.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')}@gemeinderat.musterstadt.de`;

export const personen: SeedPerson[] = [
  {
    id: 7100,
    anrede: 'Frau',
    titel: 'Dr.',
    vorname: 'Katrin',
    nachname: 'Albrecht',
    wohnbezirk: null,
    beruf: 'Verwaltungswissenschaftlerin',
    amt: 'Bürgermeisterin',
    kontakt: { email: 'rathaus@musterstadt.de', telefon: '+49 7641 123-10' },
    sitze: [
      [GR, 'Vorsitzende'],
      [TA, 'Vorsitzende'],
      [VA, 'Vorsitzende'],
      [AELTESTENRAT, 'Vorsitzende'],
    ],
  },
  // Freie Wähler
  {
    id: 7101,
    anrede: 'Herr',
    vorname: 'Werner',
    nachname: 'Rombach',
    wohnbezirk: 'Kernstadt',
    beruf: 'Schreinermeister',
    kontakt: { email: mail('Werner', 'Rombach'), telefon: '+49 7641 55120' },
    sitze: [[GR, 'Erster Stellvertreter der Bürgermeisterin'], [FW, 'Fraktionsvorsitzender'], [TA], [AELTESTENRAT]],
  },
  {
    id: 7102,
    anrede: 'Herr',
    vorname: 'Thomas',
    nachname: 'Wehrle',
    wohnbezirk: 'Bombach',
    beruf: 'Winzer',
    kontakt: { email: 'ov-bombach@musterstadt.de', telefon: '+49 7641 123-91' },
    sitze: [[GR], [FW], [VA], [OR_BOMBACH, 'Ortsvorsteher']],
  },
  {
    id: 7103,
    anrede: 'Frau',
    vorname: 'Andrea',
    nachname: 'Faller',
    wohnbezirk: 'Kernstadt',
    beruf: 'Bankkauffrau',
    kontakt: { email: mail('Andrea', 'Faller') },
    sitze: [[GR], [FW, 'Stellvertretende Fraktionsvorsitzende'], [VA]],
  },
  {
    id: 7104,
    anrede: 'Herr',
    vorname: 'Markus',
    nachname: 'Ketterer',
    wohnbezirk: 'Nordweil',
    beruf: 'Landwirt',
    sitze: [[GR], [FW], [TA], [OR_NORDWEIL]],
  },
  {
    id: 7105,
    anrede: 'Herr',
    vorname: 'Stefan',
    nachname: 'Dold',
    wohnbezirk: 'Hecklingen',
    beruf: 'Elektromeister',
    kontakt: { email: mail('Stefan', 'Dold'), telefon: '+49 7641 55348' },
    sitze: [[GR], [FW], [TA], [OR_HECKLINGEN]],
  },
  {
    id: 7106,
    anrede: 'Herr',
    vorname: 'Gerhard',
    nachname: 'Hug',
    wohnbezirk: 'Kernstadt',
    beruf: 'Realschullehrer im Ruhestand',
    sitze: [[GR], [FW], [VA]],
  },
  // CDU
  {
    id: 7107,
    anrede: 'Frau',
    vorname: 'Ingrid',
    nachname: 'Maier',
    wohnbezirk: 'Kernstadt',
    beruf: 'Steuerberaterin',
    kontakt: { email: mail('Ingrid', 'Maier'), telefon: '+49 7641 55271' },
    sitze: [[GR, 'Zweite Stellvertreterin der Bürgermeisterin'], [CDU, 'Fraktionsvorsitzende'], [VA], [AELTESTENRAT]],
  },
  {
    id: 7108,
    anrede: 'Herr',
    vorname: 'Michael',
    nachname: 'Schwär',
    wohnbezirk: 'Kernstadt',
    beruf: 'Bauingenieur',
    kontakt: { email: mail('Michael', 'Schwär') },
    sitze: [[GR], [CDU, 'Stellvertretender Fraktionsvorsitzender'], [TA]],
  },
  {
    id: 7109,
    anrede: 'Frau',
    vorname: 'Claudia',
    nachname: 'Rees',
    wohnbezirk: 'Bombach',
    beruf: 'Physiotherapeutin',
    sitze: [[GR], [CDU], [VA], [OR_BOMBACH]],
  },
  {
    id: 7110,
    anrede: 'Herr',
    titel: 'Dr.',
    vorname: 'Johannes',
    nachname: 'Willmann',
    wohnbezirk: 'Kernstadt',
    beruf: 'Arzt für Allgemeinmedizin',
    kontakt: { email: mail('Johannes', 'Willmann') },
    sitze: [[GR], [CDU]],
  },
  {
    id: 7111,
    anrede: 'Herr',
    vorname: 'Martin',
    nachname: 'Zimmermann',
    wohnbezirk: 'Nordweil',
    beruf: 'Forstwirt',
    kontakt: { email: 'ov-nordweil@musterstadt.de', telefon: '+49 7641 123-93' },
    sitze: [[GR], [CDU], [TA], [OR_NORDWEIL, 'Ortsvorsteher']],
  },
  // Bündnis 90/Die Grünen
  {
    id: 7112,
    anrede: 'Frau',
    vorname: 'Julia',
    nachname: 'Seger',
    wohnbezirk: 'Kernstadt',
    beruf: 'Umweltingenieurin',
    kontakt: { email: mail('Julia', 'Seger'), telefon: '+49 7641 55902' },
    sitze: [[GR], [GRUENE, 'Fraktionsvorsitzende'], [VA], [AELTESTENRAT]],
  },
  {
    id: 7113,
    anrede: 'Frau',
    titel: 'Dr.',
    vorname: 'Miriam',
    nachname: 'Albiez',
    wohnbezirk: 'Kernstadt',
    beruf: 'Biologin',
    kontakt: { email: mail('Miriam', 'Albiez') },
    sitze: [[GR], [GRUENE, 'Stellvertretende Fraktionsvorsitzende']],
  },
  {
    id: 7114,
    anrede: 'Herr',
    vorname: 'Jonas',
    nachname: 'Faißt',
    wohnbezirk: 'Hecklingen',
    beruf: 'Zimmerer',
    sitze: [[GR], [GRUENE], [TA], [OR_HECKLINGEN]],
  },
  {
    id: 7115,
    anrede: 'Frau',
    vorname: 'Sarah',
    nachname: 'Hummel',
    wohnbezirk: 'Kernstadt',
    beruf: 'Erzieherin',
    kontakt: { email: mail('Sarah', 'Hummel') },
    sitze: [[GR], [GRUENE], [VA]],
  },
  {
    id: 7116,
    anrede: 'Herr',
    vorname: 'Felix',
    nachname: 'Gutmann',
    wohnbezirk: 'Bombach',
    beruf: 'Student der Forstwissenschaften',
    sitze: [[GR], [GRUENE], [TA], [OR_BOMBACH]],
  },
  // SPD
  {
    id: 7117,
    anrede: 'Herr',
    vorname: 'Rainer',
    nachname: 'Vogt',
    wohnbezirk: 'Kernstadt',
    beruf: 'Polizeibeamter im Ruhestand',
    kontakt: { email: mail('Rainer', 'Vogt'), telefon: '+49 7641 55617' },
    sitze: [[GR], [SPD, 'Fraktionsvorsitzender'], [VA], [AELTESTENRAT]],
  },
  {
    id: 7118,
    anrede: 'Frau',
    vorname: 'Sabine',
    nachname: 'Kiefer',
    wohnbezirk: 'Hecklingen',
    beruf: 'Verwaltungsfachangestellte',
    kontakt: { email: 'ov-hecklingen@musterstadt.de', telefon: '+49 7641 123-92' },
    sitze: [[GR], [SPD], [TA], [OR_HECKLINGEN, 'Ortsvorsteherin']],
  },
  {
    id: 7119,
    anrede: 'Frau',
    vorname: 'Elke',
    nachname: 'Brugger',
    wohnbezirk: 'Kernstadt',
    beruf: 'Pflegedienstleiterin',
    kontakt: { email: mail('Elke', 'Brugger') },
    sitze: [[GR], [SPD, 'Stellvertretende Fraktionsvorsitzende'], [TA], [VA]],
  },
  // Unabhängige Liste
  {
    id: 7120,
    anrede: 'Herr',
    vorname: 'Peter',
    nachname: 'Haas',
    wohnbezirk: 'Kernstadt',
    beruf: 'Apotheker',
    kontakt: { email: mail('Peter', 'Haas'), telefon: '+49 7641 55433' },
    sitze: [[GR], [UL, 'Fraktionsvorsitzender'], [AELTESTENRAT]],
  },
  {
    id: 7121,
    anrede: 'Frau',
    vorname: 'Nina',
    nachname: 'Löffler',
    wohnbezirk: 'Nordweil',
    beruf: 'Gastwirtin',
    kontakt: { email: mail('Nina', 'Löffler') },
    sitze: [[GR], [UL], [VA], [OR_NORDWEIL]],
  },
  {
    id: 7122,
    anrede: 'Herr',
    vorname: 'Daniel',
    nachname: 'Kaltenbach',
    wohnbezirk: 'Bombach',
    beruf: 'Kfz-Meister',
    sitze: [[GR], [UL, 'Stellvertretender Fraktionsvorsitzender'], [TA], [OR_BOMBACH]],
  },
  // Ortschaftsrat Bombach (ohne Sitz im Gemeinderat)
  {
    id: 7131,
    anrede: 'Frau',
    vorname: 'Petra',
    nachname: 'Schill',
    wohnbezirk: 'Bombach',
    beruf: 'Hauswirtschaftsmeisterin',
    kontakt: { email: 'p.schill@ortschaftsrat-bombach.musterstadt.de' },
    sitze: [[OR_BOMBACH, 'Stellvertretende Ortsvorsteherin']],
  },
  { id: 7132, anrede: 'Herr', vorname: 'Bernhard', nachname: 'Meßmer', wohnbezirk: 'Bombach', beruf: 'Küfermeister', sitze: [[OR_BOMBACH]] },
  { id: 7133, anrede: 'Frau', vorname: 'Lena', nachname: 'Winterhalter', wohnbezirk: 'Bombach', beruf: 'Grundschullehrerin', sitze: [[OR_BOMBACH]] },
  { id: 7134, anrede: 'Herr', vorname: 'Klaus', nachname: 'Lienhard', wohnbezirk: 'Bombach', beruf: 'Landwirt', sitze: [[OR_BOMBACH]] },
  { id: 7135, anrede: 'Frau', vorname: 'Monika', nachname: 'Streit', wohnbezirk: 'Bombach', beruf: 'Einzelhandelskauffrau', sitze: [[OR_BOMBACH]] },
  { id: 7136, anrede: 'Herr', vorname: 'Tobias', nachname: 'Hauser', wohnbezirk: 'Bombach', beruf: 'Mechatroniker', sitze: [[OR_BOMBACH]] },
  // Ortschaftsrat Hecklingen
  {
    id: 7137,
    anrede: 'Herr',
    vorname: 'Manfred',
    nachname: 'Burger',
    wohnbezirk: 'Hecklingen',
    beruf: 'Maurermeister',
    sitze: [[OR_HECKLINGEN, 'Stellvertretender Ortsvorsteher']],
  },
  { id: 7138, anrede: 'Frau', vorname: 'Ute', nachname: 'Schweizer', wohnbezirk: 'Hecklingen', beruf: 'Krankenpflegerin', sitze: [[OR_HECKLINGEN]] },
  { id: 7139, anrede: 'Herr', vorname: 'Florian', nachname: 'Heitzmann', wohnbezirk: 'Hecklingen', beruf: 'Industriekaufmann', sitze: [[OR_HECKLINGEN]] },
  {
    id: 7140,
    anrede: 'Frau',
    vorname: 'Carina',
    nachname: 'Fischer',
    wohnbezirk: 'Hecklingen',
    beruf: 'Architektin',
    kontakt: { email: 'c.fischer@ortschaftsrat-hecklingen.musterstadt.de' },
    sitze: [[OR_HECKLINGEN]],
  },
  { id: 7141, anrede: 'Herr', vorname: 'Ralf', nachname: 'Bühler', wohnbezirk: 'Hecklingen', beruf: 'Busfahrer', sitze: [[OR_HECKLINGEN]] },
  // Ortschaftsrat Nordweil
  {
    id: 7142,
    anrede: 'Frau',
    vorname: 'Heike',
    nachname: 'Kromer',
    wohnbezirk: 'Nordweil',
    beruf: 'Forstwirtin',
    sitze: [[OR_NORDWEIL, 'Stellvertretende Ortsvorsteherin']],
  },
  { id: 7143, anrede: 'Herr', vorname: 'Josef', nachname: 'Schlegel', wohnbezirk: 'Nordweil', beruf: 'Skilehrer und Hausmeister', sitze: [[OR_NORDWEIL]] },
  { id: 7144, anrede: 'Herr', vorname: 'Simon', nachname: 'Tritschler', wohnbezirk: 'Nordweil', beruf: 'Zimmerer', sitze: [[OR_NORDWEIL]] },
];

/** When a membership began: the mayor's chair in 2019, the Ortschaftsräte their own constituent meetings, the rest with the Gemeinderat. */
export function sitzBeginn(person: SeedPerson, gremium: number): string {
  if (person.amt === 'Bürgermeisterin' && gremium === GR) return BM_BEGINN;
  return OR_BEGINN[gremium] ?? WAHLPERIODE_BEGINN;
}

/** Order within a body: chairs, then deputies and group chairs, then everybody else by name. */
export function sitzOrdnung(rolle: string): number {
  if (/^(Vorsitzende|Ortsvorsteher)/.test(rolle)) return 0;
  if (/^(Erster|Zweite|Stellvertretende|Fraktionsvorsitzende)/.test(rolle))
    return /^Erster/.test(rolle) ? 1 : /^Zweite/.test(rolle) ? 2 : /^Fraktionsvorsitzende/.test(rolle) ? 1 : 3;
  return 10;
}

/** Accounts of the council information system (README). Not intranet accounts. */
export const ratsinfoKonten: SeedRatsinfoKonto[] = [
  {
    person: 7101,
    email: 'werner.rombach@gemeinderat.musterstadt.de',
    passwort: 'Demo#Gemeinderat2026',
    passwortHash: 'scrypt$131072$8$1$yEeILei7taZLfGlQj9u3aQ==$sPTiC8H2CGWTHfXSxLd60Zi4HeooSns0fUP2ND03yvAFyLdLGWt+BRzJ6cpGcdjGxot0+V+JgF11ck7jxi34cA==',
  },
  {
    person: 7112,
    email: 'julia.seger@gemeinderat.musterstadt.de',
    passwort: 'Demo#Ratsinfo2026',
    passwortHash: 'scrypt$131072$8$1$wQCXOGUbKSsHA9FKQsVCJg==$ymU0Vw3OxZEmM6sySkaDnr5PSxZoRQj5nN1G3JXN5MmAR08FaSqP5qRL70eNyWWXN4ZUYBnmvDqqV9T0cfotkg==',
  },
  {
    person: 7131,
    email: 'petra.schill@ortschaftsrat-bombach.musterstadt.de',
    passwort: 'Demo#Ortschaftsrat2026',
    passwortHash: 'scrypt$131072$8$1$YgY4Fc0dOk/ZNpdwkdIplw==$BFFFEVfIjp5m/6GWF9lpILvfPzlI5WNOpkVT2HGTF8PcthHudkStJxnLtuzxvs7RFIfPBeN5soNieFcWHu62tw==',
  },
];
