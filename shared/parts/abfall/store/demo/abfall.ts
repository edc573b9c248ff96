/**
 * Abfallwirtschaft der Stadt Musterstadt (fiktiv): Abfallarten, Straßen mit Abfuhrbezirk und ein
 * erzeugter Abfuhrkalender vom 1. Dezember 2026 bis 30. November 2027.
 *
 * Rhythmus (Abfuhrtage seit 1. Januar 2027, siehe Bürgernachricht „Abfallkalender 2027“):
 * - Restmüll alle zwei Wochen: Kernstadt und Bombach dienstags, Hecklingen donnerstags, Nordweil freitags
 * - Biotonne April bis Oktober wöchentlich, sonst alle zwei Wochen: Kernstadt und Bombach mittwochs,
 *   Hecklingen und Nordweil montags
 * - Papiertonne alle vier Wochen freitags
 * - Gelber Sack alle drei Wochen donnerstags
 * Fällt ein Abfuhrtag auf einen gesetzlichen Feiertag in Baden-Württemberg, wird am nächsten
 * Werktag (Montag bis Samstag) abgeholt. Die Erzeugung ist rein rechnerisch und deterministisch.
 */
import type { AbfallartKey, SeedAbfallart, SeedAbfuhrbezirk, SeedAbfuhrtermin, SeedStrasse } from './types';

export const abfallarten: SeedAbfallart[] = [
  {
    id: 1,
    key: 'restmuell',
    titel: 'Restmüll',
    farbe: '#4a4f55',
    hinweis:
      'Graue Tonne für Abfälle, die nicht verwertet werden können, etwa Hygieneartikel, Windeln, Staubsaugerbeutel, Kehricht und erkaltete Asche. Bitte stellen Sie die Tonne am Abfuhrtag bis 6 Uhr mit geschlossenem Deckel an den Straßenrand.',
  },
  {
    id: 2,
    key: 'bio',
    titel: 'Biotonne',
    farbe: '#7a4a1e',
    hinweis:
      'Braune Tonne für Küchen- und Speisereste, Obst- und Gemüseschalen, Kaffeesatz, Eierschalen und kleine Mengen Gartenabfälle. Bitte keine Plastiktüten, auch keine „kompostierbaren“; Zeitungspapier zum Einwickeln ist erlaubt.',
  },
  {
    id: 3,
    key: 'papier',
    titel: 'Papiertonne',
    farbe: '#1f5fa8',
    hinweis:
      'Blaue Tonne für Zeitungen, Zeitschriften, Kartons und Papierverpackungen. Kartons bitte zerkleinern. Beschichtetes Papier, Tapeten und Kassenbons gehören in den Restmüll.',
  },
  {
    id: 4,
    key: 'gelber-sack',
    titel: 'Gelber Sack',
    farbe: '#f2c300',
    hinweis:
      'Gelbe Säcke für leere Verpackungen aus Kunststoff, Metall und Verbundstoffen, zum Beispiel Joghurtbecher, Konservendosen und Getränkekartons. Die Säcke erhalten Sie kostenlos im Bürgerbüro und in den Ortsverwaltungen. Bitte erst am Abfuhrtag bis 6 Uhr bereitlegen.',
  },
  {
    id: 5,
    key: 'sperrmuell',
    titel: 'Sperrmüll',
    farbe: '#8e5b9f',
    hinweis:
      'Straßensammlung zweimal im Jahr: Möbel, Matratzen und Teppiche bis 3 Kubikmeter je Haushalt. Bitte melden Sie die Abholung spätestens zwei Wochen vorher mit der Sperrmüllkarte an, die Sie im Bürgerbüro und in den Ortsverwaltungen erhalten.',
  },
  {
    id: 6,
    key: 'gruenschnitt',
    titel: 'Grünschnitt',
    farbe: '#3f8f3a',
    hinweis:
      'Straßensammlung im Frühjahr und Herbst: Hecken- und Baumschnitt gebündelt, höchstens 1,5 Meter lang und 10 Zentimeter dick. Von März bis November nimmt der Bauhof in der Gewerbestraße 12 Grünschnitt samstags von 9 bis 13 Uhr an.',
  },
  {
    id: 7,
    key: 'schadstoffe',
    titel: 'Schadstoffmobil',
    farbe: '#c0392b',
    hinweis:
      'Farben, Lacke, Lösungsmittel, Pflanzenschutzmittel, Batterien, Energiesparlampen und Haushaltschemikalien in haushaltsüblichen Mengen bitte nur persönlich am Schadstoffmobil abgeben, nie unbeaufsichtigt abstellen.',
  },
];

