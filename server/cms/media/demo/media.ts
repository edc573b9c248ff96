/**
 * Demo media for the Musterstadt seed. There is no network at build time, so every
 * picture is drawn here as an SVG illustration (flat editorial style, calm colours)
 * and rendered to JPEG with sharp. All randomness is seeded by the media key, so
 * the output is identical on every run.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { seededRandom } from '../../../../shared/util/random';
import { FOTO_KEYS, HERO_KEYS, PORTRAIT_KEYS } from './media-keys';

export interface MediaSpec {
  key: string;
  kind: 'foto' | 'hero' | 'portraet';
  alt: string;
  svg: () => string;
}

/** Pixel sizes of the rendered images per kind. */
export const MEDIA_SIZES = {
  foto: { width: 1200, height: 800 },
  hero: { width: 2000, height: 650 },
  portraet: { width: 600, height: 750 },
} as const;

// ---------------------------------------------------------------------------
// Basics: seeded random, number formatting, colours
// ---------------------------------------------------------------------------

type Rand = () => number;
type Pt = [number, number];
type Pt3 = [number, number, number];

const rng: (seed: number) => Rand = seededRandom;

function hashStr(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Number to compact SVG text (one decimal). */
const n = (v: number): string => String(Math.round(v * 10) / 10);
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
const pts = (p: Pt[]): string => p.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

function rgb(c: string): [number, number, number] {
  const v = parseInt(c.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
function mix(a: string, b: string, t: number): string {
  const A = rgb(a);
  const B = rgb(b);
  return (
    '#' +
    A.map((v, i) =>
      Math.round(v + ((B[i] ?? 0) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    ).join('')
  );
}
const dark = (c: string, t = 0.2): string => mix(c, '#000000', t);
const light = (c: string, t = 0.2): string => mix(c, '#ffffff', t);

// ---------------------------------------------------------------------------
// Picture builder
// ---------------------------------------------------------------------------

class Pic {
  private readonly defs: string[] = [];
  private readonly out: string[] = [];
  private ids = 0;
  readonly r: Rand;

  constructor(
    readonly W: number,
    readonly H: number,
    seed: string,
  ) {
    this.r = rng(hashStr(seed));
  }

  rnd(a = 0, b = 1): number {
    return a + (b - a) * this.r();
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.r() * xs.length)] as T;
  }

  /** Linear gradient; with `user` the coordinates are in picture space. */
  grad(stops: string[], x1: number, y1: number, x2: number, y2: number, ops?: number[], user = false): string {
    const id = `g${this.ids++}`;
    const st = stops
      .map((c, i) => {
        const o = ops?.[i];
        return `<stop offset="${n(stops.length > 1 ? i / (stops.length - 1) : 0)}" stop-color="${c}"${o === undefined ? '' : ` stop-opacity="${o}"`}/>`;
      })
      .join('');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(`<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units}>${st}</linearGradient>`);
    return `url(#${id})`;
  }
  /** Vertical gradient over the element's bounding box. */
  lin(stops: string[], ops?: number[]): string {
    return this.grad(stops, 0, 0, 0, 1, ops);
  }
  /** Vertical gradient from y1 to y2 in picture space. */
  linY(stops: string[], y1: number, y2: number, ops?: number[]): string {
    return this.grad(stops, 0, y1, 0, y2, ops, true);
  }
  /** Soft round glow (sun, lamps). */
  glow(cx: number, cy: number, r: number, col: string, op: number): void {
    const id = `g${this.ids++}`;
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${col}" stop-opacity="${op}"/><stop offset="1" stop-color="${col}" stop-opacity="0"/></radialGradient>`,
    );
    this.circ(cx, cy, r, `url(#${id})`);
  }

  add(s: string): void {
    this.out.push(s);
  }
  rect(x: number, y: number, w: number, h: number, fill: string, a = ''): void {
    if (w <= 0 || h <= 0) return;
    this.out.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${a}/>`);
  }
  path(d: string, fill: string, a = ''): void {
    this.out.push(`<path d="${d}" fill="${fill}" ${a}/>`);
  }
  poly(p: Pt[], fill: string, a = ''): void {
    this.out.push(`<polygon points="${pts(p)}" fill="${fill}" ${a}/>`);
  }
  circ(cx: number, cy: number, r: number, fill: string, a = ''): void {
    this.out.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${a}/>`);
  }
  ell(cx: number, cy: number, rx: number, ry: number, fill: string, a = ''): void {
    this.out.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${a}/>`);
  }
  line(x1: number, y1: number, x2: number, y2: number, stroke: string, w: number, a = ''): void {
    this.out.push(`<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(w)}" ${a}/>`);
  }
  /** Stroked path without fill. */
  stroke(d: string, col: string, w: number, a = ''): void {
    this.out.push(`<path d="${d}" fill="none" stroke="${col}" stroke-width="${n(w)}" ${a}/>`);
  }
  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}"><defs>${this.defs.join('')}</defs>${this.out.join('')}</svg>`;
  }
}

// ---------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------

interface Pal {
  sky: string[];
  sun: string | null;
  cloud: string;
  /** Hill layers, far to near. */
  hills: string[];
  /** Fir colour per hill layer. */
  firs: string[];
  mist: string;
  ground: string[];
  leaves: string[];
  snow: boolean;
  glass: string;
}

const PAL: Record<'summer' | 'spring' | 'autumn' | 'winter' | 'golden' | 'evening' | 'morning' | 'overcast', Pal> = {
  summer: {
    sky: ['#5c9bd1', '#9ccbea', '#e2f0f5'],
    sun: '#fff4c8',
    cloud: '#ffffff',
    hills: ['#a9c6c9', '#7fa89b', '#5a8a6e', '#3f7052'],
    firs: ['#90b3b1', '#5f8b78', '#376650', '#22493a'],
    mist: '#e4f0ef',
    ground: ['#a2c865', '#74a646'],
    leaves: ['#5f9e3c', '#78b24a', '#4b8a35'],
    snow: false,
    glass: '#a8cfe0',
  },
  spring: {
    sky: ['#7db4de', '#bfe0f2', '#f1f8f8'],
    sun: '#fffbe3',
    cloud: '#ffffff',
    hills: ['#b6d0c6', '#90b89c', '#6aa275', '#4d895a'],
    firs: ['#9fbfb2', '#729f83', '#477d59', '#2d5f43'],
    mist: '#eef6f1',
    ground: ['#acd46e', '#82ba50'],
    leaves: ['#8cc152', '#a5d16a', '#6fae43'],
    snow: false,
    glass: '#b5d9e8',
  },
  autumn: {
    sky: ['#86aacb', '#d8dcd3', '#f6e2c2'],
    sun: '#fff0c8',
    cloud: '#fff8ee',
    hills: ['#c8b9a9', '#b8916b', '#9a6b40', '#6f4b2c'],
    firs: ['#a9a08f', '#6d6b4f', '#3e5039', '#2a3c2b'],
    mist: '#f2e6d4',
    ground: ['#cc9c50', '#a3743a'],
    leaves: ['#e07b2a', '#f0a73a', '#c9502b', '#e8c24a'],
    snow: false,
    glass: '#b9d3dc',
  },
  winter: {
    sky: ['#86afd3', '#c8dced', '#eef4f9'],
    sun: '#fffaf0',
    cloud: '#ffffff',
    hills: ['#d5e2ee', '#c3d4e4', '#b0c5da', '#e6eef6'],
    firs: ['#9cb1c3', '#6c8798', '#44606f', '#2b4451'],
    mist: '#f3f7fb',
    ground: ['#f7fafd', '#d9e5ef'],
    leaves: ['#c9d6e0'],
    snow: true,
    glass: '#ffd27e',
  },
  golden: {
    sky: ['#7ea5c8', '#e3cba6', '#f7d9a8'],
    sun: '#fff0c0',
    cloud: '#fff6e6',
    hills: ['#bab4bd', '#8f9a97', '#62806f', '#3f6350', '#2b4b3b'],
    firs: ['#a9a8b0', '#76877f', '#46675a', '#2b4d3d', '#1d3a2d'],
    mist: '#f2dcbc',
    ground: ['#b9c46a', '#8aa44a'],
    leaves: ['#8aa64a', '#a9b85a', '#76963f'],
    snow: false,
    glass: '#a9cfe0',
  },
  evening: {
    sky: ['#1c2a52', '#4f4677', '#d88566'],
    sun: null,
    cloud: '#6d5f86',
    hills: ['#4b4a72', '#373a5e', '#282c4a', '#1c1f35'],
    firs: ['#3e4066', '#2c2f50', '#1f223b', '#14162a'],
    mist: '#8b6f8e',
    ground: ['#262a3d', '#181a28'],
    leaves: ['#2f3b3a'],
    snow: false,
    glass: '#ffd27a',
  },
  morning: {
    sky: ['#9cc2d9', '#dde9e4', '#f8eed4'],
    sun: '#fff6da',
    cloud: '#ffffff',
    hills: ['#bccdc7', '#93b2a4', '#648f79', '#3e6d55', '#244a39'],
    firs: ['#a9bfb7', '#7a9c8b', '#4c7662', '#2b5441', '#18382a'],
    mist: '#eef2e8',
    ground: ['#8fb95a', '#5f8f3f'],
    leaves: ['#6fa043', '#86b552'],
    snow: false,
    glass: '#a8cfe0',
  },
  overcast: {
    sky: ['#9bb2c6', '#cdd8e1', '#eceff1'],
    sun: null,
    cloud: '#f4f6f8',
    hills: ['#b8c5cc', '#95a8a6', '#6f8c82', '#4e6e61'],
    firs: ['#a3b3b5', '#788f88', '#4d6a5f', '#334f45'],
    mist: '#e7ecee',
    ground: ['#bdb6a9', '#a59e92'],
    leaves: ['#8c9a6a'],
    snow: false,
    glass: '#c5d8e2',
  },
};

const CLOTHES = ['#3b6ea5', '#c0392b', '#e1a21b', '#4e8a5a', '#7a5c99', '#d9774b', '#2f4858', '#5aa6a6', '#b5485d'];
const SKIN = ['#f1c9a5', '#e0ac83', '#c68a5e', '#8d5a3c', '#f5d6bd'];
const HAIR = ['#3a2a1e', '#7a4b2a', '#d8b36a', '#222222', '#a0522d', '#bdbdbd'];
const PRODUCE = ['#d64933', '#f2a03d', '#f4d35e', '#7cb342', '#3f8f3a', '#8e3b6b', '#e86f4f', '#c5d86d'];

// ---------------------------------------------------------------------------
// Landscape
// ---------------------------------------------------------------------------

/** Smooth ridge line: sum of a few sine waves with seeded phases. */
function ridge(p: Pic, base: number, amp: number): (x: number) => number {
  const waves = [0, 1, 2].map((i) => ({
    f: ((0.7 + i * 1.6 + p.rnd(0, 0.8)) * Math.PI * 2) / p.W,
    ph: p.rnd(0, Math.PI * 2),
    a: amp / (1 + i * 1.3),
  }));
  return (x) => base - waves.reduce((s, w) => s + w.a * Math.sin(x * w.f + w.ph), 0);
}

function ridgePath(p: Pic, ry: (x: number) => number): string {
  let d = `M0,${p.H}`;
  const step = p.W / 64;
  for (let x = 0; x <= p.W + 0.1; x += step) d += `L${n(x)},${n(ry(x))}`;
  return d + `L${p.W},${p.H}Z`;
}

interface FirOpt {
  shade?: string;
  snow?: boolean;
  trunk?: boolean;
}

/** Flat fir: overlapping tiers with a shaded right half and optional snow caps. */
function fir(p: Pic, x: number, yb: number, h: number, col: string, o: FirOpt = {}): void {
  const T = h > 70 ? 4 : 3;
  const t = yb - h;
  const w = h * 0.27;
  let body = '';
  let shade = '';
  let snow = '';
  for (let k = 0; k < T; k++) {
    const a = t + h * 0.55 * (k / (T - 1)) * (T === 4 ? 0.92 : 1);
    const b = t + h * (0.32 + 0.56 * (k / (T - 1)));
    const wk = w * (0.42 + 0.58 * (k / (T - 1)));
    const dip = h * 0.045;
    body += `M${n(x)},${n(a)}L${n(x + wk)},${n(b)}Q${n(x)},${n(b - dip)} ${n(x - wk)},${n(b)}Z`;
    shade += `M${n(x)},${n(a)}L${n(x + wk)},${n(b)}Q${n(x + wk * 0.5)},${n(b - dip * 0.8)} ${n(x)},${n(b - dip)}Z`;
    if (o.snow) {
      const m = (f: number) => n(a + (b - a) * f);
      snow += `M${n(x)},${n(a)}L${n(x + wk * 0.55)},${m(0.55)}Q${n(x + wk * 0.25)},${m(0.4)} ${n(x)},${m(0.52)}Q${n(x - wk * 0.25)},${m(0.38)} ${n(x - wk * 0.55)},${m(0.55)}Z`;
    }
  }
  if (o.trunk ?? h > 40) p.rect(x - h * 0.025, t + h * 0.84, h * 0.05, h * 0.16, '#4a3426');
  p.path(body, col);
  p.path(shade, o.shade ?? dark(col, 0.22));
  if (o.snow) p.path(snow, '#f7fbff');
}

/** A band of firs along a ridge, clustered so that clearings appear. */
function firBelt(p: Pic, ry: (x: number) => number, th: number, col: string, dens: number, snow: boolean, rows = 3): void {
  const ph = p.rnd(0, 6.28);
  const fq = (p.rnd(2, 5) * Math.PI * 2) / p.W;
  for (let row = 0; row < rows; row++) {
    for (let x = -th; x < p.W + th; x += th * p.rnd(0.16, 0.36)) {
      const d = 0.5 + 0.5 * Math.sin(x * fq + ph);
      if (p.r() > dens * (0.25 + 0.95 * d) - row * 0.12) continue;
      const h = th * p.rnd(0.7, 1.25);
      fir(p, x, ry(x) + th * (0.12 + row * 0.42) + p.rnd(0, th * 0.2), h, mix(col, '#000000', p.rnd(0, 0.1)), { snow, trunk: false });
    }
  }
}

function cloud(p: Pic, x: number, y: number, w: number, col: string, op = 0.9): void {
  const h = w * 0.3;
  p.add(`<g fill="${col}" opacity="${n(op)}">`);
  p.rect(x, y - h * 0.32, w, h * 0.32, col, `rx="${n(h * 0.16)}"`);
  p.circ(x + w * 0.3, y - h * 0.34, h * 0.42, col);
  p.circ(x + w * 0.55, y - h * 0.45, h * 0.58, col);
  p.circ(x + w * 0.77, y - h * 0.3, h * 0.36, col);
  p.add('</g>');
}

interface Back {
  horizon: number;
  top?: number;
  layers?: number;
  sun?: [number, number, number];
  clouds?: number;
  forest?: number;
  amp?: number;
  tree?: number;
  stars?: number;
}

/** Sky, sun, clouds and layered forest hills that fade into mist. */
function backdrop(p: Pic, pal: Pal, o: Back): void {
  const { W, H } = p;
  const hz = o.horizon;
  const top = o.top ?? hz - H * 0.28;
  p.rect(0, 0, W, H, p.linY(pal.sky, 0, hz));
  for (let i = 0; i < (o.stars ?? 0); i++) p.circ(p.rnd(0, W), p.rnd(0, hz * 0.6), p.rnd(0.8, 2.2), '#ffffff', `opacity="${n(p.rnd(0.3, 0.9))}"`);
  if (o.sun && pal.sun) {
    const [x, y, r] = o.sun;
    p.glow(x, y, r * 5, pal.sun, 0.6);
    p.circ(x, y, r, pal.sun);
  }
  for (let i = 0; i < (o.clouds ?? 3); i++) {
    cloud(p, p.rnd(-0.05, 0.95) * W, p.rnd(0.12, 0.5) * top, p.rnd(0.1, 0.2) * Math.min(W, 1.6 * H), pal.cloud, p.rnd(0.55, 0.9));
  }
  const N = pal.hills.length;
  const L = Math.min(o.layers ?? N, N);
  for (let i = 0; i < L; i++) {
    const t = L === 1 ? 1 : i / (L - 1);
    const ci = L === 1 ? N - 1 : Math.round((i * (N - 1)) / (L - 1));
    const col = pal.hills[ci] as string;
    const base = lerp(top, hz, t);
    const amp = (o.amp ?? H * 0.05) * (1.15 - t * 0.5);
    const ry = ridge(p, base, amp);
    p.path(ridgePath(p, ry), p.linY([col, mix(col, pal.mist, 0.55)], base - amp, base + H * 0.2));
    const th = H * lerp(0.035, 0.095, t) * (o.tree ?? 1);
    if ((o.forest ?? 1) > 0) firBelt(p, ry, th, pal.firs[ci] as string, o.forest ?? 1, pal.snow);
  }
}

/** Meadow / ground in front of the hills. */
function ground(p: Pic, y: number, cols: string[], bend = 0.02): void {
  const { W, H } = p;
  const b = H * bend;
  p.path(`M0,${n(y)}Q${n(W * 0.5)},${n(y - b * 2)} ${W},${n(y + b)}V${H}H0Z`, p.linY(cols, y - b, H));
}

function flowers(p: Pic, y0: number, y1: number, count: number, cols: string[]): void {
  for (let i = 0; i < count; i++) {
    const y = p.rnd(y0, y1);
    const r = lerp(1.5, 5, (y - y0) / (y1 - y0));
    p.circ(p.rnd(0, p.W), y, r, p.pick(cols), `opacity="${n(p.rnd(0.7, 1))}"`);
  }
}

/** A path (road, trail, brook) that narrows towards the horizon. f(t) gives [centre x, y, half width]. */
function trail(p: Pic, f: (t: number) => [number, number, number], fill: string, a = ''): void {
  const L: Pt[] = [];
  const R: Pt[] = [];
  for (let i = 0; i <= 40; i++) {
    const [x, y, w] = f(i / 40);
    L.push([x - w, y]);
    R.push([x + w, y]);
  }
  p.poly([...L, ...R.reverse()], fill, a);
}

function leafTree(p: Pic, x: number, yb: number, h: number, cols: string[], trunk = '#6b4a33'): void {
  const c = p.pick(cols);
  const tw = h * 0.045;
  p.path(`M${n(x - tw)},${n(yb)}L${n(x - tw * 0.5)},${n(yb - h * 0.6)}L${n(x + tw * 0.5)},${n(yb - h * 0.6)}L${n(x + tw)},${n(yb)}Z`, trunk);
  p.stroke(
    `M${n(x)},${n(yb - h * 0.42)}L${n(x - h * 0.1)},${n(yb - h * 0.58)}M${n(x)},${n(yb - h * 0.48)}L${n(x + h * 0.09)},${n(yb - h * 0.62)}`,
    trunk,
    tw * 0.6,
    'stroke-linecap="round"',
  );
  const cy = yb - h * 0.66;
  const R = h * 0.3;
  p.ell(x, cy, R * 1.05, R, c);
  p.circ(x - R * 0.55, cy + R * 0.2, R * 0.62, c);
  p.circ(x + R * 0.6, cy + R * 0.15, R * 0.6, dark(c, 0.1));
  p.circ(x + R * 0.1, cy - R * 0.55, R * 0.62, c);
  p.ell(x - R * 0.3, cy - R * 0.35, R * 0.45, R * 0.32, light(c, 0.18), 'opacity="0.8"');
  for (let i = 0; i < 6; i++) p.circ(x + p.rnd(-R, R) * 0.9, cy + p.rnd(-R, R) * 0.7, R * 0.06, dark(c, 0.18), 'opacity="0.7"');
}

