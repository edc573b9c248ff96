/**
 * Sitzungstermine des Gemeinderats, seiner Ausschüsse und der Ortschaftsräte (fiktiv),
 * November 2026 bis Juni 2027. Der Gemeinderat tagt dienstags um 18:30 Uhr im Ratssaal,
 * die Ausschüsse dienstags um 18 Uhr, die Ortschaftsräte abends in ihren Ortsverwaltungen.
 * Die Einladung mit Tagesordnung wird aus den Tagesordnungspunkten erzeugt, damit
 * Dokument und Seite nicht auseinanderlaufen.
 */
import type { SeedDownload } from '../../../../../server/cms/files/demo/documents';
import type { Gremium, SeedRatstermin, SeedTagesordnungspunkt } from '../../../../../server/cms/seed/types-stadt';

const RATSSAAL = 'Ratssaal, Rathaus, Marktplatz 1, 2. Obergeschoss';

const WOCHENTAGE = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'] as const;
const MONATE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'] as const;

/** '2026-12-15T18:30' → 'Dienstag, 15. Dezember 2026, 18:30 Uhr' (weekday computed, never typed). */
function langesDatum(datum: string): string {
  const [tag = '', zeit = ''] = datum.split('T');
  const [j, m, t] = tag.split('-').map(Number) as [number, number, number];
  const wd = new Date(Date.UTC(j, m - 1, t)).getUTCDay();
  return `${WOCHENTAGE[wd]}, ${t}. ${MONATE[m - 1]} ${j}${zeit ? `, ${zeit} Uhr` : ''}`;
}

/** Genitiv für die Einladung: 'des Gemeinderats', 'des Technischen Ausschusses'. */
function desGremiums(g: Gremium): string {
  switch (g) {
    case 'Gemeinderat':
      return 'des Gemeinderats';
    case 'Technischer Ausschuss':
      return 'des Technischen Ausschusses';
    case 'Verwaltungsausschuss':
      return 'des Verwaltungsausschusses';
    default:
      return `des ${g.replace('Ortschaftsrat', 'Ortschaftsrats')}`;
  }
}

function dateikuerzel(g: Gremium): string {
  switch (g) {
    case 'Gemeinderat':
      return 'gr';
    case 'Technischer Ausschuss':
      return 'ta';
    case 'Verwaltungsausschuss':
      return 'va';
    default:
      return `or-${g.split(' ')[1]?.toLowerCase() ?? 'ortsteil'}`;
  }
}

/** Tagesordnung aus Titeln: erst die öffentlichen, dann die nichtöffentlichen Punkte, fortlaufend nummeriert. */
function to(oeffentlich: string[], nichtoeffentlich: string[] = []): SeedTagesordnungspunkt[] {
  return [
    ...oeffentlich.map((titel, i) => ({ nr: i + 1, titel, oeffentlich: true })),
    ...nichtoeffentlich.map((titel, i) => ({ nr: oeffentlich.length + i + 1, titel, oeffentlich: false })),
  ];
}

function einladung(gremium: Gremium, datum: string, ort: string, tagesordnung: SeedTagesordnungspunkt[], vorsitz: string): SeedDownload {
  const oeffentlich = tagesordnung.filter((p) => p.oeffentlich);
  return {
    datei: `${dateikuerzel(gremium)}-${datum.slice(0, 10)}-einladung.pdf`,
    downloadtext: 'Einladung und Tagesordnung (PDF)',
    beschreibung: `Öffentliche Bekanntmachung der Sitzung ${desGremiums(gremium)}`,
    einstufung: 'Bekanntmachung',
    inhalt: [
      `Einladung zur Sitzung ${desGremiums(gremium)} der Stadt Musterstadt`,
      `${langesDatum(datum)}, ${ort}`,
      'Tagesordnung – öffentlicher Teil:',
      ...oeffentlich.map((p) => `${p.nr}. ${p.titel}`),
      ...(tagesordnung.some((p) => !p.oeffentlich) ? ['Im Anschluss findet eine nichtöffentliche Sitzung statt.'] : []),
      gremium.startsWith('Ortschaftsrat')
        ? `Die Sitzungsunterlagen der öffentlichen Punkte liegen ab dem Tag der Bekanntmachung in der ${gremium.replace('Ortschaftsrat', 'Ortsverwaltung')} zur Einsichtnahme aus.`
        : 'Die Sitzungsunterlagen der öffentlichen Punkte liegen ab dem Tag der Bekanntmachung im Rathaus, Zimmer 1.06, zur Einsichtnahme aus.',
      `Musterstadt, ${vorsitz}`,
    ],
  };
}

