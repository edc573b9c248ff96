import { abstandM, type Punkt } from './projection';

/**
 * A real town's streets by their course (ADR 59): the lines read from an OpenStreetMap extract
 * (`npm run import:strassen-geo`), as GeoJSON MultiLineString coordinates ([lon, lat]). The point of
 * an address and the street nearest to a point, for a town whose map is not the demo town's drawn
 * one. House numbers are not modelled (ADR 51): an address is placed at its street's middle.
 */

/** [longitude, latitude]. */
export type LonLat = readonly [number, number];
export type Verlauf = readonly (readonly LonLat[])[];

export interface StrasseMitVerlauf {
  name: string;
  ortsteil: string;
  verlauf: Verlauf;
}

/** Beyond this a point is near no street (metres), as on the drawn map. */
const HOECHSTENS_M = 250;
const M_PER_DEG_LAT = 111_320;

/** Local metres around a reference latitude (a town is a few kilometres: the flat approximation is finer than a pixel). */
function lokal(lat0: number) {
  const kx = M_PER_DEG_LAT * Math.cos((lat0 * Math.PI) / 180);
  return {
    zu: (p: LonLat) => [p[0] * kx, p[1] * M_PER_DEG_LAT] as const,
    aus: (x: number, y: number): Punkt => ({ lat: y / M_PER_DEG_LAT, lon: x / kx }),
  };
}

/** The point of a line nearest to (x, y), and its distance. */
function aufLinie(line: readonly LonLat[], x: number, y: number, zu: (p: LonLat) => readonly [number, number]) {
  let best = { d: Infinity, x: 0, y: 0 };
  for (let i = 0; i + 1 < line.length; i++) {
    const [ax, ay] = zu(line[i]!);
    const [bx, by] = zu(line[i + 1]!);
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const f = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
    const px = ax + f * dx;
    const py = ay + f * dy;
    const d = Math.hypot(x - px, y - py);
    if (d < best.d) best = { d, x: px, y: py };
  }
  return best;
}

/**
 * The middle of a street: the point on its lines nearest to their centre (each segment weighted by
 * its length). It does not depend on the order or direction of the ways, lies on the street even
 * where it bends, and comes out the same for the same course. Null for a course without a line.
 */
export function verlaufMitte(verlauf: Verlauf): Punkt | null {
  const first = verlauf.find((l) => l.length >= 2)?.[0];
  if (!first) return null;
  const { zu, aus } = lokal(first[1]);
  let sx = 0;
  let sy = 0;
  let total = 0;
  for (const line of verlauf) {
    for (let i = 0; i + 1 < line.length; i++) {
      const [ax, ay] = zu(line[i]!);
      const [bx, by] = zu(line[i + 1]!);
      const len = Math.hypot(bx - ax, by - ay);
      sx += ((ax + bx) / 2) * len;
      sy += ((ay + by) / 2) * len;
      total += len;
    }
  }
  if (total === 0) return null;
  let best = { d: Infinity, x: 0, y: 0 };
  for (const line of verlauf) {
    const at = aufLinie(line, sx / total, sy / total, zu);
    if (at.d < best.d) best = at;
  }
  const p = aus(best.x, best.y);
  return { lat: Math.round(p.lat * 1e6) / 1e6, lon: Math.round(p.lon * 1e6) / 1e6 };
}

/** The street whose course passes nearest to a point, with its distance; null when none is within 250 m. */
export function naechsterVerlauf(strassen: readonly StrasseMitVerlauf[], p: Punkt): { name: string; ortsteil: string; abstandM: number } | null {
  const { zu } = lokal(p.lat);
  const [x, y] = zu([p.lon, p.lat]);
  let best: { s: StrasseMitVerlauf; d: number } | null = null;
  for (const s of strassen) {
    for (const line of s.verlauf) {
      const at = aufLinie(line, x, y, zu);
      if (!best || at.d < best.d) best = { s, d: at.d };
    }
  }
  if (!best || best.d > HOECHSTENS_M) return null;
  return { name: best.s.name, ortsteil: best.s.ortsteil, abstandM: Math.round(best.d) };
}

/** Metres of a course (for the import's preview). */
export function verlaufLaengeM(verlauf: Verlauf): number {
  let m = 0;
  for (const line of verlauf)
    for (let i = 0; i + 1 < line.length; i++) m += abstandM({ lon: line[i]![0], lat: line[i]![1] }, { lon: line[i + 1]![0], lat: line[i + 1]![1] });
  return Math.round(m);
}
