/**
 * Beschlussvorlagen der Sitzungen (fiktiv). Die öffentlichen Vorlagen sind die Sitzungsvorlagen, die
 * schon als Sitzungsunterlagen veröffentlicht sind (ratstermine.ts): hier steht, zu welchem
 * Tagesordnungspunkt sie gehören und wo sie noch beraten werden. Die nichtöffentlichen Vorlagen
 * gehören zu den nichtöffentlichen Tagesordnungspunkten; sie und ihre Anlagen sieht nur, wer dem
 * beratenden Gremium angehört (Ratsinformationssystem), nie die Öffentlichkeit oder das Intranet.
 * Personen in Personalvorlagen sind nur mit Initialen genannt.
 */
import type { SeedDownload } from '../../../../../server/cms/files/demo/documents';

export type VorlageArt = 'Beschlussvorlage' | 'Informationsvorlage';

export interface SeedOeffentlicheVorlage {
  art: VorlageArt;
  federfuehrend: string;
  /** The public agenda item it belongs to. */
  top: number;
  /** Further public items where it is discussed: [meeting, item]. */
  weitere?: Array<[sitzung: number, top: number]>;
  /** Non-public annexes of the public paper (only council members of a body that discusses it read them). */
  nichtoeffentlicheAnlagen?: SeedDownload[];
}

/** The public papers, by the file name of their document in ratstermine.ts. */
export const oeffentlicheVorlagen: Record<string, SeedOeffentlicheVorlage> = {
  'gr-2026-11-10-haushaltsentwurf-2027-eckdaten.pdf': { art: 'Informationsvorlage', federfuehrend: 'Kämmerei', top: 2 },
  'va-2026-11-24-hallenentgelte-2027.pdf': { art: 'Beschlussvorlage', federfuehrend: 'Hauptamt', top: 3, weitere: [[6006, 4]] },
  'ta-2026-12-01-erschliessung-auf-der-hoehe.pdf': { art: 'Beschlussvorlage', federfuehrend: 'Stadtbauamt – Tiefbau', top: 2 },
  'gr-2026-12-15-sitzungstermine-2027.pdf': { art: 'Beschlussvorlage', federfuehrend: 'Hauptamt', top: 6 },
  'or-hecklingen-2027-01-20-lindenweg.pdf': { art: 'Beschlussvorlage', federfuehrend: 'Bauamt', top: 3, weitere: [[6014, 4]] },
  'gr-2027-01-26-haushaltssatzung-2027-entwurf.pdf': { art: 'Beschlussvorlage', federfuehrend: 'Kämmerei', top: 2 },
  'ta-2027-02-02-feuerwehrhaus-nordweil.pdf': {
    art: 'Beschlussvorlage',
    federfuehrend: 'Bauamt',
    top: 2,
    nichtoeffentlicheAnlagen: [
      {
        datei: 'ta-2027-02-02-feuerwehrhaus-nordweil-kosten-gewerke.pdf',
        downloadtext: 'Anlage: Kostenberechnung nach Gewerken (nichtöffentlich)',
        einstufung: 'Anlage',
        inhalt: [
          'Neubau Feuerwehrhaus Nordweil – Kostenberechnung nach Gewerken (nichtöffentlich)',
          'Die Aufstellung enthält die Schätzpreise je Gewerk; sie wird bis zur Vergabe nicht veröffentlicht, damit die Angebote unbeeinflusst bleiben.',
          'Erd- und Rohbau: 612.000 Euro',
          'Holzbau und Dach: 884.000 Euro',
          'Haustechnik und Elektro: 596.000 Euro',
          'Tore, Fenster, Ausbau: 703.000 Euro',
          'Photovoltaik mit Speicher: 118.000 Euro',
          'Nebenkosten und Reserve: 287.000 Euro',
        ],
      },
    ],
  },
  'gr-2027-02-23-marktplatz-wettbewerb.pdf': { art: 'Beschlussvorlage', federfuehrend: 'Bauamt', top: 2 },
  'gr-2027-03-23-klimaschutz-foerderrichtlinie.pdf': { art: 'Beschlussvorlage', federfuehrend: 'Hauptamt', top: 5 },
  'gr-2027-04-27-windenergie-hochfirst.pdf': { art: 'Beschlussvorlage', federfuehrend: 'Liegenschaftsamt', top: 2 },
  'gr-2027-05-25-laermaktionsplan.pdf': { art: 'Beschlussvorlage', federfuehrend: 'Ordnungsamt', top: 4 },
  'gr-2027-06-22-waermenetz-kernstadt.pdf': { art: 'Informationsvorlage', federfuehrend: 'Bauamt', top: 2 },
};

