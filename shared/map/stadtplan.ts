import { seededRandom } from '../util/random';

/**
 * The demo town's geometry (Musterstadt: the Kernstadt and the districts Bombach, Hecklingen and
 * Nordweil) and its drawing as SVG, in the coordinates of the city-map canvas (A3 landscape, 10 px per
 * millimetre). Two users: the city-map PDF (scripts/stadtplan.ts adds the title, the legend and the
 * numbered places) and the town map the server draws for the forms and the reports (shared/map/draw.ts,
 * which places a view into these coordinates and adds pins). ADR 52.
 *
 * The geography is invented but follows the demo content: Rathaus, Bürgerbüro and
 * Tourist-Information at the Marktplatz, Kirchplatz and Kirchstraße behind the Rathaus, Stadthalle
 * at the Hauptstraße, Bahnhof about ten minutes' walk down the Bahnhofstraße, the Mühlbach flowing
 * through Bombach and the Kernstadt, the K 5130 with its cycle path between Bombach and Hecklingen,
 * Nordweil below the wooded Hochfirst.
 */
// ---------------------------------------------------------------------------------------------
// Page and canvas
// ---------------------------------------------------------------------------------------------

/** Canvas in px: A3 landscape proportions (420 × 297 mm at 10 px/mm, about 254 dpi). */
export const MAP_WIDTH = 4200;
export const MAP_HEIGHT = 2970;

export const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';
/** Approximate map scale: Bahnhof–Rathaus (about 800 m) and the 2.8 km cycle path fit this. */
export const PX_PER_KM = 640;
/** Map frame (left part) and legend panel (right part). */
export const FRAME = { x: 40, y: 40, w: 4120, h: 2890 };
export const MAP_RIGHT = 3130;
export const RED = '#b3001b';
export const INK = '#2d2d2d';
export const GREY = '#5c5c5c';
export const WATER = '#8ec5ec';
export const WATER_EDGE = '#5a9fd4';
export const WATER_TEXT = '#2f6fa8';

// ---------------------------------------------------------------------------------------------
// Small geometry and SVG helpers
// ---------------------------------------------------------------------------------------------

export type Pt = readonly [number, number];

const r1 = (v: number): string => String(Math.round(v * 10) / 10);
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Deterministic, so the map is identical on every run. */
const rng = seededRandom;

export function at<T>(arr: readonly T[], i: number): T {
  const v = arr[((i % arr.length) + arr.length) % arr.length];
  if (v === undefined) throw new Error('empty array');
  return v;
}

/** Cubic Bézier control points of a Catmull-Rom spline through the points. */
function bezierSegments(pts: readonly Pt[], closed: boolean): [Pt, Pt, Pt, Pt][] {
  const n = pts.length;
  const segs: [Pt, Pt, Pt, Pt][] = [];
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = closed ? at(pts, i - 1) : at(pts, Math.max(0, i - 1));
    const p1 = at(pts, i);
    const p2 = at(pts, i + 1);
    const p3 = closed ? at(pts, i + 2) : at(pts, Math.min(n - 1, i + 2));
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    segs.push([p1, c1, c2, p2]);
  }
  return segs;
}

function smoothPath(pts: readonly Pt[], closed = false): string {
  const segs = bezierSegments(pts, closed);
  const first = at(pts, 0);
  let d = `M${r1(first[0])} ${r1(first[1])}`;
  for (const [, c1, c2, p2] of segs) d += `C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${r1(p2[0])} ${r1(p2[1])}`;
  return closed ? d + 'Z' : d;
}

export function linePath(pts: readonly Pt[], closed = false): string {
  return pts.map((p, i) => `${i ? 'L' : 'M'}${r1(p[0])} ${r1(p[1])}`).join('') + (closed ? 'Z' : '');
}

