import { FONT, defs, mapLayers } from './stadtplan';
import { STADTPLAN_GEO, begrenzt, latLonToPixel, zuWelt, type Ansicht, type KartenQuelle, type Punkt } from './projection';

/**
 * The town map as an SVG image (ADR 52): a view into the demo town's geometry, with pins. The same
 * drawing as the city-map PDF (shared/map/stadtplan.ts), cut to the view by the SVG's viewBox and
 * scaled to its zoom; the pins keep their size at every zoom. Used by /karte/karte.svg (the forms'
 * map, with and without JavaScript) and by any page that shows places (the public reports, "Mein Ort").
 */

export type PinStatus = 'eingegangen' | 'in_bearbeitung' | 'erledigt' | 'nicht_zustaendig';

export interface Pin extends Punkt {
  /** What the pin stands for (the image's description names it). */
  label?: string;
  /** A report's status: red received, yellow in progress, green done, grey not ours (Maerker's lights). */
  status?: PinStatus;
}

/** The pin's fill by status; without a status the place the visitor marks (the town's dark blue). */
export const PIN_FARBE: Record<PinStatus | 'markiert', string> = {
  eingegangen: '#c8102e',
  in_bearbeitung: '#f2b705',
  erledigt: '#2e7d32',
  nicht_zustaendig: '#6b6b6b',
  markiert: '#0b4f8a',
};

const STADTPLAN: KartenQuelle = { art: 'stadtplan' };
let layers: string | null = null;

/** The drawn layers, built once per process (about 120 KB of SVG). */
function stadtplanLayers(): string {
  layers ??= `${defs()}<g clip-path="url(#mapclip)">${mapLayers().join('')}</g>`;
  return layers;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r2 = (v: number) => String(Math.round(v * 100) / 100);

/** A pin: a drop whose tip is the point, 34 px high at every zoom. */
export function pinSvg(at: { x: number; y: number }, scale: number, pin: Pin): string {
  const fill = PIN_FARBE[pin.status ?? 'markiert'];
  const k = 1 / scale;
  return (
    `<g transform="translate(${r2(at.x)} ${r2(at.y)}) scale(${r2(k)})" class="pin">` +
    (pin.label ? `<title>${esc(pin.label)}</title>` : '') +
    `<path d="M0 0C-4 -10 -13 -15 -13 -23A13 13 0 1 1 13 -23C13 -15 4 -10 0 0Z" fill="${fill}" stroke="#ffffff" stroke-width="2.5"/>` +
    `<circle cx="0" cy="-23" r="5" fill="#ffffff"/>` +
    `<circle cx="0" cy="0" r="2" fill="#000000"/></g>`
  );
}

export interface KartenBild {
  /** The view as drawn (kept inside the map). */
  ansicht: Ansicht;
  svg: string;
}

/**
 * The demo town's map for a view, with pins, as an SVG document of the view's size. The view's
 * pixel (x, y) is the point `pixelToLatLon(stadtplan, ansicht, x, y)`; a pin's tip sits on its point.
 */
export function drawMap(view: Ansicht, pins: readonly Pin[] = [], titel = 'Karte'): KartenBild {
  const v = begrenzt(STADTPLAN, view);
  const scale = 2 ** (v.zoom - 2);
  const c = zuWelt(STADTPLAN, v, 2);
  const w = v.breite / scale;
  const h = v.hoehe / scale;
  const x0 = c.x - w / 2;
  const y0 = c.y - h / 2;
  const pinsSvg = pins
    .map((p) => {
      const px = latLonToPixel(STADTPLAN, v, p);
      // The tip in canvas coordinates (the viewBox maps view pixels back to them).
      return pinSvg({ x: x0 + px.x / scale, y: y0 + px.y / scale }, scale, p);
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${v.breite}" height="${v.hoehe}" viewBox="${r2(x0)} ${r2(y0)} ${r2(w)} ${r2(h)}" font-family="${FONT}" role="img">` +
    `<title>${esc(titel)}</title>` +
    `<rect x="${r2(x0)}" y="${r2(y0)}" width="${r2(w)}" height="${r2(h)}" fill="#e8eedd"/>` +
    `<rect x="${STADTPLAN_GEO.bereich.x0}" y="${STADTPLAN_GEO.bereich.y0}" width="${STADTPLAN_GEO.bereich.x1 - STADTPLAN_GEO.bereich.x0}" height="${STADTPLAN_GEO.bereich.y1 - STADTPLAN_GEO.bereich.y0}" fill="#ffffff"/>` +
    stadtplanLayers() +
    pinsSvg +
    `</svg>`;
  return { ansicht: v, svg };
}