export interface SeedNichtoeffentlicheVorlage {
  sitzung: number;
  top: number;
  titel: string;
  art?: VorlageArt;
  federfuehrend: string;
  /** Paragraphs of the facts. */
  sachverhalt: string[];
  beschlussvorschlag: string;
  /** Further non-public annexes beside the paper itself. */
  anlagen?: SeedDownload[];
}

export const nichtoeffentlicheVorlagen: SeedNichtoeffentlicheVorlage[] = [
  {
    sitzung: 6001,
    top: 7,
    titel: 'Erwerb einer Teilfläche von Flurstück 1187 für die Erweiterung des Bauhofs',
    federfuehrend: 'Liegenschaftsamt',
    sachverhalt: [
      'Der Bauhof braucht eine überdachte Lagerfläche für Streusalz und Baustoffe. Die angrenzende Wiese (Flurstück 1187, rund 2.400 Quadratmeter) gehört einer Erbengemeinschaft, die eine Teilfläche von 900 Quadratmetern verkaufen würde.',
      'Der Gutachterausschuss hat den Verkehrswert auf 48 Euro je Quadratmeter geschätzt. Die Eigentümer haben einem Kaufpreis von 45.000 Euro zugestimmt.',
    ],
    beschlussvorschlag: 'Der Gemeinderat stimmt dem Erwerb der Teilfläche von 900 Quadratmetern zum Preis von 45.000 Euro zuzüglich Nebenkosten zu.',
    anlagen: [
      {
        datei: 'gr-2026-11-10-lageplan-flst-1187.pdf',
        downloadtext: 'Anlage: Lageplan Flurstück 1187 (nichtöffentlich)',
        einstufung: 'Anlage',
        inhalt: [
          'Lageplan Flurstück 1187 mit der zu erwerbenden Teilfläche',
          'Teilfläche: 900 Quadratmeter entlang der Grenze zum Bauhof',
          'Zufahrt über den bestehenden Wirtschaftsweg',
        ],
      },
    ],
  },
  {
    sitzung: 6001,
    top: 8,
    titel: 'Besetzung der Stelle der Leitung des Bauamts',
    federfuehrend: 'Personalamt',
    sachverhalt: [
      'Die Stelle der Leitung des Bauamts ist zum 1. Februar 2027 neu zu besetzen. Auf die Ausschreibung gingen 14 Bewerbungen ein, sechs Bewerberinnen und Bewerber wurden zu Gesprächen eingeladen.',
      'Die Auswahlkommission mit je einem Mitglied jeder Fraktion empfiehlt Frau M. K., Diplom-Ingenieurin, derzeit stellvertretende Leiterin eines Stadtplanungsamts.',
    ],
    beschlussvorschlag: 'Der Gemeinderat stimmt der Einstellung von Frau M. K. als Leiterin des Bauamts zum 1. Februar 2027 zu.',
  },
  {
    sitzung: 6002,
    top: 6,
    titel: 'Winterdienst 2026/27 in den Ortsteilen – Vergabe an Lohnunternehmer',
    federfuehrend: 'Bauhof',
    sachverhalt: [
      'In Bombach, Hecklingen und Nordweil räumen örtliche Lohnunternehmer die Nebenstraßen. Für die Saison 2026/27 wurden fünf Unternehmen zur Abgabe eines Angebots aufgefordert, vier haben geboten.',
      'Günstigste Angebote: Nordweil 18.400 Euro, Bombach 14.900 Euro, Hecklingen 12.300 Euro (Pauschale und Einsatzstunden nach Schätzmenge).',
    ],
    beschlussvorschlag: 'Der Technische Ausschuss vergibt den Winterdienst in den Ortsteilen an die jeweils günstigsten Bieter.',
  },
  {
    sitzung: 6003,
    top: 5,
    titel: 'Stundung von Gewerbesteuer eines örtlichen Unternehmens',
    federfuehrend: 'Steueramt',
    sachverhalt: [
      'Ein örtliches Unternehmen (Unternehmen A) hat wegen eines Forderungsausfalls beantragt, die Gewerbesteuervorauszahlungen für das dritte und vierte Quartal 2026 zu stunden.',
      'Das Steueramt hat die vorgelegten Unterlagen geprüft. Die Zahlungsschwierigkeiten sind vorübergehend; eine Ratenzahlung bis Juni 2027 ist nach Auskunft der Hausbank tragbar.',
    ],
    beschlussvorschlag: 'Der Verwaltungsausschuss stimmt der Stundung mit Ratenzahlung bis 30. Juni 2027 zu den gesetzlichen Stundungszinsen zu.',
  },
  {
    sitzung: 6003,
    top: 6,
    titel: 'Entfristung eines Arbeitsvertrags in der Kita Regenbogen',
    federfuehrend: 'Personalamt',
    sachverhalt: [
      'Für die neue Krippengruppe in Hecklingen wurde eine pädagogische Fachkraft befristet eingestellt (Frau S. L.). Die Gruppe ist dauerhaft belegt, der Bedarf besteht fort.',
    ],
    beschlussvorschlag: 'Der Verwaltungsausschuss stimmt der Entfristung des Arbeitsvertrags von Frau S. L. zu.',
  },
  {
    sitzung: 6005,
    top: 6,
    titel: 'Sanierung der Wasserleitung Kirchstraße – Vergabe der Ingenieurleistungen',
    federfuehrend: 'Stadtbauamt – Tiefbau',
    sachverhalt: [
      'Für die Planung und Bauüberwachung der Sanierung wurden drei Ingenieurbüros zur Abgabe eines Honorarangebots nach HOAI aufgefordert.',
      'Das wirtschaftlichste Angebot (Büro C, Freiburg) liegt bei 38.600 Euro brutto.',
    ],
    beschlussvorschlag: 'Der Technische Ausschuss vergibt die Ingenieurleistungen an das Büro C zum Angebotspreis von 38.600 Euro.',
  },
  {
    sitzung: 6006,
    top: 8,
    titel: 'Ankauf des Gebäudes Marktplatz 7 (ehemalige Sparkassenfiliale)',
    federfuehrend: 'Liegenschaftsamt',
    sachverhalt: [
      'Die Sparkasse bietet der Stadt das seit 2025 leerstehende Gebäude Marktplatz 7 zum Kauf an. Es grenzt an das Rathaus und könnte das Bürgerbüro barrierefrei aufnehmen.',
      'Kaufpreisforderung: 690.000 Euro; Wertgutachten: 640.000 Euro. Die Verwaltung hat 650.000 Euro angeboten; die Sparkasse hat Gesprächsbereitschaft signalisiert.',
    ],
    beschlussvorschlag: 'Der Gemeinderat ermächtigt die Bürgermeisterin, das Gebäude Marktplatz 7 zu einem Preis von höchstens 665.000 Euro zu erwerben.',
    anlagen: [
      {
        datei: 'gr-2026-12-15-wertgutachten-marktplatz-7.pdf',
        downloadtext: 'Anlage: Zusammenfassung des Wertgutachtens (nichtöffentlich)',
        einstufung: 'Anlage',
        inhalt: [
          'Wertgutachten Marktplatz 7 – Zusammenfassung',
          'Baujahr 1968, Sanierung 1994; Nutzfläche 412 Quadratmeter',
          'Bodenwert 210.000 Euro, Sachwert 430.000 Euro',
          'Verkehrswert zum Stichtag 1. Oktober 2026: 640.000 Euro',
        ],
      },
    ],
  },
  {
    sitzung: 6007,
    top: 4,
    titel: 'Stellenplan 2027: Stelle für die Digitalisierung der Verwaltung',
    federfuehrend: 'Personalamt',
    sachverhalt: [
      'Das Onlinezugangsgesetz und die elektronische Akte verlangen mehr Arbeit, als die IT-Stelle leisten kann. Vorgeschlagen wird eine zusätzliche Stelle in Entgeltgruppe 11 ab 1. April 2027.',
      'Jährliche Kosten: rund 78.000 Euro. Das Land fördert die Stelle in den ersten zwei Jahren mit 40 Prozent.',
    ],
    beschlussvorschlag: 'Der Verwaltungsausschuss empfiehlt dem Gemeinderat, die Stelle in den Stellenplan 2027 aufzunehmen.',
  },
  {
    sitzung: 6009,
    top: 7,
    titel: 'Tausch von Waldflächen am Hochfirst mit der Nachbargemeinde',
    federfuehrend: 'Liegenschaftsamt',
    sachverhalt: [
      'Für die geplanten Windenergieanlagen am Hochfirst wäre ein zusammenhängendes Waldstück günstig. Die Nachbargemeinde ist bereit, 6,2 Hektar am Grenzweg gegen 6,8 Hektar städtischen Wald bei Nordweil zu tauschen.',
      'Die Forstverwaltung bewertet beide Flächen als gleichwertig; ein Wertausgleich ist nicht vorgesehen.',
    ],
    beschlussvorschlag: 'Der Gemeinderat stimmt dem Flächentausch zu und beauftragt die Verwaltung mit dem Abschluss des Tauschvertrags.',
  },
  {
    sitzung: 6010,
    top: 6,
    titel: 'Neubau Feuerwehrhaus Nordweil – Vergabe der Tragwerksplanung',
    federfuehrend: 'Bauamt',
    sachverhalt: [
      'Für die Tragwerksplanung des Holzbaus wurden vier Büros mit Erfahrung im Ingenieurholzbau angefragt. Drei haben ein Angebot abgegeben.',
      'Wirtschaftlichstes Angebot: Büro H, 46.200 Euro brutto (Leistungsphasen 1 bis 6).',
    ],
    beschlussvorschlag: 'Der Technische Ausschuss vergibt die Tragwerksplanung an das Büro H zum Angebotspreis.',
  },
  {
    sitzung: 6011,
    top: 6,
    titel: 'Verkauf einer Gewerbefläche im Gewerbegebiet Mattenweg',
    federfuehrend: 'Wirtschaftsförderung',
    sachverhalt: [
      'Ein örtlicher Holzbaubetrieb (Unternehmen B) möchte seinen Betrieb aus der Ortsmitte in das Gewerbegebiet verlagern und dort 12 Arbeitsplätze schaffen.',
      'Angefragt ist das Grundstück Mattenweg 9 mit 3.850 Quadratmetern zum Richtwert von 95 Euro je Quadratmeter.',
    ],
    beschlussvorschlag:
      'Der Gemeinderat stimmt dem Verkauf des Grundstücks Mattenweg 9 an das Unternehmen B zum Preis von 365.750 Euro mit Bauverpflichtung innerhalb von drei Jahren zu.',
  },
  {
    sitzung: 6011,
    top: 7,
    titel: 'Hochwasserrückhaltebecken Mühlbach – Nachtragsangebot Erdbau',
    federfuehrend: 'Stadtbauamt – Tiefbau',
    sachverhalt: [
      'Beim Aushub wurde im Bereich des Dammfußes eine Lehmlinse angetroffen, die ausgetauscht werden muss. Die Baufirma hat dafür ein Nachtragsangebot über 86.400 Euro vorgelegt.',
      'Das Ingenieurbüro hat das Angebot geprüft und auf 79.100 Euro verhandelt. Der Betrag ist durch die Reserve im Projektbudget gedeckt.',
    ],
    beschlussvorschlag: 'Der Gemeinderat stimmt dem Nachtrag in Höhe von 79.100 Euro zu.',
  },
  {
    sitzung: 6013,
    top: 5,
    titel: 'Barrierefreie Bushaltestellen Hecklingen – Aufhebung der Ausschreibung für Los 2',
    federfuehrend: 'Stadtbauamt – Tiefbau',
    sachverhalt: [
      'Für Los 2 (Haltestelle Bühlweg) ging nur ein Angebot ein, das 58 Prozent über der Kostenberechnung liegt. Es ist nicht wirtschaftlich.',
      'Die Verwaltung schlägt vor, die Ausschreibung aufzuheben und Los 2 im Herbst mit den Arbeiten in der Kirchstraße erneut auszuschreiben.',
    ],
    beschlussvorschlag: 'Der Technische Ausschuss hebt die Ausschreibung für Los 2 auf.',
  },
  {
    sitzung: 6014,
    top: 7,
    titel: 'Vergabe der Bauplätze im Baugebiet „Auf der Höhe“, 2. Bauabschnitt – Reihenfolge der Bewerbungen',
    federfuehrend: 'Liegenschaftsamt',
    sachverhalt: [
      'Für die 28 Bauplätze gingen 61 Bewerbungen ein. Die Punkte nach den Vergaberichtlinien wurden je Bewerbung ermittelt; die Liste enthält personenbezogene Angaben und ist deshalb nichtöffentlich.',
      'Bei Punktgleichheit entscheidet nach den Richtlinien das Los; die Verlosung nimmt ein Notar vor.',
    ],
    beschlussvorschlag: 'Der Gemeinderat stimmt der Rangfolge der Bewerbungen zu; die ersten 28 erhalten ein Kaufangebot.',
    anlagen: [
      {
        datei: 'gr-2027-03-23-bewerberliste-auf-der-hoehe.pdf',
        downloadtext: 'Anlage: Rangfolge der Bewerbungen (nichtöffentlich)',
        einstufung: 'Anlage',
        inhalt: [
          'Baugebiet „Auf der Höhe“, 2. Bauabschnitt – Rangfolge der Bewerbungen',
          'Die Bewerbungen sind mit Nummern statt Namen aufgeführt.',
          'Nr. 017: 112 Punkte; Nr. 042: 109 Punkte; Nr. 005: 104 Punkte',
          'Weitere Rangfolge siehe Liste im Sitzungsordner.',
        ],
      },
    ],
  },
  {
    sitzung: 6015,
    top: 5,
    titel: 'Besetzung der Stelle der Schwimmmeisterin oder des Schwimmmeisters im Freibad',
    federfuehrend: 'Personalamt',
    sachverhalt: [
      'Für die Saison 2027 ist die Stelle der Betriebsleitung des Freibads neu zu besetzen. Die Auswahl fiel auf Herrn T. B., Meister für Bäderbetriebe.',
    ],
    beschlussvorschlag: 'Der Verwaltungsausschuss stimmt der Einstellung von Herrn T. B. zum 1. Mai 2027 zu.',
  },
  {
    sitzung: 6016,
    top: 7,
    titel: 'Windenergie am Hochfirst – Entwurf des Pachtvertrags',
    federfuehrend: 'Liegenschaftsamt',
    sachverhalt: [
      'Der Vertragsentwurf regelt Laufzeit (25 Jahre mit Verlängerungsoption), die Pacht (Anteil am Stromerlös, mindestens 32.000 Euro je Anlage und Jahr) und die Pflicht zum Rückbau mit Bürgschaft.',
      'Die Bürgerenergiegenossenschaft soll mindestens 20 Prozent am Betreiber halten können.',
    ],
    beschlussvorschlag: 'Der Gemeinderat billigt den Vertragsentwurf als Grundlage der Ausschreibung.',
  },
  {
    sitzung: 6017,
    top: 5,
    titel: 'Dorfplatz Bombach – Vergabe der Pflasterarbeiten',
    federfuehrend: 'Stadtbauamt – Tiefbau',
    sachverhalt: ['Auf die beschränkte Ausschreibung gingen drei Angebote ein. Das günstigste liegt mit 118.300 Euro im Rahmen der Kostenberechnung.'],
    beschlussvorschlag: 'Der Technische Ausschuss vergibt die Pflasterarbeiten an den günstigsten Bieter.',
  },
  {
    sitzung: 6018,
    top: 6,
    titel: 'Verpachtung der städtischen Rebfläche am Sonnenberg',
    federfuehrend: 'Ortsverwaltung Bombach',
    sachverhalt: [
      'Der Pachtvertrag über die städtische Rebfläche am Sonnenberg (0,8 Hektar) endet zum 31. Oktober 2027. Zwei Bombacher Winzerbetriebe haben Interesse an der Fläche angemeldet.',
      'Die Ortsverwaltung schlägt vor, die Fläche für zwölf Jahre an den Betrieb zu verpachten, der sie auf ökologischen Weinbau umstellen will.',
    ],
    beschlussvorschlag: 'Der Ortschaftsrat stimmt der Verpachtung an den Betrieb mit ökologischem Konzept für zwölf Jahre zu.',
  },
  {
    sitzung: 6019,
    top: 6,
    titel: 'Vorkaufsrecht für das Grundstück Hauptstraße 31 im Sanierungsgebiet',
    federfuehrend: 'Bauamt',
    sachverhalt: [
      'Das Grundstück Hauptstraße 31 im Sanierungsgebiet „Stadtkern II“ wurde verkauft. Die Stadt kann ihr Vorkaufsrecht innerhalb von zwei Monaten ausüben.',
      'Das Grundstück ist für den geplanten Fußweg zwischen Hauptstraße und Mühlbach wichtig.',
    ],
    beschlussvorschlag: 'Der Gemeinderat beschließt, das Vorkaufsrecht auszuüben.',
  },
  {
    sitzung: 6020,
    top: 7,
    titel: 'Neubau Feuerwehrhaus Nordweil – Preisspiegel der Holzbau- und Dacharbeiten',
    federfuehrend: 'Bauamt',
    sachverhalt: [
      'Die Vergabe selbst ist öffentlicher Tagesordnungspunkt 3. Der Preisspiegel mit den Angeboten aller Bieter ist nichtöffentlich, um die Geschäftsgeheimnisse der Unternehmen zu wahren.',
    ],
    beschlussvorschlag: 'Der Gemeinderat nimmt den Preisspiegel zur Kenntnis.',
    art: 'Informationsvorlage',
    anlagen: [
      {
        datei: 'gr-2027-06-22-preisspiegel-holzbau.pdf',
        downloadtext: 'Anlage: Preisspiegel Holzbau und Dach (nichtöffentlich)',
        einstufung: 'Anlage',
        inhalt: [
          'Preisspiegel Holzbau- und Dacharbeiten',
          'Bieter 1: 871.420 Euro',
          'Bieter 2: 903.118 Euro',
          'Bieter 3: 958.760 Euro',
          'Bieter 4: 1.012.300 Euro',
        ],
      },
    ],
  },
  {
    sitzung: 6020,
    top: 8,
    titel: 'Bestellung der stellvertretenden Leitung der Kämmerei',
    federfuehrend: 'Personalamt',
    sachverhalt: [
      'Nach dem Ruhestand des bisherigen Stellvertreters schlägt die Verwaltung Frau A. R., Sachgebietsleiterin Haushalt, als stellvertretende Kämmereileiterin vor.',
    ],
    beschlussvorschlag: 'Der Gemeinderat bestellt Frau A. R. zur stellvertretenden Leiterin der Kämmerei.',
  },
];