const BM = 'Dr. Katrin Albrecht, Bürgermeisterin';

interface Termin {
  id: number;
  gremium: Gremium;
  datum: string;
  ort?: string;
  tagesordnung: SeedTagesordnungspunkt[];
  vorlagen?: SeedDownload[];
}

function ratstermin(t: Termin): SeedRatstermin {
  const ort = t.ort ?? RATSSAAL;
  const vorsitz =
    t.gremium === 'Ortschaftsrat Bombach'
      ? 'Thomas Wehrle, Ortsvorsteher'
      : t.gremium === 'Ortschaftsrat Hecklingen'
        ? 'Sabine Kiefer, Ortsvorsteherin'
        : t.gremium === 'Ortschaftsrat Nordweil'
          ? 'Martin Zimmermann, Ortsvorsteher'
          : BM;
  return {
    id: t.id,
    gremium: t.gremium,
    datum: t.datum,
    ort,
    oeffentlich: t.tagesordnung.some((p) => p.oeffentlich),
    tagesordnung: t.tagesordnung,
    dokumente: [einladung(t.gremium, t.datum, ort, t.tagesordnung, vorsitz), ...(t.vorlagen ?? [])],
  };
}

function vorlage(datei: string, downloadtext: string, inhalt: string[]): SeedDownload {
  return { datei, downloadtext: `${downloadtext} (PDF)`, einstufung: 'Sitzungsvorlage', inhalt };
}

const FRAGEN = 'Fragen der Einwohnerinnen und Einwohner';
const BEKANNTGABEN = 'Bekanntgaben, Anfragen und Verschiedenes';
const BAUGESUCHE = 'Baugesuche und Bauvoranfragen';

