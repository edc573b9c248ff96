import { LINDENPLATZ, MARKTPLATZ, ROADS, ROAD_STYLE, roadLine, type Pt } from './stadtplan';
import { ausLeinwand, zuLeinwand, STADTPLAN_GEO, type Punkt } from './projection';
import { strassenSchluessel, type Adresse, type Strasse } from './address';

/**
 * The demo town's streets on its map (ADR 52): each street's centre line from the city-map geometry,
 * the house numbers along it (odd on one side, even on the other, a pair every 12 canvas px, about
 * 19 m), the nearest street of a point and the point of an address. Server side: the geometry stays
 * out of the browser.
 */

/** Canvas px per pair of house numbers. */
const PAAR = 12;
/** The first pair lies this far from the street's start (canvas px): clear of the road it branches off. */
const ANFANG = 40;
/** Beyond this a point is near no street (metres). */
const HOECHSTENS_M = 250;

interface Teil {
  line: Pt[];
  /** Distance along the street where this line starts (canvas px). */
  ab: number;
  /** Distance of a house from the centre line (canvas px). */
  seite: number;
}

interface StrassenLinie extends Strasse {
  teile: Teil[];
  laenge: number;
}

let cache: StrassenLinie[] | null = null;

/** The streets drawn on the demo town's map, each with its lines in order. */
export function stadtplanStrassen(): StrassenLinie[] {
  if (cache) return cache;
  const byKey = new Map<string, StrassenLinie>();
  for (const r of ROADS) {
    const key = `${r.strasse.name}|${r.strasse.ortsteil}`;
    const s = byKey.get(key) ?? { ...r.strasse, teile: [], laenge: 0 };
    byKey.set(key, s);
    const line = roadLine(r);
    let len = 0;
    for (let i = 0; i + 1 < line.length; i++) len += Math.hypot(line[i + 1]![0] - line[i]![0], line[i + 1]![1] - line[i]![1]);
    s.teile.push({ line, ab: s.laenge, seite: ROAD_STYLE[r.cls].width / 2 + 6 });
    s.laenge += len;
  }
  // Squares with addresses: a line through the middle of each, from west to east.
  for (const [name, ortsteil, poly] of [
    ['Marktplatz', 'Kernstadt', MARKTPLATZ],
    ['Lindenplatz', 'Hecklingen', LINDENPLATZ],
  ] as const) {
    const xs = poly.map((p) => p[0]);
    const y = poly.reduce((sum, p) => sum + p[1], 0) / poly.length;
    const line: Pt[] = [
      [Math.min(...xs) + 10, y],
      [Math.max(...xs) - 10, y],
    ];
    byKey.set(`${name}|${ortsteil}`, { name, ortsteil, teile: [{ line, ab: 0, seite: 40 }], laenge: Math.max(...xs) - Math.min(...xs) - 20 });
  }
  cache = [...byKey.values()];
  return cache;
}

/** The streets of the map as the address check takes them. */
export const strassenDerKarte = (): Strasse[] => stadtplanStrassen().map(({ name, ortsteil }) => ({ name, ortsteil }));

const mPerPx = 1000 / STADTPLAN_GEO.pxPerKm;

export interface NaechsteStrasse extends Strasse {
  /** The house number nearest to the point along the street. */
  nummer: string;
  /** Metres from the point to the street's centre line. */
  abstandM: number;
}

/** The street nearest to a point of the demo town's map, with the house number there; null when none is within 250 m. */
export function nearestStreet(p: Punkt): NaechsteStrasse | null {
  const c = zuLeinwand(p);
  let best: { s: StrassenLinie; d: number; along: number; side: number } | null = null;
  for (const s of stadtplanStrassen()) {
    for (const t of s.teile) {
      let along = t.ab;
      for (let i = 0; i + 1 < t.line.length; i++) {
        const a = t.line[i]!;
        const b = t.line[i + 1]!;
        const dx = b[0] - a[0];
        const dy = b[1] - a[1];
        const len2 = dx * dx + dy * dy;
        const f = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((c.x - a[0]) * dx + (c.y - a[1]) * dy) / len2));
        const d = Math.hypot(c.x - (a[0] + f * dx), c.y - (a[1] + f * dy));
        if (!best || d < best.d) best = { s, d, along: along + f * Math.sqrt(len2), side: (c.x - a[0]) * dy - (c.y - a[1]) * dx };
        along += Math.sqrt(len2);
      }
    }
  }
  if (!best || best.d * mPerPx > HOECHSTENS_M) return null;
  const paar = Math.max(1, Math.min(anzahlPaare(best.s), Math.floor((best.along - ANFANG) / PAAR) + 1));
  return {
    name: best.s.name,
    ortsteil: best.s.ortsteil,
    nummer: String(best.side >= 0 ? 2 * paar - 1 : 2 * paar),
    abstandM: Math.round(best.d * mPerPx),
  };
}

const anzahlPaare = (s: StrassenLinie) => Math.max(1, Math.floor((s.laenge - ANFANG) / PAAR));
/** The highest house number of a street of the map. */
export const hoechsteNummer = (s: StrassenLinie) => 2 * anzahlPaare(s);

/**
 * The point of an address on the demo town's map: the house of its number (the street's middle for a
 * street without a number); null when the map does not have the street or the number is beyond it.
 */
export function addressPoint(a: Adresse): Punkt | null {
  const key = strassenSchluessel(a.strasse);
  const s = stadtplanStrassen().find((x) => strassenSchluessel(x.name) === key && (!a.ortsteil || x.ortsteil === a.ortsteil));
  if (!s) return null;
  const n = Number.parseInt(a.nummer, 10);
  const numbered = Number.isFinite(n) && n > 0;
  if (numbered && n > hoechsteNummer(s)) return null;
  const along = numbered ? ANFANG + (Math.ceil(n / 2) - 0.5) * PAAR : s.laenge / 2;
  const side = numbered ? (n % 2 === 1 ? 1 : -1) : 0;
  const t = s.teile.findLast((x) => x.ab <= along) ?? s.teile[0]!;
  let rest = along - t.ab;
  for (let i = 0; i + 1 < t.line.length; i++) {
    const a0 = t.line[i]!;
    const b0 = t.line[i + 1]!;
    const len = Math.hypot(b0[0] - a0[0], b0[1] - a0[1]);
    if (rest <= len || i + 2 === t.line.length) {
      const f = len === 0 ? 0 : Math.min(1, rest / len);
      // The "+" side: (dy, -dx), the side nearestStreet counts odd.
      const nx = len === 0 ? 0 : (b0[1] - a0[1]) / len;
      const ny = len === 0 ? 0 : -(b0[0] - a0[0]) / len;
      return ausLeinwand(a0[0] + (b0[0] - a0[0]) * f + nx * t.seite * side, a0[1] + (b0[1] - a0[1]) * f + ny * t.seite * side);
    }
    rest -= len;
  }
  return null;
}

/** The highest number of a street on the map, by name and district (for the message of a number beyond it). */
export function hoechsteNummerVon(a: Adresse): number | null {
  const key = strassenSchluessel(a.strasse);
  const s = stadtplanStrassen().find((x) => strassenSchluessel(x.name) === key && (!a.ortsteil || x.ortsteil === a.ortsteil));
  return s ? hoechsteNummer(s) : null;
}
