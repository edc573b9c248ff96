import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';

/** Construction sites (Baustellen) with their phases, and the town's plots (Flächen). */
export const baustellenPart: Part = {
  name: 'baustellen',
  migrations,
  operations,
  search,
  seed: [{ name: 'Baustellen und Flächen', kind: 'demo', table: 'baustelle', load: async () => (await import('./demo/seed')).work }],
};