export const abfuhrbezirke: SeedAbfuhrbezirk[] = [
  { nr: 1, titel: 'Kernstadt Nord', ortsteil: 'Kernstadt' },
  { nr: 2, titel: 'Kernstadt Mitte', ortsteil: 'Kernstadt' },
  { nr: 3, titel: 'Kernstadt Süd', ortsteil: 'Kernstadt' },
  { nr: 4, titel: 'Bombach', ortsteil: 'Bombach' },
  { nr: 5, titel: 'Hecklingen', ortsteil: 'Hecklingen' },
  { nr: 6, titel: 'Nordweil', ortsteil: 'Nordweil' },
];

// ---------------------------------------------------------------------------
// Straßen
// ---------------------------------------------------------------------------

const STRASSEN_JE_BEZIRK: Record<number, readonly string[]> = {
  1: [
    'Amselweg',
    'Auf der Höhe',
    'Feldbergstraße',
    'Finkenweg',
    'Friedhofstraße',
    'Am Gerätehaus',
    'Höhenweg',
    'Lerchenweg',
    'Meisenweg',
    'Panoramaweg',
    'Schwarzwaldstraße',
    'Sonnenhalde',
  ],
  2: [
    'Am Kurpark',
    'Badstraße',
    'Bahnhofstraße',
    'Bergstraße',
    'Gartenstraße',
    'Hauptstraße',
    'Kirchstraße',
    'Kronengasse',
    'Marktplatz',
    'Mühlgasse',
    'Rathausgasse',
    'Schulstraße',
  ],
  3: [
    'Am Mühlbach',
    'Bombacher Straße',
    'Erlenweg',
    'Gewerbestraße',
    'Im Mattenäcker',
    'Industriestraße',
    'Mühlbachweg',
    'Mühlmattenstraße',
    'Sägewerkstraße',
    'Talstraße',
    'Weidenweg',
    'Wiesentalstraße',
  ],
  4: [
    'An der Festhalle',
    'Bachstraße',
    'Hauptstraße',
    'Kelterweg',
    'Kirchstraße',
    'Obstgartenweg',
    'Rebweg',
    'Schlossbergstraße',
    'Sonnenbergstraße',
    'Weinstraße',
    'Winzerstraße',
  ],
  5: [
    'Am Sportplatz',
    'Brunnenstraße',
    'Bühlweg',
    'Kapellenweg',
    'Kreuzstraße',
    'Lindenplatz',
    'Lindenweg',
    'Mühlweg',
    'Obere Gasse',
    'Schulweg',
    'Untere Gasse',
  ],
  6: ['Bühlhof', 'Dorfstraße', 'Hochfirststraße', 'Höfeweg', 'Im Grund', 'Kirchweg', 'Mühlweg', 'Nordweiler Straße', 'Sägeweg', 'Tannenweg', 'Waldstraße'],
};

export const strassen: SeedStrasse[] = abfuhrbezirke.flatMap((b) =>
  (STRASSEN_JE_BEZIRK[b.nr] ?? []).map((name, i) => ({
    id: b.nr * 100 + i + 1,
    name,
    ortsteil: b.ortsteil,
    abfuhrbezirk: b.nr,
  })),
);

// ---------------------------------------------------------------------------
// Kalender-Hilfen (UTC, damit Sommerzeit und Zeitzone keine Rolle spielen)
// ---------------------------------------------------------------------------

const TAG_MS = 86_400_000;

