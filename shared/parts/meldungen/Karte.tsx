import { KARTE_PFAD, STADTPLAN_GEO, ZOOM, kartenQuery, latLonToPixel, zoomStufen, type Ansicht, type KartenQuelle } from '../../map/projection';
import { TOWN } from '../../site/town';
import { MELDUNG_STATUS_TITEL, meldungPath } from './values';
import type { MeldungKurz } from './contract';

const W = 640;
const H = 400;
/** The map our server makes (ADR 52, 59): the drawn one, or the town's own tiles composed; none for OpenStreetMap or no map. */
function quelleDerStadt(): Extract<KartenQuelle, { art: 'stadtplan' | 'kacheln' }> | null {
  const q = TOWN.karte;
  return q?.art === 'stadtplan' || q?.art === 'kacheln' ? q : null;
}

/** The closest view of the town map that shows every point (the town hall when there is none). */
function ansichtFuer(q: KartenQuelle, punkte: readonly { lat: number; lon: number }[]): Ansicht {
  const start = q.art === 'stadtplan' ? STADTPLAN_GEO : TOWN.geo;
  const lats = punkte.length ? punkte.map((p) => p.lat) : [start.lat];
  const lons = punkte.length ? punkte.map((p) => p.lon) : [start.lon];
  const mitte = { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lon: (Math.min(...lons) + Math.max(...lons)) / 2 };
  const z = zoomStufen(q);
  for (let zoom: number = q.art === 'stadtplan' ? z.max : ZOOM.kacheln.start; zoom > z.min; zoom--) {
    const v = { ...mitte, zoom, breite: W, hoehe: H };
    const drin = punkte.every((p) => {
      const px = latLonToPixel(q, v, p);
      return px.x >= 16 && px.x <= W - 16 && px.y >= 24 && px.y <= H - 8;
    });
    if (drin) return v;
  }
  return { ...mitte, zoom: z.min, breite: W, hoehe: H };
}

/**
 * The map view without JavaScript: the town map drawn by our server (ADR 52) and on it the approved
 * reports as pins, each a link to its report named by number, category, place and status. The list
 * below the map names the same reports.
 */
export function Karte({ items }: { items: readonly MeldungKurz[] }) {
  const q = quelleDerStadt();
  if (!q) return null;
  const placed = items.filter((m): m is MeldungKurz & { lat: number; lon: number } => m.lat !== null && m.lon !== null);
  const v = ansichtFuer(q, placed);
  return (
    <figure className="st-meldungen__karte">
      <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-labelledby="meldungen-karte-titel">
        <title id="meldungen-karte-titel">{`Stadtplan mit ${placed.length} ${placed.length === 1 ? 'Meldung' : 'Meldungen'}`}</title>
        <image href={`${KARTE_PFAD}/${q.art === 'kacheln' ? 'kacheln.png' : 'karte.svg'}?${kartenQuery(v)}`} x="0" y="0" width={W} height={H} />
        {placed.map((m) => {
          const p = latLonToPixel(q, v, m);
          return (
            <a
              key={m.id}
              href={meldungPath(m.id)}
              aria-label={`Meldung Nr. ${m.id}: ${m.kategorie_name}${m.adresse ? `, ${m.adresse}` : ''}, ${MELDUNG_STATUS_TITEL[m.status]}`}
            >
              <circle cx={p.x} cy={p.y} r="11" className={`st-meldungen__pin st-meldungen__pin--${m.status}`} />
              <text x={p.x} y={p.y + 4} textAnchor="middle" className="st-meldungen__pinnr">
                {m.id}
              </text>
            </a>
          );
        })}
      </svg>
      <figcaption>
        Die Zahlen auf {q.art === 'kacheln' ? 'der Karte' : 'dem Stadtplan'} sind die Nummern der Meldungen.
        {q.art === 'kacheln' ? ` Karte: ${q.namensnennung}.` : ''}
        {items.length > placed.length ? ` ${items.length - placed.length} ohne Position stehen nur in der Liste.` : ''}
      </figcaption>
    </figure>
  );
}
