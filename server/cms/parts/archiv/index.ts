import type { Part } from '../../part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';

/** Archive topics (notices, statutes, tenders) and the intranet archive, with their entries and documents. */
export const archivPart: Part = {
  name: 'archiv',
  migrations,
  operations,
  search,
  seed: [{ name: 'Archiv', table: 'archiv_thema', load: async () => (await import('./demo/seed')).work }],
};
