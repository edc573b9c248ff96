import { KARTE_PFAD, STADTPLAN_GEO, ZOOM, kartenQuery, latLonToPixel, type Ansicht, type KartenQuelle } from '../../map/projection';
import { MELDUNG_STATUS_TITEL, meldungPath } from './values';
import type { MeldungKurz } from './contract';

const W = 640;
const H = 400;
const STADTPLAN: KartenQuelle = { art: 'stadtplan' };

/** The closest view of the drawn town map that shows every point (the town hall when there is none). */
function ansichtFuer(punkte: readonly { lat: number; lon: number }[]): Ansicht {
  const lats = punkte.length ? punkte.map((p) => p.lat) : [STADTPLAN_GEO.lat];
  const lons = punkte.length ? punkte.map((p) => p.lon) : [STADTPLAN_GEO.lon];
  const mitte = { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lon: (Math.min(...lons) + Math.max(...lons)) / 2 };
  for (let zoom: number = ZOOM.stadtplan.max; zoom > ZOOM.stadtplan.min; zoom--) {
    const v = { ...mitte, zoom, breite: W, hoehe: H };
    const drin = punkte.every((p) => {
      const px = latLonToPixel(STADTPLAN, v, p);
      return px.x >= 16 && px.x <= W - 16 && px.y >= 24 && px.y <= H - 8;
    });
    if (drin) return v;
  }
  return { ...mitte, zoom: ZOOM.stadtplan.min, breite: W, hoehe: H };
}

/**
 * The map view without JavaScript: the town map drawn by our server (ADR 52) and on it the approved
 * reports as pins, each a link to its report named by number, category, place and status. The list
 * below the map names the same reports.
 */
export function Karte({ items }: { items: readonly MeldungKurz[] }) {
  const placed = items.filter((m): m is MeldungKurz & { lat: number; lon: number } => m.lat !== null && m.lon !== null);
  const v = ansichtFuer(placed);
  return (
    <figure className="st-meldungen__karte">
      <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-labelledby="meldungen-karte-titel">
        <title id="meldungen-karte-titel">{`Stadtplan mit ${placed.length} ${placed.length === 1 ? 'Meldung' : 'Meldungen'}`}</title>
        <image href={`${KARTE_PFAD}/karte.svg?${kartenQuery(v)}`} x="0" y="0" width={W} height={H} />
        {placed.map((m) => {
          const p = latLonToPixel(STADTPLAN, v, m);
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
        Die Zahlen auf dem Stadtplan sind die Nummern der Meldungen.
        {items.length > placed.length ? ` ${items.length - placed.length} ohne Position stehen nur in der Liste.` : ''}
      </figcaption>
    </figure>
  );
}