/** Points along the Catmull-Rom spline, for distance checks and offsets. */
export function sampleSmooth(pts: readonly Pt[], closed = false, steps = 16): Pt[] {
  const out: Pt[] = [];
  for (const [p1, c1, c2, p2] of bezierSegments(pts, closed)) {
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const u = 1 - t;
      out.push([
        u * u * u * p1[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * p2[0],
        u * u * u * p1[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * p2[1],
      ]);
    }
  }
  if (!closed) out.push(at(pts, -1));
  return out;
}

export function distToSegment(p: Pt, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

function distToPolyline(p: Pt, line: readonly Pt[]): number {
  let best = Infinity;
  for (let i = 0; i + 1 < line.length; i++) best = Math.min(best, distToSegment(p, at(line, i), at(line, i + 1)));
  return best;
}

export function insidePolygon(p: Pt, poly: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = at(poly, i);
    const [xj, yj] = at(poly, j);
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The polyline moved sideways by `d` (positive = left of the direction of travel in SVG coordinates). */
export function offsetLine(line: readonly Pt[], d: number): Pt[] {
  return line.map((p, i) => {
    const a = at(line, Math.max(0, i - 1));
    const b = at(line, Math.min(line.length - 1, i + 1));
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [p[0] + ((b[1] - a[1]) / len) * d, p[1] - ((b[0] - a[0]) / len) * d] as Pt;
  });
}

export function lineLength(line: readonly Pt[]): number {
  let total = 0;
  for (let i = 0; i + 1 < line.length; i++) total += Math.hypot(at(line, i + 1)[0] - at(line, i)[0], at(line, i + 1)[1] - at(line, i)[1]);
  return total;
}

/** Point and direction (degrees, kept upright for text) at fraction t of the polyline's length. */
export function alongLine(line: readonly Pt[], t: number): { p: Pt; angle: number } {
  const lens: number[] = [];
  let total = 0;
  for (let i = 0; i + 1 < line.length; i++) {
    const l = Math.hypot(at(line, i + 1)[0] - at(line, i)[0], at(line, i + 1)[1] - at(line, i)[1]);
    lens.push(l);
    total += l;
  }
  let want = total * t;
  for (let i = 0; i < lens.length; i++) {
    const l = at(lens, i);
    if (want <= l || i === lens.length - 1) {
      const a = at(line, i);
      const b = at(line, i + 1);
      const f = l === 0 ? 0 : Math.min(1, want / l);
      return { p: [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f], angle: upright((Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI) };
    }
    want -= l;
  }
  return { p: at(line, 0), angle: 0 };
}

function upright(angle: number): number {
  let a = angle;
  while (a > 90) a -= 180;
  while (a < -90) a += 180;
  return a;
}

/** A closed, organically wobbling outline around the control polygon (forests, fields). */
function blob(ctrl: readonly Pt[], seed: number, amp = 40, step = 110): string {
  const rand = rng(seed);
  const pts: Pt[] = [];
  for (let i = 0; i < ctrl.length; i++) {
    const a = at(ctrl, i);
    const b = at(ctrl, i + 1);
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const n = Math.max(1, Math.round(len / step));
    const nx = -(b[1] - a[1]) / (len || 1);
    const ny = (b[0] - a[0]) / (len || 1);
    for (let k = 0; k < n; k++) {
      const f = k / n;
      const o = k === 0 ? 0 : (rand() * 2 - 1) * amp;
      pts.push([a[0] + (b[0] - a[0]) * f + nx * o, a[1] + (b[1] - a[1]) * f + ny * o]);
    }
  }
  return smoothPath(pts, true);
}

export interface TextOpts {
  size: number;
  weight?: 'normal' | 'bold';
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  halo?: string | false;
  haloWidth?: number;
  italic?: boolean;
  rotate?: number;
  spacing?: number;
  opacity?: number;
}

/** A text line; y is the visual middle of the line (baseline is derived), rotation is about (x, y). */
export function text(x: number, y: number, s: string, o: TextOpts): string {
  const base = y + o.size * 0.36;
  const attrs = [
    `x="${r1(x)}"`,
    `y="${r1(base)}"`,
    `font-size="${o.size}"`,
    o.weight === 'bold' ? 'font-weight="bold"' : '',
    o.italic ? 'font-style="italic"' : '',
    `fill="${o.fill ?? INK}"`,
    `text-anchor="${o.anchor ?? 'middle'}"`,
    o.spacing ? `letter-spacing="${o.spacing}"` : '',
    o.opacity !== undefined ? `opacity="${o.opacity}"` : '',
    o.rotate ? `transform="rotate(${r1(o.rotate)} ${r1(x)} ${r1(y)})"` : '',
    o.halo === false
      ? ''
      : `stroke="${o.halo ?? '#ffffff'}" stroke-width="${o.haloWidth ?? Math.max(4, o.size * 0.22)}" stroke-linejoin="round" paint-order="stroke"`,
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${esc(s)}</text>`;
}

/** Rough advance width of DejaVu Sans text, for fitting labels and boxes. */
export function textWidth(s: string, size: number, bold = false): number {
  return [...s].length * size * (bold ? 0.66 : 0.56);
}

export function rect(x: number, y: number, w: number, h: number, attrs: string): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" ${attrs}/>`;
}

/** A rectangle given by two corners, rotated by `deg` about its centre. */
export function box(x1: number, y1: number, x2: number, y2: number, attrs: string, deg = 0): string {
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2;
  const tr = deg ? ` transform="rotate(${r1(deg)} ${r1(cx)} ${r1(cy)})"` : '';
  return `<rect x="${r1(Math.min(x1, x2))}" y="${r1(Math.min(y1, y2))}" width="${r1(Math.abs(x2 - x1))}" height="${r1(Math.abs(y2 - y1))}"${tr} ${attrs}/>`;
}

export const rectPoly = (x1: number, y1: number, x2: number, y2: number): Pt[] => [
  [x1, y1],
  [x2, y1],
  [x2, y2],
  [x1, y2],
];

// ---------------------------------------------------------------------------------------------
// Map data
// ---------------------------------------------------------------------------------------------

export type RoadClass = 'bundes' | 'haupt' | 'kreis' | 'orts' | 'weg';

export interface Road {
  cls: RoadClass;
  pts: Pt[];
  /** Drawn as a smooth curve (country roads) instead of straight segments (town streets). */
  smooth?: boolean;
  /** Line houses along both sides (1 or 2 rows deep). */
  houses?: 0 | 1 | 2;
  /**
   * The street this line belongs to (several lines may make one street, in the order of this list):
   * its name as the waste calendar spells it and its district ('' for a road outside any district).
   */
  strasse: { name: string; ortsteil: string };
  /** Street name labels, at fractions of the road's length. */
  labels?: { text: string; t: number }[];
}

export const ROAD_STYLE: Record<RoadClass, { width: number; fill: string; casing: string; label: number }> = {
  bundes: { width: 42, fill: '#f5a24f', casing: '#c5772f', label: 24 },
  haupt: { width: 38, fill: '#ffd966', casing: '#c9a33a', label: 23 },
  kreis: { width: 32, fill: '#fff0a6', casing: '#c2ad5c', label: 22 },
  orts: { width: 27, fill: '#ffffff', casing: '#b8ad9e', label: 20 },
  weg: { width: 16, fill: '#ffffff', casing: '#c4baa9', label: 16 },
};

/** The Mühlbach: from the Black Forest in the east through Bombach and the Kernstadt to the west. */
const MUEHLBACH: Pt[] = [
  [3150, 1690],
  [2990, 1770],
  [2840, 1855],
  [2690, 1900],
  [2545, 1895],
  [2425, 1838],
  [2300, 1758],
  [2160, 1680],
  [1985, 1602],
  [1770, 1548],
  [1560, 1538],
  [1350, 1566],
  [1110, 1620],
  [860, 1652],
  [570, 1682],
  [300, 1732],
  [20, 1792],
];
export const MUEHLBACH_LINE = sampleSmooth(MUEHLBACH);
const MUEHLBACH_WIDTH = 30;

/** Nordweiler Bach: from the Hochfirst past Nordweil into the Mühlbach west of town. */
const NORDWEILER_BACH: Pt[] = [
  [1470, 300],
  [1490, 470],
  [1515, 640],
  [1450, 760],
  [1300, 820],
  [1080, 860],
  [860, 980],
  [660, 1200],
  [480, 1480],
  [330, 1722],
];
const NORDWEILER_BACH_LINE = sampleSmooth(NORDWEILER_BACH);

const RAILWAY: Pt[] = [
  [20, 2010],
  [500, 1950],
  [1000, 1862],
  [1450, 1818],
  [1850, 1832],
  [2200, 1950],
  [2500, 2160],
  [2800, 2262],
  [3150, 2300],
];
const RAILWAY_LINE = sampleSmooth(RAILWAY);

const K5130: Pt[] = [
  [2540, 1975],
  [2420, 2150],
  [2150, 2330],
  [1700, 2420],
  [1200, 2410],
  [1000, 2377],
  [840, 2335],
  [700, 2302],
];
export const K5130_LINE = sampleSmooth(K5130);

export const ROADS: Road[] = [
  // --- through roads -------------------------------------------------------------------------
  {
    cls: 'bundes',
    strasse: { name: 'Bundesstraße', ortsteil: '' },
    smooth: true,
    pts: [
      [300, 20],
      [330, 500],
      [302, 1000],
      [290, 1250],
      [270, 1700],
      [240, 2330],
      [205, 2950],
    ],
    labels: [
      { text: 'Bundesstraße', t: 0.3 },
      { text: 'Bundesstraße', t: 0.77 },
    ],
  },
  {
    cls: 'haupt',
    strasse: { name: 'Hauptstraße', ortsteil: 'Kernstadt' },
    smooth: true,
    pts: [
      [290, 1250],
      [600, 1282],
      [900, 1330],
    ],
  },
  {
    cls: 'haupt',
    strasse: { name: 'Hauptstraße', ortsteil: 'Kernstadt' },
    pts: [
      [900, 1330],
      [1180, 1372],
      [1450, 1398],
      [1780, 1400],
      [2150, 1383],
      [2420, 1335],
    ],
    houses: 2,
    labels: [
      { text: 'Hauptstraße', t: 0.2 },
      { text: 'Hauptstraße', t: 0.745 },
    ],
  },
  {
    cls: 'haupt',
    strasse: { name: 'Hauptstraße', ortsteil: 'Kernstadt' },
    smooth: true,
    pts: [
      [2420, 1335],
      [2700, 1282],
      [2950, 1232],
      [3150, 1212],
    ],
  },
  {
    cls: 'kreis',
    strasse: { name: 'Nordweiler Straße', ortsteil: 'Nordweil' },
    pts: [
      [1780, 1400],
      [1795, 1215],
      [1815, 985],
    ],
    houses: 2,
  },
  {
    cls: 'kreis',
    strasse: { name: 'Nordweiler Straße', ortsteil: 'Nordweil' },
    smooth: true,
    pts: [
      [1815, 985],
      [1840, 860],
      [1870, 740],
      [1900, 612],
    ],
    labels: [{ text: 'Nordweiler Straße', t: 0.45 }],
  },
  {
    cls: 'kreis',
    strasse: { name: 'Bombacher Straße', ortsteil: 'Kernstadt' },
    pts: [
      [2150, 1383],
      [2250, 1530],
      [2380, 1722],
      [2470, 1860],
      [2540, 1975],
    ],
    labels: [{ text: 'Bombacher Straße', t: 0.33 }],
  },
  { cls: 'kreis', smooth: true, pts: K5130, strasse: { name: 'Kreisstraße K 5130', ortsteil: '' } },
  {
    cls: 'kreis',
    strasse: { name: 'Brunnenstraße', ortsteil: 'Hecklingen' },
    smooth: true,
    pts: [
      [1000, 2377],
      [840, 2335],
      [700, 2302],
      [450, 2312],
      [240, 2330],
    ],
    houses: 2,
  },
  {
    cls: 'kreis',
    strasse: { name: 'Hecklinger Straße', ortsteil: 'Kernstadt' },
    pts: [
      [1180, 1372],
      [1130, 1560],
      [1075, 1712],
    ],
    houses: 2,
    labels: [{ text: 'Hecklinger Str.', t: 0.42 }],
  },
  {
    cls: 'kreis',
    strasse: { name: 'Hecklinger Straße', ortsteil: 'Kernstadt' },
    smooth: true,
    pts: [
      [1075, 1712],
      [1040, 1800],
      [930, 2080],
      [862, 2250],
      [840, 2335],
    ],
    labels: [{ text: 'Hecklinger Straße', t: 0.5 }],
  },

  // --- Kernstadt -----------------------------------------------------------------------------
  {
    cls: 'orts',
    strasse: { name: 'Kirchstraße', ortsteil: 'Kernstadt' },
    pts: [
      [1420, 1396],
      [1425, 1234],
      [1795, 1215],
    ],
    houses: 1,
    labels: [{ text: 'Kirchstraße', t: 0.62 }],
  },
  {
    cls: 'orts',
    strasse: { name: 'Schulstraße', ortsteil: 'Kernstadt' },
    pts: [
      [2000, 1390],
      [1995, 1150],
      [1990, 945],
    ],
    houses: 1,
    labels: [{ text: 'Schulstraße', t: 0.5 }],
  },
  {
    cls: 'orts',
    strasse: { name: 'Am Gerätehaus', ortsteil: 'Kernstadt' },
    pts: [
      [1060, 1355],
      [1045, 1075],
    ],
    houses: 1,
    labels: [{ text: 'Am Gerätehaus', t: 0.52 }],
  },
  {
    cls: 'orts',
    strasse: { name: 'Rathausgasse', ortsteil: 'Kernstadt' },
    pts: [
      [1048, 1205],
      [1425, 1234],
    ],
    houses: 1,
  },
  {
    cls: 'orts',
    strasse: { name: 'Bergstraße', ortsteil: 'Kernstadt' },
    pts: [
      [1045, 1075],
      [1260, 1030],
      [1540, 1000],
      [1815, 985],
    ],
    houses: 2,
  },
  {
    cls: 'orts',
    strasse: { name: 'Kronengasse', ortsteil: 'Kernstadt' },
    pts: [
      [1250, 1218],
      [1262, 1030],
    ],
    houses: 1,
  },
  {
    cls: 'orts',
    strasse: { name: 'Am Kurpark', ortsteil: 'Kernstadt' },
    pts: [
      [1995, 1150],
      [2330, 1112],
      [2420, 1335],
    ],
    houses: 1,
  },
  {
    cls: 'orts',
    strasse: { name: 'Höhenweg', ortsteil: 'Kernstadt' },
    pts: [
      [1990, 945],
      [2320, 925],
      [2330, 1112],
    ],
    houses: 1,
  },
  {
    cls: 'orts',
    strasse: { name: 'Gartenstraße', ortsteil: 'Kernstadt' },
    pts: [
      [1145, 1482],
      [1592, 1486],
    ],
    houses: 1,
  },
  {
    cls: 'orts',
    strasse: { name: 'Bahnhofstraße', ortsteil: 'Kernstadt' },
    pts: [
      [1600, 1400],
      [1592, 1530],
      [1562, 1650],
      [1488, 1770],
    ],
    houses: 1,
    labels: [{ text: 'Bahnhofstraße', t: 0.55 }],
  },
  {
    cls: 'orts',
    strasse: { name: 'Mühlmattenstraße', ortsteil: 'Kernstadt' },
    pts: [
      [1075, 1712],
      [1545, 1692],
      [1870, 1718],
    ],
    houses: 2,
  },
  {
    cls: 'orts',
    strasse: { name: 'Erlenweg', ortsteil: 'Kernstadt' },
    pts: [
      [1310, 1612],
      [1318, 1700],
    ],
    houses: 1,
  },
  {
    cls: 'orts',
    strasse: { name: 'Gewerbestraße', ortsteil: 'Kernstadt' },
    pts: [
      [840, 1327],
      [830, 1590],
    ],
    houses: 0,
    labels: [{ text: 'Gewerbestraße', t: 0.45 }],
  },

  // --- Nordweil ------------------------------------------------------------------------------
  {
    cls: 'orts',
    strasse: { name: 'Dorfstraße', ortsteil: 'Nordweil' },
    pts: [
      [1580, 660],
      [1750, 632],
      [1900, 612],
      [2100, 590],
      [2320, 540],
    ],
    houses: 1,
    labels: [{ text: 'Dorfstraße', t: 0.66 }],
  },
  {
    cls: 'orts',
    strasse: { name: 'Hochfirststraße', ortsteil: 'Nordweil' },
    pts: [
      [2010, 600],
      [2050, 470],
      [2075, 390],
    ],
    houses: 1,
  },
  {
    cls: 'orts',
    strasse: { name: 'Hochfirststraße', ortsteil: 'Nordweil' },
    pts: [
      [2075, 390],
      [2110, 290],
      [2150, 20],
    ],
    labels: [{ text: 'Hochfirststraße', t: 0.3 }],
  },
  {
    cls: 'orts',
    strasse: { name: 'Tannenweg', ortsteil: 'Nordweil' },
    pts: [
      [1750, 632],
      [1735, 740],
    ],
    houses: 1,
  },
  {
    cls: 'orts',
    strasse: { name: 'Im Grund', ortsteil: 'Nordweil' },
    pts: [
      [1900, 612],
      [1925, 700],
      [2080, 695],
    ],
    houses: 1,
  },

  // --- Hecklingen ----------------------------------------------------------------------------
  {
    cls: 'orts',
    strasse: { name: 'Lindenweg', ortsteil: 'Hecklingen' },
    pts: [
      [640, 2305],
      [622, 2440],
      [660, 2560],
    ],
    houses: 1,
    labels: [{ text: 'Lindenweg', t: 0.5 }],
  },
  {
    cls: 'orts',
    strasse: { name: 'Kreuzstraße', ortsteil: 'Hecklingen' },
    pts: [
      [450, 2312],
      [470, 2170],
    ],
    houses: 1,
  },
  {
    cls: 'orts',
    strasse: { name: 'Am Sportplatz', ortsteil: 'Hecklingen' },
    pts: [
      [950, 2364],
      [975, 2500],
    ],
    houses: 1,
  },
  {
    cls: 'orts',
    strasse: { name: 'Schulweg', ortsteil: 'Hecklingen' },
    pts: [
      [620, 2240],
      [540, 2150],
      [545, 2080],
    ],
    houses: 1,
  },

  // --- Bombach -------------------------------------------------------------------------------
  {
    cls: 'orts',
    strasse: { name: 'Hauptstraße', ortsteil: 'Bombach' },
    pts: [
      [2540, 1975],
      [2700, 2010],
      [2905, 2040],
    ],
    houses: 2,
    labels: [{ text: 'Hauptstraße', t: 0.55 }],
  },
  {
    cls: 'orts',
    strasse: { name: 'Rebweg', ortsteil: 'Bombach' },
    pts: [
      [2700, 2010],
      [2720, 1870],
      [2760, 1700],
    ],
    houses: 1,
    labels: [{ text: 'Rebweg', t: 0.72 }],
  },
  {
    cls: 'orts',
    strasse: { name: 'Kirchstraße', ortsteil: 'Bombach' },
    pts: [
      [2650, 1999],
      [2640, 2140],
    ],
    houses: 1,
  },
  {
    cls: 'orts',
    strasse: { name: 'Weinstraße', ortsteil: 'Bombach' },
    pts: [
      [2470, 1860],
      [2380, 1990],
    ],
    houses: 1,
  },
];

/** Mühlbachweg: footpath on the south bank of the Mühlbach through the Kernstadt. */
const MUEHLBACHWEG: Pt[] = offsetLine(
  MUEHLBACH_LINE.filter((p) => p[0] > 1080 && p[0] < 2180),
  -48,
);
ROADS.push({ cls: 'weg', strasse: { name: 'Mühlbachweg', ortsteil: 'Kernstadt' }, pts: MUEHLBACHWEG, houses: 1, labels: [{ text: 'Mühlbachweg', t: 0.35 }] });

/** Sampled centre lines and half widths of everything houses must keep clear of. */
interface Obstacle {
  line: Pt[];
  clear: number;
}

export const roadLine = (r: Road): Pt[] => (r.smooth ? sampleSmooth(r.pts) : r.pts);

// --- special areas --------------------------------------------------------------------------

export const MARKTPLATZ = rectPoly(1470, 1252, 1748, 1376);
const KIRCHPLATZ = rectPoly(1560, 1092, 1728, 1198);
const KURPARK: Pt[] = [
  [2022, 1168],
  [2318, 1136],
  [2392, 1330],
  [2160, 1362],
  [2022, 1372],
];
const FRIEDHOF: Pt[] = [
  [2236, 1424],
  [2402, 1368],
  [2455, 1552],
  [2342, 1604],
];
const FREIBAD = rectPoly(1885, 1742, 2095, 1822);
export const LINDENPLATZ: Pt[] = [
  [620, 2200],
  [790, 2195],
  [800, 2285],
  [630, 2292],
];
const SCHULHOF = rectPoly(1842, 1035, 1970, 1160);
const WEINBERG: Pt[] = [
  [2485, 1565],
  [2700, 1500],
  [2905, 1545],
  [2910, 1790],
  [2770, 1835],
  [2600, 1800],
  [2520, 1700],
];
const OBSTWIESE: Pt[] = [
  [2560, 2300],
  [2760, 2320],
  [2960, 2345],
  [2930, 2480],
  [2640, 2500],
  [2500, 2420],
];
const OBSTWIESE_2: Pt[] = [
  [330, 2390],
  [560, 2380],
  [600, 2520],
  [380, 2560],
];
const GEWERBE = rectPoly(690, 1360, 1010, 1600);

/** Areas where no generic houses are drawn. */
const NO_HOUSES: Pt[][] = [
  MARKTPLATZ,
  KIRCHPLATZ,
  KURPARK,
  FRIEDHOF,
  FREIBAD,
  LINDENPLATZ,
  SCHULHOF,
  WEINBERG,
  GEWERBE,
  rectPoly(1060, 1228, 1410, 1352), // Feuerwehrhaus and Stadthalle
  rectPoly(1450, 1120, 1560, 1215), // Stadtbücherei
  rectPoly(1790, 1420, 1890, 1500), // Parkhaus
  rectPoly(1380, 1735, 1560, 1800), // Bahnhof
  rectPoly(640, 2095, 780, 2185), // Drei-Linden-Grundschule
  rectPoly(1755, 650, 1865, 740), // Bürgerhaus Nordweil
  rectPoly(2775, 2045, 2905, 2115), // Festhalle Bombach
  rectPoly(2550, 1990, 2635, 2050), // Kirche Bombach
  rectPoly(1940, 552, 2000, 600), // Kirche Nordweil
];

// --- houses ---------------------------------------------------------------------------------

export interface House {
  c: Pt;
  w: number;
  d: number;
  angle: number;
}

export function placeHouses(): House[] {
  const rand = rng(1136);
  const obstacles: Obstacle[] = [
    ...ROADS.map((r) => ({ line: roadLine(r), clear: ROAD_STYLE[r.cls].width / 2 + 17 })),
    { line: MUEHLBACH_LINE, clear: MUEHLBACH_WIDTH / 2 + 24 },
    { line: NORDWEILER_BACH_LINE, clear: 24 },
    { line: RAILWAY_LINE, clear: 32 },
  ];
  const houses: House[] = [];
  const free = (c: Pt, size: number): boolean => {
    if (c[0] < FRAME.x + 30 || c[0] > MAP_RIGHT - 30) return false;
    for (const o of obstacles) if (distToPolyline(c, o.line) < o.clear + size - 12) return false;
    const probes: Pt[] = [c, [c[0] - 16, c[1] - 16], [c[0] + 16, c[1] - 16], [c[0] - 16, c[1] + 16], [c[0] + 16, c[1] + 16]];
    for (const poly of NO_HOUSES) if (probes.some((q) => insidePolygon(q, poly))) return false;
    for (const h of houses) if (Math.hypot(h.c[0] - c[0], h.c[1] - c[1]) < 30) return false;
    return true;
  };
  for (const road of ROADS) {
    if (!road.houses) continue;
    const line = roadLine(road);
    const half = ROAD_STYLE[road.cls].width / 2;
    const total = lineLength(line);
    for (const side of [-1, 1]) {
      for (let row = 0; row < road.houses; row++) {
        const spacing = row === 0 ? 42 : 50;
        for (let s = 20 + rand() * 14; s < total - 16; s += spacing + rand() * 10) {
          const { p, angle } = alongLine(line, s / total);
          const rad = (angle * Math.PI) / 180;
          const w = 26 + rand() * 10;
          const d = 20 + rand() * 6;
          const off = (half + 10 + d / 2 + row * 40 + rand() * 3) * side;
          const c: Pt = [p[0] - Math.sin(rad) * off, p[1] + Math.cos(rad) * off];
          if (free(c, row === 0 ? 12 : 14)) houses.push({ c, w, d, angle: angle + (rand() - 0.5) * 4 });
        }
      }
    }
  }
  return houses;
}

// ---------------------------------------------------------------------------------------------
// Drawing
// ---------------------------------------------------------------------------------------------

const FIELD_TINTS = ['#eef3dc', '#e6efd2', '#f2f1da', '#e2ecce', '#eaf1d8', '#f0eed3'];

export function defs(): string {
  // Fir trees for forests, vine rows, orchard trees, cemetery crosses.
  return `<defs>
<clipPath id="mapclip"><rect x="${FRAME.x}" y="${FRAME.y}" width="${MAP_RIGHT - FRAME.x}" height="${FRAME.h}"/></clipPath>
<pattern id="wald" width="64" height="60" patternUnits="userSpaceOnUse">
  <path d="M16 6 L26 26 L6 26 Z M48 36 L58 56 L38 56 Z" fill="#7fb06a"/>
  <path d="M15 26h2v5h-2z M47 56h2v4h-2z" fill="#6a955a"/>
</pattern>
<pattern id="reben" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(-18)">
  <rect width="26" height="26" fill="#ecebc8"/>
  <path d="M0 13 H26" stroke="#b9b46f" stroke-width="3" stroke-dasharray="5 4"/>
</pattern>
<pattern id="obst" width="56" height="50" patternUnits="userSpaceOnUse">
  <rect width="56" height="50" fill="#e3efcd"/>
  <circle cx="14" cy="12" r="7" fill="#a9cd8a"/><circle cx="42" cy="37" r="7" fill="#a9cd8a"/>
</pattern>
<pattern id="friedhof" width="46" height="46" patternUnits="userSpaceOnUse">
  <rect width="46" height="46" fill="#cfe3c0"/>
  <path d="M12 8v14M7 13h10M35 30v14M30 35h10" stroke="#86a877" stroke-width="2.5"/>
</pattern>
</defs>`;
}

export function fields(): string {
  const rand = rng(1292);
  const cols = 14;
  const rows = 14;
  const cw = (MAP_RIGHT - FRAME.x) / cols;
  const ch = FRAME.h / rows;
  const grid: Pt[][] = [];
  for (let i = 0; i <= cols; i++) {
    const col: Pt[] = [];
    for (let j = 0; j <= rows; j++) {
      const edge = i === 0 || j === 0 || i === cols || j === rows;
      col.push([FRAME.x + i * cw + (edge ? 0 : (rand() - 0.5) * cw * 0.55), FRAME.y + j * ch + (edge ? 0 : (rand() - 0.5) * ch * 0.55)]);
    }
    grid.push(col);
  }
  const out: string[] = [];
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const g = (a: number, b: number): Pt => at(at(grid, a), b);
      out.push(
        `<path d="${linePath([g(i, j), g(i + 1, j), g(i + 1, j + 1), g(i, j + 1)], true)}" fill="${at(FIELD_TINTS, Math.floor(rand() * FIELD_TINTS.length))}"/>`,
      );
    }
  }
  return `<g stroke="#f9fbf1" stroke-width="5" stroke-linejoin="round">${out.join('')}</g>`;
}

/** Forests: the Hochfirst in the north, the Black Forest in the east and south, small woods. */
const FORESTS: { ctrl: Pt[]; seed: number }[] = [
  {
    seed: 11,
    ctrl: [
      [0, 0],
      [3200, 0],
      [3200, 330],
      [2800, 390],
      [2500, 320],
      [2250, 410],
      [2000, 330],
      [1750, 390],
      [1500, 360],
      [1200, 470],
      [950, 600],
      [700, 560],
      [420, 700],
      [0, 650],
    ],
  },
  {
    seed: 12,
    ctrl: [
      [3200, 300],
      [3200, 3000],
      [3000, 3000],
      [2960, 2560],
      [3010, 2300],
      [3000, 2080],
      [3020, 1900],
      [2960, 1640],
      [2930, 1420],
      [2980, 1120],
      [2920, 880],
      [2980, 600],
      [2900, 400],
    ],
  },
  {
    seed: 13,
    ctrl: [
      [3050, 3000],
      [3050, 2560],
      [2700, 2540],
      [2350, 2610],
      [2000, 2560],
      [1650, 2660],
      [1300, 2590],
      [950, 2660],
      [620, 2630],
      [330, 2720],
      [0, 2640],
      [0, 3000],
    ],
  },
  {
    seed: 14,
    ctrl: [
      [430, 870],
      [700, 820],
      [830, 1000],
      [700, 1150],
      [470, 1110],
    ],
  },
  {
    seed: 15,
    ctrl: [
      [1330, 2010],
      [1700, 1990],
      [1950, 2090],
      [1820, 2260],
      [1420, 2250],
    ],
  },
  {
    seed: 16,
    ctrl: [
      [2120, 700],
      [2380, 660],
      [2560, 800],
      [2470, 980],
      [2250, 920],
    ],
  },
  {
    seed: 17,
    ctrl: [
      [80, 1950],
      [280, 1880],
      [330, 2100],
      [120, 2160],
    ],
  },
];

export function forests(): string {
  const paths = FORESTS.map((f) => blob(f.ctrl, f.seed, 45, 120));
  return (
    `<g>${paths.map((d) => `<path d="${d}" fill="#b3d59b" stroke="#93bd7c" stroke-width="6"/>`).join('')}</g>` +
    `<g>${paths.map((d) => `<path d="${d}" fill="url(#wald)"/>`).join('')}</g>`
  );
}

export function landuse(): string {
  return [
    `<path d="${blob(WEINBERG, 21, 18, 90)}" fill="url(#reben)" stroke="#c9c48a" stroke-width="4"/>`,
    `<path d="${blob(OBSTWIESE, 22, 16, 90)}" fill="url(#obst)"/>`,
    `<path d="${blob(OBSTWIESE_2, 23, 14, 90)}" fill="url(#obst)"/>`,
  ].join('');
}

/** Parks and the cemetery, drawn on top of the settled area. */
export function parks(): string {
  const poly = (pts: Pt[], attrs: string): string => `<path d="${linePath(pts, true)}" ${attrs}/>`;
  return (
    poly(KURPARK, 'fill="#bfe0a8" stroke="#9cc987" stroke-width="4" stroke-linejoin="round"') +
    poly(FRIEDHOF, 'fill="url(#friedhof)" stroke="#8db07d" stroke-width="4" stroke-linejoin="round"')
  );
}

/** Settled area: a wide, soft band along every street with houses. */
export function settlement(): string {
  const band = (extra: number, color: string): string =>
    ROADS.filter((r) => r.houses)
      .map((r) => {
        const w = ROAD_STYLE[r.cls].width + 2 * (36 + (r.houses ?? 1) * 40) + extra;
        return `<path d="${r.smooth ? smoothPath(r.pts) : linePath(r.pts)}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
      })
      .join('');
  const areas = [MARKTPLATZ, KIRCHPLATZ, GEWERBE, rectPoly(1060, 1228, 1410, 1352), rectPoly(1850, 1700, 2120, 1840)]
    .map((p) => `<path d="${linePath(p, true)}" stroke-width="70" stroke-linejoin="round"/>`)
    .join('');
  return (
    `<g opacity="1">${band(8, '#eadbc4')}<g fill="#eadbc4" stroke="#eadbc4">${areas}</g>` +
    `${band(0, '#f5ead9')}<g fill="#f5ead9" stroke="#f5ead9">${areas.replace(/stroke-width="70"/g, 'stroke-width="62"')}</g></g>`
  );
}

export function water(): string {
  const river = smoothPath(MUEHLBACH);
  const bach = smoothPath(NORDWEILER_BACH);
  return (
    `<path d="${river}" fill="none" stroke="${WATER_EDGE}" stroke-width="${MUEHLBACH_WIDTH + 6}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${bach}" fill="none" stroke="${WATER_EDGE}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${river}" fill="none" stroke="${WATER}" stroke-width="${MUEHLBACH_WIDTH}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${bach}" fill="none" stroke="${WATER}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

export function railway(): string {
  const d = smoothPath(RAILWAY);
  return (
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#4a4a4a" stroke-width="14"/>` +
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="8" stroke-dasharray="26 26"/>`
  );
}

export function roads(): string {
  const d = (r: Road): string => (r.smooth ? smoothPath(r.pts) : linePath(r.pts));
  const order: RoadClass[] = ['weg', 'orts', 'kreis', 'haupt', 'bundes'];
  const casings = order
    .flatMap((cls) => ROADS.filter((r) => r.cls === cls))
    .map((r) => `<path d="${d(r)}" stroke="${ROAD_STYLE[r.cls].casing}" stroke-width="${ROAD_STYLE[r.cls].width + 6}"/>`)
    .join('');
  const fills = order
    .flatMap((cls) => ROADS.filter((r) => r.cls === cls))
    .map((r) => `<path d="${d(r)}" stroke="${ROAD_STYLE[r.cls].fill}" stroke-width="${ROAD_STYLE[r.cls].width}"/>`)
    .join('');
  // Cycle path along the K 5130 between Bombach and Hecklingen.
  const radweg = offsetLine(K5130_LINE.slice(5, -22), 36);
  return (
    `<path d="${linePath(radweg)}" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="${linePath(radweg)}" fill="none" stroke="#3f9a4a" stroke-width="6" stroke-dasharray="18 12" stroke-linecap="round"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${casings}${fills}</g>`
  );
}

export function housesSvg(houses: House[]): string {
  return `<g fill="#dcc6a8" stroke="#b99b76" stroke-width="2">${houses
    .map(
      (h) =>
        `<rect x="${r1(h.c[0] - h.w / 2)}" y="${r1(h.c[1] - h.d / 2)}" width="${r1(h.w)}" height="${r1(h.d)}" transform="rotate(${r1(h.angle)} ${r1(h.c[0])} ${r1(h.c[1])})"/>`,
    )
    .join('')}</g>`;
}

export const PUBLIC = 'fill="#d98b73" stroke="#a55a43" stroke-width="3"';
const PLAZA = 'fill="#efe1c9" stroke="#d2bd9c" stroke-width="3"';

function tree(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#8dc06f" stroke="#6b9d55" stroke-width="3"/>`;
}

function church(x: number, y: number, w: number, h: number): string {
  // Nave with a square tower at the west end and a small cross.
  return (
    box(x, y, x + w, y + h, PUBLIC) +
    box(x - 22, y + h / 2 - 13, x + 4, y + h / 2 + 13, PUBLIC) +
    `<path d="M${x - 9} ${y + h / 2 - 8}v16M${x - 15} ${y + h / 2 - 2}h12" stroke="#fff" stroke-width="3"/>`
  );
}

export function buildings(): string {
  const out: string[] = [];
  // Marktplatz with Rathaus and fountain, Kirchplatz with Stadtkirche.
  out.push(`<path d="${linePath(MARKTPLATZ, true)}" ${PLAZA}/>`);
  out.push(box(1550, 1262, 1672, 1312, PUBLIC));
  out.push(`<path d="M1550 1287H1672" stroke="#a55a43" stroke-width="2"/>`);
  out.push(text(1610, 1350, 'Marktplatz', { size: 19, fill: '#5a4a36', halo: false }));
  out.push(`<path d="${linePath(KIRCHPLATZ, true)}" ${PLAZA}/>`);
  out.push(church(1622, 1122, 96, 40));
  out.push(tree(1582, 1180, 11), tree(1706, 1182, 11));
  // Stadtbücherei, Stadthalle, Feuerwehrhaus.
  out.push(box(1478, 1138, 1542, 1196, PUBLIC));
  out.push(box(1238, 1252, 1392, 1336, PUBLIC));
  out.push(box(1080, 1238, 1178, 1300, PUBLIC));
  out.push(`<g fill="#ffffff" opacity="0.75">${[1090, 1114, 1138].map((x) => rect(x, 1280, 18, 20, '')).join('')}</g>`);
  // Grundschule with schoolyard.
  out.push(box(1842, 1035, 1970, 1160, 'fill="#e6dfd2" stroke="#c9bda8" stroke-width="3"'));
  out.push(`<path d="M1850 1045H1962V1088H1900V1150H1850Z" ${PUBLIC}/>`);
  // Kurpark paths and music pavilion.
  out.push(`<path d="M2030 1300 C2120 1230 2220 1290 2300 1170 M2170 1260 L2200 1355" fill="none" stroke="#f4efe2" stroke-width="8" stroke-linecap="round"/>`);
  out.push(`<circle cx="2168" cy="1262" r="16" ${PUBLIC}/>`);
  for (const [x, y] of [
    [2055, 1205],
    [2110, 1340],
    [2260, 1330],
    [2350, 1290],
    [2300, 1225],
    [2080, 1265],
  ] as Pt[])
    out.push(tree(x, y, 13));
  // Friedhof chapel.
  out.push(box(2372, 1452, 2412, 1500, PUBLIC, 16));
  // Parkhaus Stadtmitte.
  out.push(box(1800, 1428, 1880, 1490, 'fill="#c9ced6" stroke="#8d96a3" stroke-width="3"'));
  out.push(rect(1822, 1441, 36, 36, 'rx="6" fill="#1f5fa8"'));
  out.push(text(1840, 1459, 'P', { size: 28, weight: 'bold', fill: '#ffffff', halo: false }));
  // Freibad: lawn, pools, changing rooms.
  out.push(box(1885, 1742, 2095, 1822, 'fill="#cfe8b9" stroke="#9cc987" stroke-width="3"'));
  out.push(box(1900, 1755, 1995, 1800, `fill="#6fc0ef" stroke="#3d8fc6" stroke-width="3"`));
  out.push(box(2012, 1762, 2048, 1792, `fill="#6fc0ef" stroke="#3d8fc6" stroke-width="3"`));
  out.push(box(2058, 1752, 2088, 1810, PUBLIC));
  // Bauhof yard and industrial halls.
  out.push(box(872, 1400, 1010, 1478, 'fill="#dcdcdc" stroke="#a9a9a9" stroke-width="3"'));
  out.push(box(882, 1410, 960, 1450, PUBLIC), box(968, 1410, 1000, 1468, PUBLIC));
  out.push(
    `<g fill="#cfc9d8" stroke="#9e96ad" stroke-width="3">${[
      box(700, 1375, 800, 1440, ''),
      box(720, 1460, 805, 1545, ''),
      box(870, 1500, 990, 1580, ''),
      box(600, 1380, 680, 1450, ''),
    ].join('')}</g>`,
  );
  // Bahnhof with platform.
  out.push(box(1410, 1768, 1520, 1796, PUBLIC, -3));
  out.push(box(1320, 1800, 1640, 1808, 'fill="#9a9a9a"', -1.5));
  // Hecklingen: Lindenplatz with three lime trees, Drei-Linden-Grundschule.
  out.push(`<path d="${linePath(LINDENPLATZ, true)}" ${PLAZA}/>`);
  out.push(tree(665, 2252, 15), tree(760, 2250, 15), tree(712, 2266, 15));
  out.push(text(710, 2216, 'Lindenplatz', { size: 20, fill: '#5a4a36', halo: false }));
  out.push(`<path d="M650 2105H770V2140H700V2180H650Z" ${PUBLIC}/>`);
  // Nordweil: Bürgerhaus, church. Bombach: church, Festhalle.
  out.push(box(1760, 668, 1850, 722, PUBLIC));
  out.push(church(1968, 562, 36, 24));
  out.push(church(2590, 2008, 36, 24));
  out.push(box(2790, 2058, 2895, 2102, PUBLIC, 6));
  // Aussichtsturm on the Hochfirst.
  out.push(`<path d="M2330 225 L2350 160 L2370 225 Z" fill="#8c5a3c" stroke="#5c3a26" stroke-width="3"/>`, rect(2337, 148, 26, 14, 'fill="#8c5a3c"'));
  return out.join('');
}

export function roadLabels(): string {
  const out: string[] = [];
  for (const r of ROADS) {
    for (const l of r.labels ?? []) {
      const { p, angle } = alongLine(roadLine(r), l.t);
      const st = ROAD_STYLE[r.cls];
      out.push(text(p[0], p[1], l.text, { size: st.label, fill: '#3a3a3a', rotate: angle, halo: st.fill, haloWidth: 3 }));
    }
  }
  // Road number shield on the K 5130.
  const k = alongLine(K5130_LINE, 0.52);
  out.push(rect(k.p[0] - 62, k.p[1] - 21, 124, 42, `rx="7" fill="#ffd966" stroke="#333" stroke-width="3"`));
  out.push(text(k.p[0], k.p[1], 'K 5130', { size: 24, weight: 'bold', fill: '#222', halo: false }));
  return out.join('');
}

export function placeLabels(): string {
  const out: string[] = [];
  const place = (x: number, y: number, s: string, size: number): void => {
    out.push(text(x, y, s, { size, weight: 'bold', fill: '#3b3b3b', spacing: size * 0.12, haloWidth: 12 }));
  };
  place(1190, 705, 'MUSTERSTADT', 64);
  place(2000, 480, 'NORDWEIL', 52);
  place(2800, 2180, 'BOMBACH', 52);
  place(560, 2020, 'HECKLINGEN', 52);

  const small = (x: number, y: number, s: string, o: Partial<TextOpts> = {}): void => {
    out.push(text(x, y, s, { size: 24, fill: '#4a4a4a', haloWidth: 7, ...o }));
  };
  small(1315, 1294, 'Stadthalle', { size: 22, halo: false, fill: '#ffffff', weight: 'bold' });
  small(2205, 1195, 'Kurpark', { size: 26, fill: '#3f7a35', italic: true });
  small(1130, 1425, 'Gewerbegebiet', { size: 22, fill: '#6b6280' });
  small(1720, 770, 'Bürgerhaus', { size: 22, anchor: 'end' });
  small(2960, 2080, 'Festhalle', { size: 22 });
  small(2705, 1610, 'Weinberge', { size: 26, fill: '#7b7638', italic: true });
  small(2740, 2410, 'Obstwiesen', { size: 24, fill: '#557a3e', italic: true });
  small(2350, 265, 'Aussichtsturm', { size: 24 });
  {
    const rw = alongLine(offsetLine(K5130_LINE, 66), 0.62);
    small(rw.p[0], rw.p[1], 'Radweg Bombach–Hecklingen', { size: 22, fill: '#2f7d3a', italic: true, rotate: rw.angle });
  }

  // Forest names.
  const forest = (x: number, y: number, s: string, size: number, rotate = 0): void => {
    out.push(
      text(x, y, s, { size, fill: '#2f5d2a', italic: true, weight: 'bold', spacing: size * 0.25, rotate, halo: '#d7ebc9', haloWidth: 8, opacity: 0.95 }),
    );
  };
  forest(2700, 175, 'Hochfirst', 54);
  forest(3050, 790, 'Schwarzwald', 60, -90);
  forest(2300, 2780, 'Schwarzwald', 56);
  forest(620, 970, 'Stadtwald', 34);

  // Water names.
  const rivers = (line: Pt[], t: number, s: string, size: number): void => {
    const { p, angle } = alongLine(line, t);
    out.push(text(p[0], p[1] - size * 0.2, s, { size, fill: WATER_TEXT, italic: true, weight: 'bold', rotate: angle, haloWidth: 7 }));
  };
  rivers(offsetLine(MUEHLBACH_LINE, 42), 0.62, 'Mühlbach', 30);
  rivers(offsetLine(MUEHLBACH_LINE, 40), 0.9, 'Mühlbach', 30);
  rivers(offsetLine(MUEHLBACH_LINE, 40), 0.3, 'Mühlbach', 30);
  rivers(offsetLine(NORDWEILER_BACH_LINE, -30), 0.42, 'Nordweiler Bach', 24);
  return out.join('');
}

/** The map's layers, bottom to top, without title, legend and numbered places. */
export function mapLayers(): string[] {
  return [
    fields(),
    forests(),
    landuse(),
    settlement(),
    parks(),
    water(),
    housesSvg(placeHouses()),
    buildings(),
    railway(),
    roads(),
    roadLabels(),
    placeLabels(),
  ];
}
