/**
 * Reading the course of a town's streets from an OpenStreetMap extract (ADR 59): GeoJSON of the
 * `highway` ways (as osmtogeojson, ogr2ogr, QGIS, osmium export or overpass turbo write it) or
 * Overpass JSON (`out geom;`, or ways with node ids and their nodes: `out body; >; out skel qt;`).
 *
 * What it gives: each named road as its lines, points as [longitude, latitude] with six decimals
 * (about 10 cm). Ways without `highway` (rivers, boundaries, railways) and without `name` are left
 * out and counted; nothing else is guessed here (matching names to the town's streets is the kind's).
 */
import { ImportError, type ImportNotice } from './errors';

/** [longitude, latitude], as GeoJSON orders them. */
export type LonLat = [number, number];
/** A street's course: its lines (ways), each at least two points. */
export type Verlauf = LonLat[][];

export interface StreetGeometry {
  /** Each name as written in the file, with its lines (in the file's order). */
  strassen: Map<string, Verlauf>;
  notices: ImportNotice[];
}

/** More ways than any town has; an extract of a whole region is refused with a hint. */
const MAX_WAYS = 50_000;
const r6 = (v: number) => Math.round(v * 1e6) / 1e6;

type Tags = Record<string, unknown>;

function point(v: unknown): LonLat | null {
  if (!Array.isArray(v) || v.length < 2) return null;
  const [lon, lat] = v as unknown[];
  if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon) || !Number.isFinite(lat)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return [r6(lon), r6(lat)];
}

function line(points: readonly (LonLat | null)[]): LonLat[] | null {
  const out: LonLat[] = [];
  for (const p of points) {
    if (!p) return null;
    const last = out.at(-1);
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out.length >= 2 ? out : null;
}

/** The tags of a GeoJSON feature: in `properties`, or in `properties.tags` (some exporters nest them). */
function tagsOf(properties: unknown): Tags {
  if (!properties || typeof properties !== 'object') return {};
  const p = properties as Tags;
  return p.tags && typeof p.tags === 'object' ? { ...p, ...(p.tags as Tags) } : p;
}

class Collector {
  readonly strassen = new Map<string, Verlauf>();
  ohneHighway = 0;
  ohneName = 0;
  kaputt = 0;
  ways = 0;

  add(tags: Tags, lines: (LonLat[] | null)[]): void {
    if (++this.ways > MAX_WAYS)
      throw new ImportError('size', `Die Datei enthält mehr als ${MAX_WAYS.toLocaleString('de-DE')} Wege; bitte nur die Straßen der Stadt exportieren.`);
    if (typeof tags.highway !== 'string' || !tags.highway) {
      this.ohneHighway++;
      return;
    }
    const name = typeof tags.name === 'string' ? tags.name.trim() : '';
    if (!name) {
      this.ohneName++;
      return;
    }
    const ok = lines.filter((l): l is LonLat[] => l !== null);
    if (ok.length < lines.length) this.kaputt++;
    if (!ok.length) return;
    const have = this.strassen.get(name) ?? [];
    have.push(...ok);
    this.strassen.set(name, have);
  }

  result(): StreetGeometry {
    const notices: ImportNotice[] = [];
    if (this.ohneHighway) notices.push({ message: `${this.ohneHighway} Linie(n) ohne „highway“ (Gewässer, Grenzen, Bahnlinien …) ausgelassen.` });
    if (this.ohneName) notices.push({ message: `${this.ohneName} Weg(e) ohne Namen ausgelassen.` });
    if (this.kaputt) notices.push({ message: `${this.kaputt} Weg(e) mit ungültigen Koordinaten ganz oder teilweise ausgelassen.` });
    if (this.strassen.size === 0)
      throw new ImportError(
        'format',
        'Die Datei enthält keine benannten Straßen (Linien mit „highway“ und „name“). Bitte die Straßen der Stadt als GeoJSON oder Overpass-JSON exportieren.',
      );
    return { strassen: this.strassen, notices };
  }
}

function readGeoJson(doc: Tags): StreetGeometry {
  const c = new Collector();
  const features = doc.type === 'FeatureCollection' ? doc.features : doc.type === 'Feature' ? [doc] : null;
  if (!Array.isArray(features)) throw new ImportError('format', 'Die GeoJSON-Datei enthält keine FeatureCollection.');
  for (const f of features as Tags[]) {
    const g = (f?.geometry ?? null) as Tags | null;
    if (!g || (g.type !== 'LineString' && g.type !== 'MultiLineString')) continue;
    const parts = g.type === 'LineString' ? [g.coordinates] : Array.isArray(g.coordinates) ? g.coordinates : [];
    c.add(
      tagsOf(f.properties),
      (parts as unknown[]).map((l) => (Array.isArray(l) ? line(l.map(point)) : null)),
    );
  }
  return c.result();
}

function readOverpass(doc: Tags): StreetGeometry {
  const c = new Collector();
  const elements = doc.elements as Tags[];
  const nodes = new Map<number, LonLat | null>();
  for (const e of elements) if (e?.type === 'node' && typeof e.id === 'number') nodes.set(e.id, point([e.lon, e.lat]));
  for (const e of elements) {
    if (e?.type !== 'way') continue;
    const tags = (e.tags ?? {}) as Tags;
    let pts: (LonLat | null)[] | null = null;
    if (Array.isArray(e.geometry)) pts = (e.geometry as Tags[]).map((p) => point([p?.lon, p?.lat]));
    else if (Array.isArray(e.nodes)) pts = (e.nodes as unknown[]).map((id) => (typeof id === 'number' ? (nodes.get(id) ?? null) : null));
    c.add(tags, [pts ? line(pts) : null]);
  }
  return c.result();
}

/** The named roads of an OpenStreetMap extract (GeoJSON or Overpass JSON), else an `ImportError`. */
export function readStreetGeometry(bytes: Uint8Array): StreetGeometry {
  let doc: unknown;
  try {
    doc = JSON.parse(
      Buffer.from(bytes)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );
  } catch {
    throw new ImportError('format', 'Die Datei ist kein JSON (erwartet: GeoJSON oder Overpass-JSON der Straßen).');
  }
  if (!doc || typeof doc !== 'object') throw new ImportError('format', 'Die Datei ist weder GeoJSON noch Overpass-JSON.');
  const d = doc as Tags;
  if (Array.isArray(d.elements)) return readOverpass(d);
  if (d.type === 'FeatureCollection' || d.type === 'Feature') return readGeoJson(d);
  throw new ImportError('format', 'Die Datei ist weder GeoJSON (FeatureCollection) noch Overpass-JSON (elements).');
}
