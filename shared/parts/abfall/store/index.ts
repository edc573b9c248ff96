import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';
import { wasteEmpty, wasteImport } from './import';

/** Waste calendar (Abfallkalender): waste types, streets, collection dates and a calendar feed per street. */
export const abfallPart: Part = {
  name: 'abfall',
  migrations,
  operations,
  search,
  imports: [wasteImport],
  empty: wasteEmpty,
  seed: [{ name: 'Abfallkalender', kind: 'demo', table: 'abfallart', load: async () => (await import('./demo/seed')).work }],
};
