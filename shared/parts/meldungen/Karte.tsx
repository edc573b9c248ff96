import { TOWN } from '../../site/town';
import { MELDUNG_STATUS_TITEL, meldungPath } from './values';
import type { MeldungKurz } from './contract';

const W = 640;
const H = 400;
const PAD = 24;

/**
 * The map view without JavaScript: the approved reports as pins in an SVG drawn by our server, each a
 * link to its report with its category and status as its name. The pins span the reports' area (at
 * least a few hundred metres around the town hall); the list beside the map names the same reports.
 */
export function Karte({ items }: { items: readonly MeldungKurz[] }) {
  const placed = items.filter((m) => m.lat !== null && m.lon !== null);
  const lats = [...placed.map((m) => m.lat!), TOWN.geo.lat - 0.004, TOWN.geo.lat + 0.004];
  const lons = [...placed.map((m) => m.lon!), TOWN.geo.lon - 0.006, TOWN.geo.lon + 0.006];
  const [s, n, w, e] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const x = (lon: number) => PAD + ((lon - w) / (e - w)) * (W - 2 * PAD);
  const y = (lat: number) => PAD + ((n - lat) / (n - s)) * (H - 2 * PAD);
  return (
    <figure className="st-meldungen__karte">
      <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-labelledby="meldungen-karte-titel">
        <title id="meldungen-karte-titel">{`Karte mit ${placed.length} ${placed.length === 1 ? 'Meldung' : 'Meldungen'}`}</title>
        <rect x="0" y="0" width={W} height={H} className="st-meldungen__kartengrund" />
        <g>
          <circle cx={x(TOWN.geo.lon)} cy={y(TOWN.geo.lat)} r="5" className="st-meldungen__rathaus" />
          <text x={x(TOWN.geo.lon) + 8} y={y(TOWN.geo.lat) + 4} className="st-meldungen__kartentext">
            Rathaus
          </text>
        </g>
        {placed.map((m) => (
          <a
            key={m.id}
            href={meldungPath(m.id)}
            aria-label={`Meldung Nr. ${m.id}: ${m.kategorie_name}${m.adresse ? `, ${m.adresse}` : ''}, ${MELDUNG_STATUS_TITEL[m.status]}`}
          >
            <circle cx={x(m.lon!)} cy={y(m.lat!)} r="9" className={`st-meldungen__pin st-meldungen__pin--${m.status}`} />
            <text x={x(m.lon!)} y={y(m.lat!) + 4} textAnchor="middle" className="st-meldungen__pinnr">
              {m.id}
            </text>
          </a>
        ))}
      </svg>
      <figcaption>
        Die Nummern auf der Karte sind die Nummern der Meldungen.{' '}
        {items.length > placed.length ? `${items.length - placed.length} Meldungen ohne Kartenposition stehen nur in der Liste.` : ''}
      </figcaption>
    </figure>
  );
}
