import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { osmTileUrl } from '../../../components/consent/providers';

/**
 * A small map to mark a place, drawn from tiles: OpenStreetMap's, rendered only after the visitor's
 * consent (ExternalEmbed, ADR 8), so nothing reaches OpenStreetMap before; or the town's own tile
 * server (town settings `karte`, ADR 52), shown once the script runs. A click marks
 * the place; by keyboard Enter sets the mark in the middle, the arrow keys move it, plus and minus
 * zoom. The chosen position is said in words below the map (and announced).
 */
const TILE = 256;
const HEIGHT = 320;
const MIN_ZOOM = 12;
const MAX_ZOOM = 19;
/** Pixels the mark moves per arrow key. */
const STEP = 12;

const worldSize = (z: number) => TILE * 2 ** z;
const lonToX = (lon: number, z: number) => ((lon + 180) / 360) * worldSize(z);
const latToY = (lat: number, z: number) => {
  const r = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * worldSize(z);
};
const xToLon = (x: number, z: number) => (x / worldSize(z)) * 360 - 180;
const yToLat = (y: number, z: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / worldSize(z)))) * 180) / Math.PI;

export interface Position {
  lat: number;
  lon: number;
}

export function MapPicker({
  value,
  onChange,
  start,
  kacheln,
  namensnennung,
  nurMitSkript = false,
}: {
  value: Position | null;
  onChange: (p: Position | null) => void;
  start: Position;
  /** The town's tile server: its address with {z}, {x} and {y}; OpenStreetMap's without. */
  kacheln?: string;
  /** The credit its tiles need. */
  namensnennung?: string;
  /** Shown only once the script runs (a map without JavaScript cannot mark anything). */
  nurMitSkript?: boolean;
}) {
  const id = useId();
  const [js, setJs] = useState(!nurMitSkript);
  useEffect(() => setJs(true), []);
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(16);
  const [view, setView] = useState<Position>(value ?? start);
  const [width, setWidth] = useState(600);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(200, Math.round(el.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [js]);

  const left = lonToX(view.lon, zoom) - width / 2;
  const top = latToY(view.lat, zoom) - HEIGHT / 2;
  const tiles: { key: string; src: string; x: number; y: number }[] = [];
  const n = 2 ** zoom;
  for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + HEIGHT) / TILE); ty++) {
    for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx++) {
      if (ty < 0 || ty >= n) continue;
      const wrapped = ((tx % n) + n) % n;
      tiles.push({
        key: `${zoom}/${tx}/${ty}`,
        src: kacheln ? kacheln.replace('{z}', String(zoom)).replace('{x}', String(wrapped)).replace('{y}', String(ty)) : osmTileUrl(zoom, wrapped, ty),
        x: tx * TILE - left,
        y: ty * TILE - top,
      });
    }
  }

  /** Places the mark at a point of the box, and keeps it in view. */
  const markAt = (px: number, py: number) => {
    const p = { lat: yToLat(top + py, zoom), lon: xToLon(left + px, zoom) };
    onChange(p);
    if (px < STEP * 2 || px > width - STEP * 2 || py < STEP * 2 || py > HEIGHT - STEP * 2) setView(p);
  };

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    markAt(e.clientX - rect.left, e.clientY - rect.top);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = value ? { x: lonToX(value.lon, zoom) - left, y: latToY(value.lat, zoom) - top } : { x: width / 2, y: HEIGHT / 2 };
    const moves: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      markAt(at.x + move[0], at.y + move[1]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      markAt(width / 2, HEIGHT / 2);
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      zoomBy(1);
    } else if (e.key === '-') {
      e.preventDefault();
      zoomBy(-1);
    }
  };

  const zoomBy = (d: number) => {
    setZoom((z) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z + d)));
    if (value) setView(value);
  };

  const marker = value ? { x: lonToX(value.lon, zoom) - left, y: latToY(value.lat, zoom) - top } : null;
  const hintId = `${id}-hinweis`;
  if (!js) return null;
  return (
    <div className="st-map">
      <p className="st-map__hint" id={hintId}>
        Klicken Sie auf die Stelle des Schadens. Mit der Tastatur setzt die Eingabetaste die Markierung in die Kartenmitte, die Pfeiltasten verschieben sie,
        Plus und Minus ändern den Maßstab.
      </p>
      <div
        ref={box}
        className="st-map__box"
        role="application"
        aria-label="Karte zum Markieren der Stelle"
        aria-describedby={hintId}
        tabIndex={0}
        onClick={onClick}
        onKeyDown={onKeyDown}
        style={{ height: HEIGHT }}
      >
        {tiles.map((t) => (
          <img key={t.key} className="st-map__tile" src={t.src} alt="" draggable={false} width={TILE} height={TILE} style={{ left: t.x, top: t.y }} />
        ))}
        {marker ? <span className="st-map__marker" aria-hidden="true" style={{ left: marker.x, top: marker.y }} /> : null}
      </div>
      <div className="st-map__controls">
        <button type="button" className="st-button st-button--secondary" onClick={() => zoomBy(1)} disabled={zoom >= MAX_ZOOM}>
          Vergrößern
        </button>
        <button type="button" className="st-button st-button--secondary" onClick={() => zoomBy(-1)} disabled={zoom <= MIN_ZOOM}>
          Verkleinern
        </button>
        {value ? (
          <button type="button" className="st-button st-button--secondary" onClick={() => onChange(null)}>
            Markierung entfernen
          </button>
        ) : null}
      </div>
      <p className="st-map__attribution">
        {kacheln ? (
          namensnennung
        ) : (
          <>
            Kartendaten ©{' '}
            <a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer" target="_blank">
              OpenStreetMap-Mitwirkende<span className="st-visually-hidden"> (öffnet in einem neuen Fenster)</span>
            </a>
          </>
        )}
      </p>
    </div>
  );
}
