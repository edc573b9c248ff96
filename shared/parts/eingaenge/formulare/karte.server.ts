import { abfallStrassen, abfallStrassenVerlauf } from '../../abfall/contract';
import { meldungenOeffentlich } from '../../meldungen/contract';
import { TOWN } from '../../../site/town';
import { field } from '../../../routing/action';
import type { CmsClient, SiteFeed } from '../../../routing/types';
import { adresseText, pruefeAdresse, zerlegeAdresse, type Adresse, type Strasse } from '../../../map/address';
import { abstandM, aufDerKarte, begrenzt, pixelToLatLon, zoomStufen, ZOOM, type Ansicht, type KartenQuelle, type Punkt } from '../../../map/projection';
import { addressPoint, nearestStreet, strassenDerKarte, type NaechsteStrasse } from '../../../map/streets';
import { naechsterVerlauf, verlaufMitte, type Verlauf } from '../../../map/verlauf';
import { kachelnBereit } from '../../../map/kacheln.server';
import { kategorieVon, parsePosition, positionWert } from './definitions';
import { KARTE_BILD, KARTE_FELD, KARTE_GROSS, KARTE_KLEIN, type KarteData, type MeldungInDerNaehe } from './karte';

/**
 * The damage form's place (ADR 52), on the server: the map's steps without JavaScript (a click on the
 * map image, zoom and pan buttons, "show the address on the map"), the town's streets for the
 * address check, the nearest street of a marked point and the reports nearby. Each step answers with
 * the form again and every value kept; nothing is stored until the form is sent.
 */

const quelle = (): KartenQuelle | undefined => TOWN.karte;
/** The map this server draws itself (the demo town's geometry). */
export const eigeneKarte = () => quelle()?.art === 'stadtplan';
/**
 * A map whose image comes from this server, so that the steps without JavaScript work: the drawn
 * map, or the town's own tile server's tiles composed here (ADR 59).
 */
export const serverKarte = () => eigeneKarte() || quelle()?.art === 'kacheln';

/** A street of the town, with its course where an OpenStreetMap extract brought it (ADR 59). */
export type StrasseDerStadt = Strasse & { verlauf?: Verlauf };

/**
 * The town's streets: the waste calendar's (every street of a real town) with their course where it
 * is known, and the drawn map's; null when the calendar could not be read (then no address is refused).
 */
export async function strassenListe(cms: CmsClient): Promise<StrasseDerStadt[] | null> {
  const [res, verlauf] = await Promise.all([cms.get(abfallStrassen), eigeneKarte() ? Promise.resolve(null) : cms.get(abfallStrassenVerlauf)]);
  const karte = eigeneKarte() ? strassenDerKarte() : [];
  if (!res) return karte.length ? karte : null;
  const verlaeufe = new Map((verlauf?.data ?? []).map((v) => [`${v.name}|${v.ortsteil}`, v.verlauf]));
  const all: StrasseDerStadt[] = [
    ...res.data.map((s) => {
      const v = verlaeufe.get(`${s.name}|${s.ortsteil}`);
      return v ? { name: s.name, ortsteil: s.ortsteil, verlauf: v } : { name: s.name, ortsteil: s.ortsteil };
    }),
    ...karte,
  ];
  const seen = new Set<string>();
  return all.filter((s) => {
    const k = `${s.name}|${s.ortsteil}`;
    return seen.has(k) ? false : (seen.add(k), true);
  });
}

/**
 * The point of an address: on the drawn map its house (ADR 52); in a real town the middle of its
 * street's course, since house numbers are not modelled (ADR 51, 59); null without either.
 */
export function punktDerAdresse(a: Adresse, strassen: readonly StrasseDerStadt[] | null): Punkt | null {
  if (eigeneKarte()) return addressPoint(a);
  const s = strassen?.find((x) => x.name === a.strasse && (!a.ortsteil || x.ortsteil === a.ortsteil) && x.verlauf);
  return s?.verlauf ? verlaufMitte(s.verlauf) : null;
}

