/**
 * Shapes of the demo news. Dates are local Europe/Berlin wall-clock times written as
 * 'YYYY-MM-DDTHH:mm' (or 'YYYY-MM-DD' for whole days).
 */
import type { SeedDownload } from '../../../../../server/cms/files/demo/documents';

/** News categories (aktuelles_rubrik) the site knows. */
export type NewsRubrik =
  | 'buergernachrichten'
  | 'rathausnachrichten'
  | 'jugendnachrichten'
  | 'seniorennachrichten'
  | 'corona-meldungen'
  | 'integrationaktuell'
  | 'inklusionaktuell'
  | 'wahlen'
  | 'buergermeister'
  | 'klimaschutz';

export interface SeedNews {
  /** Unique across all news, 1000..4999. */
  id: number;
  rubrik: NewsRubrik;
  titel: string;
  /** One or two sentences, plain text. */
  teaser: string;
  /** Body as simple HTML: <p>, <h2>, <h3>, <ul>/<ol>/<li>, <strong>, <a href="/...">. No inline styles. */
  text: string;
  datum_von: string;
  datum_bis?: string;
  /** Key of an image from the media list (server/cms/media/demo/media.ts), optional. */
  bild?: string;
  /** Honest description of the image for screen readers. Required when bild is set. */
  bild_alt?: string;
  downloads?: SeedDownload[];
  /** Lower sorts first among items of the same date. Default 0. */
  sortierung?: number;
}
