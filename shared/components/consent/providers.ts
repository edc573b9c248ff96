/**
 * The third-party services the site embeds with two-click consent (ARCHITECTURE.md "Privacy"): who
 * they are, what a visitor transfers to them and where their privacy policy is. The demo's booking
 * portal and hiking portal are fictional like the town and its tour ids; a town enters its real
 * contract partners here (names, origins, policy links) and their keys through the environment
 * (BOOKING_WIDGET_URL, TOURENPORTAL_KEY in server/config.ts).
 *
 * Plain module: the pages, the consent component and the server's CSP all read it.
 */
import { TOWN } from '../../site/town';

export type ProviderId = 'openstreetmap' | 'buchung' | 'tourenportal';

export interface ConsentProvider {
  id: ProviderId;
  /** Name shown in „Inhalt von {name} laden“. */
  name: string;
  /** Operator and its seat, for the data-protection notice. */
  betreiber: string;
  /** What the browser transfers when the content loads. */
  daten: string;
  /** The provider's privacy policy. */
  datenschutz: string;
  /** The provider's public start page (shown when the service is not set up). */
  startseite: string;
}

export const OPENSTREETMAP: ConsentProvider = {
  id: 'openstreetmap',
  name: 'OpenStreetMap',
  betreiber: 'OpenStreetMap Foundation, Vereinigtes Königreich',
  daten: 'Ihre IP-Adresse, Angaben zu Ihrem Browser und der gezeigte Kartenausschnitt',
  datenschutz: 'https://osmfoundation.org/wiki/Privacy_Policy',
  startseite: 'https://www.openstreetmap.org/',
};

export const BUCHUNGSPORTAL: ConsentProvider = {
  id: 'buchung',
  name: 'Buchungsportal Schwarzwald',
  betreiber: 'Schwarzwald Buchungsservice GmbH, Deutschland',
  daten: 'Ihre IP-Adresse, Angaben zu Ihrem Browser, Ihre Suchangaben (Reisezeitraum, Personen) und Cookies des Portals',
  datenschutz: 'https://www.schwarzwald-buchung.example/datenschutz',
  // The portal's page of the town (its destination).
  startseite: `https://www.schwarzwald-buchung.example/${TOWN.slug}`,
};

export const TOURENPORTAL: ConsentProvider & { origin: string } = {
  id: 'tourenportal',
  name: 'Tourenportal Schwarzwald',
  betreiber: 'Tourenportal Schwarzwald GmbH, Deutschland',
  daten: 'Ihre IP-Adresse, Angaben zu Ihrem Browser und die angezeigte Tour; das Portal lädt dazu ein Skript und Kartendaten',
  datenschutz: 'https://www.tourenportal-schwarzwald.example/datenschutz',
  startseite: 'https://www.tourenportal-schwarzwald.example/',
  origin: 'https://www.tourenportal-schwarzwald.example',
};

export const PROVIDERS: Record<ProviderId, ConsentProvider> = {
  openstreetmap: OPENSTREETMAP,
  buchung: BUCHUNGSPORTAL,
  tourenportal: TOURENPORTAL,
};

/**
 * OpenStreetMap's tile server: the map of the damage report draws its tiles from here after consent
 * (always allowed in the CSP's img-src, like OpenStreetMap's frame).
 */
export const OSM_TILE_ORIGIN = 'https://tile.openstreetmap.org';

export function osmTileUrl(z: number, x: number, y: number): string {
  return `${OSM_TILE_ORIGIN}/${z}/${x}/${y}.png`;
}

/** OpenStreetMap's embeddable map around a point with a marker (no key needed). */
export function osmEmbedUrl(lat: number, lon: number, span = 0.012): string {
  const f = (n: number) => n.toFixed(5);
  const bbox = [lon - span, lat - span / 2, lon + span, lat + span / 2].map(f).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${f(lat)},${f(lon)}`;
}

/** The same place on openstreetmap.org (the link without consent or JavaScript). */
export function osmPageUrl(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lon.toFixed(5)}#map=15/${lat.toFixed(5)}/${lon.toFixed(5)}`;
}

/** The portal's script that renders one tour into the element it is inserted in. */
export function tourScriptUrl(key: string, tourId: string): string {
  return `${TOURENPORTAL.origin}/embed/tour.js?key=${encodeURIComponent(key)}&tour=${encodeURIComponent(tourId)}&lang=de`;
}

/** The tour's public page in the portal. */
export function tourPageUrl(tourId: string): string {
  return `${TOURENPORTAL.origin}/touren/${encodeURIComponent(tourId)}`;
}

/**
 * Content-Security-Policy sources for the consented embeds: OpenStreetMap's map frame always, the
 * booking widget's frame and the portal's script (and the frames it opens) only when configured.
 * The page itself never loads from them before consent; the CSP only permits it afterwards.
 * It is the same on every page, because client-side navigation keeps the first page's CSP.
 */
export function embedCspSources(settings: { bookingWidgetUrl: string | null; tourenportalKey: string | null }): { frameSrc: string[]; scriptSrc: string[] } {
  const frameSrc = ['https://www.openstreetmap.org'];
  const scriptSrc: string[] = [];
  if (settings.bookingWidgetUrl) frameSrc.push(new URL(settings.bookingWidgetUrl).origin);
  if (settings.tourenportalKey) {
    frameSrc.push(TOURENPORTAL.origin);
    scriptSrc.push(TOURENPORTAL.origin);
  }
  return { frameSrc: [...new Set(frameSrc)], scriptSrc };
}
