import type { Part } from '../../part';
import { migrations } from './schema';
import { operations } from './api';

/**
 * Stored documents and their downloads. The documents of the demo content come with the parts they
 * belong to (demo/documents.ts writes them).
 */
export const dateienPart: Part = {
  name: 'dateien',
  migrations,
  operations,
};