export const ratstermine: SeedRatstermin[] = [
  ratstermin({
    id: 6001,
    gremium: 'Gemeinderat',
    datum: '2026-11-10T18:30',
    tagesordnung: to(
      [
        FRAGEN,
        'Einbringung des Haushaltsplans 2027 mit Finanzplanung bis 2030',
        'Wirtschaftsplan 2027 des Eigenbetriebs Wasserversorgung – Einbringung',
        'Neukalkulation der Friedhofsgebühren zum 1. Januar 2027 – Vorberatung',
        'Annahme von Spenden und Zuwendungen',
        BEKANNTGABEN,
      ],
      ['Grundstücksangelegenheiten', 'Personalangelegenheiten'],
    ),
    vorlagen: [
      vorlage('gr-2026-11-10-haushaltsentwurf-2027-eckdaten.pdf', 'Sitzungsvorlage: Eckdaten des Haushaltsentwurfs 2027', [
        'Haushaltsentwurf 2027 – Eckdaten',
        'Ordentliche Aufwendungen: 39,4 Millionen Euro',
        'Investitionen: 9,1 Millionen Euro',
        'Neubau Feuerwehrhaus Nordweil, 1. Bauabschnitt: 1,6 Millionen Euro',
        'Hochwasserrückhaltebecken Mühlbach: 2,3 Millionen Euro',
        'Erschließung „Auf der Höhe“, Bauabschnitt 2: 1,9 Millionen Euro',
        'Dachsanierung und Photovoltaik an städtischen Gebäuden: 0,7 Millionen Euro',
        'Beschlussfassung vorgesehen am 26. Januar 2027',
      ]),
    ],
  }),
  ratstermin({
    id: 6002,
    gremium: 'Technischer Ausschuss',
    datum: '2026-11-17T18:00',
    tagesordnung: to(
      [
        BAUGESUCHE,
        'Hochwasserrückhaltebecken Mühlbach – Bericht über den Baufortschritt',
        'Winterdienst 2026/27 – Räum- und Streuplan',
        'Umrüstung der Straßenbeleuchtung auf LED, letzter Abschnitt – Vergabe',
        BEKANNTGABEN,
      ],
      ['Vergabeangelegenheiten'],
    ),
  }),
  ratstermin({
    id: 6003,
    gremium: 'Verwaltungsausschuss',
    datum: '2026-11-24T18:00',
    tagesordnung: to(
      [
        'Haushaltsplan 2027 – Vorberatung der Teilhaushalte 1 bis 4',
        'Vereinsförderung 2027 – Richtlinien und Zuschüsse',
        'Benutzungsentgelte für Stadthalle, Festhalle Bombach und Bürgerhaus Nordweil ab 2027',
        BEKANNTGABEN,
      ],
      ['Steuer- und Abgabenangelegenheiten', 'Personalangelegenheiten'],
    ),
    vorlagen: [
      vorlage('va-2026-11-24-hallenentgelte-2027.pdf', 'Sitzungsvorlage: Benutzungsentgelte der städtischen Hallen', [
        'Benutzungsentgelte für städtische Hallen ab 1. Januar 2027',
        'Örtliche Vereine: Übungsbetrieb weiterhin entgeltfrei',
        'Vereinsveranstaltungen mit Eintritt: Stadthalle 180 Euro, Festhalle Bombach 120 Euro, Bürgerhaus Nordweil 90 Euro je Tag',
        'Private Feiern: Stadthalle 420 Euro, Festhalle Bombach 260 Euro, Bürgerhaus Nordweil 190 Euro je Tag',
        'Gewerbliche Veranstaltungen: Stadthalle 950 Euro je Tag zuzüglich Nebenkosten',
        'Beschlussvorschlag: Der Verwaltungsausschuss empfiehlt dem Gemeinderat, die Entgeltordnung zu beschließen.',
      ]),
    ],
  }),
  ratstermin({
    id: 6004,
    gremium: 'Ortschaftsrat Bombach',
    datum: '2026-11-26T19:30',
    ort: 'Sitzungssaal der Ortsverwaltung Bombach',
    tagesordnung: to([
      FRAGEN,
      'Haushaltsplan 2027 – Anhörung des Ortschaftsrats zu den Ansätzen für Bombach',
      'Hochwasserrückhaltebecken Mühlbach – Sachstand und Umleitung des Feldwegs',
      'Verkehrssituation in der Weinstraße – Antrag auf Tempo 30',
      'Belegungsplan der Festhalle Bombach 2027',
      BEKANNTGABEN,
    ]),
  }),
  ratstermin({
    id: 6005,
    gremium: 'Technischer Ausschuss',
    datum: '2026-12-01T18:00',
    tagesordnung: to(
      [
        BAUGESUCHE,
        'Erschließung „Auf der Höhe“, 2. Bauabschnitt – Ausführungsplanung',
        'Sanierung der Wasserleitung in der Kirchstraße – Bauzeitenplan',
        'Spielplatz am Bürgerhaus Nordweil – Abschlussbericht',
        BEKANNTGABEN,
      ],
      ['Vergabeangelegenheiten'],
    ),
    vorlagen: [
      vorlage('ta-2026-12-01-erschliessung-auf-der-hoehe.pdf', 'Sitzungsvorlage: Ausführungsplanung „Auf der Höhe“, 2. Bauabschnitt', [
        'Erschließung Baugebiet „Auf der Höhe“, 2. Bauabschnitt – Ausführungsplanung',
        'Umfang: 620 Meter Erschließungsstraßen, Kanal im Trennsystem, Wasser, Glasfaser, Straßenbeleuchtung',
        'Regenrückhaltung: offene Mulde mit Versickerung am Nordrand',
        'Bauzeit: April bis November 2027 (Baustraße), Endausbau nach Bebauung',
        'Kostenberechnung: 4,6 Millionen Euro brutto, Refinanzierung über Bauplatzerlöse',
        'Beschlussvorschlag: Zustimmung zur Ausführungsplanung und Ausschreibung der Tiefbauarbeiten',
      ]),
    ],
  }),
  ratstermin({
    id: 6006,
    gremium: 'Gemeinderat',
    datum: '2026-12-15T18:30',
    tagesordnung: to(
      [
        FRAGEN,
        'Stellungnahmen der Fraktionen zum Haushaltsentwurf 2027',
        'Satzung über die Erhebung von Friedhofsgebühren – Beschluss',
        'Entgeltordnung für die städtischen Hallen ab 1. Januar 2027 – Beschluss',
        'Wirtschaftsplan 2027 des Eigenbetriebs Wasserversorgung – Beschluss',
        'Sitzungstermine des Gemeinderats und der Ausschüsse 2027',
        BEKANNTGABEN,
      ],
      ['Grundstücksangelegenheiten'],
    ),
    vorlagen: [
      vorlage('gr-2026-12-15-sitzungstermine-2027.pdf', 'Sitzungstermine 2027', [
        'Sitzungstermine 2027 (jeweils dienstags)',
        'Gemeinderat, 18:30 Uhr: 26. Januar, 23. Februar, 23. März, 27. April, 25. Mai, 22. Juni, 20. Juli',
        'Technischer Ausschuss, 18 Uhr: 2. Februar, 9. März, 4. Mai, 8. Juni',
        'Verwaltungsausschuss, 18 Uhr: 12. Januar, 13. April, 15. Juni',
        'Ortschaftsräte: Termine werden von den Ortsvorstehern bekannt gegeben.',
      ]),
    ],
  }),
  ratstermin({
    id: 6007,
    gremium: 'Verwaltungsausschuss',
    datum: '2027-01-12T18:00',
    tagesordnung: to(
      ['Haushaltsplan 2027 – abschließende Vorberatung und Änderungsanträge', 'Kindergartenbedarfsplanung 2027/28 – Vorberatung', BEKANNTGABEN],
      ['Personalangelegenheiten'],
    ),
  }),
  ratstermin({
    id: 6008,
    gremium: 'Ortschaftsrat Hecklingen',
    datum: '2027-01-20T19:30',
    ort: 'Sitzungssaal der Ortsverwaltung Hecklingen',
    tagesordnung: to([
      FRAGEN,
      'Erweiterung der Kita Regenbogen – Bericht zur Fertigstellung',
      'Wohngebiet am Lindenweg – Vorstellung der städtebaulichen Varianten',
      'Barrierefreier Umbau der Bushaltestelle Lindenplatz',
      'Vereinsförderung Hecklingen 2027',
      BEKANNTGABEN,
    ]),
    vorlagen: [
      vorlage('or-hecklingen-2027-01-20-lindenweg.pdf', 'Sitzungsvorlage: Wohngebiet am Lindenweg', [
        'Wohngebiet am Lindenweg, Hecklingen – städtebauliche Varianten',
        'Plangebiet: rund 1,4 Hektar zwischen Lindenweg und Bühlweg',
        'Variante A: 14 Einzel- und Doppelhäuser',
        'Variante B: 9 Einzelhäuser und 2 Mehrfamilienhäuser mit zusammen 16 Wohnungen',
        'Die Verwaltung empfiehlt Variante B wegen des Bedarfs an Mietwohnungen für junge und ältere Menschen.',
        'Beschlussvorschlag: Der Ortschaftsrat empfiehlt dem Gemeinderat, das Bebauungsplanverfahren auf Grundlage der Variante B einzuleiten.',
      ]),
    ],
  }),
  ratstermin({
    id: 6009,
    gremium: 'Gemeinderat',
    datum: '2027-01-26T18:30',
    tagesordnung: to(
      [
        FRAGEN,
        'Haushaltssatzung und Haushaltsplan 2027 – Beschluss',
        'Finanzplanung und Investitionsprogramm 2026 bis 2030',
        'Kindergartenbedarfsplanung 2027/28 – Beschluss',
        'Bestellung der Kommandanten der Feuerwehrabteilung Nordweil – Zustimmung',
        BEKANNTGABEN,
      ],
      ['Grundstücksangelegenheiten'],
    ),
    vorlagen: [
      vorlage('gr-2027-01-26-haushaltssatzung-2027-entwurf.pdf', 'Entwurf der Haushaltssatzung 2027', [
        'Haushaltssatzung der Stadt Musterstadt für das Haushaltsjahr 2027 – Entwurf',
        '§ 1 Ergebnishaushalt: ordentliche Aufwendungen 39.400.000 Euro',
        '§ 2 Gesamtbetrag der Kreditaufnahmen: 3.200.000 Euro',
        '§ 3 Verpflichtungsermächtigungen: 2.600.000 Euro',
        '§ 4 Höchstbetrag der Kassenkredite: 5.000.000 Euro',
        '§ 5 Hebesätze: Grundsteuer A 330 %, Grundsteuer B 310 %, Gewerbesteuer 370 % (unverändert)',
      ]),
    ],
  }),
  ratstermin({
    id: 6010,
    gremium: 'Technischer Ausschuss',
    datum: '2027-02-02T18:00',
    tagesordnung: to(
      [
        BAUGESUCHE,
        'Neubau Feuerwehrhaus Nordweil – Ausführungsplanung und Kostenberechnung',
        'Starkregenrisikomanagement – Vorstellung der Gefahrenkarten',
        'Fahrbahnsanierungen 2027 – Prioritätenliste',
        BEKANNTGABEN,
      ],
      ['Vergabeangelegenheiten'],
    ),
    vorlagen: [
      vorlage('ta-2027-02-02-feuerwehrhaus-nordweil.pdf', 'Sitzungsvorlage: Ausführungsplanung Feuerwehrhaus Nordweil', [
        'Neubau Feuerwehrhaus Nordweil – Ausführungsplanung',
        'Standort: Ortsrand Nordweil, Nordweiler Straße, Flst. 412',
        'Raumprogramm: zwei Stellplätze für Löschfahrzeuge, Umkleiden getrennt nach Geschlechtern, Schulungsraum, Jugendraum',
        'Bauweise: Holzbau aus Weißtanne des Stadtwalds, Photovoltaik auf dem Dach',
        'Kostenberechnung: 3,2 Millionen Euro (Kostenschätzung 2025: 2,4 Millionen Euro; Mehrkosten durch gestiegene Baupreise und die Photovoltaikanlage)',
        'Fachförderung Feuerwehrwesen ist beantragt.',
        'Bauzeit: Baubeginn im April 2027, Fertigstellung Sommer 2028',
      ]),
    ],
  }),
  ratstermin({
    id: 6011,
    gremium: 'Gemeinderat',
    datum: '2027-02-23T18:30',
    tagesordnung: to(
      [
        FRAGEN,
        'Umgestaltung des Marktplatzes – Ergebnis des Planungswettbewerbs und weiteres Vorgehen',
        'Neubau Feuerwehrhaus Nordweil – Vergabe der Erd- und Rohbauarbeiten',
        'Lärmaktionsplan, Stufe 4 – Billigung des Entwurfs und Offenlage',
        BEKANNTGABEN,
      ],
      ['Grundstücksangelegenheiten', 'Vergabeangelegenheiten'],
    ),
    vorlagen: [
      vorlage('gr-2027-02-23-marktplatz-wettbewerb.pdf', 'Sitzungsvorlage: Ergebnis des Wettbewerbs Marktplatz', [
        'Umgestaltung des Marktplatzes – Ergebnis des Planungswettbewerbs',
        'Teilnehmende Büros: 12; Sitzung des Preisgerichts am 11. Februar 2027',
        '1. Preis: schattiger Baumhain an der Südseite, ebene Gehbahnen aus gesägtem Granit, Wasserspiel statt Parkplätzen',
        'Marktstände, Fasnet und Weihnachtsmarkt bleiben auf der Platzfläche möglich.',
        'Ausstellung aller Entwürfe im Rathausfoyer vom 18. März bis 1. April 2027',
        'Beschlussvorschlag: Beauftragung der Preisträger mit der Vorplanung',
      ]),
    ],
  }),
  ratstermin({
    id: 6012,
    gremium: 'Ortschaftsrat Nordweil',
    datum: '2027-03-04T19:30',
    ort: 'Sitzungssaal der Ortsverwaltung Nordweil',
    tagesordnung: to([
      FRAGEN,
      'Neubau Feuerwehrhaus Nordweil – Rückblick auf die Einwohnerversammlung',
      'Windenergie am Hochfirst – Sachstand der Windmessung',
      'Winterwanderwege und Loipen – Pflege durch den Bauhof',
      'Dorfputzete 2027',
      BEKANNTGABEN,
    ]),
  }),
  ratstermin({
    id: 6013,
    gremium: 'Technischer Ausschuss',
    datum: '2027-03-09T18:00',
    tagesordnung: to(
      [
        BAUGESUCHE,
        'Barrierefreier Umbau der Bushaltestellen in Hecklingen – Vergabe',
        'Kommunale Wärmeplanung – Machbarkeitsstudie Wärmenetz Kernstadt, Zwischenbericht',
        BEKANNTGABEN,
      ],
      ['Vergabeangelegenheiten'],
    ),
  }),
  ratstermin({
    id: 6014,
    gremium: 'Gemeinderat',
    datum: '2027-03-23T18:30',
    tagesordnung: to(
      [
        FRAGEN,
        'Erschließung „Auf der Höhe“, 2. Bauabschnitt – Vergabe der Tiefbauarbeiten',
        'Vergabe der Bauplätze im 2. Bauabschnitt – Bericht über die Bewerbungen',
        'Bebauungsplan „Am Lindenweg“, Hecklingen – Aufstellungsbeschluss',
        'Förderprogramm Klimaschutz 2027 – Fortschreibung der Richtlinien',
        BEKANNTGABEN,
      ],
      ['Grundstücksangelegenheiten'],
    ),
    vorlagen: [
      vorlage('gr-2027-03-23-klimaschutz-foerderrichtlinie.pdf', 'Entwurf der Förderrichtlinie Klimaschutz 2027', [
        'Förderrichtlinie Klimaschutz der Stadt Musterstadt, Fassung 2027 – Entwurf',
        'Lastenräder: 25 Prozent, höchstens 800 Euro',
        'Steckersolargeräte: pauschal 150 Euro',
        'Energieberatung vor Ort: Eigenanteil bis 300 Euro',
        'Entsiegelung und Dachbegrünung: 20 Euro je Quadratmeter, höchstens 2.000 Euro',
        'Fördertopf 2027: 60.000 Euro, Vergabe nach Eingang der vollständigen Anträge',
      ]),
    ],
  }),
  ratstermin({
    id: 6015,
    gremium: 'Verwaltungsausschuss',
    datum: '2027-04-13T18:00',
    tagesordnung: to(
      [
        'Jahresabschluss 2026 – Vorbericht der Kämmerei',
        'Freibad: Eintrittspreise und Öffnungszeiten der Saison 2027',
        'Ferienprogramm 2027 – Zuschuss',
        BEKANNTGABEN,
      ],
      ['Personalangelegenheiten'],
    ),
  }),
  ratstermin({
    id: 6016,
    gremium: 'Gemeinderat',
    datum: '2027-04-27T18:30',
    tagesordnung: to(
      [
        FRAGEN,
        'Windenergie am Hochfirst – Ergebnisse der Windmessung und Grundsatzbeschluss zur Verpachtung',
        'Starkregenrisikomanagement – Handlungskonzept',
        'Freibad – Eintrittspreise 2027',
        'Wahl der Schöffinnen und Schöffen – Aufstellung der Vorschlagsliste',
        BEKANNTGABEN,
      ],
      ['Grundstücksangelegenheiten'],
    ),
    vorlagen: [
      vorlage('gr-2027-04-27-windenergie-hochfirst.pdf', 'Sitzungsvorlage: Windenergie am Hochfirst', [
        'Windenergie am Hochfirst – Ergebnisse der Windmessung',
        'Mittlere Windgeschwindigkeit in 160 Metern Höhe: 6,3 Meter je Sekunde',
        'Möglich sind bis zu drei Anlagen mit zusammen rund 21 Megawatt Leistung.',
        'Erwarteter Jahresertrag: rund 45 Millionen Kilowattstunden, mehr als der Strombedarf aller Musterstädter Haushalte',
        'Artenschutz: Rotmilan-Brutplatz außerhalb des Prüfradius, Abschaltzeiten für Fledermäuse erforderlich',
        'Beschlussvorschlag: Ausschreibung der Flächenverpachtung mit Pflicht zur Bürgerbeteiligung über die Energiegenossenschaft',
      ]),
    ],
  }),
  ratstermin({
    id: 6017,
    gremium: 'Technischer Ausschuss',
    datum: '2027-05-04T18:00',
    tagesordnung: to(
      [
        BAUGESUCHE,
        'Baustellenbesichtigung Hochwasserrückhaltebecken Mühlbach (Treffpunkt 17 Uhr an der Baustelle)',
        'Sanierungsgebiet „Stadtkern II“ – Modernisierungsvereinbarungen',
        BEKANNTGABEN,
      ],
      ['Vergabeangelegenheiten'],
    ),
  }),
  ratstermin({
    id: 6018,
    gremium: 'Ortschaftsrat Bombach',
    datum: '2027-05-13T19:30',
    ort: 'Sitzungssaal der Ortsverwaltung Bombach',
    tagesordnung: to(
      [
        FRAGEN,
        'Verkehrsschau Weinstraße – Ergebnis',
        'Hochwasserrückhaltebecken – Gestaltung der Ausgleichsflächen',
        'Dorfplatz an der Kirche – Sitzbänke und Begrünung',
        BEKANNTGABEN,
      ],
      ['Grundstücksangelegenheiten'],
    ),
  }),
  ratstermin({
    id: 6019,
    gremium: 'Gemeinderat',
    datum: '2027-05-25T18:30',
    tagesordnung: to(
      [
        FRAGEN,
        'Jahresabschluss 2026 – Feststellung',
        'Sanierungsgebiet „Stadtkern II“ – Erweiterung des Gebiets und Antrag auf Aufstockung der Fördermittel',
        'Lärmaktionsplan, Stufe 4 – Abwägung und Beschluss',
        BEKANNTGABEN,
      ],
      ['Grundstücksangelegenheiten'],
    ),
    vorlagen: [
      vorlage('gr-2027-05-25-laermaktionsplan.pdf', 'Sitzungsvorlage: Lärmaktionsplan Stufe 4', [
        'Lärmaktionsplan der Stadt Musterstadt, Stufe 4 – Beschlussvorlage',
        'Betroffene: rund 420 Einwohnerinnen und Einwohner an der Ortsdurchfahrt (Hauptstraße, Bombacher Straße) mit nächtlichen Pegeln über 55 dB(A)',
        'Maßnahme 1: Tempo 30 nachts von 22 bis 6 Uhr auf der Hauptstraße zwischen Stadthalle und Bombacher Straße',
        'Maßnahme 2: lärmarmer Fahrbahnbelag bei der nächsten Deckenerneuerung der Bombacher Straße',
        'Maßnahme 3: Förderung von Schallschutzfenstern im Rahmen des Sanierungsprogramms',
        'Stellungnahmen aus der Offenlage: 23, davon 19 mit Zustimmung zu Tempo 30',
      ]),
    ],
  }),
  ratstermin({
    id: 6020,
    gremium: 'Gemeinderat',
    datum: '2027-06-22T18:30',
    tagesordnung: to(
      [
        FRAGEN,
        'Kommunaler Wärmeplan – Ergebnis der Machbarkeitsstudie Wärmenetz Kernstadt',
        'Neubau Feuerwehrhaus Nordweil – Vergabe der Holzbau- und Dacharbeiten',
        'Bebauungsplan „Am Lindenweg“ – Billigung des Entwurfs',
        'Jugendgemeinderat – Bericht über das erste Amtsjahr',
        BEKANNTGABEN,
      ],
      ['Vergabeangelegenheiten', 'Personalangelegenheiten'],
    ),
    vorlagen: [
      vorlage('gr-2027-06-22-waermenetz-kernstadt.pdf', 'Sitzungsvorlage: Machbarkeitsstudie Wärmenetz Kernstadt', [
        'Machbarkeitsstudie Wärmenetz Kernstadt – Ergebnis',
        'Versorgungsgebiet: Rathaus, Stadthalle, Schulzentrum und rund 260 private Gebäude',
        'Wärmeerzeugung: Holzhackschnitzel aus dem Stadtwald (Grundlast) und Großwärmepumpe am Mühlbach',
        'Trassenlänge: 4,8 Kilometer',
        'Wärmepreis bei 60 Prozent Anschlussquote: konkurrenzfähig zu einer Luftwärmepumpe im Bestand',
        'Empfehlung: Gründung einer Bürgerwärme-Genossenschaft gemeinsam mit der Bürgerenergiegenossenschaft Musterstadt',
      ]),
    ],
  }),
];