/** The street nearest to a point: on the drawn map with its house number, in a real town by the streets' course (no number). */
export function naechsteStrasse(p: Punkt, strassen: readonly StrasseDerStadt[] | null): NaechsteStrasse | null {
  if (eigeneKarte()) return nearestStreet(p);
  const mit = (strassen ?? []).filter((s): s is StrasseDerStadt & { verlauf: Verlauf } => !!s.verlauf);
  const n = naechsterVerlauf(mit, p);
  return n ? { ...n, nummer: '' } : null;
}

/** The view shown with the form: from its hidden fields, else around the marked point or the town hall. */
export function ansichtAus(
  values: Readonly<Record<string, string | string[]>>,
  position: string,
  groesse: { breite: number; hoehe: number } = KARTE_GROSS,
): Ansicht {
  const q = quelle() ?? { art: 'stadtplan' };
  const lat = Number(field(values, '_karte_lat', 20));
  const lon = Number(field(values, '_karte_lon', 20));
  const zoom = Number(field(values, '_karte_z', 4));
  const p = parsePosition(position);
  const start = ZOOM[q.art === 'stadtplan' ? 'stadtplan' : 'kacheln'].start;
  const ok = field(values, '_karte_lat') !== '' && Number.isFinite(lat) && Number.isFinite(lon) && Number.isFinite(zoom);
  return begrenzt(q, ok ? { lat, lon, zoom, ...groesse } : { ...(p ?? TOWN.geo), zoom: start, ...groesse });
}

/** 'Hauptstraße 12, Bombach' ('Hauptstraße, Bombach' in a real town) for a point near a street of the map, else ''. */
export function adresseBei(position: string, strassen: readonly StrasseDerStadt[] | null = null): string {
  const p = parsePosition(position);
  const s = p ? naechsteStrasse(p, strassen) : null;
  return s && s.abstandM <= 100 ? adresseText({ strasse: s.name, ortsteil: s.ortsteil, nummer: s.nummer }, true) : '';
}

/** The form's map data for its page. */
export async function karteData(
  cms: CmsClient,
  values: Readonly<Record<string, string | string[]>>,
  werte: Readonly<Record<string, string>>,
): Promise<KarteData> {
  const position = werte.position ?? '';
  const p = parsePosition(position);
  // A former category key (a form cached before the renaming) is read as its successor, as on sending.
  const kategorie = werte.kategorie ? kategorieVon(werte.kategorie) : '';
  const [strassen, naehe] = await Promise.all([strassenListe(cms), p && kategorie ? inDerNaehe(cms, kategorie, position) : Promise.resolve([])]);
  const s = p ? naechsteStrasse(p, strassen) : null;
  const ansicht = ansichtAus(values, position);
  const q = quelle();
  // The town's own tile server: its tiles for both images fetched now, so a server that is down gives
  // the address field and a German message instead of a broken image (ADR 59).
  const ausfall =
    q?.art === 'kacheln' ? !(await Promise.all([kachelnBereit(q, ansicht), kachelnBereit(q, { ...ansicht, ...KARTE_KLEIN })])).every(Boolean) : false;
  return {
    ansicht,
    ausfall,
    markiert: s,
    strassen: [...new Set((strassen ?? []).map((x) => x.name))].sort((a, b) => a.localeCompare(b, 'de')),
    naehe,
    gesehen: field(values, '_naehe_gesehen') === '1',
  };
}

/** Reports nearby: within this distance (metres) … */
export const NAEHE_M = 50;
/** … and reported in these last days. */
export const NAEHE_TAGE = 90;

/**
 * The public reports nearby (FixMyStreet's "Ist das Ihr Anliegen?"): of the same category, within
 * 50 m, reported in the last 90 days, nearest first, at most five. Only approved reports are public,
 * so only they are suggested; none when the store cannot say.
 */
