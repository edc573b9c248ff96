import type { Part } from '../part';
import { migrations } from './schema';
import { operations } from './api';
import { volltextJob } from './volltext-job';
import { FILES_DIR } from '../seed/dirs';

/**
 * Stored documents and their downloads, with their text for the search and the read-aloud. Other parts
 * store documents with `storeDokument` and read a PDF's text with `extractPdfText` (both exported
 * below). The documents of the demo content come with the parts they belong to (demo/documents.ts
 * writes them).
 */
export const dateienPart: Part = {
  name: 'dateien',
  // dateien-1 (shipped) refers to the tables of news and the archive: their documents' owners.
  after: ['nachrichten', 'archiv'],
  migrations,
  files: [{ table: 'dokument', column: 'speicherpfad', folder: FILES_DIR }],
  operations,
  jobs: [volltextJob],
};

export { storeDokument, DokumentError, safeFileName, type NewDokument } from './store';
export { extractPdfText, PdfError } from './text';
