/**
 * Shapes of the demo content that seeds the embedded CMS on first start.
 * Content is data: components never hold editorial text. Field names follow the
 * German domain words of the CMS contract (spec §3, §7).
 *
 * Dates are local Europe/Berlin wall-clock times written as 'YYYY-MM-DDTHH:mm'
 * (or 'YYYY-MM-DD' for whole days).
 */

/** A downloadable file (written by the dateien part's helper). */
export type { SeedDownload } from '../parts/dateien/demo/documents';

export interface SeedIntranetText {
  id: number;
  titel: string;
  /** URL slug of the text, unique within its category. */
  url: string;
  /** Simple HTML: <p>, <h2>, <h3>, <ul>/<ol>/<li>, <strong>, <a href="/...">. No inline styles. */
  text: string;
  datum_von: string;
}

export interface SeedIntranetRubrik {
  id: number;
  /** URL slug used in GET /api/cms/intranet/rubrik/{url}. */
  url: string;
  titel: string;
  texte: SeedIntranetText[];
}

export interface SeedIntranetUser {
  vorname: string;
  nachname: string;
  email: string;
  /** Demo password, only ever used by the demo seed. */
  passwort: string;
}