export async function inDerNaehe(cms: CmsClient, kategorie: string, position: string, now = new Date()): Promise<MeldungInDerNaehe[]> {
  const p = parsePosition(position);
  if (!p) return [];
  const res = await cms.get(meldungenOeffentlich, { query: { kategorie, nur_karte: true, pro_seite: 300 } });
  const seit = new Date(now.getTime() - NAEHE_TAGE * 86_400_000).toISOString();
  return (res?.data ?? [])
    .filter((m) => m.lat !== null && m.lon !== null && m.erstellt >= seit)
    .map((m) => ({ ...m, abstand_m: Math.round(abstandM(p, { lat: m.lat!, lon: m.lon! })) }))
    .filter((m) => m.abstand_m <= NAEHE_M)
    .sort((a, b) => a.abstand_m - b.abstand_m)
    .slice(0, 5);
}

export const KLICK_OHNE_PUNKT =
  'Die Karte wurde ohne Mausklick ausgelöst, daher kennen wir die Stelle nicht. Bitte geben Sie Straße und Hausnummer ein und wählen Sie „Adresse auf der Karte zeigen“.';
export const AUSSERHALB = 'Diese Stelle liegt außerhalb der Stadt. Bitte markieren Sie eine Stelle auf der Karte der Stadt.';
export const ADRESSE_FEHLT = 'Bitte geben Sie zuerst Straße und Hausnummer ein.';
export const ADRESSE_OHNE_PUNKT = (a: string) =>
  `Die Adresse „${a}“ kennen wir, auf unserer Karte finden wir diese Hausnummer aber nicht. Bitte markieren Sie die Stelle auf der Karte.`;

export interface KartenSchritt {
  werte: Record<string, string>;
  errors: Record<string, string>;
  /** The hidden fields of the view to show next. */
  ansicht: Record<string, string>;
}

/**
 * A step on the map instead of a send: a click on one of the map images (`karte.x`/`karte.y`, or the
 * small image's), one of its buttons (`_karte`: plus, minus, norden, sueden, westen, osten, adresse,
 * entfernen). Null when the form was sent.
 */
export function kartenSchritt(
  fields: Readonly<Record<string, string | string[]>>,
  werte: Record<string, string>,
  strassen: readonly StrasseDerStadt[] | null,
): KartenSchritt | null {
  const q = quelle();
  const bild = (['gross', 'klein'] as const).find((g) => field(fields, `${KARTE_BILD[g]}.x`) !== '');
  const knopf = field(fields, KARTE_FELD, 20);
  if (!bild && !knopf) return null;
  const errors: Record<string, string> = {};
  const next = { ...werte };
  let view = ansichtAus(fields, werte.position ?? '', bild === 'klein' ? KARTE_KLEIN : KARTE_GROSS);
  const karte = q ?? ({ art: 'stadtplan' } as KartenQuelle);
  const schritt = (dx: number, dy: number) => {
    view = begrenzt(karte, { ...view, ...pixelToLatLon(karte, view, view.breite / 2 + dx * view.breite * 0.5, view.hoehe / 2 + dy * view.hoehe * 0.5) });
  };
  if (bild && serverKarte()) {
    const x = Number(field(fields, `${KARTE_BILD[bild]}.x`, 10));
    const y = Number(field(fields, `${KARTE_BILD[bild]}.y`, 10));
    if (!Number.isFinite(x) || !Number.isFinite(y) || (x === 0 && y === 0)) errors.position = KLICK_OHNE_PUNKT;
    else {
      const p = pixelToLatLon(karte, view, Math.min(view.breite, Math.max(0, x)), Math.min(view.hoehe, Math.max(0, y)));
      if (!aufDerKarte(karte, p)) errors.position = AUSSERHALB;
      else {
        next.position = positionWert(p.lat, p.lon);
        // The address of the point, unless the person has written the place already.
        if (!next.ort) next.ort = adresseBei(next.position, strassen);
      }
    }
  } else if (knopf === 'plus' || knopf === 'minus') {
    const z = zoomStufen(karte);
    view = begrenzt(karte, { ...view, zoom: Math.min(z.max, Math.max(z.min, view.zoom + (knopf === 'plus' ? 1 : -1))) });
  } else if (knopf === 'norden') schritt(0, -1);
  else if (knopf === 'sueden') schritt(0, 1);
  else if (knopf === 'westen') schritt(-1, 0);
  else if (knopf === 'osten') schritt(1, 0);
  else if (knopf === 'entfernen') next.position = '';
  else if (knopf === 'adresse') {
    const gefunden = ortFinden(next.ort ?? '', strassen);
    if ('fehler' in gefunden) errors.ort = gefunden.fehler;
    else if (!gefunden.punkt) errors.ort = ADRESSE_OHNE_PUNKT(gefunden.text);
    else {
      next.position = positionWert(gefunden.punkt.lat, gefunden.punkt.lon);
      next.ort = gefunden.text;
      view = begrenzt(karte, { ...view, ...gefunden.punkt, zoom: Math.max(view.zoom, zoomStufen(karte).start) });
    }
  }
  return { werte: next, errors, ansicht: { _karte_lat: String(view.lat), _karte_lon: String(view.lon), _karte_z: String(view.zoom) } };
}

