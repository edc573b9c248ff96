/** Shapes of the demo archive. Dates are 'YYYY-MM-DD'. */
import type { SeedDownload } from '../../../../../server/cms/files/demo/documents';

export interface SeedArchivDokument extends SeedDownload {
  /** Date of the document version: 'YYYY-MM-DD'. */
  stand: string;
}

export interface SeedArchiv {
  id: number;
  titel: string;
  beschreibung?: string;
  gueltig_von: string;
  /** null = valid without end. */
  gueltig_bis: string | null;
  dokumente: SeedArchivDokument[];
}

/** Archive topic. Ids 30, 31, 32 and 33 (the fire brigade's downloads) are public; id 4 (and others with intranet: true) are staff-only. */
export interface SeedArchivThema {
  id: number;
  thema: string;
  intranet: boolean;
  archiv: SeedArchiv[];
}
