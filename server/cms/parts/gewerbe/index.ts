import type { Part } from '../../part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';

/** Business directory (Gewerbeverzeichnis): categories, entries, A–Z letters. */
export const gewerbePart: Part = {
  name: 'gewerbe',
  migrations,
  operations,
  search,
  seed: [{ name: 'Gewerbeverzeichnis', table: 'gewerbe', load: async () => (await import('./demo/seed')).work }],
};