function parse(iso: string): number {
  const [j, m, t] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(j, m - 1, t);
}
function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
/** 0 = Sonntag … 6 = Samstag */
function wochentag(ms: number): number {
  return new Date(ms).getUTCDay();
}
function ddmm(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.`;
}

/** Gesetzliche Feiertage in Baden-Württemberg im Kalenderzeitraum. */
export const feiertage: ReadonlyArray<{ datum: string; name: string }> = [
  { datum: '2026-12-25', name: '1. Weihnachtsfeiertag' },
  { datum: '2026-12-26', name: '2. Weihnachtsfeiertag' },
  { datum: '2027-01-01', name: 'Neujahr' },
  { datum: '2027-01-06', name: 'Heilige Drei Könige' },
  { datum: '2027-03-26', name: 'Karfreitag' },
  { datum: '2027-03-29', name: 'Ostermontag' },
  { datum: '2027-05-01', name: 'Tag der Arbeit' },
  { datum: '2027-05-06', name: 'Christi Himmelfahrt' },
  { datum: '2027-05-17', name: 'Pfingstmontag' },
  { datum: '2027-05-27', name: 'Fronleichnam' },
  { datum: '2027-10-03', name: 'Tag der Deutschen Einheit' },
  { datum: '2027-11-01', name: 'Allerheiligen' },
];
const FEIERTAG = new Map(feiertage.map((f) => [f.datum, f.name]));

/** Sonntag oder Feiertag: an diesen Tagen wird nicht abgeholt. */
export function istAbfuhrfrei(datum: string): boolean {
  return wochentag(parse(datum)) === 0 || FEIERTAG.has(datum);
}

// ---------------------------------------------------------------------------
// Erzeugter Abfuhrkalender
// ---------------------------------------------------------------------------

export const KALENDER_VON = '2026-12-01';
export const KALENDER_BIS = '2027-11-30';
/** Montag der ersten Kalenderwoche; die Wochen werden ab hier gezählt. */
const ERSTER_MONTAG = '2026-11-30';

type Regelabfall = Extract<AbfallartKey, 'restmuell' | 'bio' | 'papier' | 'gelber-sack'>;

/** Abfuhrtag (1 = Montag … 5 = Freitag) und Phase im Rhythmus je Bezirk. */
type Tour = { tag: number; phase: number };

const TOUREN: Record<number, Record<Regelabfall, Tour>> = {
  1: { restmuell: { tag: 2, phase: 0 }, bio: { tag: 3, phase: 1 }, papier: { tag: 5, phase: 0 }, 'gelber-sack': { tag: 4, phase: 0 } },
  2: { restmuell: { tag: 2, phase: 1 }, bio: { tag: 3, phase: 0 }, papier: { tag: 5, phase: 1 }, 'gelber-sack': { tag: 4, phase: 1 } },
  3: { restmuell: { tag: 2, phase: 0 }, bio: { tag: 3, phase: 1 }, papier: { tag: 5, phase: 2 }, 'gelber-sack': { tag: 4, phase: 2 } },
  4: { restmuell: { tag: 2, phase: 1 }, bio: { tag: 3, phase: 0 }, papier: { tag: 5, phase: 3 }, 'gelber-sack': { tag: 4, phase: 0 } },
  5: { restmuell: { tag: 4, phase: 0 }, bio: { tag: 1, phase: 1 }, papier: { tag: 5, phase: 1 }, 'gelber-sack': { tag: 4, phase: 1 } },
  6: { restmuell: { tag: 5, phase: 1 }, bio: { tag: 1, phase: 0 }, papier: { tag: 5, phase: 3 }, 'gelber-sack': { tag: 4, phase: 2 } },
};

/** Abstand zweier Abfuhren in Wochen; die Biotonne kommt von April bis Oktober wöchentlich. */
function rhythmus(art: Regelabfall, monat: number): number {
  switch (art) {
    case 'restmuell':
      return 2;
    case 'bio':
      return monat >= 4 && monat <= 10 ? 1 : 2;
    case 'papier':
      return 4;
    case 'gelber-sack':
      return 3;
  }
}

/** Verschiebt einen Termin vom Feiertag (oder Sonntag) auf den nächsten Werktag. */
function verschiebe(ms: number): { ms: number; hinweis?: string } {
  const name = FEIERTAG.get(iso(ms));
  if (!name) return { ms };
  let neu = ms + TAG_MS;
  while (istAbfuhrfrei(iso(neu))) neu += TAG_MS;
  return { ms: neu, hinweis: `Wegen ${name} (${ddmm(ms)}) verschoben` };
}

function regeltermine(): SeedAbfuhrtermin[] {
  const start = parse(ERSTER_MONTAG);
  const von = parse(KALENDER_VON);
  const bis = parse(KALENDER_BIS);
  const termine: SeedAbfuhrtermin[] = [];
  for (let woche = 0; start + woche * 7 * TAG_MS <= bis; woche++) {
    for (const bezirk of abfuhrbezirke) {
      const touren = TOUREN[bezirk.nr];
      if (!touren) continue;
      for (const art of Object.keys(touren) as Regelabfall[]) {
        const { tag, phase } = touren[art];
        const ms = start + (woche * 7 + tag - 1) * TAG_MS;
        if (ms < von || ms > bis) continue;
        const n = rhythmus(art, new Date(ms).getUTCMonth() + 1);
        if (n > 1 && woche % n !== phase % n) continue;
        const v = verschiebe(ms);
        termine.push({
          abfuhrbezirk: bezirk.nr,
          abfallart_key: art,
          datum: iso(v.ms),
          ...(v.hinweis ? { hinweis: v.hinweis } : {}),
        });
      }
    }
  }
  return termine;
}

/** Sperrmüll und Grünschnitt: je zwei Straßensammlungen pro Bezirk (Frühjahr und Herbst). */
const SONDERTERMINE: Record<number, { sperrmuell: [string, string]; gruenschnitt: [string, string] }> = {
  1: { sperrmuell: ['2027-03-08', '2027-09-13'], gruenschnitt: ['2027-04-12', '2027-10-25'] },
  2: { sperrmuell: ['2027-03-09', '2027-09-14'], gruenschnitt: ['2027-04-13', '2027-10-26'] },
  3: { sperrmuell: ['2027-03-10', '2027-09-15'], gruenschnitt: ['2027-04-14', '2027-10-27'] },
  4: { sperrmuell: ['2027-03-11', '2027-09-16'], gruenschnitt: ['2027-04-15', '2027-10-28'] },
  5: { sperrmuell: ['2027-03-12', '2027-09-17'], gruenschnitt: ['2027-04-16', '2027-10-29'] },
  6: { sperrmuell: ['2027-03-15', '2027-09-20'], gruenschnitt: ['2027-04-19', '2027-11-02'] },
};

function sondertermine(): SeedAbfuhrtermin[] {
  return abfuhrbezirke.flatMap((b) => {
    const s = SONDERTERMINE[b.nr];
    if (!s) return [];
    return [
      ...s.sperrmuell.map((datum) => ({
        abfuhrbezirk: b.nr,
        abfallart_key: 'sperrmuell' as const,
        datum,
        hinweis: 'Nur nach Anmeldung mit der Sperrmüllkarte bis spätestens zwei Wochen vorher.',
      })),
      ...s.gruenschnitt.map((datum) => ({
        abfuhrbezirk: b.nr,
        abfallart_key: 'gruenschnitt' as const,
        datum,
        hinweis: 'Gebündelt bis 6 Uhr bereitlegen, höchstens 2 Kubikmeter je Grundstück.',
      })),
    ];
  });
}

/** Schadstoffmobil: vier Termine für die ganze Stadt, in jedem Bezirk gleich angezeigt. */
const SCHADSTOFFMOBIL: ReadonlyArray<{ datum: string; hinweis: string }> = [
  {
    datum: '2027-04-16',
    hinweis: 'Haltestellen: Nordweil, Bürgerhaus 13–14 Uhr; Hecklingen, Lindenplatz 14:30–15:30 Uhr; Bombach, Festhalle 16–17:30 Uhr',
  },
  { datum: '2027-04-17', hinweis: 'Bauhof, Gewerbestraße 12, 9–13 Uhr' },
  {
    datum: '2027-10-15',
    hinweis: 'Haltestellen: Nordweil, Bürgerhaus 13–14 Uhr; Hecklingen, Lindenplatz 14:30–15:30 Uhr; Bombach, Festhalle 16–17:30 Uhr',
  },
  { datum: '2027-10-16', hinweis: 'Bauhof, Gewerbestraße 12, 9–13 Uhr' },
];

function schadstofftermine(): SeedAbfuhrtermin[] {
  return abfuhrbezirke.flatMap((b) =>
    SCHADSTOFFMOBIL.map((s) => ({ abfuhrbezirk: b.nr, abfallart_key: 'schadstoffe' as const, datum: s.datum, hinweis: s.hinweis })),
  );
}

const ART_REIHENFOLGE: Record<AbfallartKey, number> = {
  restmuell: 1,
  bio: 2,
  papier: 3,
  'gelber-sack': 4,
  sperrmuell: 5,
  gruenschnitt: 6,
  schadstoffe: 7,
};

/** Alle Abfuhrtermine, sortiert nach Datum, Bezirk und Abfallart. */
export const abfuhrtermine: SeedAbfuhrtermin[] = [...regeltermine(), ...sondertermine(), ...schadstofftermine()].sort(
  (a, b) => a.datum.localeCompare(b.datum) || a.abfuhrbezirk - b.abfuhrbezirk || ART_REIHENFOLGE[a.abfallart_key] - ART_REIHENFOLGE[b.abfallart_key],
);