// ---------------------------------------------------------------------------
// Buildings
// ---------------------------------------------------------------------------

function archD(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${n(x)},${n(y + h)}V${n(y + r)}A${n(r)},${n(r)} 0 0 1 ${n(x + w)},${n(y + r)}V${n(y + h)}Z`;
}

function win(p: Pic, cx: number, y: number, w: number, h: number, glass: string, frame = '#f6f1e7', shutter?: string, arch = false): void {
  const fw = Math.max(1.5, w * 0.09);
  if (shutter) {
    p.rect(cx - w / 2 - w * 0.46, y, w * 0.42, h, shutter);
    p.rect(cx + w / 2 + w * 0.04, y, w * 0.42, h, shutter);
    p.stroke(
      `M${n(cx - w / 2 - w * 0.46)},${n(y + h * 0.5)}h${n(w * 0.42)}M${n(cx + w / 2 + w * 0.04)},${n(y + h * 0.5)}h${n(w * 0.42)}`,
      dark(shutter, 0.25),
      fw * 0.5,
    );
  }
  if (arch) {
    p.path(archD(cx - w / 2, y, w, h), frame);
    p.path(archD(cx - w / 2 + fw, y + fw, w - 2 * fw, h - 2 * fw), glass);
    p.line(cx, y + fw, cx, y + h - fw, frame, fw * 0.7);
  } else {
    p.rect(cx - w / 2, y, w, h, frame);
    p.rect(cx - w / 2 + fw, y + fw, w - 2 * fw, h - 2 * fw, glass);
    p.stroke(`M${n(cx)},${n(y + fw)}V${n(y + h - fw)}M${n(cx - w / 2)},${n(y + h * 0.42)}h${n(w)}`, frame, fw * 0.7);
  }
  p.poly(
    [
      [cx - w / 2 + fw, y + h * 0.6],
      [cx - w / 2 + fw, y + h * 0.75],
      [cx - w * 0.05, y + fw * 1.2],
      [cx - w * 0.2, y + fw * 1.2],
    ],
    '#ffffff',
    'opacity="0.22"',
  );
  p.rect(cx - w / 2 - fw, y + h, w + 2 * fw, fw * 1.3, dark(frame, 0.12));
}

interface HouseO {
  x: number;
  yb: number;
  w: number;
  h: number;
  roofH: number;
  wall: string;
  roof: string;
  glass: string;
  timber?: string;
  gable?: boolean;
  hip?: number;
  floors?: number;
  shutter?: string;
  door?: string;
  snow?: boolean;
  chimney?: boolean;
  flowers?: boolean;
}

/** Town house: gable to the street (optionally half-timbered) or eaves side with a (hipped) roof. */
function house(p: Pic, o: HouseO): void {
  const { x, yb, w, h, roofH } = o;
  const top = yb - h;
  const fl = o.floors ?? 2;
  const fh = h / fl;
  const ov = w * 0.05;
  const nb = Math.max(2, Math.round(w / (fh * 0.95)));
  const bw = w / nb;
  if (o.gable) p.path(`M${n(x)},${n(yb)}V${n(top)}L${n(x + w / 2)},${n(top - roofH)}L${n(x + w)},${n(top)}V${n(yb)}Z`, o.wall);
  else p.rect(x, top, w, h, o.wall);
  p.rect(x + w * 0.82, top, w * 0.18, h, '#000000', 'opacity="0.06"');
  const winBays: number[] = [];
  for (let b = 0; b < nb; b++) if (!(o.timber && nb >= 4 && (b === 0 || b === nb - 1))) winBays.push(b);
  if (o.timber) {
    const tw = Math.max(2, w * 0.024);
    let d = `M${n(x)},${n(yb)}V${n(top)}H${n(x + w)}V${n(yb)}`;
    for (let f = 0; f < fl; f++) {
      const fy = top + f * fh;
      d += `M${n(x)},${n(fy + fh * 0.78)}H${n(x + w)}`;
      if (f > 0) d += `M${n(x)},${n(fy)}H${n(x + w)}`;
      for (let b = 1; b < nb; b++) d += `M${n(x + b * bw)},${n(fy)}V${n(fy + fh)}`;
      if (nb >= 4) {
        d += `M${n(x)},${n(fy + fh)}L${n(x + bw)},${n(fy)}M${n(x + w)},${n(fy + fh)}L${n(x + w - bw)},${n(fy)}`;
      } else {
        d += `M${n(x)},${n(fy + fh * 0.78)}L${n(x + bw * 0.3)},${n(fy)}M${n(x + w)},${n(fy + fh * 0.78)}L${n(x + w - bw * 0.3)},${n(fy)}`;
      }
    }
    if (o.gable) {
      d += `M${n(x + w / 2)},${n(top - roofH)}V${n(top)}M${n(x + w * 0.2)},${n(top - roofH * 0.4)}H${n(x + w * 0.8)}`;
      d += `M${n(x + w * 0.5)},${n(top - roofH * 0.4)}L${n(x + w * 0.3)},${n(top)}M${n(x + w * 0.5)},${n(top - roofH * 0.4)}L${n(x + w * 0.7)},${n(top)}`;
    }
    p.stroke(d, o.timber, tw, 'stroke-linecap="square"');
  }
  for (let f = 0; f < fl; f++) {
    for (const b of winBays) {
      const cx = x + (b + 0.5) * bw;
      const wh = fh * 0.46;
      const ww = Math.min(bw * 0.5, wh * 0.8);
      const wy = top + f * fh + fh * 0.26;
      if (f === fl - 1 && o.door && b === winBays[Math.floor(winBays.length / 2)]) {
        const dw = Math.min(bw * 0.55, fh * 0.5);
        p.path(archD(cx - dw / 2, yb - fh * 0.72, dw, fh * 0.72), o.door);
        p.stroke(archD(cx - dw / 2, yb - fh * 0.72, dw, fh * 0.72), dark(o.door, 0.3), Math.max(1.5, dw * 0.06));
        p.circ(cx + dw * 0.28, yb - fh * 0.33, Math.max(1.5, dw * 0.05), '#d9b45a');
        continue;
      }
      win(p, cx, wy, ww, wh, o.glass, '#f7f2e8', o.shutter);
      if (o.flowers && f < fl - 1) {
        p.rect(cx - ww * 0.6, wy + wh + ww * 0.1, ww * 1.2, ww * 0.18, '#7a4a2e');
        for (let i = 0; i < 5; i++) p.circ(cx - ww * 0.5 + (i * ww) / 4, wy + wh + ww * 0.08, ww * 0.1, i % 2 ? '#d8323c' : '#e85d75');
      }
    }
  }
  if (o.gable) {
    const gw = w * 0.13;
    win(p, x + w / 2, top - roofH * 0.55 + (o.timber ? roofH * 0.12 : 0), gw, gw * 1.1, o.glass);
    const d = `M${n(x - ov)},${n(top + ov * 0.8)}L${n(x + w / 2)},${n(top - roofH - ov * 0.4)}L${n(x + w + ov)},${n(top + ov * 0.8)}`;
    p.stroke(d, o.roof, ov * 1.6, 'stroke-linejoin="round"');
    if (o.snow) p.stroke(d, '#f7fbff', ov * 0.8, `stroke-linejoin="round" transform="translate(0,${n(-ov * 0.6)})"`);
  } else {
    const ins = w * (o.hip ?? 0.06);
    if (o.chimney) p.rect(x + w * 0.68, top - roofH * 1.05, w * 0.07, roofH * 0.6, '#8c5a48');
    p.rect(x, top, w, h * 0.05, '#000000', 'opacity="0.12"');
    p.poly(
      [
        [x - ov, top + ov * 0.3],
        [x + ins, top - roofH],
        [x + w - ins, top - roofH],
        [x + w + ov, top + ov * 0.3],
      ],
      o.roof,
    );
    let d = '';
    for (let k = 1; k < 4; k++) {
      const t = k / 4;
      d += `M${n(lerp(x - ov, x + ins, t))},${n(lerp(top + ov * 0.3, top - roofH, t))}H${n(lerp(x + w + ov, x + w - ins, t))}`;
    }
    p.stroke(d, dark(o.roof, 0.12), Math.max(1, roofH * 0.025));
    if (o.snow) {
      p.path(
        `M${n(x + ins)},${n(top - roofH)}H${n(x + w - ins)}L${n(x + w + ov * 0.6)},${n(top - roofH * 0.05)}Q${n(x + w * 0.75)},${n(top - roofH * 0.2)} ${n(x + w / 2)},${n(top - roofH * 0.08)}Q${n(x + w * 0.25)},${n(top - roofH * 0.2)} ${n(x - ov * 0.6)},${n(top - roofH * 0.05)}Z`,
        '#f7fbff',
      );
    }
  }
}

/** Black Forest farmhouse: low walls, wooden upper floor, huge hipped roof. */
function hof(p: Pic, x: number, yb: number, s: number, pal: Pal): void {
  const w = 260 * s;
  const h = 92 * s;
  const top = yb - h;
  p.rect(x, top, w, h, '#7e5236');
  p.rect(x, yb - h * 0.48, w, h * 0.48, '#efe8dc');
  for (let i = 0; i < 6; i++) {
    win(p, x + w * (0.12 + i * 0.15), top + h * 0.1, 14 * s, 17 * s, pal.glass, '#efe8dc');
    if (i !== 2) win(p, x + w * (0.12 + i * 0.15), yb - h * 0.4, 14 * s, 17 * s, pal.glass, '#ffffff', '#3f6e4e');
  }
  p.path(archD(x + w * 0.38, yb - h * 0.42, 22 * s, h * 0.42), '#5a3a26');
  p.stroke(`M${n(x)},${n(top + h * 0.45)}H${n(x + w)}`, '#5a3a26', 3 * s);
  p.poly(
    [
      [x - 26 * s, top + 6 * s],
      [x + 52 * s, top - 118 * s],
      [x + w - 52 * s, top - 118 * s],
      [x + w + 26 * s, top + 6 * s],
    ],
    pal.snow ? '#8a6a58' : '#6e4a39',
  );
  p.poly(
    [
      [x + 30 * s, top - 78 * s],
      [x + 52 * s, top - 118 * s],
      [x + 74 * s, top - 78 * s],
    ],
    '#7e5236',
  );
  let d = '';
  for (let k = 1; k < 5; k++) d += `M${n(x - 26 * s + k * 15 * s)},${n(top + 6 * s - k * 24 * s)}H${n(x + w + 26 * s - k * 15 * s)}`;
  p.stroke(d, '#5a3b2d', 1.5 * s);
  if (pal.snow)
    p.poly(
      [
        [x - 20 * s, top - 6 * s],
        [x + 52 * s, top - 118 * s],
        [x + w - 52 * s, top - 118 * s],
        [x + w + 20 * s, top - 6 * s],
        [x + w * 0.6, top - 30 * s],
        [x + w * 0.3, top - 18 * s],
      ],
      '#f7fbff',
    );
}

/** Town hall with clock tower. cx = centre, yb = ground line. */
function rathaus(p: Pic, cx: number, yb: number, s: number, pal: Pal): void {
  const w = 460 * s;
  const h = 235 * s;
  const x = cx - w / 2;
  const top = yb - h;
  const wall = '#ead6ad';
  const roof = '#9c3d2f';
  // tower behind the roof
  const tw = 84 * s;
  const tTop = top - 250 * s;
  p.rect(cx - tw / 2, tTop, tw, 260 * s, wall);
  p.rect(cx + tw * 0.22, tTop, tw * 0.28, 260 * s, '#000000', 'opacity="0.07"');
  p.rect(cx - tw / 2 - 4 * s, tTop + 70 * s, tw + 8 * s, 8 * s, light(wall, 0.3));
  p.circ(cx, tTop + 120 * s, 30 * s, '#fbf8f1', `stroke="${'#3b3b3b'}" stroke-width="${n(4 * s)}"`);
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6;
    p.line(
      cx + Math.cos(a) * 24 * s,
      tTop + 120 * s + Math.sin(a) * 24 * s,
      cx + Math.cos(a) * 27 * s,
      tTop + 120 * s + Math.sin(a) * 27 * s,
      '#3b3b3b',
      2 * s,
    );
  }
  p.stroke(
    `M${n(cx)},${n(tTop + 120 * s)}L${n(cx - 12 * s)},${n(tTop + 110 * s)}M${n(cx)},${n(tTop + 120 * s)}L${n(cx + 4 * s)},${n(tTop + 99 * s)}`,
    '#2b2b2b',
    3.5 * s,
    'stroke-linecap="round"',
  );
  p.path(archD(cx - 26 * s, tTop + 18 * s, 18 * s, 40 * s), '#3a2f2a');
  p.path(archD(cx + 8 * s, tTop + 18 * s, 18 * s, 40 * s), '#3a2f2a');
  // onion roof, spire, flag
  p.path(
    `M${n(cx - tw / 2 - 6 * s)},${n(tTop)}Q${n(cx - tw / 2 - 14 * s)},${n(tTop - 40 * s)} ${n(cx - 10 * s)},${n(tTop - 62 * s)}Q${n(cx - 4 * s)},${n(tTop - 70 * s)} ${n(cx)},${n(tTop - 92 * s)}Q${n(cx + 4 * s)},${n(tTop - 70 * s)} ${n(cx + 10 * s)},${n(tTop - 62 * s)}Q${n(cx + tw / 2 + 14 * s)},${n(tTop - 40 * s)} ${n(cx + tw / 2 + 6 * s)},${n(tTop)}Z`,
    '#4f7a6b',
  );
  p.path(
    `M${n(cx)},${n(tTop - 92 * s)}Q${n(cx + 4 * s)},${n(tTop - 70 * s)} ${n(cx + 10 * s)},${n(tTop - 62 * s)}Q${n(cx + tw / 2 + 14 * s)},${n(tTop - 40 * s)} ${n(cx + tw / 2 + 6 * s)},${n(tTop)}H${n(cx)}Z`,
    '#3e6457',
  );
  p.line(cx, tTop - 92 * s, cx, tTop - 140 * s, '#3b3b3b', 3 * s);
  p.circ(cx, tTop - 100 * s, 5 * s, '#d9b45a');
  p.poly(
    [
      [cx + 1.5 * s, tTop - 140 * s],
      [cx + 42 * s, tTop - 133 * s],
      [cx + 1.5 * s, tTop - 126 * s],
    ],
    '#b3001b',
  );
  p.poly(
    [
      [cx + 1.5 * s, tTop - 133 * s],
      [cx + 42 * s, tTop - 133 * s],
      [cx + 1.5 * s, tTop - 126 * s],
    ],
    '#ffffff',
  );
  // roof with dormers
  p.poly(
    [
      [x - 14 * s, top + 4 * s],
      [x + 64 * s, top - 92 * s],
      [x + w - 64 * s, top - 92 * s],
      [x + w + 14 * s, top + 4 * s],
    ],
    roof,
  );
  p.stroke(`M${n(x + 20 * s)},${n(top - 40 * s)}H${n(x + w - 20 * s)}`, dark(roof, 0.15), 2 * s);
  for (const dx of [-150, -75, 75, 150]) {
    const dxs = cx + dx * s;
    p.rect(dxs - 14 * s, top - 58 * s, 28 * s, 34 * s, wall);
    p.poly(
      [
        [dxs - 20 * s, top - 56 * s],
        [dxs, top - 74 * s],
        [dxs + 20 * s, top - 56 * s],
      ],
      dark(roof, 0.1),
    );
    p.rect(dxs - 8 * s, top - 50 * s, 16 * s, 22 * s, pal.glass);
  }
  // body
  p.rect(x, top, w, h, wall);
  p.rect(x, top, w, 12 * s, light(wall, 0.35));
  p.rect(x, yb - 34 * s, w, 34 * s, '#b9a583');
  p.rect(cx - 62 * s, top - 8 * s, 124 * s, h + 8 * s, light(wall, 0.12));
  p.poly(
    [
      [cx - 70 * s, top - 6 * s],
      [cx, top - 58 * s],
      [cx + 70 * s, top - 6 * s],
    ],
    light(wall, 0.12),
  );
  p.stroke(`M${n(cx - 70 * s)},${n(top - 6 * s)}L${n(cx)},${n(top - 58 * s)}L${n(cx + 70 * s)},${n(top - 6 * s)}Z`, light(wall, 0.45), 4 * s);
  p.circ(cx, top - 24 * s, 11 * s, pal.glass, `stroke="${light(wall, 0.45)}" stroke-width="${n(3 * s)}"`);
  p.rect(x + w * 0.86, top, w * 0.14, h, '#000000', 'opacity="0.06"');
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i++) {
      const wx = cx + side * (100 + i * 56) * s;
      win(p, wx, top + 30 * s, 30 * s, 52 * s, pal.glass, '#fbf7ee');
      p.poly(
        [
          [wx - 20 * s, top + 28 * s],
          [wx, top + 16 * s],
          [wx + 20 * s, top + 28 * s],
        ],
        light(wall, 0.4),
      );
      win(p, wx, top + 110 * s, 30 * s, 56 * s, pal.glass, '#fbf7ee', undefined, true);
    }
  }
  win(p, cx, top + 30 * s, 34 * s, 54 * s, pal.glass, '#fbf7ee', undefined, true);
  // balcony + portal + steps
  p.rect(cx - 40 * s, top + 92 * s, 80 * s, 6 * s, '#6d6d6d');
  let rail = '';
  for (let i = 0; i <= 10; i++) rail += `M${n(cx - 38 * s + i * 7.6 * s)},${n(top + 92 * s)}v${n(-18 * s)}`;
  p.stroke(rail + `M${n(cx - 40 * s)},${n(top + 74 * s)}h${n(80 * s)}`, '#4a4a4a', 2 * s);
  p.path(archD(cx - 28 * s, yb - 96 * s, 56 * s, 86 * s), '#6a4029');
  p.line(cx, yb - 68 * s, cx, yb - 10 * s, '#4e2e1d', 2 * s);
  p.rect(cx - 46 * s, yb - 10 * s, 92 * s, 6 * s, '#cfc2ab');
  p.rect(cx - 54 * s, yb - 5 * s, 108 * s, 6 * s, '#c2b59d');
}

/** Church with tower and tall spire on the left. x = left edge, yb = ground. */
function kirche(p: Pic, x: number, yb: number, s: number, pal: Pal): void {
  const wall = '#f1ece2';
  const roof = '#7d3c32';
  const nx = x + 70 * s;
  const nw = 300 * s;
  const nh = 150 * s;
  p.poly(
    [
      [nx - 6 * s, yb - nh + 4 * s],
      [nx + 50 * s, yb - nh - 110 * s],
      [nx + nw - 30 * s, yb - nh - 110 * s],
      [nx + nw + 10 * s, yb - nh + 4 * s],
    ],
    roof,
  );
  p.rect(nx, yb - nh, nw, nh, wall);
  p.rect(nx + nw * 0.85, yb - nh, nw * 0.15, nh, '#000000', 'opacity="0.06"');
  for (let i = 0; i < 4; i++)
    win(p, nx + 70 * s + i * 60 * s, yb - nh + 30 * s, 26 * s, 80 * s, pal.glass === '#ffd27e' ? '#ffd27e' : '#9fc2d4', '#e3dccd', undefined, true);
  const tw = 96 * s;
  const th = 300 * s;
  p.rect(x, yb - th, tw, th, wall);
  p.rect(x + tw * 0.7, yb - th, tw * 0.3, th, '#000000', 'opacity="0.07"');
  p.rect(x - 4 * s, yb - th, tw + 8 * s, 10 * s, light(wall, 0.4));
  p.path(archD(x + 24 * s, yb - th + 22 * s, 18 * s, 46 * s), '#3f3531');
  p.path(archD(x + 54 * s, yb - th + 22 * s, 18 * s, 46 * s), '#3f3531');
  p.circ(x + tw / 2, yb - th + 104 * s, 22 * s, '#f8f5ee', `stroke="#3b3b3b" stroke-width="${n(3 * s)}"`);
  p.stroke(
    `M${n(x + tw / 2)},${n(yb - th + 104 * s)}l${n(-9 * s)},${n(-7 * s)}M${n(x + tw / 2)},${n(yb - th + 104 * s)}l${n(3 * s)},${n(-15 * s)}`,
    '#2b2b2b',
    3 * s,
    'stroke-linecap="round"',
  );
  win(p, x + tw / 2, yb - th + 150 * s, 20 * s, 40 * s, pal.glass, '#e3dccd', undefined, true);
  p.path(archD(x + tw / 2 - 22 * s, yb - 78 * s, 44 * s, 78 * s), '#5b3a27');
  const sp = '#4f6f66';
  p.poly(
    [
      [x - 8 * s, yb - th],
      [x + tw / 2, yb - th - 230 * s],
      [x + tw + 8 * s, yb - th],
    ],
    sp,
  );
  p.poly(
    [
      [x + tw / 2, yb - th - 230 * s],
      [x + tw + 8 * s, yb - th],
      [x + tw / 2, yb - th],
    ],
    dark(sp, 0.18),
  );
  p.line(x + tw / 2, yb - th - 230 * s, x + tw / 2, yb - th - 268 * s, '#caa54a', 3.5 * s);
  p.line(x + tw / 2 - 10 * s, yb - th - 256 * s, x + tw / 2 + 10 * s, yb - th - 256 * s, '#caa54a', 3.5 * s);
}

// ---------------------------------------------------------------------------
// Vehicles, people and small objects
// ---------------------------------------------------------------------------

/** German fire engine (side view, facing right). x = rear end, yb = ground. Length 440*s. */
function fireEngine(p: Pic, x: number, yb: number, s: number, flip = false): void {
  const L = 440 * s;
  if (flip) p.add(`<g transform="translate(${n(2 * x + L)},0) scale(-1,1)">`);
  const red = '#c8102e';
  const wr = 30 * s;
  const by = yb - wr * 0.95;
  const top = yb - 178 * s;
  const cabX = x + L - 118 * s;
  p.ell(x + L / 2, yb, L * 0.53, 7 * s, '#000000', 'opacity="0.2"');
  p.rect(x + 10 * s, by - 8 * s, L - 24 * s, 18 * s, '#2b2b2b');
  p.rect(x, top + 18 * s, cabX - x - 3 * s, by - top - 18 * s, red, `rx="${n(6 * s)}"`);
  const sw = (cabX - x - 20 * s) / 3;
  for (let i = 0; i < 3; i++) {
    const sx = x + 10 * s + i * sw;
    p.rect(sx, top + 30 * s, sw - 8 * s, by - top - 64 * s, '#d6dade', `rx="${n(3 * s)}"`);
    let d = '';
    for (let yy = top + 38 * s; yy < by - 36 * s; yy += 8 * s) d += `M${n(sx + 2 * s)},${n(yy)}h${n(sw - 12 * s)}`;
    p.stroke(d, '#b5bbc1', 1.5 * s);
    p.rect(sx + (sw - 8 * s) / 2 - 8 * s, by - 44 * s, 16 * s, 5 * s, '#7d848a');
  }
  p.path(
    `M${n(cabX)},${n(by)}V${n(top + 34 * s)}Q${n(cabX)},${n(top + 10 * s)} ${n(cabX + 22 * s)},${n(top + 10 * s)}H${n(x + L - 42 * s)}Q${n(x + L - 24 * s)},${n(top + 10 * s)} ${n(x + L - 16 * s)},${n(top + 32 * s)}L${n(x + L)},${n(top + 80 * s)}V${n(by)}Z`,
    red,
  );
  p.path(
    `M${n(cabX + 12 * s)},${n(top + 72 * s)}V${n(top + 34 * s)}Q${n(cabX + 12 * s)},${n(top + 22 * s)} ${n(cabX + 24 * s)},${n(top + 22 * s)}H${n(cabX + 56 * s)}V${n(top + 72 * s)}Z`,
    '#bfe0ef',
  );
  p.path(
    `M${n(cabX + 64 * s)},${n(top + 72 * s)}V${n(top + 22 * s)}H${n(x + L - 44 * s)}Q${n(x + L - 32 * s)},${n(top + 22 * s)} ${n(x + L - 26 * s)},${n(top + 36 * s)}L${n(x + L - 12 * s)},${n(top + 72 * s)}Z`,
    '#bfe0ef',
  );
  p.poly(
    [
      [cabX + 16 * s, top + 66 * s],
      [cabX + 16 * s, top + 54 * s],
      [cabX + 36 * s, top + 26 * s],
      [cabX + 46 * s, top + 26 * s],
    ],
    '#ffffff',
    'opacity="0.35"',
  );
  p.line(cabX + 60 * s, top + 16 * s, cabX + 60 * s, by - 6 * s, '#9e0c24', 2 * s);
  p.rect(cabX + 40 * s, top + 84 * s, 14 * s, 4 * s, '#7d1020');
  p.rect(x, by - 30 * s, L, 9 * s, '#f4f4f2');
  p.rect(x, by - 18 * s, L, 5 * s, '#f2c200', 'opacity="0.9"');
  // ladder
  p.rect(x + 4 * s, top + 2 * s, cabX - x + 8 * s, 5 * s, '#c9cdd1');
  p.rect(x + 4 * s, top + 12 * s, cabX - x + 8 * s, 5 * s, '#aab0b6');
  let rungs = '';
  for (let xx = x + 10 * s; xx < cabX + 10 * s; xx += 13 * s) rungs += `M${n(xx)},${n(top + 4 * s)}V${n(top + 16 * s)}`;
  p.stroke(rungs, '#9aa0a6', 2.5 * s);
  // blue lights, headlight, bumper
  p.rect(cabX + 26 * s, top - 1 * s, 62 * s, 11 * s, '#2f7fe0', `rx="${n(4 * s)}"`);
  p.rect(cabX + 30 * s, top + 1 * s, 20 * s, 5 * s, '#9cc9ff', `rx="${n(2 * s)}"`);
  p.rect(x + L - 14 * s, by - 14 * s, 20 * s, 16 * s, '#3a3a3a', `rx="${n(3 * s)}"`);
  p.circ(x + L - 5 * s, by - 46 * s, 7 * s, '#fff1b8');
  p.rect(x + L - 9 * s, top + 44 * s, 4 * s, 22 * s, '#2b2b2b');
  p.rect(x - 3 * s, top + 30 * s, 5 * s, 14 * s, '#e03a3a');
  for (const wx of [x + 72 * s, x + 142 * s, x + L - 72 * s]) {
    p.circ(wx, by + 4 * s, wr * 1.16, '#1d1d1d');
    p.circ(wx, yb - wr, wr, '#262626');
    p.circ(wx, yb - wr, wr * 0.5, '#c7c9cc');
    p.circ(wx, yb - wr, wr * 0.18, '#6d6f72');
  }
  if (flip) p.add('</g>');
}

function car(p: Pic, x: number, yb: number, s: number, col: string): void {
  const L = 200 * s;
  p.ell(x + L / 2, yb, L * 0.52, 5 * s, '#000000', 'opacity="0.2"');
  p.path(
    `M${n(x)},${n(yb - 18 * s)}V${n(yb - 44 * s)}Q${n(x)},${n(yb - 56 * s)} ${n(x + 14 * s)},${n(yb - 58 * s)}L${n(x + 46 * s)},${n(yb - 62 * s)}L${n(x + 72 * s)},${n(yb - 90 * s)}H${n(x + 138 * s)}L${n(x + 166 * s)},${n(yb - 62 * s)}L${n(x + 192 * s)},${n(yb - 56 * s)}Q${n(x + L)},${n(yb - 52 * s)} ${n(x + L)},${n(yb - 40 * s)}V${n(yb - 18 * s)}Z`,
    col,
  );
  p.poly(
    [
      [x + 56 * s, yb - 62 * s],
      [x + 76 * s, yb - 84 * s],
      [x + 102 * s, yb - 84 * s],
      [x + 102 * s, yb - 62 * s],
    ],
    '#cfe6f1',
  );
  p.poly(
    [
      [x + 108 * s, yb - 62 * s],
      [x + 108 * s, yb - 84 * s],
      [x + 134 * s, yb - 84 * s],
      [x + 154 * s, yb - 62 * s],
    ],
    '#cfe6f1',
  );
  p.rect(x + L - 10 * s, yb - 48 * s, 9 * s, 7 * s, '#fff2b8');
  p.rect(x + 1 * s, yb - 48 * s, 7 * s, 7 * s, '#d84a3a');
  for (const wx of [x + 42 * s, x + L - 42 * s]) {
    p.circ(wx, yb - 18 * s, 19 * s, '#242424');
    p.circ(wx, yb - 18 * s, 9 * s, '#c2c4c7');
  }
}

interface PersonO {
  col?: string;
  skin?: string;
  hair?: string;
  legs?: string;
  arm?: 'up' | 'down';
}

function person(p: Pic, x: number, yb: number, h: number, o: PersonO = {}): void {
  const col = o.col ?? p.pick(CLOTHES);
  const skin = o.skin ?? p.pick(SKIN);
  const hair = o.hair ?? p.pick(HAIR);
  const legs = o.legs ?? p.pick(['#2f3a4a', '#3b3b3b', '#4a5a6a', '#5a4636']);
  const hw = h * 0.13;
  p.rect(x - hw * 0.8, yb - h * 0.46, hw * 0.7, h * 0.46, legs, `rx="${n(hw * 0.2)}"`);
  p.rect(x + hw * 0.1, yb - h * 0.46, hw * 0.7, h * 0.46, legs, `rx="${n(hw * 0.2)}"`);
  p.path(
    `M${n(x - hw)},${n(yb - h * 0.42)}V${n(yb - h * 0.7)}Q${n(x - hw)},${n(yb - h * 0.8)} ${n(x - hw * 0.5)},${n(yb - h * 0.8)}H${n(x + hw * 0.5)}Q${n(x + hw)},${n(yb - h * 0.8)} ${n(x + hw)},${n(yb - h * 0.7)}V${n(yb - h * 0.42)}Z`,
    col,
  );
  if (o.arm === 'up') p.stroke(`M${n(x + hw * 0.8)},${n(yb - h * 0.74)}L${n(x + hw * 1.6)},${n(yb - h * 1.02)}`, col, hw * 0.5, 'stroke-linecap="round"');
  p.circ(x, yb - h * 0.89, h * 0.1, skin);
  p.path(
    `M${n(x - h * 0.1)},${n(yb - h * 0.88)}A${n(h * 0.1)},${n(h * 0.1)} 0 0 1 ${n(x + h * 0.1)},${n(yb - h * 0.88)}Q${n(x)},${n(yb - h * 0.94)} ${n(x - h * 0.1)},${n(yb - h * 0.88)}Z`,
    hair,
  );
}

function bench(p: Pic, x: number, yb: number, w: number, wood = '#a8683a', metal = '#2f3a35'): void {
  p.ell(x + w / 2, yb, w * 0.55, w * 0.03, '#000000', 'opacity="0.15"');
  for (const lx of [x + w * 0.1, x + w * 0.86]) {
    p.rect(lx, yb - w * 0.52, w * 0.04, w * 0.52, metal);
  }
  p.rect(x, yb - w * 0.52, w, w * 0.06, wood, `rx="${n(w * 0.01)}"`);
  p.rect(x, yb - w * 0.43, w, w * 0.06, wood, `rx="${n(w * 0.01)}"`);
  p.rect(x - w * 0.02, yb - w * 0.28, w * 1.04, w * 0.05, light(wood, 0.1), `rx="${n(w * 0.01)}"`);
  p.rect(x - w * 0.02, yb - w * 0.23, w * 1.04, w * 0.04, dark(wood, 0.15));
}

function bike(p: Pic, x: number, yb: number, s: number, col: string): void {
  const r = 30 * s;
  const R: Pt = [x, yb - r];
  const F: Pt = [x + 104 * s, yb - r];
  const B: Pt = [x + 46 * s, yb - r];
  const S: Pt = [x + 36 * s, yb - r - 52 * s];
  const Hh: Pt = [x + 90 * s, yb - r - 48 * s];
  for (const c of [R, F]) {
    p.circ(c[0], c[1], r, 'none', `stroke="#2a2a2a" stroke-width="${n(4.5 * s)}"`);
    p.circ(c[0], c[1], 3 * s, '#555555');
  }
  p.stroke(`M${pts([R, B, S])}ZM${pts([B, Hh, S])}M${pts([Hh, F])}`.replace(/ /g, 'L'), col, 5 * s, 'stroke-linejoin="round"');
  p.rect(S[0] - 12 * s, S[1] - 6 * s, 22 * s, 6 * s, '#2a2a2a', `rx="${n(3 * s)}"`);
  p.stroke(`M${n(Hh[0])},${n(Hh[1])}l${n(-4 * s)},${n(-10 * s)}l${n(14 * s)},0`, '#2a2a2a', 4 * s, 'stroke-linecap="round"');
}

function lamp(p: Pic, x: number, yb: number, h: number, col = '#2f3a35', lit = false): void {
  p.rect(x - h * 0.015, yb - h, h * 0.03, h, col);
  p.rect(x - h * 0.04, yb - h * 0.06, h * 0.08, h * 0.06, col);
  if (lit) p.glow(x, yb - h * 1.04, h * 0.25, '#ffd27a', 0.7);
  p.poly(
    [
      [x - h * 0.05, yb - h],
      [x + h * 0.05, yb - h],
      [x + h * 0.065, yb - h * 1.09],
      [x - h * 0.065, yb - h * 1.09],
    ],
    lit ? '#ffe7a6' : '#f3efe2',
  );
  p.poly(
    [
      [x - h * 0.08, yb - h * 1.09],
      [x + h * 0.08, yb - h * 1.09],
      [x, yb - h * 1.15],
    ],
    col,
  );
}

function stall(p: Pic, x: number, yb: number, w: number, col: string): void {
  const h = w * 0.8;
  p.rect(x + w * 0.03, yb - h, w * 0.03, h, '#6b4a33');
  p.rect(x + w * 0.94, yb - h, w * 0.03, h, '#6b4a33');
  p.rect(x + w * 0.08, yb - h * 0.9, w * 0.84, h * 0.5, '#000000', 'opacity="0.12"');
  for (let c = 0; c < 4; c++) {
    const cx = x + w * (0.04 + c * 0.235);
    const fc = p.pick(PRODUCE);
    for (let i = 0; i < 7; i++)
      p.circ(cx + w * (0.025 + (i % 4) * 0.05) + (i > 3 ? w * 0.025 : 0), yb - h * 0.47 - (i > 3 ? w * 0.035 : 0), w * 0.028, i > 3 ? fc : dark(fc, 0.08));
    p.rect(cx, yb - h * 0.47, w * 0.21, h * 0.07, '#c9955a');
  }
  p.rect(x, yb - h * 0.42, w, h * 0.42, '#b07a45');
  p.stroke(`M${n(x)},${n(yb - h * 0.28)}H${n(x + w)}M${n(x)},${n(yb - h * 0.14)}H${n(x + w)}`, '#8e5f33', Math.max(1, w * 0.008));
  const N = 8;
  const a0 = yb - h * 0.98;
  const a1 = yb - h * 1.2;
  for (let i = 0; i < N; i++) {
    const l = x - w * 0.06 + (w * 1.12 * i) / N;
    const r = x - w * 0.06 + (w * 1.12 * (i + 1)) / N;
    const tl = x + w * 0.02 + (w * 0.96 * i) / N;
    const tr = x + w * 0.02 + (w * 0.96 * (i + 1)) / N;
    const c = i % 2 ? '#ffffff' : col;
    p.poly(
      [
        [l, a0],
        [tl, a1],
        [tr, a1],
        [r, a0],
      ],
      c,
    );
    p.path(`M${n(l)},${n(a0)}A${n((r - l) / 2)},${n((r - l) / 2)} 0 0 0 ${n(r)},${n(a0)}Z`, c);
  }
}

function fountain(p: Pic, cx: number, yb: number, s: number): void {
  p.ell(cx, yb - 10 * s, 130 * s, 26 * s, '#b8ad9c');
  p.rect(cx - 130 * s, yb - 50 * s, 260 * s, 40 * s, '#cfc5b4');
  p.ell(cx, yb - 50 * s, 130 * s, 24 * s, '#ded6c8');
  p.ell(cx, yb - 50 * s, 118 * s, 19 * s, '#7fb6d3');
  p.rect(cx - 10 * s, yb - 150 * s, 20 * s, 100 * s, '#cfc5b4');
  p.path(`M${n(cx - 48 * s)},${n(yb - 150 * s)}Q${n(cx)},${n(yb - 118 * s)} ${n(cx + 48 * s)},${n(yb - 150 * s)}Z`, '#cfc5b4');
  p.stroke(
    `M${n(cx - 44 * s)},${n(yb - 150 * s)}Q${n(cx - 70 * s)},${n(yb - 120 * s)} ${n(cx - 76 * s)},${n(yb - 56 * s)}M${n(cx + 44 * s)},${n(yb - 150 * s)}Q${n(cx + 70 * s)},${n(yb - 120 * s)} ${n(cx + 76 * s)},${n(yb - 56 * s)}`,
    '#bfe3f2',
    3 * s,
    'opacity="0.9"',
  );
  p.rect(cx - 6 * s, yb - 196 * s, 12 * s, 46 * s, '#c4b9a6');
  p.circ(cx, yb - 202 * s, 10 * s, '#c4b9a6');
}

function crane(p: Pic, x: number, yb: number, h: number, jib: number, col = '#f2b631'): void {
  const mw = h * 0.05;
  const top = yb - h;
  let d = `M${n(x - mw / 2)},${n(yb)}V${n(top)}M${n(x + mw / 2)},${n(yb)}V${n(top)}`;
  for (let y = yb; y > top + mw; y -= mw * 2) d += `M${n(x - mw / 2)},${n(y)}L${n(x + mw / 2)},${n(y - mw)}L${n(x - mw / 2)},${n(y - mw * 2)}`;
  const jy = top;
  const jl = x - jib * 0.3;
  const jr = x + jib;
  d += `M${n(jl)},${n(jy)}H${n(jr)}M${n(jl)},${n(jy - mw * 0.8)}H${n(jr - mw)}L${n(jr)},${n(jy)}`;
  for (let xx = jl; xx < jr - mw; xx += mw) d += `M${n(xx)},${n(jy)}L${n(xx + mw / 2)},${n(jy - mw * 0.8)}L${n(xx + mw)},${n(jy)}`;
  d += `M${n(x)},${n(jy - h * 0.14)}L${n(jl)},${n(jy - mw * 0.8)}M${n(x)},${n(jy - h * 0.14)}L${n(x + jib * 0.7)},${n(jy - mw * 0.8)}`;
  p.stroke(d, col, Math.max(2, mw * 0.14), 'stroke-linejoin="round"');
  p.poly(
    [
      [x - mw / 2, jy - mw * 0.8],
      [x, jy - h * 0.14],
      [x + mw / 2, jy - mw * 0.8],
    ],
    col,
  );
  p.rect(jl, jy + 2, jib * 0.12, mw * 1.3, '#8d9196');
  p.rect(x + mw * 0.55, jy + 2, mw * 1.2, mw * 1.1, col);
  p.rect(x + mw * 0.75, jy + mw * 0.2, mw * 0.8, mw * 0.55, '#bfe0ef');
  const hx = x + jib * 0.62;
  p.rect(hx - mw * 0.4, jy, mw * 0.8, mw * 0.4, '#555555');
  p.line(hx, jy + mw * 0.4, hx, yb - h * 0.42, '#444444', 2);
  p.rect(hx - mw * 0.25, yb - h * 0.42, mw * 0.5, mw * 0.6, '#e05a2a');
  p.stroke(`M${n(hx)},${n(yb - h * 0.42 + mw * 0.6)}v${n(mw * 0.5)}a${n(mw * 0.25)},${n(mw * 0.25)} 0 1 1 ${n(-mw * 0.4)},0`, '#444444', 2);
  p.rect(hx - mw * 2, yb - h * 0.42 + mw * 1.6, mw * 4, mw * 0.5, '#8a6a45');
  p.rect(hx - mw * 2, yb - h * 0.42 + mw * 2.1, mw * 4, mw * 0.5, '#7a5c3c');
}

function windrad(p: Pic, x: number, yb: number, h: number, ang: number): void {
  const top = yb - h;
  p.poly(
    [
      [x - h * 0.022, yb],
      [x - h * 0.009, top],
      [x + h * 0.009, top],
      [x + h * 0.022, yb],
    ],
    '#f3f5f6',
  );
  p.poly(
    [
      [x, yb],
      [x, top],
      [x + h * 0.009, top],
      [x + h * 0.022, yb],
    ],
    '#d9dfe3',
  );
  p.rect(x - h * 0.025, top - h * 0.02, h * 0.075, h * 0.038, '#e9edf0', `rx="${n(h * 0.012)}"`);
  const L = h * 0.46;
  const bw = L * 0.055;
  for (let k = 0; k < 3; k++) {
    p.path(
      `M${n(-bw * 0.6)},0L${n(-bw)},${n(-L * 0.2)}Q${n(-bw * 0.6)},${n(-L * 0.7)} ${n(-bw * 0.15)},${n(-L)}L${n(bw * 0.25)},${n(-L)}Q${n(bw * 0.5)},${n(-L * 0.5)} ${n(bw * 0.8)},${n(-L * 0.15)}L${n(bw * 0.6)},0Z`,
      '#f6f8f9',
      `transform="translate(${n(x - h * 0.03)},${n(top)}) rotate(${n(ang + k * 120)})" stroke="#cfd6db" stroke-width="${n(Math.max(0.8, h * 0.002))}"`,
    );
  }
  p.circ(x - h * 0.03, top, h * 0.018, '#e3e8eb');
}

/** Solar modules on a quadrilateral roof area (TL, TR, BR, BL). */
function panels(p: Pic, q: [Pt, Pt, Pt, Pt], rows: number, cols: number): void {
  const at = (u: number, v: number): Pt => {
    const [a, b, c, d] = q;
    const top: Pt = [lerp(a[0], b[0], u), lerp(a[1], b[1], u)];
    const bot: Pt = [lerp(d[0], c[0], u), lerp(d[1], c[1], u)];
    return [lerp(top[0], bot[0], v), lerp(top[1], bot[1], v)];
  };
  const g = 0.012;
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      const u0 = j / cols + g;
      const u1 = (j + 1) / cols - g;
      const v0 = i / rows + g * 1.5;
      const v1 = (i + 1) / rows - g * 1.5;
      p.poly([at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)], i % 2 === j % 2 ? '#1f3a63' : '#223f6b');
      const m = at((u0 + u1) / 2, v0);
      const m2 = at((u0 + u1) / 2, v1);
      p.line(m[0], m[1], m2[0], m2[1], '#5d7ea8', 1);
    }
  }
  p.poly([at(0.05, 0), at(0.35, 0), at(0.15, 1), at(0, 1)], '#ffffff', 'opacity="0.12"');
}

function wheelieBin(p: Pic, x: number, yb: number, w: number, col: string, lid: string): void {
  const h = w * 1.5;
  p.ell(x + w / 2, yb, w * 0.6, w * 0.05, '#000000', 'opacity="0.18"');
  p.poly(
    [
      [x, yb - h],
      [x + w, yb - h],
      [x + w * 0.94, yb - w * 0.06],
      [x + w * 0.06, yb - w * 0.06],
    ],
    col,
  );
  p.poly(
    [
      [x + w * 0.72, yb - h],
      [x + w, yb - h],
      [x + w * 0.94, yb - w * 0.06],
      [x + w * 0.7, yb - w * 0.06],
    ],
    '#000000',
    'opacity="0.12"',
  );
  p.rect(x + w * 0.14, yb - h * 0.72, w * 0.5, h * 0.42, light(col, 0.08), `rx="${n(w * 0.04)}"`);
  p.rect(x - w * 0.05, yb - h - w * 0.1, w * 1.1, w * 0.13, lid, `rx="${n(w * 0.03)}"`);
  p.rect(x + w * 0.3, yb - h - w * 0.16, w * 0.4, w * 0.07, dark(lid, 0.2), `rx="${n(w * 0.02)}"`);
  p.circ(x + w * 0.12, yb - w * 0.1, w * 0.1, '#222222');
  p.circ(x + w * 0.88, yb - w * 0.1, w * 0.1, '#222222');
}

function bunting(p: Pic, x1: number, y1: number, x2: number, y2: number, sag: number, cols: string[]): void {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + sag;
  p.stroke(`M${n(x1)},${n(y1)}Q${n(mx)},${n(my)} ${n(x2)},${n(y2)}`, '#555555', 1.5);
  const N = Math.round(Math.abs(x2 - x1) / 34);
  for (let i = 1; i < N; i++) {
    const t = i / N;
    const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * mx + t * t * x2;
    const y = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * my + t * t * y2;
    p.poly(
      [
        [x - 11, y],
        [x + 11, y],
        [x, y + 26],
      ],
      cols[i % cols.length] as string,
    );
  }
}

/** Swabian-Alemannic carnival figure: patchwork costume and carved wooden mask. */
function narr(p: Pic, x: number, yb: number, h: number, c1: string, c2: string, type: number): void {
  const hw = h * 0.16;
  const legY = yb - h * 0.4;
  p.rect(x - hw * 0.8, legY, hw * 0.7, h * 0.4, c2);
  p.rect(x + hw * 0.1, legY, hw * 0.7, h * 0.4, c2);
  p.rect(x - hw * 0.9, yb - h * 0.04, hw * 0.85, h * 0.04, '#2b2b2b');
  p.rect(x + hw * 0.05, yb - h * 0.04, hw * 0.85, h * 0.04, '#2b2b2b');
  const bt = yb - h * 0.78;
  p.path(
    `M${n(x - hw * 1.25)},${n(yb - h * 0.36)}L${n(x - hw)},${n(bt + hw * 0.3)}Q${n(x - hw)},${n(bt)} ${n(x - hw * 0.5)},${n(bt)}H${n(x + hw * 0.5)}Q${n(x + hw)},${n(bt)} ${n(x + hw)},${n(bt + hw * 0.3)}L${n(x + hw * 1.25)},${n(yb - h * 0.36)}Z`,
    c1,
  );
  if (type === 0) {
    let d = '';
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 3; j++)
        if ((i + j) % 2) d += `M${n(x - hw + j * hw * 0.67)},${n(bt + i * h * 0.105)}h${n(hw * 0.67)}v${n(h * 0.105)}h${n(-hw * 0.67)}Z`;
    p.path(d, c2);
  } else if (type === 1) {
    let d = '';
    for (let i = 0; i < 5; i++) d += `M${n(x - hw * 1.1)},${n(bt + h * 0.07 * (i + 1))}q${n(hw * 0.55)},${n(h * 0.04)} ${n(hw * 1.1)},0t${n(hw * 1.1)},0`;
    p.stroke(d, c2, h * 0.022);
  } else {
    for (let i = 0; i < 6; i++) p.circ(x - hw * 0.6 + (i % 3) * hw * 0.6, bt + h * 0.08 + Math.floor(i / 3) * h * 0.16, h * 0.035, c2);
  }
  for (let i = 0; i < 5; i++) p.circ(x - hw + (i * hw) / 2, yb - h * 0.42, h * 0.018, '#e6b422');
  p.stroke(`M${n(x + hw * 0.9)},${n(bt + h * 0.06)}L${n(x + hw * 1.7)},${n(bt + h * 0.22)}`, c1, hw * 0.45, 'stroke-linecap="round"');
  p.line(x + hw * 1.75, bt + h * 0.36, x + hw * 1.6, bt - h * 0.2, '#7a5230', h * 0.02);
  p.circ(x + hw * 1.6, bt - h * 0.22, h * 0.03, c2);
  // mask
  const my = bt - h * 0.1;
  p.ell(x, my, h * 0.085, h * 0.105, '#ecd0a4');
  p.circ(x - h * 0.04, my + h * 0.02, h * 0.02, '#e28a8a', 'opacity="0.8"');
  p.circ(x + h * 0.04, my + h * 0.02, h * 0.02, '#e28a8a', 'opacity="0.8"');
  p.ell(x - h * 0.03, my - h * 0.02, h * 0.012, h * 0.008, '#2b2b2b');
  p.ell(x + h * 0.03, my - h * 0.02, h * 0.012, h * 0.008, '#2b2b2b');
  p.stroke(`M${n(x - h * 0.03)},${n(my + h * 0.045)}Q${n(x)},${n(my + h * 0.07)} ${n(x + h * 0.03)},${n(my + h * 0.045)}`, '#8a3a2a', h * 0.008);
  if (type === 1) {
    p.path(`M${n(x - h * 0.1)},${n(my - h * 0.06)}L${n(x)},${n(my - h * 0.3)}L${n(x + h * 0.1)},${n(my - h * 0.06)}Z`, c2);
    p.circ(x, my - h * 0.3, h * 0.025, '#e6b422');
  } else if (type === 2) {
    p.ell(x, my - h * 0.09, h * 0.13, h * 0.04, c1);
    p.rect(x - h * 0.08, my - h * 0.2, h * 0.16, h * 0.11, c1, `rx="${n(h * 0.02)}"`);
    for (let i = 0; i < 3; i++) p.ell(x - h * 0.05 + i * h * 0.05, my - h * 0.22, h * 0.025, h * 0.06, ['#e6b422', '#c0392b', '#2e7d32'][i] as string);
  } else {
    p.path(
      `M${n(x - h * 0.1)},${n(my + h * 0.04)}Q${n(x - h * 0.12)},${n(my - h * 0.16)} ${n(x)},${n(my - h * 0.15)}Q${n(x + h * 0.12)},${n(my - h * 0.16)} ${n(x + h * 0.1)},${n(my + h * 0.04)}L${n(x + h * 0.08)},${n(my - h * 0.07)}Q${n(x)},${n(my - h * 0.11)} ${n(x - h * 0.08)},${n(my - h * 0.07)}Z`,
      c2,
    );
  }
}

/** Perspective floor for interiors with boards converging to (vx, y0). */
function floor(p: Pic, y0: number, col: string, vx: number, boards = 14): void {
  const { W, H } = p;
  p.rect(0, y0, W, H - y0, p.linY([dark(col, 0.1), col], y0, H));
  let d = '';
  for (let i = -boards; i <= boards * 2; i++) {
    const xb = (i / boards) * W;
    d += `M${n(vx + (xb - vx) * 0.25)},${n(y0)}L${n(xb)},${n(H)}`;
  }
  p.stroke(d, dark(col, 0.15), 1.5, 'opacity="0.6"');
}

// ---------------------------------------------------------------------------
// Larger building blocks shared by several scenes
// ---------------------------------------------------------------------------

const WALLS = ['#f4e8d2', '#efd9b8', '#f3d7cd', '#dfe8e4', '#f1e3b5', '#e8dccb', '#f6efe4'];
const TIMBER = ['#5b3424', '#6e3b28', '#4a2f24', '#7a3f2a'];
const ROOFS = ['#9c3d2f', '#8a4a38', '#7d3c32', '#a85a3c', '#6f4a3c'];
const SHUTTERS = ['#3f6e4e', '#7a2e2e', '#2f5d7c', '#5c4a3a'];

/** A row of town houses between x0 and x1. */
function street(
  p: Pic,
  x0: number,
  x1: number,
  yb: number,
  hMin: number,
  hMax: number,
  pal: Pal,
  o: { timber?: number; flowers?: boolean; door?: boolean } = {},
): void {
  let x = x0;
  while (x < x1) {
    const w = p.rnd(hMin * 0.75, hMin * 1.1);
    const h = p.rnd(hMin, hMax);
    const gable = p.r() < 0.7;
    house(p, {
      x,
      yb,
      w,
      h,
      roofH: gable ? w * p.rnd(0.55, 0.7) : h * 0.35,
      gable,
      hip: 0.12,
      wall: p.pick(WALLS),
      roof: p.pick(ROOFS),
      timber: p.r() < (o.timber ?? 0.6) ? p.pick(TIMBER) : undefined,
      shutter: p.r() < 0.5 ? p.pick(SHUTTERS) : undefined,
      glass: pal.glass,
      floors: h > hMin * 1.15 ? 3 : 2,
      door: o.door === false ? undefined : p.pick(['#6a4029', '#2f5d7c', '#3f6e4e', '#7a2e2e']),
      snow: pal.snow,
      flowers: o.flowers,
      chimney: !gable,
    });
    x += w + p.rnd(2, 10);
  }
}

function school(p: Pic, x: number, yb: number, w: number, h: number, accent: string, pal: Pal, wood = false): void {
  const top = yb - h;
  const wall = wood ? '#c99a63' : '#f1ede4';
  p.rect(x, top, w, h, wall);
  if (wood) {
    let d = '';
    for (let xx = x + 8; xx < x + w; xx += 9) d += `M${n(xx)},${n(top)}V${n(yb)}`;
    p.stroke(d, '#b5844f', 2);
  }
  p.rect(x - 8, top - 14, w + 16, 16, wood ? '#4f7f3a' : '#5b6168');
  if (wood) for (let i = 0; i < w / 14; i++) p.circ(x + i * 14 + p.rnd(0, 8), top - 14, p.rnd(5, 9), p.pick(['#5f9e3c', '#78b24a', '#4b8a35']));
  const floors = 3;
  const fh = (h - 10) / floors;
  const cols = Math.max(4, Math.round(w / 90));
  const cw = w / cols;
  const mid = Math.floor(cols / 2);
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      if (f === floors - 1 && c === mid) continue;
      const wx = x + c * cw + cw * 0.12;
      const wy = top + 12 + f * fh + fh * 0.14;
      p.rect(wx, wy, cw * 0.76, fh * 0.64, accent);
      p.rect(wx + 4, wy + 4, cw * 0.76 - 8, fh * 0.64 - 8, pal.glass);
      p.line(wx + cw * 0.38, wy + 4, wx + cw * 0.38, wy + fh * 0.64 - 4, accent, 3);
      p.poly(
        [
          [wx + 6, wy + fh * 0.5],
          [wx + 6, wy + fh * 0.6],
          [wx + cw * 0.3, wy + 6],
          [wx + cw * 0.2, wy + 6],
        ],
        '#ffffff',
        'opacity="0.25"',
      );
    }
  }
  const ex = x + mid * cw;
  p.rect(ex + cw * 0.1, yb - fh * 0.9, cw * 0.8, fh * 0.9, '#bfe0ef');
  p.line(ex + cw * 0.5, yb - fh * 0.9, ex + cw * 0.5, yb, '#6d7a84', 3);
  p.rect(ex - cw * 0.1, yb - fh * 1.02, cw * 1.2, 12, accent);
  p.circ(ex + cw / 2, top + fh * 0.55, Math.min(fh * 0.28, 26), '#ffffff', `stroke="${accent}" stroke-width="5"`);
  p.stroke(`M${n(ex + cw / 2)},${n(top + fh * 0.55)}v-14M${n(ex + cw / 2)},${n(top + fh * 0.55)}h10`, '#333333', 3, 'stroke-linecap="round"');
}

function fireStation(p: Pic, x: number, yb: number, w: number, h: number, pal: Pal, open = true): void {
  const top = yb - h;
  // hose tower on the left
  const tw = w * 0.13;
  p.rect(x - tw * 0.2, top - h * 0.75, tw, h * 1.75, '#e6e1d8');
  p.rect(x + tw * 0.5, top - h * 0.75, tw * 0.3, h * 1.75, '#000000', 'opacity="0.06"');
  p.poly(
    [
      [x - tw * 0.3, top - h * 0.74],
      [x + tw * 0.3, top - h],
      [x + tw * 0.9, top - h * 0.74],
    ],
    '#8a3b30',
  );
  for (let i = 0; i < 4; i++) p.rect(x + tw * 0.18, top - h * 0.6 + i * h * 0.36, tw * 0.24, h * 0.16, pal.glass);
  p.rect(x + tw * 0.8, top, w - tw * 0.8, h, '#ece8e0');
  p.rect(x + tw * 0.8, top, w - tw * 0.8, h * 0.07, '#c8102e');
  p.rect(x + tw * 0.8 - 6, top - 10, w - tw * 0.8 + 12, 12, '#5b6168');
  const bx = x + tw * 0.8 + w * 0.04;
  const bw = (w - tw * 0.8 - w * 0.08) / 3;
  for (let i = 0; i < 3; i++) {
    const dx = bx + i * bw + bw * 0.06;
    const dw = bw * 0.88;
    const dh = h * 0.56;
    p.rect(dx - 5, yb - dh - 5, dw + 10, dh + 5, '#c8102e');
    if (open && i === 1) {
      p.rect(dx, yb - dh, dw, dh, '#3b3f45');
      p.rect(dx, yb - dh, dw, dh * 0.18, '#d6dade');
    } else {
      p.rect(dx, yb - dh, dw, dh, '#d6dade');
      let d = '';
      for (let yy = yb - dh + 10; yy < yb; yy += 12) d += `M${n(dx)},${n(yy)}h${n(dw)}`;
      p.stroke(d, '#b3b9bf', 2);
      p.rect(dx + dw * 0.1, yb - dh * 0.7, dw * 0.8, dh * 0.12, pal.glass);
    }
  }
  for (let i = 0; i < 6; i++) win(p, bx + bw * 0.25 + i * bw * 0.5, top + h * 0.14, bw * 0.26, h * 0.17, pal.glass, '#ffffff');
  p.circ(x + w - w * 0.04, yb - h * 0.62, h * 0.03, '#2f7fe0');
}

// ---------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------

type Scene = (p: Pic) => void;

const GRASS_FLOWERS = ['#ffffff', '#f4d35e', '#e86f8a', '#b38bd9', '#f29e4c'];

const scenes: Record<string, Scene> = {
  rathaus(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 560, top: 360, layers: 3, sun: [1010, 120, 42], clouds: 3 });
    p.rect(0, 600, p.W, 200, '#d8cbb3');
    pavementLines(p, 600, '#d8cbb3');
    house(p, {
      x: -70,
      yb: 615,
      w: 250,
      h: 240,
      roofH: 150,
      gable: true,
      wall: '#f3e6cf',
      timber: '#6b3a2a',
      roof: '#8e3b2f',
      glass: pal.glass,
      shutter: '#3f6e4e',
      door: '#3f6e4e',
    });
    house(p, {
      x: 1020,
      yb: 615,
      w: 260,
      h: 220,
      roofH: 150,
      gable: true,
      wall: '#efd9b8',
      timber: '#5b3424',
      roof: '#9c3d2f',
      glass: pal.glass,
      door: '#6a4029',
    });
    rathaus(p, 600, 620, 1.05, pal);
    lamp(p, 320, 680, 170);
    lamp(p, 880, 680, 170);
    leafTree(p, 120, 790, 360, pal.leaves);
    leafTree(p, 1090, 800, 380, pal.leaves);
    person(p, 470, 720, 90);
    person(p, 500, 724, 84);
    person(p, 760, 740, 92);
  },
  marktplatz(p) {
    const pal = PAL.spring;
    backdrop(p, pal, { horizon: 440, top: 260, layers: 3, sun: [200, 110, 40], clouds: 2 });
    kirche(p, 760, 500, 0.8, pal);
    street(p, -30, 1230, 560, 200, 270, pal, { flowers: true });
    p.rect(0, 560, p.W, 240, '#dccfb8');
    pavementLines(p, 560, '#dccfb8');
    fountain(p, 600, 720, 1.1);
    stall(p, 90, 730, 230, '#c0392b');
    stall(p, 900, 740, 230, '#2e7d5b');
    person(p, 380, 740, 100);
    person(p, 420, 745, 96, { arm: 'up' });
    person(p, 800, 770, 104);
    person(p, 1150, 790, 110);
  },
  kirche(p) {
    const pal = PAL.golden;
    backdrop(p, pal, { horizon: 520, top: 300, layers: 4, sun: [960, 180, 46], clouds: 2 });
    ground(p, 560, pal.ground, 0.02);
    street(p, 40, 330, 640, 150, 190, pal, { timber: 0.5 });
    kirche(p, 420, 650, 1.15, pal);
    street(p, 850, 1200, 650, 150, 180, pal, { timber: 0.5 });
    p.rect(0, 640, p.W, 160, p.linY(pal.ground, 640, 800));
    trail(p, (t) => [lerp(560, 520, t), lerp(800, 650, t), lerp(90, 30, t)], '#d8c39a');
    leafTree(p, 180, 780, 260, pal.leaves);
    leafTree(p, 1040, 790, 300, pal.leaves);
    flowers(p, 660, 800, 120, GRASS_FLOWERS);
  },
  'schwarzwald-panorama'(p) {
    const pal = PAL.golden;
    backdrop(p, pal, { horizon: 600, top: 260, layers: 5, sun: [840, 210, 48], clouds: 2, amp: 50 });
    ground(p, 640, pal.ground, 0.03);
    hof(p, 330, 690, 1.1, pal);
    for (let i = 0; i < 6; i++) fir(p, 40 + i * 36, 720 + (i % 2) * 12, 200 + (i % 3) * 30, '#2b4d3d');
    for (let i = 0; i < 5; i++) fir(p, 980 + i * 44, 740 - (i % 2) * 14, 220 + (i % 3) * 40, '#2b4d3d');
    trail(p, (t) => [lerp(700, 470, t), lerp(800, 690, t), lerp(60, 8, t)], '#d8c39a');
    flowers(p, 700, 800, 90, GRASS_FLOWERS);
  },
  'wald-weg'(p) {
    forestPath(p, PAL.summer, false);
  },
  wiesental(p) {
    const pal = PAL.spring;
    backdrop(p, pal, { horizon: 470, top: 300, layers: 3, sun: [600, 120, 40], clouds: 3 });
    p.path(`M0,330Q260,340 520,520L0,800Z`, p.linY(['#4d895a', '#6aa275'], 330, 800));
    firBelt(p, (x) => (x < 480 ? 330 + (x / 480) ** 2 * 190 : 9999), 70, '#2d5f43', 1.2, false, 3);
    p.path(`M1200,300Q920,330 680,520L1200,800Z`, p.linY(['#4d895a', '#6aa275'], 300, 800));
    firBelt(p, (x) => (x > 700 ? 300 + ((1200 - x) / 500) ** 2 * 220 : 9999), 70, '#2d5f43', 1.2, false, 3);
    ground(p, 520, pal.ground, 0.01);
    trail(p, (t) => [600 + 140 * Math.sin(t * 7) * (1 - t), lerp(800, 522, t), lerp(70, 3, t ** 0.7)], '#7fb8d8');
    trail(p, (t) => [600 + 140 * Math.sin(t * 7) * (1 - t) - 10 * (1 - t), lerp(800, 522, t), lerp(18, 1, t ** 0.7)], '#b8dcec', 'opacity="0.6"');
    hof(p, 190, 610, 0.7, pal);
    hof(p, 860, 580, 0.55, pal);
    for (let i = 0; i < 5; i++) leafTree(p, 300 + i * 140 + p.rnd(-30, 30), 560 + p.rnd(0, 20), 90, pal.leaves);
    flowers(p, 560, 800, 260, GRASS_FLOWERS);
  },
  fachwerk(p) {
    const pal = PAL.summer;
    p.rect(0, 0, p.W, p.H, p.linY(pal.sky, 0, 500));
    cloud(p, 760, 90, 220, '#ffffff', 0.9);
    cloud(p, 120, 140, 160, '#ffffff', 0.7);
    const specs: [number, number, string, string, string][] = [
      [-40, 300, '#f4e8d2', '#5b3424', '#9c3d2f'],
      [268, 280, '#f3d7cd', '#6e3b28', '#7d3c32'],
      [556, 300, '#f1e3b5', '#4a2f24', '#8a4a38'],
      [864, 290, '#dfe8e4', '#7a3f2a', '#a85a3c'],
    ];
    for (const [x, w, wall, t, r] of specs) {
      house(p, {
        x,
        yb: 690,
        w,
        h: 420 + (w % 7) * 6,
        roofH: 200,
        gable: true,
        floors: 3,
        wall,
        timber: t,
        roof: r,
        glass: pal.glass,
        flowers: true,
        door: p.pick(['#3f6e4e', '#6a4029', '#2f5d7c']),
      });
    }
    p.rect(0, 690, p.W, 110, '#cbbfa8');
    pavementLines(p, 690, '#cbbfa8', 6);
    lamp(p, 560, 760, 200);
    bench(p, 860, 770, 160);
  },
  bach(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 430, top: 240, layers: 4, sun: [260, 110, 36], clouds: 2, tree: 1.2 });
    ground(p, 440, ['#8dbd5c', '#5f8f3f'], 0.015);
    const bx = (t: number) => 620 + 260 * Math.sin(t * 5 + 0.4) * (1 - t) ** 1.2;
    trail(p, (t) => [bx(t), lerp(820, 445, t ** 0.85), lerp(150, 4, t ** 0.6)], p.linY(['#9cc9df', '#4f93b8'], 445, 800));
    trail(p, (t) => [bx(t) - 20 * (1 - t), lerp(820, 445, t ** 0.85), lerp(30, 1, t ** 0.6)], '#e6f4fa', 'opacity="0.55"');
    for (let i = 0; i < 14; i++) {
      const t = p.rnd(0, 0.55);
      const y = lerp(820, 445, t ** 0.85);
      const w = lerp(150, 4, t ** 0.6);
      const x = bx(t) + (p.r() < 0.5 ? -1 : 1) * w * p.rnd(0.8, 1.1);
      const r = lerp(34, 6, t);
      p.ell(x, y, r, r * 0.6, p.pick(['#9a9a94', '#b5b3ab', '#84837c']));
      p.ell(x - r * 0.2, y - r * 0.2, r * 0.5, r * 0.25, '#ffffff', 'opacity="0.25"');
    }
    // small wooden footbridge
    const by = 540;
    const bcx = bx(0.38);
    p.path(`M${n(bcx - 150)},${by + 10}Q${n(bcx)},${by - 30} ${n(bcx + 150)},${by + 10}v14Q${n(bcx)},${by - 16} ${n(bcx - 150)},${by + 24}Z`, '#8a5a36');
    let rail = '';
    for (let i = 0; i <= 8; i++) {
      const xx = bcx - 140 + i * 35;
      const yy = by + 6 - 40 * (1 - ((xx - bcx) / 150) ** 2) * 0.5;
      rail += `M${n(xx)},${n(yy)}v-36`;
    }
    p.stroke(rail + `M${n(bcx - 140)},${by - 26}Q${n(bcx)},${by - 66} ${n(bcx + 140)},${by - 26}`, '#6b4429', 6);
    for (let i = 0; i < 4; i++) fir(p, 60 + i * 70, 800 - (i % 2) * 20, 380 + (i % 2) * 60, '#22493a');
    for (let i = 0; i < 3; i++) fir(p, 1000 + i * 80, 800 - (i % 2) * 20, 360 + (i % 2) * 80, '#22493a');
    ferns(p, 700, 800, 12);
  },
  winterlandschaft(p) {
    const pal = PAL.winter;
    backdrop(p, pal, { horizon: 520, top: 300, layers: 4, sun: [300, 140, 40], clouds: 2 });
    ground(p, 560, pal.ground, 0.03);
    hof(p, 620, 650, 1.1, pal);
    for (let i = 0; i < 5; i++) fir(p, 80 + i * 70, 760 - (i % 2) * 20, 240 + (i % 3) * 50, '#2b4451', { snow: true });
    fir(p, 1100, 740, 300, '#2b4451', { snow: true });
    trail(p, (t) => [lerp(420, 660, t), lerp(800, 650, t), lerp(60, 14, t)], '#dbe6f0');
    for (let i = 0; i < 160; i++) p.circ(p.rnd(0, p.W), p.rnd(0, p.H), p.rnd(1.5, 4.5), '#ffffff', `opacity="${n(p.rnd(0.5, 0.95))}"`);
  },
  herbstwald(p) {
    const pal = PAL.autumn;
    backdrop(p, pal, { horizon: 480, top: 280, layers: 4, sun: [900, 160, 44], clouds: 2, forest: 0.8 });
    for (let i = 0; i < 22; i++) leafTree(p, p.rnd(0, p.W), 470 + p.rnd(0, 30), p.rnd(80, 130), pal.leaves, '#5a3d2a');
    ground(p, 520, ['#d29a48', '#9c6a32'], 0.02);
    trail(p, (t) => [600 + 120 * Math.sin(t * 4) * (1 - t), lerp(800, 525, t ** 0.9), lerp(140, 6, t ** 0.7)], '#e2c48f');
    fir(p, 90, 800, 480, '#2a3c2b');
    leafTree(p, 260, 800, 430, ['#e07b2a']);
    leafTree(p, 960, 790, 420, ['#c9502b']);
    fir(p, 1120, 800, 500, '#2a3c2b');
    for (let i = 0; i < 90; i++) {
      const x = p.rnd(0, p.W);
      const y = p.rnd(300, 800);
      p.ell(x, y, 6, 3, p.pick(pal.leaves), `transform="rotate(${n(p.rnd(0, 180))} ${n(x)} ${n(y)})"`);
    }
  },
  feuerwehrhaus(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 450, top: 280, layers: 3, sun: [1050, 110, 40], clouds: 3 });
    ground(p, 500, pal.ground, 0.01);
    fireStation(p, 200, 610, 820, 260, pal);
    p.rect(0, 610, p.W, 190, '#9aa0a6');
    p.stroke('M0,612H1200', '#c4c8cc', 6);
    fireEngine(p, 470, 760, 0.95);
    leafTree(p, 90, 640, 280, pal.leaves);
    leafTree(p, 1120, 650, 300, pal.leaves);
  },
  feuerwehrauto(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 470, top: 300, layers: 3, sun: [180, 120, 40], clouds: 3 });
    ground(p, 500, pal.ground, 0.01);
    street(p, 700, 1250, 540, 120, 150, pal, { timber: 0.5 });
    p.rect(0, 560, p.W, 240, '#7d848b');
    p.rect(0, 548, p.W, 16, '#c4c8cc');
    let d = '';
    for (let x = 0; x < p.W; x += 120) d += `M${x},720h70`;
    p.stroke(d, '#f4f4f4', 8);
    fireEngine(p, 140, 700, 2.0);
  },
  schule(p) {
    const pal = PAL.spring;
    backdrop(p, pal, { horizon: 420, top: 250, layers: 3, sun: [1040, 110, 40], clouds: 3 });
    ground(p, 450, pal.ground, 0.01);
    school(p, 180, 590, 840, 300, '#e8a33d', pal);
    p.rect(0, 590, p.W, 210, '#d9d2c3');
    let hop = '';
    for (let i = 0; i < 5; i++) hop += `M${640 + i * 60},690h56v40h-56Z`;
    p.stroke(hop, '#ffffff', 4, 'opacity="0.85"');
    leafTree(p, 90, 700, 330, pal.leaves);
    leafTree(p, 1110, 710, 350, pal.leaves);
    p.stroke('M240,700h260', '#8d959c', 5);
    for (let i = 0; i < 3; i++) bike(p, 250 + i * 80, 720, 0.7, p.pick(['#c0392b', '#2f5d7c', '#e1a21b']));
    person(p, 720, 760, 80, { arm: 'up' });
    person(p, 770, 765, 70);
  },
  spielplatz(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 430, top: 260, layers: 3, sun: [200, 110, 40], clouds: 3 });
    ground(p, 460, pal.ground, 0.015);
    leafTree(p, 1000, 560, 260, pal.leaves);
    leafTree(p, 150, 540, 240, pal.leaves);
    // sandpit
    p.poly(
      [
        [80, 690],
        [520, 690],
        [560, 780],
        [40, 780],
      ],
      '#a8743f',
    );
    p.poly(
      [
        [100, 700],
        [500, 700],
        [530, 770],
        [70, 770],
      ],
      '#ecd8a0',
    );
    p.path('M180,760q20,-40 60,-10z', '#e0c27a');
    p.rect(330, 720, 30, 30, '#d8323c');
    p.rect(326, 716, 38, 6, '#b32b33');
    // swing set
    p.stroke('M640,640L700,360L760,640M960,640L1020,360L1080,640M690,368H1030', '#8a5a36', 12, 'stroke-linecap="round"');
    p.stroke('M790,368V560M850,368V560M910,368V540M960,368V540', '#5c5c5c', 3);
    p.rect(778, 556, 84, 12, '#2f5d7c', 'rx="4"');
    p.rect(898, 536, 74, 12, '#d8323c', 'rx="4"');
    // slide tower
    p.rect(380, 420, 12, 240, '#8a5a36');
    p.rect(490, 420, 12, 240, '#8a5a36');
    p.rect(370, 520, 142, 14, '#8a5a36');
    p.poly(
      [
        [365, 425],
        [441, 360],
        [517, 425],
      ],
      '#d8323c',
    );
    p.path('M500,520C560,520 560,650 640,650L660,650L660,636C590,636 590,505 500,505Z', '#f2b631');
    let rungs = '';
    for (let y = 550; y < 660; y += 22) rungs += `M380,${y}H${392}`;
    p.stroke('M360,660L372,534M392,660L404,534' + rungs.replace(/H392/g, 'h24'), '#6b4429', 7);
    person(p, 800, 540, 56, { col: '#e1a21b' });
    person(p, 440, 520, 50, { col: '#5aa6a6' });
    person(p, 250, 740, 70, { col: '#b5485d' });
    person(p, 620, 720, 120);
  },
  baustelle(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 470, top: 300, layers: 3, sun: [1080, 100, 38], clouds: 2 });
    ground(p, 520, ['#c9a877', '#a8875a'], 0.01);
    crane(p, 860, 640, 560, 560);
    // building shell with scaffolding
    const x = 180;
    const yb = 660;
    for (let f = 0; f < 4; f++) {
      const y = yb - (f + 1) * 90;
      p.rect(x, y, 460, 14, '#b9bcbf');
      if (f < 3) for (let c = 0; c < 5; c++) p.rect(x + 10 + c * 108, y + 14, 18, 76, '#c8cbce');
    }
    p.rect(x, yb - 90 * 3 + 14, 460, 90 * 3 - 14, '#000000', 'opacity="0.12"');
    let sc = '';
    for (let c = 0; c <= 6; c++) sc += `M${x - 20 + c * 83},${yb}V${yb - 380}`;
    for (let f = 0; f <= 4; f++) sc += `M${x - 20},${yb - f * 90}h${498}`;
    for (let c = 0; c < 6; c++) sc += `M${x - 20 + c * 83},${yb - ((c % 4) + 1) * 90}l83,90`;
    p.stroke(sc, '#8d959c', 4);
    for (let f = 1; f <= 4; f++) p.rect(x - 20, yb - f * 90 - 6, 498, 6, '#c4904d');
    p.rect(0, 660, p.W, 140, '#b89a6c');
    // barriers and cones
    for (let i = 0; i < 4; i++) {
      const bx = 90 + i * 260;
      p.rect(bx + 10, 690, 8, 80, '#777777');
      p.rect(bx + 190, 690, 8, 80, '#777777');
      let st = '';
      for (let k = 0; k < 8; k++) st += `M${bx + k * 26},700h13v30h-13z`;
      p.rect(bx, 700, 210, 30, '#ffffff');
      p.path(st, '#d8323c');
    }
    for (let i = 0; i < 5; i++) {
      const cx = 180 + i * 210;
      p.poly(
        [
          [cx - 22, 790],
          [cx - 6, 730],
          [cx + 6, 730],
          [cx + 22, 790],
        ],
        '#f26b1d',
      );
      p.poly(
        [
          [cx - 15, 765],
          [cx - 11, 750],
          [cx + 11, 750],
          [cx + 15, 765],
        ],
        '#ffffff',
      );
    }
    p.rect(980, 560, 180, 100, '#3f6e8e');
    p.rect(1000, 580, 40, 30, pal.glass);
    person(p, 760, 650, 90, { col: '#f26b1d', hair: '#f4d35e' });
  },
  strasse(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 420, top: 240, layers: 4, sun: [980, 110, 40], clouds: 3 });
    ground(p, 440, pal.ground, 0.01);
    kirche(p, 560, 470, 0.45, pal);
    street(p, 420, 720, 470, 70, 90, pal);
    street(p, 760, 900, 472, 60, 80, pal);
    const cx = (t: number) => 620 + 260 * Math.sin(t * 3.2) * (1 - t);
    trail(p, (t) => [cx(t), lerp(820, 470, t ** 0.8), lerp(330, 10, t ** 0.6)], '#80868d');
    for (let i = 0; i < 14; i++) {
      const t0 = i / 14;
      const t1 = t0 + 0.035;
      p.poly(
        [
          [cx(t0) - lerp(7, 0.5, t0 ** 0.6), lerp(820, 470, t0 ** 0.8)],
          [cx(t0) + lerp(7, 0.5, t0 ** 0.6), lerp(820, 470, t0 ** 0.8)],
          [cx(t1) + lerp(7, 0.5, t1 ** 0.6), lerp(820, 470, t1 ** 0.8)],
          [cx(t1) - lerp(7, 0.5, t1 ** 0.6), lerp(820, 470, t1 ** 0.8)],
        ],
        '#f4f4f4',
      );
    }
    for (let i = 0; i < 8; i++) {
      const t = i / 8;
      for (const side of [-1, 1]) {
        const x = cx(t) + side * lerp(370, 14, t ** 0.6);
        const y = lerp(820, 470, t ** 0.8);
        const h = lerp(80, 6, t ** 0.6);
        p.rect(x - h * 0.06, y - h, h * 0.12, h, '#ffffff');
        p.rect(x - h * 0.06, y - h * 0.85, h * 0.12, h * 0.15, '#222222');
      }
    }
    car(p, 470, 690, 0.9, '#2f5d7c');
    leafTree(p, 80, 640, 260, pal.leaves);
    leafTree(p, 1130, 620, 240, pal.leaves);
  },
  freibad(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 420, top: 260, layers: 3, sun: [1000, 100, 46], clouds: 2 });
    ground(p, 450, pal.ground, 0.01);
    leafTree(p, 120, 520, 200, pal.leaves);
    leafTree(p, 260, 510, 170, pal.leaves);
    leafTree(p, 1080, 520, 200, pal.leaves);
    p.poly(
      [
        [120, 540],
        [1080, 540],
        [1200, 760],
        [0, 760],
      ],
      '#e8eef1',
    );
    p.poly(
      [
        [160, 555],
        [1040, 555],
        [1140, 740],
        [60, 740],
      ],
      p.linY(['#5ec4e0', '#2a93c2'], 555, 740),
    );
    let d = '';
    for (let i = 1; i < 6; i++) d += `M${n(lerp(160, 1040, i / 6))},555L${n(lerp(60, 1140, i / 6))},740`;
    p.stroke(d, '#ffffff', 3, 'stroke-dasharray="10 14" opacity="0.85"');
    let w = '';
    for (let i = 0; i < 40; i++) {
      const y = p.rnd(565, 730);
      const x = p.rnd(140, 1060);
      w += `M${n(x)},${n(y)}q12,-5 24,0t24,0`;
    }
    p.stroke(w, '#ffffff', 2, 'opacity="0.45"');
    // diving board, ladder, umbrellas
    p.rect(1080, 520, 16, 120, '#d7dde1');
    p.rect(1000, 520, 110, 12, '#3f6e8e');
    p.stroke('M120,700v-80M150,700v-80M120,650h30M120,675h30', '#c7ced3', 5);
    for (const [x, c] of [
      [420, '#d8323c'],
      [640, '#f2b631'],
      [860, '#2e7d5b'],
    ] as [number, string][]) {
      p.line(x, 536, x, 470, '#777777', 4);
      p.path(`M${x - 66},478Q${x},418 ${x + 66},478Z`, c);
      p.path(`M${x - 22},478Q${x},426 ${x + 22},478Z`, '#ffffff', 'opacity="0.6"');
      p.rect(x + 30, 520, 70, 12, '#ffffff', 'rx="4"');
    }
    p.rect(0, 760, p.W, 40, '#e8eef1');
    person(p, 500, 790, 90, { col: '#d8323c' });
    person(p, 760, 795, 86, { col: '#3b6ea5' });
  },
  sporthalle(p) {
    const W = p.W;
    p.rect(0, 0, W, 560, '#e9ecef');
    p.rect(0, 40, W, 140, '#cfd8df');
    for (let i = 0; i < 8; i++) {
      p.rect(30 + i * 146, 56, 126, 108, '#bfe0ef');
      p.poly(
        [
          [40 + i * 146, 150],
          [40 + i * 146, 120],
          [100 + i * 146, 66],
          [130 + i * 146, 66],
        ],
        '#ffffff',
        'opacity="0.35"',
      );
    }
    p.rect(0, 180, W, 14, '#b6c0c8');
    p.rect(0, 380, W, 180, '#3f6e8e');
    let d = '';
    for (let x = 0; x < W; x += 100) d += `M${x},380V560`;
    p.stroke(d, '#335a75', 3);
    // wall bars
    for (let i = 0; i < 3; i++) {
      const x = 40 + i * 90;
      p.rect(x, 220, 10, 340, '#c99a63');
      p.rect(x + 70, 220, 10, 340, '#c99a63');
      let r = '';
      for (let y = 240; y < 560; y += 22) r += `M${x + 10},${y}h60`;
      p.stroke(r, '#d9b07c', 6);
    }
    // basketball board
    p.rect(520, 210, 160, 110, '#ffffff', 'stroke="#333333" stroke-width="5"');
    p.rect(570, 250, 60, 46, 'none', 'stroke="#c0392b" stroke-width="4"');
    p.rect(592, 320, 16, 6, '#555555');
    p.ell(600, 334, 34, 7, 'none', 'stroke="#e05a2a" stroke-width="5"');
    let net = '';
    for (let i = 0; i < 7; i++) net += `M${568 + i * 10.5},336L${578 + i * 7.4},380`;
    p.stroke(net + 'M574,352H626M578,368H622', '#ffffff', 2);
    floor(p, 560, '#d6a86a', 600, 16);
    p.stroke('M0,640H1200M600,560V800', '#c0392b', 5, 'opacity="0.8"');
    p.ell(600, 640, 150, 38, 'none', 'stroke="#2f5d7c" stroke-width="5" opacity="0.85"');
    p.path('M420,560Q600,640 780,560', 'none', 'stroke="#2f5d7c" stroke-width="5" opacity="0.85"');
    // mats, balls
    p.rect(860, 500, 300, 40, '#2f5d7c', 'rx="8"');
    p.rect(870, 460, 280, 40, '#3b6ea5', 'rx="8"');
    p.circ(760, 730, 40, '#e07b2a');
    p.stroke('M720,730h80M760,690v80M732,702q28,28 0,56M788,702q-28,28 0,56', '#6b3a1a', 3);
    p.circ(380, 690, 32, '#ffffff');
    p.path('M380,672l14,10-5,16h-18l-5,-16z', '#333333');
  },
  buecherei(p) {
    const W = p.W;
    p.rect(0, 0, W, 620, '#efe6d6');
    // window with view
    p.rect(900, 80, 240, 330, '#ffffff');
    p.rect(915, 95, 210, 300, p.linY(['#9ccbea', '#e2f0f5'], 95, 395));
    p.path('M915,300Q1000,250 1125,290V395H915Z', '#7fa89b');
    for (let i = 0; i < 6; i++) fir(p, 930 + i * 36, 380, 80 + (i % 2) * 20, '#376650', { trunk: false });
    p.stroke('M1020,95V395M915,245H1125', '#ffffff', 8);
    // shelves
    for (let s = 0; s < 2; s++) {
      const sx = 40 + s * 420;
      p.rect(sx, 60, 390, 560, '#8a5a36');
      p.rect(sx + 12, 60, 366, 560, '#a26e45');
      for (let r = 0; r < 5; r++) {
        const sy = 80 + r * 108;
        let x = sx + 16;
        while (x < sx + 370) {
          const bw = p.rnd(12, 26);
          if (x + bw > sx + 374) break;
          const bh = p.rnd(64, 92);
          const c = p.pick(['#b5485d', '#2f5d7c', '#e1a21b', '#3f6e4e', '#7a5c99', '#d9774b', '#f1ede4', '#5aa6a6', '#2b2b2b']);
          if (p.r() < 0.06) {
            p.rect(x + 6, sy + 98 - bh, bw, bh, c, `transform="rotate(12 ${n(x + 6)} ${n(sy + 98)})"`);
            x += bw + 24;
            continue;
          }
          p.rect(x, sy + 98 - bh, bw, bh, c);
          p.rect(x, sy + 98 - bh + bh * 0.15, bw, 4, light(c, 0.35), 'opacity="0.7"');
          x += bw + 1;
        }
        p.rect(sx + 6, sy + 98, 378, 10, '#7a4e2e');
      }
    }
    floor(p, 620, '#c9a57a', 600, 12);
    // reading table with lamp, chairs, plant
    p.rect(820, 560, 360, 18, '#7a4e2e');
    p.rect(840, 578, 14, 120, '#6b4429');
    p.rect(1146, 578, 14, 120, '#6b4429');
    p.rect(900, 500, 16, 60, '#444444');
    p.path('M870,510L946,510L930,470L886,470Z', '#2e7d5b');
    p.glow(908, 530, 110, '#ffe6a0', 0.5);
    p.rect(980, 540, 70, 20, '#d9774b');
    p.rect(990, 528, 60, 12, '#3b6ea5');
    p.rect(760, 600, 90, 12, '#3b6ea5', 'rx="4"');
    p.rect(776, 480, 12, 200, '#2f4858');
    p.rect(560, 600, 90, 60, '#b07a45');
    for (let i = 0; i < 7; i++)
      p.ell(605 + p.rnd(-40, 40), 560 + p.rnd(-50, 10), 16, 36, p.pick(['#4b8a35', '#5f9e3c', '#3f7a30']), `transform="rotate(${n(p.rnd(-40, 40))} 605 600)"`);
    p.ell(600, 760, 420, 40, '#b5485d', 'opacity="0.35"');
  },
  fasnet(p) {
    fasnetScene(p, PAL.overcast);
  },
  wochenmarkt(p) {
    const pal = PAL.summer;
    p.rect(0, 0, p.W, p.H, p.linY(pal.sky, 0, 420));
    street(p, -40, 1240, 470, 260, 330, pal, { flowers: true });
    p.rect(0, 470, p.W, 330, '#dccfb8');
    pavementLines(p, 470, '#dccfb8', 8);
    stall(p, 40, 640, 330, '#c0392b');
    stall(p, 440, 650, 330, '#2e7d5b');
    stall(p, 840, 640, 330, '#e1a21b');
    for (let i = 0; i < 9; i++) person(p, 60 + i * 130 + p.rnd(-20, 20), 795 - (i % 2) * 14, p.rnd(190, 215), { arm: i % 4 === 1 ? 'up' : 'down' });
    p.rect(600, 730, 60, 40, '#b07a45');
    for (let i = 0; i < 6; i++) p.circ(610 + (i % 3) * 20, 726 - Math.floor(i / 3) * 12, 10, '#d64933');
  },
  konzert(p) {
    const pal = PAL.evening;
    backdrop(p, pal, { horizon: 470, top: 330, layers: 3, clouds: 0, stars: 90 });
    ground(p, 520, pal.ground, 0.01);
    // stage
    p.rect(250, 230, 700, 30, '#3a3a4a');
    p.rect(260, 260, 14, 280, '#3a3a4a');
    p.rect(926, 260, 14, 280, '#3a3a4a');
    p.rect(274, 260, 652, 280, '#2a2540');
    for (let i = 0; i < 6; i++) {
      const lx = 320 + i * 112;
      p.poly(
        [
          [lx - 10, 262],
          [lx + 10, 262],
          [lx + 140 - i * 40, 560],
          [lx - 120 - i * 20 + 100, 560],
        ],
        '#ffd98a',
        'opacity="0.16"',
      );
      p.circ(lx, 256, 9, '#fff1c4');
    }
    p.rect(230, 540, 740, 40, '#1d1a2b');
    p.rect(230, 536, 740, 8, '#4b4466');
    // band
    person(p, 420, 540, 150, { col: '#c0392b' });
    person(p, 560, 540, 160, { col: '#e1a21b' });
    p.stroke('M545,455l60,30', '#8a5a36', 10, 'stroke-linecap="round"');
    person(p, 720, 540, 150, { col: '#5aa6a6' });
    p.line(800, 540, 790, 440, '#9a9a9a', 3);
    p.ell(790, 440, 34, 6, '#e6c15a');
    p.rect(845, 470, 40, 30, '#f2f2f2', 'stroke="#c0392b" stroke-width="5"');
    p.circ(850, 500, 40, '#f2f2f2', 'stroke="#c0392b" stroke-width="6"');
    p.circ(850, 500, 12, '#c0392b');
    lamp(p, 160, 620, 220, '#15172a', true);
    lamp(p, 1040, 620, 220, '#15172a', true);
    // audience silhouettes
    for (let row = 0; row < 3; row++) {
      for (let i = 0; i < 16; i++) {
        const x = i * 80 + (row % 2) * 40 + p.rnd(-10, 10);
        const y = 660 + row * 55;
        const s = 1 + row * 0.25;
        const c = mix('#0e0f1c', '#2a2d40', 0.5 - row * 0.2);
        p.path(
          `M${n(x - 34 * s)},${n(y + 90)}V${n(y + 14 * s)}Q${n(x - 34 * s)},${n(y - 4 * s)} ${n(x - 14 * s)},${n(y - 4 * s)}H${n(x + 14 * s)}Q${n(x + 34 * s)},${n(y - 4 * s)} ${n(x + 34 * s)},${n(y + 14 * s)}V${n(y + 90)}Z`,
          c,
        );
        p.circ(x, y - 22 * s, 18 * s, c);
        if (p.r() < 0.15) p.stroke(`M${n(x + 20 * s)},${n(y)}L${n(x + 40 * s)},${n(y - 70 * s)}`, c, 12 * s, 'stroke-linecap="round"');
      }
    }
  },
  solardach(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 520, top: 340, layers: 3, sun: [1040, 120, 50], clouds: 2 });
    ground(p, 600, pal.ground, 0.01);
    const x = 150;
    const yb = 720;
    p.rect(x, yb - 240, 900, 240, '#f3ece0');
    for (let i = 0; i < 6; i++) win(p, x + 90 + i * 145, yb - 200, 64, 80, pal.glass, '#ffffff', '#3f6e4e');
    p.path(archD(x + 420, yb - 120, 60, 120), '#2f5d7c');
    const roof: [Pt, Pt, Pt, Pt] = [
      [x + 90, yb - 500],
      [x + 810, yb - 500],
      [x + 950, yb - 234],
      [x - 50, yb - 234],
    ];
    p.poly(roof, '#8a4a38');
    panels(
      p,
      [
        [x + 110, yb - 480],
        [x + 790, yb - 480],
        [x + 880, yb - 270],
        [x + 20, yb - 270],
      ],
      4,
      9,
    );
    p.rect(x - 50, yb - 240, 1000, 12, '#6d3a2c');
    p.rect(x + 700, yb - 560, 60, 80, '#8c5a48');
    leafTree(p, 80, 800, 300, pal.leaves);
    flowers(p, 730, 800, 60, GRASS_FLOWERS);
  },
  windrad(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 560, top: 380, layers: 4, sun: [180, 120, 40], clouds: 4 });
    windrad(p, 760, 470, 300, 15);
    windrad(p, 980, 430, 240, 70);
    windrad(p, 420, 520, 420, 40);
    ground(p, 600, pal.ground, 0.02);
    trail(p, (t) => [lerp(900, 650, t), lerp(800, 610, t), lerp(50, 6, t)], '#d8c39a');
    flowers(p, 620, 800, 120, GRASS_FLOWERS);
    for (let i = 0; i < 4; i++) fir(p, 40 + i * 50, 780, 200 + (i % 2) * 40, '#22493a');
  },
  radweg(p) {
    const pal = PAL.spring;
    backdrop(p, pal, { horizon: 460, top: 280, layers: 4, sun: [900, 110, 40], clouds: 3 });
    ground(p, 480, pal.ground, 0.01);
    const cx = (t: number) => 600 - 240 * Math.sin(t * 3.4) * (1 - t);
    trail(p, (t) => [cx(t), lerp(820, 490, t ** 0.8), lerp(170, 4, t ** 0.6)], '#c9c2b5');
    trail(p, (t) => [cx(t), lerp(820, 490, t ** 0.8), lerp(4, 0.3, t ** 0.6)], '#ffffff', 'opacity="0.8"');
    for (let i = 0; i < 6; i++) {
      const t = 0.15 + i * 0.13;
      const side = i % 2 ? -1 : 1;
      leafTree(p, cx(t) + side * (lerp(330, 30, t ** 0.6) + 20), lerp(820, 490, t ** 0.8), lerp(300, 50, t ** 0.6), pal.leaves);
    }
    flowers(p, 500, 800, 180, GRASS_FLOWERS);
    bike(p, 180, 760, 1.7, '#2e7d5b');
    // signpost without lettering
    p.rect(950, 520, 12, 260, '#8d959c');
    p.poly(
      [
        [962, 540],
        [1110, 540],
        [1130, 565],
        [1110, 590],
        [962, 590],
      ],
      '#ffffff',
      'stroke="#2e7d32" stroke-width="4"',
    );
    p.poly(
      [
        [950, 610],
        [810, 610],
        [790, 635],
        [810, 660],
        [950, 660],
      ],
      '#ffffff',
      'stroke="#2e7d32" stroke-width="4"',
    );
    p.circ(990, 565, 12, '#2e7d32');
    p.circ(920, 635, 12, '#2e7d32');
  },
  'park-bank'(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 430, top: 280, layers: 3, sun: [240, 110, 40], clouds: 2 });
    ground(p, 460, pal.ground, 0.01);
    p.ell(920, 560, 240, 40, '#7fb8d8');
    p.ell(900, 552, 150, 18, '#b8dcec', 'opacity="0.7"');
    for (let i = 0; i < 4; i++) leafTree(p, 100 + i * 320, 520 + (i % 2) * 12, 220 + (i % 2) * 40, pal.leaves);
    trail(p, (t) => [400 + 200 * t, lerp(820, 470, t ** 0.8), lerp(180, 20, t)], '#dcc9a2');
    leafTree(p, 980, 800, 480, pal.leaves);
    bench(p, 560, 700, 300);
    lamp(p, 180, 720, 280);
    p.ell(180, 760, 130, 30, '#5f9e3c');
    for (let i = 0; i < 30; i++) p.circ(180 + p.rnd(-110, 110), 760 + p.rnd(-20, 18), 6, p.pick(['#e86f8a', '#f4d35e', '#ffffff', '#d8323c']));
    flowers(p, 600, 800, 80, GRASS_FLOWERS);
  },
  jugendhaus(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 430, top: 270, layers: 3, sun: [1080, 100, 38], clouds: 3 });
    ground(p, 470, pal.ground, 0.01);
    const x = 140;
    const yb = 620;
    p.rect(x, yb - 300, 620, 300, '#f1ede4');
    p.rect(x - 10, yb - 314, 640, 16, '#3a3f45');
    const cols = ['#e86f4f', '#2aa198', '#f2b631', '#7a5c99', '#3b6ea5'];
    for (let i = 0; i < 10; i++) p.rect(x + i * 62, yb - 298, 62, 70, cols[i % 5] as string);
    p.circ(x + 140, yb - 120, 70, '#2aa198', 'opacity="0.85"');
    p.circ(x + 220, yb - 90, 50, '#f2b631', 'opacity="0.85"');
    p.path(`M${x + 20},${yb - 40}q60,-80 120,0t120,0t120,0`, 'none', 'stroke="#e86f4f" stroke-width="14" opacity="0.9"');
    p.rect(x + 380, yb - 210, 210, 120, pal.glass);
    p.stroke(`M${x + 485},${yb - 210}v120`, '#3a3f45', 6);
    p.rect(x + 420, yb - 80, 90, 80, '#3a3f45');
    p.rect(x + 430, yb - 74, 70, 74, '#bfe0ef');
    // skate ramp
    p.path('M820,662Q1000,662 1000,520H1070V662Z', '#a7adb3');
    p.stroke('M820,662Q1000,662 1000,520', '#6d747b', 6);
    p.rect(994, 512, 82, 10, '#5b6168');
    p.stroke('M1000,512V470H1070V512M1035,512V470', '#5b6168', 4);
    // basketball hoop
    p.rect(1090, 300, 10, 330, '#555555');
    p.rect(1030, 290, 100, 66, '#ffffff', 'stroke="#333333" stroke-width="4"');
    p.ell(1060, 362, 22, 5, 'none', 'stroke="#e05a2a" stroke-width="4"');
    p.rect(0, 620, p.W, 180, '#b8bcc0');
    p.circ(680, 720, 26, '#e07b2a');
    bench(p, 200, 720, 200, '#2aa198', '#3a3f45');
    person(p, 560, 760, 130, { arm: 'up' });
    person(p, 780, 770, 126);
    person(p, 860, 775, 120);
    bike(p, 920, 790, 0.9, '#e86f4f');
  },
  muelltonnen(p) {
    const pal = PAL.summer;
    p.rect(0, 0, p.W, p.H, p.linY(pal.sky, 0, 400));
    cloud(p, 140, 110, 220, '#ffffff', 0.9);
    cloud(p, 840, 80, 180, '#ffffff', 0.7);
    house(p, {
      x: 60,
      yb: 560,
      w: 560,
      h: 330,
      roofH: 140,
      wall: '#f3ece0',
      roof: '#8a4a38',
      glass: pal.glass,
      shutter: '#3f6e4e',
      hip: 0.08,
      door: '#2f5d7c',
    });
    leafTree(p, 820, 560, 380, pal.leaves);
    let fence = '';
    for (let x = 620; x < p.W; x += 28) fence += `M${x},560V${440 + (x % 56 === 0 ? 0 : 8)}`;
    p.stroke(fence, '#a8683a', 20);
    p.stroke('M620,470H1200M620,530H1200', '#8e5a30', 10);
    p.rect(0, 560, p.W, 240, '#c9c6c0');
    pavementLines(p, 560, '#c9c6c0', 6);
    wheelieBin(p, 180, 740, 150, '#3b3f45', '#2b2e33');
    wheelieBin(p, 380, 745, 150, '#2f6db5', '#245a96');
    wheelieBin(p, 580, 745, 150, '#7a5236', '#5e3f29');
    wheelieBin(p, 780, 740, 150, '#f2c200', '#d4a900');
  },
  ratssaal(p) {
    const W = p.W;
    p.rect(0, 0, W, 560, '#efe6d6');
    p.rect(0, 0, W, 30, '#e2d6c1');
    for (let i = 0; i < 3; i++) {
      const wx = 120 + i * 380;
      p.rect(wx, 70, 200, 300, '#ffffff');
      p.rect(wx + 12, 82, 176, 276, p.linY(['#9ccbea', '#e2f0f5'], 82, 358));
      p.path(`M${wx + 12},290Q${wx + 100},240 ${wx + 188},280V358H${wx + 12}Z`, '#7fa89b');
      for (let k = 0; k < 5; k++) fir(p, wx + 28 + k * 36, 350, 60 + (k % 2) * 16, '#376650', { trunk: false });
      p.stroke(`M${wx + 100},82V358M${wx + 12},200H${wx + 188}`, '#ffffff', 8);
    }
    // crest on the wall between the windows
    for (const cx of [410, 790]) {
      p.path(`M${cx - 40},120H${cx + 40}V180Q${cx + 40},225 ${cx},240Q${cx - 40},225 ${cx - 40},180Z`, '#b3001b');
      p.path(`M${cx},120H${cx + 40}V180Q${cx + 40},225 ${cx},240Z`, '#ffffff');
      fir(p, cx, 215, 80, '#2e7d32', { trunk: false });
    }
    p.rect(0, 420, W, 140, '#a9744a');
    let pan = '';
    for (let x = 0; x < W; x += 120) pan += `M${x},420V560`;
    p.stroke(pan, '#8d5f3a', 4);
    p.rect(0, 416, W, 8, '#7a4e2e');
    // flags
    for (const [fx, cols] of [
      [60, ['#000000', '#dd0000', '#ffcc00']],
      [1130, ['#000000', '#ffcc00']],
    ] as [number, string[]][]) {
      p.rect(fx, 150, 8, 430, '#8a8a8a');
      cols.forEach((c, i) => p.path(`M${fx + 8},${160 + (i * 180) / cols.length}h40v${180 / cols.length}h-40Z`, c));
    }
    floor(p, 560, '#b98a5a', 600, 14);
    for (let i = 0; i < 9; i++) {
      p.rect(210 + i * 90, 470, 50, 70, '#2f5d4c', 'rx="8"');
    }
    p.rect(180, 530, 840, 20, '#6b4429');
    p.rect(190, 550, 820, 70, '#7a4e2e');
    for (let i = 0; i < 6; i++) p.stroke(`M${280 + i * 130},530l-8,-40`, '#333333', 3);
    for (let i = 0; i < 6; i++) p.circ(272 + i * 130, 490, 5, '#333333');
    for (let i = 0; i < 6; i++) p.rect(300 + i * 130, 518, 46, 12, '#ffffff');
    for (let i = 0; i < 8; i++) {
      const x = 70 + i * 150;
      p.rect(x, 670, 100, 100, '#2f5d4c', 'rx="14"');
      p.rect(x + 44, 760, 12, 40, '#333333');
    }
    p.rect(0, 630, W, 26, '#6b4429');
    p.rect(0, 656, W, 24, '#7a4e2e', 'opacity="0.6"');
    p.stroke('M300,0V40M600,0V40M900,0V40', '#555555', 2);
    for (const lx of [300, 600, 900]) p.ell(lx, 48, 60, 12, '#f5e6c4');
  },
  wahlurne(p) {
    const W = p.W;
    p.rect(0, 0, W, 540, '#e7ecef');
    p.rect(0, 380, W, 160, '#d5dde2');
    p.rect(0, 376, W, 6, '#b8c2c9');
    // voting booths
    for (let i = 0; i < 3; i++) {
      const bx = 110 + i * 230;
      p.rect(bx + 6, 420, 8, 130, '#8a949c');
      p.rect(bx + 156, 420, 8, 130, '#8a949c');
      p.rect(bx, 300, 170, 116, '#f6f8f9', 'stroke="#c3ccd2" stroke-width="3"');
      p.poly(
        [
          [bx, 300],
          [bx - 30, 290],
          [bx - 30, 432],
          [bx, 416],
        ],
        '#e3e8eb',
        'stroke="#c3ccd2" stroke-width="2"',
      );
      p.poly(
        [
          [bx + 170, 300],
          [bx + 200, 290],
          [bx + 200, 432],
          [bx + 170, 416],
        ],
        '#dde3e7',
        'stroke="#c3ccd2" stroke-width="2"',
      );
      p.poly(
        [
          [bx - 30, 432],
          [bx + 200, 432],
          [bx + 170, 416],
          [bx, 416],
        ],
        '#b0bac1',
      );
      p.rect(bx - 30, 432, 230, 12, '#9aa5ad');
    }
    p.rect(800, 120, 280, 180, '#ffffff');
    p.rect(812, 132, 256, 156, p.linY(['#9ccbea', '#e2f0f5'], 132, 288));
    p.path('M812,240Q940,200 1068,232V288H812Z', '#7fa89b');
    p.stroke('M940,132V288', '#ffffff', 8);
    floor(p, 540, '#c6b59c', 600, 12);
    // table and ballot box
    p.rect(330, 580, 560, 24, '#6b4429');
    p.rect(350, 604, 18, 180, '#5a3a22');
    p.rect(852, 604, 18, 180, '#5a3a22');
    p.poly(
      [
        [470, 420],
        [730, 420],
        [790, 380],
        [530, 380],
      ],
      '#5b6570',
    );
    p.rect(470, 420, 260, 160, '#46505a');
    p.poly(
      [
        [730, 420],
        [790, 380],
        [790, 540],
        [730, 580],
      ],
      '#3a434c',
    );
    p.poly(
      [
        [570, 400],
        [690, 400],
        [700, 394],
        [580, 394],
      ],
      '#15191d',
    );
    p.rect(470, 420, 260, 10, '#5f6a75');
    p.rect(590, 300, 90, 110, '#f2f2ec', 'transform="rotate(-8 635 400)" stroke="#c9c9bf" stroke-width="2"');
    p.rect(604, 320, 60, 10, '#c9c9bf', 'transform="rotate(-8 635 400)"');
    p.circ(640, 365, 12, 'none', 'stroke="#3b6ea5" stroke-width="4" transform="rotate(-8 635 400)"');
    p.rect(410, 556, 40, 24, '#3b6ea5');
    p.rect(780, 560, 80, 20, '#f2f2ec');
  },
};

function pavementLines(p: Pic, y0: number, col: string, rows = 12): void {
  const { W, H } = p;
  let d = '';
  let prev = y0;
  for (let k = 1; k <= rows; k++) {
    const y = y0 + (H - y0) * (k / rows) ** 1.4;
    d += `M0,${n(y)}H${W}`;
    const bw = 24 + (y - y0) * 0.3;
    for (let x = ((k % 2) * bw) / 2; x < W; x += bw) d += `M${n(x)},${n(prev)}V${n(y)}`;
    prev = y;
  }
  p.stroke(d, dark(col, 0.14), 1.5, 'opacity="0.7"');
}

function ferns(p: Pic, y0: number, y1: number, count: number): void {
  for (let i = 0; i < count; i++) {
    const x = p.pick([p.rnd(0, p.W * 0.3), p.rnd(p.W * 0.7, p.W)]);
    const y = p.rnd(y0, y1);
    const s = lerp(0.5, 1.2, (y - y0) / (y1 - y0 || 1));
    let d = '';
    for (let k = -3; k <= 3; k++) d += `M${n(x)},${n(y)}Q${n(x + k * 14 * s)},${n(y - 60 * s)} ${n(x + k * 30 * s)},${n(y - (40 - Math.abs(k) * 8) * s)}`;
    p.stroke(d, p.pick(['#4b8a35', '#5f9e3c', '#3f7a30']), 5 * s, 'stroke-linecap="round"');
  }
}

/** Forest trail into the depth, firs on both sides, light rays. */
function forestPath(p: Pic, pal: Pal, hero: boolean): void {
  const { W, H } = p;
  const hz = H * (hero ? 0.6 : 0.52);
  p.rect(0, 0, W, H, p.linY([dark(pal.firs[3] as string, 0.25), pal.firs[2] as string, light(pal.mist, 0.2)], 0, hz));
  p.glow(W * 0.5, hz - H * 0.05, H * 0.5, '#fff6d8', 0.8);
  backHills(p, pal, hz);
  p.rect(0, hz, W, H - hz, p.linY(['#7da356', '#4e7a35'], hz, H));
  const cx = (t: number) => W * 0.5 + W * 0.12 * Math.sin(t * 4) * (1 - t);
  const yAt = (t: number) => lerp(H * 1.02, hz, t ** 0.7);
  const hwAt = (t: number) => lerp(W * (hero ? 0.09 : 0.16), 3, t ** 0.55);
  trail(p, (t) => [cx(t), yAt(t), hwAt(t)], p.linY(['#e4cf9e', '#c9a66b'], hz, H));
  for (let i = 0; i < 8; i++) {
    const x = W * (0.3 + i * 0.06);
    p.poly(
      [
        [x, 0],
        [x + W * 0.03, 0],
        [W * 0.5 + (x - W * 0.5) * 0.2 + W * 0.05, H],
        [W * 0.5 + (x - W * 0.5) * 0.2 - W * 0.02, H],
      ],
      '#fff6d8',
      'opacity="0.07"',
    );
  }
  const N = hero ? 70 : 44;
  for (let i = 0; i < N; i++) {
    const t = 1 - i / N;
    const side = i % 2 ? 1 : -1;
    const y = yAt(t) + p.rnd(-6, 6);
    const h = lerp(H * 1.5, H * 0.08, t ** 0.5);
    const off = hwAt(t) + h * p.rnd(0.12, 0.5) + (hero ? W * 0.05 * (1 - t) * p.rnd(0, 4) : 0);
    const c = mix(pal.firs[4] ?? (pal.firs[3] as string), pal.mist, t * 0.6);
    fir(p, cx(t) + side * off, y, h, c, { trunk: true });
    if (hero && p.r() < 0.6) fir(p, cx(t) - side * (off + W * p.rnd(0.1, 0.3)), y + 4, h * 0.9, c, { trunk: true });
  }
  ferns(p, H * 0.75, H, hero ? 16 : 10);
}

function backHills(p: Pic, pal: Pal, hz: number): void {
  const ry = ridge(p, hz - p.H * 0.06, p.H * 0.03);
  p.path(ridgePath(p, ry), p.linY([mix(pal.hills[1] as string, pal.mist, 0.4), pal.mist], hz - p.H * 0.1, hz));
  firBelt(p, ry, p.H * 0.05, mix(pal.firs[1] as string, pal.mist, 0.4), 1.2, false, 3);
}

function fasnetScene(p: Pic, pal: Pal): void {
  const { W, H } = p;
  const hero = W > H * 2;
  const yb = H * (hero ? 0.62 : 0.58);
  p.rect(0, 0, W, H, p.linY(pal.sky, 0, yb));
  backHills(p, pal, yb - H * 0.15);
  street(p, -30, W + 30, yb, H * (hero ? 0.32 : 0.3), H * (hero ? 0.42 : 0.38), pal, { timber: 0.8 });
  p.rect(0, yb, W, H - yb, '#c9bfae');
  pavementLines(p, yb, '#c9bfae', 8);
  const cols = ['#c0392b', '#f2b631', '#2e7d5b', '#3b6ea5', '#ffffff'];
  for (let i = 0; i < (hero ? 4 : 2); i++)
    bunting(p, (i * W) / (hero ? 4 : 2), H * 0.18 + (i % 2) * 20, ((i + 1) * W) / (hero ? 4 : 2), H * 0.2 + ((i + 1) % 2) * 20, H * 0.12, cols);
  const spectators = hero ? 26 : 14;
  for (let i = 0; i < spectators; i++) person(p, (i + 0.5) * (W / spectators) + p.rnd(-15, 15), yb + H * 0.09, H * p.rnd(0.16, 0.2));
  const figs = hero ? 9 : 5;
  const cs: [string, string][] = [
    ['#c0392b', '#f2b631'],
    ['#f6f1e7', '#c0392b'],
    ['#2e7d5b', '#f2b631'],
    ['#3b6ea5', '#f6f1e7'],
    ['#f2b631', '#2e7d5b'],
  ];
  for (let i = 0; i < figs; i++) {
    const [a, b] = cs[i % cs.length] as [string, string];
    narr(p, (i + 0.5) * (W / figs) + p.rnd(-20, 20), H * (hero ? 0.97 : 0.96) - (i % 2) * H * 0.04, H * (hero ? 0.5 : 0.42), a, b, i % 3);
  }
  for (let i = 0; i < (hero ? 260 : 150); i++) {
    const x = p.rnd(0, W);
    const y = p.rnd(0, H);
    p.rect(x, y, 7, 4, p.pick(cols.slice(0, 4)), `transform="rotate(${n(p.rnd(0, 180))} ${n(x)} ${n(y)})"`);
  }
}

// --- hero scenes (2000 × 650) ---------------------------------------------

const heroScenes: Record<string, Scene> = {
  'hero-stadt'(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 440, top: 250, layers: 4, sun: [1600, 110, 40], clouds: 4 });
    ground(p, 470, pal.ground, 0.01);
    street(p, 80, 560, 560, 120, 160, pal);
    kirche(p, 600, 560, 0.9, pal);
    street(p, 1000, 1350, 560, 120, 150, pal);
    rathaus(p, 1580, 565, 0.75, pal);
    street(p, 1780, 2080, 560, 120, 150, pal);
    p.rect(0, 560, p.W, 90, '#d8cbb3');
    pavementLines(p, 560, '#d8cbb3', 4);
    for (const x of [60, 960, 1370, 1960]) leafTree(p, x, 640, 220, pal.leaves);
  },
  'hero-huegel'(p) {
    const pal = PAL.spring;
    backdrop(p, pal, { horizon: 460, top: 200, layers: 4, sun: [400, 120, 40], clouds: 4, forest: 0.7 });
    const ry = ridge(p, 520, 30);
    p.path(ridgePath(p, ry), p.linY(pal.ground, 480, 650));
    hof(p, 1200, ry(1330) + 16, 0.8, pal);
    hof(p, 420, ry(520) + 20, 0.6, pal);
    trail(p, (t) => [1000 - 500 * t + 120 * Math.sin(t * 6), lerp(670, ry(500) + 10, t), lerp(50, 3, t)], '#d8c39a');
    for (let i = 0; i < 10; i++) leafTree(p, p.rnd(0, p.W), ry(0) + p.rnd(20, 120), p.rnd(80, 140), pal.leaves);
    flowers(p, 540, 650, 220, GRASS_FLOWERS);
  },
  'hero-wald'(p) {
    const pal = PAL.morning;
    backdrop(p, pal, { horizon: 560, top: 200, layers: 5, sun: [1000, 230, 46], clouds: 2, amp: 40, tree: 1.3, forest: 1.3 });
    for (let i = 0; i < 22; i++) fir(p, i * 95 + p.rnd(-20, 20), 660 + p.rnd(0, 20), p.rnd(220, 320), '#18382a');
  },
  'hero-winter'(p) {
    const pal = PAL.winter;
    backdrop(p, pal, { horizon: 440, top: 230, layers: 4, sun: [400, 110, 36], clouds: 2 });
    ground(p, 470, pal.ground, 0.02);
    street(p, 700, 1000, 540, 90, 120, pal);
    kirche(p, 1010, 545, 0.6, pal);
    street(p, 1250, 1450, 540, 90, 110, pal);
    hof(p, 200, 580, 0.8, pal);
    for (let i = 0; i < 8; i++) fir(p, 1560 + i * 60, 640 - (i % 2) * 20, 200 + (i % 3) * 40, '#2b4451', { snow: true });
    for (let i = 0; i < 200; i++) p.circ(p.rnd(0, p.W), p.rnd(0, p.H), p.rnd(1.5, 4), '#ffffff', `opacity="${n(p.rnd(0.5, 0.95))}"`);
  },
  'hero-sommer'(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 470, top: 220, layers: 4, sun: [1500, 120, 50], clouds: 4 });
    ground(p, 500, pal.ground, 0.02);
    hof(p, 900, 540, 0.55, pal);
    for (let i = 0; i < 4; i++) leafTree(p, 300 + i * 450, 560 + (i % 2) * 10, 160, pal.leaves);
    flowers(p, 520, 650, 520, GRASS_FLOWERS);
  },
  'hero-rathaus'(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 420, top: 250, layers: 3, sun: [1750, 100, 40], clouds: 4 });
    street(p, -20, 700, 540, 220, 260, pal, { flowers: true });
    street(p, 1300, 2040, 540, 220, 260, pal, { flowers: true });
    rathaus(p, 1000, 545, 0.95, pal);
    p.rect(0, 540, p.W, 110, '#d8cbb3');
    pavementLines(p, 540, '#d8cbb3', 4);
    leafTree(p, 720, 640, 230, pal.leaves);
    leafTree(p, 1280, 640, 230, pal.leaves);
  },
  'hero-feuerwehr'(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 380, top: 220, layers: 3, sun: [300, 100, 38], clouds: 3 });
    ground(p, 420, pal.ground, 0.01);
    fireStation(p, 560, 520, 900, 230, pal);
    p.rect(0, 520, p.W, 130, '#9aa0a6');
    fireEngine(p, 120, 630, 0.8);
    fireEngine(p, 1480, 630, 0.8, true);
    leafTree(p, 1900, 560, 240, pal.leaves);
  },
  'hero-schule'(p) {
    const pal = PAL.spring;
    backdrop(p, pal, { horizon: 380, top: 220, layers: 3, sun: [1800, 100, 40], clouds: 4 });
    ground(p, 420, pal.ground, 0.01);
    school(p, 520, 540, 960, 260, '#e8a33d', pal);
    p.rect(0, 540, p.W, 110, '#d9d2c3');
    for (const x of [200, 380, 1640, 1820]) leafTree(p, x, 600, 260, pal.leaves);
    for (let i = 0; i < 5; i++) person(p, 700 + i * 110, 620 + (i % 2) * 10, 70, { arm: i % 2 ? 'up' : 'down' });
  },
  'hero-schule-gruen'(p) {
    const pal = PAL.spring;
    backdrop(p, pal, { horizon: 380, top: 200, layers: 3, sun: [300, 100, 40], clouds: 3 });
    ground(p, 420, pal.ground, 0.01);
    school(p, 620, 540, 900, 250, '#2e7d32', pal, true);
    p.rect(0, 540, p.W, 110, '#cfd8c0');
    for (const [x, y, h] of [
      [170, 630, 400],
      [360, 640, 430],
      [540, 625, 380],
    ] as Pt3[])
      leafTree(p, x, y, h, ['#3f8f3a', '#4f9d44', '#468f3c']);
    p.stroke('M1620,600h200', '#8d959c', 5);
    for (let i = 0; i < 3; i++) bike(p, 1630 + i * 66, 616, 0.55, p.pick(['#2e7d32', '#e1a21b', '#3b6ea5']));
    for (let i = 0; i < 3; i++) person(p, 1180 + i * 90, 625 + (i % 2) * 8, 70, { arm: i === 1 ? 'up' : 'down' });
    flowers(p, 560, 650, 120, GRASS_FLOWERS);
  },
  'hero-fasnet'(p) {
    fasnetScene(p, PAL.overcast);
  },
  'hero-wandern'(p) {
    const pal = PAL.golden;
    backdrop(p, pal, { horizon: 480, top: 180, layers: 5, sun: [1400, 170, 44], clouds: 2, amp: 36 });
    p.path('M0,500Q600,470 1100,530T2000,560V650H0Z', p.linY(pal.ground, 480, 650));
    trail(p, (t) => [lerp(700, 1500, t), lerp(660, 535, t), lerp(60, 8, t)], '#d8c39a');
    // signpost
    p.rect(400, 420, 10, 200, '#7a5230');
    p.poly(
      [
        [410, 440],
        [540, 440],
        [560, 460],
        [540, 480],
        [410, 480],
      ],
      '#f3efe2',
      'stroke="#7a5230" stroke-width="3"',
    );
    p.poly(
      [
        [400, 500],
        [280, 500],
        [260, 520],
        [280, 540],
        [400, 540],
      ],
      '#f3efe2',
      'stroke="#7a5230" stroke-width="3"',
    );
    p.path('M425,452l10,-8l10,8v16h-20z', '#c0392b');
    bench(p, 160, 620, 180);
    person(p, 1050, 610, 120, { col: '#c0392b' });
    p.rect(1036, 530, 30, 40, '#2f5d7c', 'rx="6"');
    person(p, 1130, 600, 110, { col: '#3b6ea5' });
    p.line(1150, 600, 1160, 530, '#555555', 3);
    for (let i = 0; i < 6; i++) fir(p, 1750 + i * 50, 650 - (i % 2) * 16, 240 + (i % 3) * 40, '#1d3a2d');
  },
  'hero-wirtschaft'(p) {
    const pal = PAL.summer;
    backdrop(p, pal, { horizon: 400, top: 230, layers: 3, sun: [1800, 100, 40], clouds: 3 });
    windrad(p, 300, 330, 260, 20);
    windrad(p, 520, 300, 220, 80);
    windrad(p, 1650, 320, 240, 50);
    ground(p, 430, pal.ground, 0.01);
    // halls with solar roofs
    for (const [x, w, c] of [
      [180, 520, '#dfe4e8'],
      [760, 420, '#eef0f2'],
    ] as [number, number, string][]) {
      p.rect(x, 420, w, 150, c);
      p.rect(x, 420, w, 14, '#3b6ea5');
      p.poly(
        [
          [x - 10, 420],
          [x + w + 10, 420],
          [x + w - 20, 380],
          [x + 20, 380],
        ],
        '#5b6168',
      );
      panels(
        p,
        [
          [x + 30, 384],
          [x + w - 30, 384],
          [x + w - 10, 416],
          [x + 10, 416],
        ],
        1,
        Math.round(w / 40),
      );
      for (let i = 0; i < Math.floor(w / 130); i++) {
        p.rect(x + 30 + i * 130, 480, 90, 90, '#c9ced3');
        let d = '';
        for (let yy = 490; yy < 570; yy += 12) d += `M${x + 30 + i * 130},${yy}h90`;
        p.stroke(d, '#aeb4ba', 2);
      }
    }
    // office building
    p.rect(1260, 290, 320, 280, '#2f5d7c');
    for (let r = 0; r < 6; r++) for (let c = 0; c < 5; c++) p.rect(1275 + c * 62, 305 + r * 44, 52, 32, pal.glass);
    p.poly(
      [
        [1275, 560],
        [1275, 500],
        [1400, 305],
        [1460, 305],
      ],
      '#ffffff',
      'opacity="0.15"',
    );
    crane(p, 1820, 570, 360, 300);
    p.rect(1660, 470, 140, 100, '#c8cbce');
    p.rect(0, 570, p.W, 80, '#9aa0a6');
    let d = '';
    for (let x = 0; x < p.W; x += 120) d += `M${x},612h70`;
    p.stroke(d, '#f4f4f4', 6);
    car(p, 1100, 640, 0.6, '#c0392b');
    car(p, 500, 645, 0.6, '#2f5d7c');
  },
};

// ---------------------------------------------------------------------------
// Media list
// ---------------------------------------------------------------------------

const ALT: Record<string, string> = {
  rathaus: 'Illustration: Rathaus mit Uhrturm am Marktplatz, daneben Fachwerkhäuser, davor Bäume und Straßenlaternen',
  marktplatz: 'Illustration: Marktplatz mit Brunnen, Marktständen und Fachwerkhäusern, dahinter ein Kirchturm',
  kirche: 'Illustration: Kirche mit spitzem Turm zwischen Häusern, dahinter bewaldete Hügel im Abendlicht',
  'schwarzwald-panorama': 'Illustration: Schwarzwaldhof vor gestaffelten, bewaldeten Hügelketten in warmem Licht',
  'wald-weg': 'Illustration: Waldweg, der zwischen hohen Tannen in die Tiefe führt, Sonnenlicht fällt durch die Bäume',
  wiesental: 'Illustration: Wiesental mit Bach und Blumenwiese zwischen bewaldeten Hängen, zwei Bauernhöfe',
  fachwerk: 'Illustration: Reihe farbiger Fachwerkhäuser mit Blumenkästen an einer gepflasterten Gasse',
  bach: 'Illustration: Bach mit Steinen und kleiner Holzbrücke zwischen Tannen',
  winterlandschaft: 'Illustration: Verschneite Hügellandschaft mit Schwarzwaldhof und schneebedeckten Tannen bei Schneefall',
  herbstwald: 'Illustration: Herbstwald mit orangefarbenem Laub, Tannen und einem Weg, fallende Blätter',
  feuerwehrhaus: 'Illustration: Feuerwehrhaus mit Schlauchturm und Garagentoren, davor ein rotes Feuerwehrauto',
  feuerwehrauto: 'Illustration: Rotes Feuerwehrauto mit Leiter auf dem Dach und Blaulicht auf einer Straße, dahinter Häuser und Wald',
  schule: 'Illustration: Schulgebäude mit großen Fenstern und Uhr, davor Schulhof mit Fahrrädern und Kindern',
  spielplatz: 'Illustration: Spielplatz mit Rutsche, Schaukel und Sandkasten, Kinder spielen',
  baustelle: 'Illustration: Baustelle mit Baukran, eingerüstetem Rohbau, Absperrungen und Leitkegeln',
  strasse: 'Illustration: Landstraße mit Leitpfosten, die in einen Ort mit Kirchturm führt, ein Auto fährt',
  freibad: 'Illustration: Freibad mit Schwimmbecken und Sprungbrett, dahinter Sonnenschirme und Liegen auf der Wiese',
  sporthalle: 'Illustration: Innenansicht einer Sporthalle mit Basketballkorb, Sprossenwand, Matten und Bällen',
  buecherei: 'Illustration: Stadtbücherei mit vollen Bücherregalen, Lesetisch mit Lampe und Fenster',
  fasnet: 'Illustration: Fasnetsumzug mit Narren in bunten Häsern und Holzmasken vor Fachwerkhäusern, Konfetti und Wimpelketten',
  wochenmarkt: 'Illustration: Wochenmarkt mit Ständen voller Obst und Gemüse, Besucherinnen und Besucher, dahinter Häuser',
  konzert: 'Illustration: Open-Air-Konzert am Abend, Band auf beleuchteter Bühne, Publikum als Silhouetten',
  solardach: 'Illustration: Wohnhaus mit Solarmodulen auf dem Dach bei Sonnenschein',
  windrad: 'Illustration: Drei Windräder auf bewaldeten Hügeln über einer Blumenwiese',
  radweg: 'Illustration: Radweg durch Wiesen mit Bäumen, vorne ein Fahrrad, rechts ein Wegweiser',
  'park-bank': 'Illustration: Parkbank am Weg im Stadtpark mit Bäumen, Laterne, Blumenbeet und Teich',
  jugendhaus: 'Illustration: Buntes Jugendhaus mit Skaterrampe und Basketballkorb, Jugendliche davor',
  muelltonnen: 'Illustration: Vier Mülltonnen in Grau, Blau, Braun und Gelb vor einem Haus und Holzzaun',
  ratssaal: 'Illustration: Ratssaal mit Sitzungstischen, Mikrofonen, Stadtwappen an der Wand und Fahnen',
  wahlurne: 'Illustration: Wahllokal mit Wahlurne auf einem Tisch, ein Stimmzettel wird eingeworfen, dahinter Wahlkabinen',
  'hero-stadt': 'Illustration: Panorama von Musterstadt mit Kirche, Rathaus und Häusern vor bewaldeten Hügeln',
  'hero-huegel': 'Illustration: Sanfte grüne Hügel mit Bauernhöfen, einem Feldweg und Blumenwiesen',
  'hero-wald': 'Illustration: Dichter Tannenwald auf gestaffelten Hügeln im Morgendunst',
  'hero-winter': 'Illustration: Verschneiter Ort mit Kirche und Schwarzwaldhof, schneebedeckte Tannen',
  'hero-sommer': 'Illustration: Sommerliche Blumenwiese mit Bäumen und Bauernhof unter blauem Himmel',
  'hero-rathaus': 'Illustration: Rathaus mit Uhrturm zwischen Fachwerkhäusern am Marktplatz',
  'hero-feuerwehr': 'Illustration: Feuerwehrhaus mit Schlauchturm, davor zwei rote Feuerwehrautos',
  'hero-schule': 'Illustration: Schulgebäude mit großen Fenstern, Bäume und Kinder auf dem Schulhof',
  'hero-schule-gruen': 'Illustration: Schulgebäude mit Holzfassade und begrüntem Dach, links drei Linden, rechts Fahrräder und Kinder',
  'hero-fasnet': 'Illustration: Fasnetsumzug mit Narren in Häs und Holzmasken, Zuschauer vor Fachwerkhäusern',
  'hero-wandern': 'Illustration: Wanderweg über einen Höhenrücken mit Wegweiser, Bank und zwei Wandernden, Blick über die Hügel',
  'hero-wirtschaft': 'Illustration: Gewerbegebiet mit Hallen mit Solardächern, Bürogebäude, Baukran und Windrädern',
};

// ---------------------------------------------------------------------------
// Portraits of the council members: no faces, no photos. A head-and-shoulders outline in one tone on a
// calm background, varied by seeded random (background, tone, hair outline), so the members' pages
// have a picture without showing or imitating anybody.
// ---------------------------------------------------------------------------

const PORTRAIT_ALT = 'Illustration: Platzhalter statt eines Fotos, gezeichneter Umriss von Kopf und Schultern ohne Gesicht';

const PORTRAIT_GROUNDS = ['#dfe8ef', '#e6efe4', '#efe8dd', '#e9e4ef', '#dde9e8', '#efe3e3', '#e4e7ea', '#eceadf'];
const PORTRAIT_TONES = ['#4d6478', '#51705a', '#6e5c4a', '#5e557a', '#3f6f6c', '#7a5252', '#55606b', '#6b6844'];

function portraitScene(p: Pic): void {
  const { W, H } = p;
  const i = Math.floor(p.rnd(0, PORTRAIT_GROUNDS.length));
  const ground = PORTRAIT_GROUNDS[i]!;
  const tone = PORTRAIT_TONES[(i + Math.floor(p.rnd(0, 3))) % PORTRAIT_TONES.length]!;
  p.rect(0, 0, W, H, p.linY([light(ground, 0.35), ground, dark(ground, 0.06)], 0, H));
  p.glow(W * p.rnd(0.2, 0.8), H * 0.3, W * 0.6, '#ffffff', 0.35);
  const cx = W / 2 + p.rnd(-12, 12);
  const headR = W * p.rnd(0.15, 0.17);
  const headY = H * 0.4;
  const body = dark(tone, 0.05);
  // Shoulders and chest: a wide rounded arch that runs out at the bottom edge.
  const sw = W * p.rnd(0.36, 0.42);
  const top = headY + headR * 1.55;
  p.path(
    `M${n(cx - sw)},${n(H)}C${n(cx - sw)},${n(top + 40)} ${n(cx - sw * 0.6)},${n(top)} ${n(cx)},${n(top)}C${n(cx + sw * 0.6)},${n(top)} ${n(cx + sw)},${n(top + 40)} ${n(cx + sw)},${n(H)}Z`,
    body,
  );
  // Neck.
  p.rect(cx - headR * 0.42, headY + headR * 0.6, headR * 0.84, headR * 1.05, tone, `rx="${n(headR * 0.2)}"`);
  // Hair outline behind the head: none, short, long or a bun.
  const hair = dark(tone, 0.25);
  const style = Math.floor(p.rnd(0, 4));
  if (style === 2)
    p.path(
      `M${n(cx - headR * 1.12)},${n(headY)}Q${n(cx - headR * 1.2)},${n(headY + headR * 2.1)} ${n(cx - headR * 0.5)},${n(headY + headR * 1.9)}H${n(cx + headR * 0.5)}Q${n(cx + headR * 1.2)},${n(headY + headR * 2.1)} ${n(cx + headR * 1.12)},${n(headY)}Z`,
      hair,
    );
  if (style === 3) p.circ(cx + p.rnd(-0.2, 0.2) * headR, headY - headR * 1.05, headR * 0.45, hair);
  p.ell(cx, headY, headR, headR * 1.13, tone);
  if (style >= 1)
    p.path(
      `M${n(cx - headR * 1.02)},${n(headY - headR * 0.05)}A${n(headR * 1.02)},${n(headR * 1.15)} 0 0 1 ${n(cx + headR * 1.02)},${n(headY - headR * 0.05)}Q${n(cx)},${n(headY - headR * (style === 1 ? 0.55 : 0.75))} ${n(cx - headR * 1.02)},${n(headY - headR * 0.05)}Z`,
      hair,
    );
}

function spec(key: string, kind: 'foto' | 'hero' | 'portraet'): MediaSpec {
  if (kind === 'portraet') {
    const { width, height } = MEDIA_SIZES.portraet;
    return {
      key,
      kind,
      alt: PORTRAIT_ALT,
      svg: () => {
        const p = new Pic(width, height, key);
        portraitScene(p);
        return p.svg();
      },
    };
  }
  const scene = kind === 'foto' ? scenes[key] : heroScenes[key];
  if (!scene) throw new Error(`media: no scene for ${key}`);
  const { width, height } = MEDIA_SIZES[kind];
  return {
    key,
    kind,
    alt: ALT[key] ?? 'Illustration',
    svg: () => {
      const p = new Pic(width, height, key);
      scene(p);
      return p.svg();
    },
  };
}

export const media: MediaSpec[] = [
  ...FOTO_KEYS.map((k) => spec(k, 'foto')),
  ...HERO_KEYS.map((k) => spec(k, 'hero')),
  ...PORTRAIT_KEYS.map((k) => spec(k, 'portraet')),
];

/**
 * Renders every media spec to `${dir}/${key}.jpg` and returns the file names (in list order).
 * Existing files are kept, so a restart does not redo the work.
 */
/** JPEG settings of the demo images; part of the cache key, so a change renders them anew. */
const JPEG = { quality: 82, progressive: true, mozjpeg: true } as const;

/**
 * Where rendered demo images are kept between databases: rendering all of them takes seconds of CPU,
 * the result never changes for the same drawing and settings. MEDIA_CACHE_DIR may name another folder.
 */
export function mediaCacheDir(): string {
  return resolve(process.env.MEDIA_CACHE_DIR || join(process.cwd(), 'node_modules', '.cache', 'musterstadt-medien'));
}

/**
 * Writes every demo image as a JPEG into `dir` (files already there are kept). Each image is rendered
 * once per machine and taken from the cache after that (keyed by its drawing, size, JPEG settings and
 * the image library's version).
 */
export async function renderMedia(dir: string, cacheDir: string = mediaCacheDir()): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const queue = [...media];
  const workers = Math.max(2, Math.min(4, availableParallelism()));
  const work = async (): Promise<void> => {
    for (let m = queue.shift(); m; m = queue.shift()) {
      const target = join(dir, `${m.key}.jpg`);
      if (existsSync(target)) continue;
      const { width, height } = MEDIA_SIZES[m.kind];
      const svg = m.svg();
      const hash = createHash('sha256')
        .update(JSON.stringify([svg, width, height, JPEG, sharp.versions.vips]))
        .digest('hex')
        .slice(0, 24);
      const cached = join(cacheDir, `${m.key}-${hash}.jpg`);
      if (!existsSync(cached)) {
        const buf = await sharp(Buffer.from(svg)).resize(width, height).jpeg(JPEG).toBuffer();
        // Written under a unique name and renamed: a second process never sees half a file.
        const tmp = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        writeFileSync(tmp, buf);
        renameSync(tmp, cached);
      }
      const tmp = `${target}.${process.pid}.tmp`;
      copyFileSync(cached, tmp);
      renameSync(tmp, target);
    }
  };
  await Promise.all(Array.from({ length: workers }, work));
  return media.map((m) => `${m.key}.jpg`);
}