/**
 * Typed text as a place: the address among the town's streets with its point on the drawn map (null
 * where the map has none), or the German message for an unknown street.
 */
export function ortFinden(
  ort: string,
  strassen: readonly StrasseDerStadt[] | null,
): { fehler: string } | { text: string; punkt: { lat: number; lon: number } | null } {
  if (!ort.trim()) return { fehler: ADRESSE_FEHLT };
  if (!strassen) return { text: ort, punkt: null };
  const r = pruefeAdresse(ort, strassen);
  if ('fehler' in r) return r;
  const text = adresseText(r.adresse, strassen.filter((s) => s.name === r.adresse.strasse).length > 1);
  return { text, punkt: punktDerAdresse(r.adresse, strassen) };
}

/**
 * On sending: a place typed as "street number" whose street the town does not know is refused with
 * the names that come close (a description without a number is taken as it is); a known address
 * without a marked point gives the point.
 */
export function ortBeimSenden(werte: Record<string, string>, strassen: readonly StrasseDerStadt[] | null): { fehler?: string; position?: string } {
  const ort = werte.ort ?? '';
  if (!strassen || !ort || !zerlegeAdresse(ort).nummer) return {};
  const r = pruefeAdresse(ort, strassen);
  if ('fehler' in r) return r.fehler.startsWith('Die Straße') ? { fehler: r.fehler } : {};
  if (werte.position) return {};
  const p = punktDerAdresse(r.adresse, strassen);
  return p ? { position: positionWert(p.lat, p.lon) } : {};
}

const KOORDINATE = /^-?\d{1,3}(?:\.\d{1,8})?$/;

/**
 * The nearest street of a pin for the map's live region (with JavaScript) in a town with its own tile
 * server: from the streets' courses in the store, without a house number (ADR 59). The drawn map's
 * town answers the same address from its geometry (server/map/routes.ts), so this answers only there.
 */
export const strasseDerKarte: SiteFeed = {
  path: '/karte/strasse.json',
  async render({ query, cms }) {
    if (quelle()?.art !== 'kacheln') return null;
    const lat = query.get('lat') ?? '';
    const lon = query.get('lon') ?? '';
    if (!KOORDINATE.test(lat) || !KOORDINATE.test(lon)) return null;
    const strasse = naechsteStrasse({ lat: Number(lat), lon: Number(lon) }, await strassenListe(cms));
    return { contentType: 'application/json; charset=utf-8', body: JSON.stringify({ strasse }) };
  },
};
