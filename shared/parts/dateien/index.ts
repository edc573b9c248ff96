import type { SitePart } from '../part';
import { store } from './store.server';

/**
 * Stored documents and their downloads, with their text for the search and the read-aloud. Other parts
 * store documents with `storeDokument` and read a PDF's text with `extractPdfText` (both exported
 * below). The documents of the demo content come with the parts they belong to (demo/documents.ts
 * writes them).
 */
export const dateien = {
  name: 'dateien',
  tags: {
    Dateien: 'Documents and images.',
  },
  store,
} satisfies SitePart;
