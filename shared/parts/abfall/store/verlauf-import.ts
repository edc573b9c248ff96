import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/cms/schema';
import type { ImportKind } from '../../../../server/cms/import/apply';
import { ImportError } from '../../../../server/cms/import/errors';
import { streetKey } from '../../../../server/cms/import/streets';
import { readStreetGeometry, type LonLat } from '../../../../server/cms/import/street-geometry';
import { verlaufLaengeM } from '../../../map/verlauf';

const db = (d: Kysely<Database>) => d;

/** What the reader gave: each name of the file with its lines. */
interface VerlaufRecords {
  strassen: [string, LonLat[][]][];
}

const M_PER_DEG = 111_320;
/** Squared local distance between two points (for the nearest district: only the order counts). */
function d2(a: LonLat, b: LonLat): number {
  const dx = (a[0] - b[0]) * Math.cos((a[1] * Math.PI) / 180) * M_PER_DEG;
  const dy = (a[1] - b[1]) * M_PER_DEG;
  return dx * dx + dy * dy;
}

/** One way once (the same way twice, or once reversed, in an extract of overlapping areas), in a fixed order. */
function normalised(lines: readonly LonLat[][]): LonLat[][] {
  const seen = new Map<string, LonLat[]>();
  for (const l of lines) {
    const fwd = JSON.stringify(l);
    const rev = JSON.stringify([...l].reverse());
    const key = fwd < rev ? fwd : rev;
    if (!seen.has(key)) seen.set(key, fwd < rev ? l : [...l].reverse());
  }
  return [...seen.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([, l]) => l);
}

const mitte = (l: readonly LonLat[]) => l[Math.floor(l.length / 2)]!;

/**
 * The course of the town's streets (ADR 59) from an OpenStreetMap extract: each named road of the
 * file is matched to the town's streets (the waste calendar's) by `streetKey` ('Hauptstr.',
 * 'HAUPTSTRASSE' and 'Hauptstraße' are one street); a name two districts share gets each of its ways
 * in the district whose other streets lie nearest. Names the town does not know are reported, and so
 * are the town's streets the file leaves without a course; a street the file does not name keeps the
 * course it had. The same file read again changes nothing.
 */
export const verlaufImport: ImportKind<VerlaufRecords> = {
  name: 'strassen-geo',
  titel: 'Straßenverläufe',
  beschreibung:
    'Der Verlauf der Straßen aus einem OpenStreetMap-Auszug (GeoJSON der Wege mit „highway“ und „name“, oder Overpass-JSON): Damit erhält eine Meldung, die nur mit Straße und Hausnummer abgegeben wird, eine Stelle auf der Karte.',
  eingabe: 'datei',
  dateitypen: '.geojson,.json,application/geo+json,application/json',
  async read(input) {
    if (!input.bytes || input.bytes.length === 0) throw new ImportError('format', 'Die Datei ist leer.');
    const { strassen, notices } = readStreetGeometry(input.bytes);
    return { records: { strassen: [...strassen] }, notices, quelle: null, stand: null };
  },
  async apply(w, records) {
    const d = db(w.db);
    const rows = await d.selectFrom('abfall_strasse').select(['id', 'name', 'ortsteil']).orderBy('id').execute();
    const byKey = new Map<string, typeof rows>();
    for (const r of rows) byKey.set(streetKey(r.name), [...(byKey.get(streetKey(r.name)) ?? []), r]);
    const probleme: string[] = [];
    const unknown: string[] = [];
    // The lines of each street of the town (name key | district), and the ways of names two districts share.
    const lines = new Map<string, LonLat[][]>();
    const shared: { key: string; ortsteile: string[]; line: LonLat[] }[] = [];
    for (const [name, ls] of records.strassen) {
      const key = streetKey(name);
      const known = byKey.get(key);
      if (!known) {
        unknown.push(name);
        continue;
      }
      const ortsteile = [...new Set(known.map((r) => r.ortsteil))].sort();
      if (ortsteile.length === 1) lines.set(`${key}|${ortsteile[0]}`, [...(lines.get(`${key}|${ortsteile[0]}`) ?? []), ...ls]);
      else for (const line of ls) shared.push({ key, ortsteile, line });
    }
    // A shared name's way goes to the district whose streets (the unshared ones of this file) lie nearest.
    const punkte = new Map<string, LonLat[]>();
    for (const [k, ls] of lines) {
      const ortsteil = k.slice(k.indexOf('|') + 1);
      punkte.set(ortsteil, [...(punkte.get(ortsteil) ?? []), ...ls.flat()]);
    }
    const ohneZuordnung = new Set<string>();
    for (const s of shared) {
      const m = mitte(s.line);
      let best: { ortsteil: string; d: number } | null = null;
      for (const o of s.ortsteile) for (const p of punkte.get(o) ?? []) if (!best || d2(m, p) < best.d) best = { ortsteil: o, d: d2(m, p) };
      if (!best) {
        ohneZuordnung.add(byKey.get(s.key)![0]!.name);
        continue;
      }
      lines.set(`${s.key}|${best.ortsteil}`, [...(lines.get(`${s.key}|${best.ortsteil}`) ?? []), s.line]);
    }
    if (unknown.length)
      probleme.push(
        `${unknown.length === 1 ? 'Diese Straße der Datei kennt' : `Diese ${unknown.length} Straßen der Datei kennt`} die Stadt nicht (Straßenverzeichnis des Abfallkalenders); ihr Verlauf wurde nicht übernommen: ${unknown.sort((a, b) => a.localeCompare(b, 'de')).join(', ')}.`,
      );
    if (ohneZuordnung.size)
      probleme.push(
        `Diese Straßen gibt es in mehreren Ortsteilen, und die Datei enthält keine anderen Straßen dieser Ortsteile, nach denen sich ihr Verlauf zuordnen ließe: ${[...ohneZuordnung].join(', ')}.`,
      );
    let ohne = 0;
    const ohneNamen: string[] = [];
    for (const r of rows) {
      const ls = lines.get(`${streetKey(r.name)}|${r.ortsteil}`);
      if (!ls) {
        const had = await d.selectFrom('abfall_strasse').select('verlauf').where('id', '=', r.id).executeTakeFirst();
        if (!had?.verlauf) {
          ohne++;
          if (ohneNamen.length < 30) ohneNamen.push(`${r.name} (${r.ortsteil})`);
        }
        continue;
      }
      const verlauf = normalised(ls);
      await w.update(
        'abfall_strasse',
        { id: Number(r.id) },
        { verlauf: JSON.stringify(verlauf) },
        {
          was: 'Straßenverlauf',
          titel: `${r.name}, ${r.ortsteil} (${verlauf.length} ${verlauf.length === 1 ? 'Weg' : 'Wege'}, ${verlaufLaengeM(verlauf).toLocaleString('de-DE')} m)`,
        },
      );
    }
    if (ohne)
      probleme.push(
        `${ohne === 1 ? 'Diese Straße der Stadt hat' : `Diese ${ohne} Straßen der Stadt haben`} weiterhin keinen Verlauf (Meldungen dort erhalten keine Stelle auf der Karte): ${ohneNamen.join(', ')}${ohne > ohneNamen.length ? ' …' : ''}.`,
      );
    return { probleme };
  },
};
