import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';

/** Tourism: accommodation (Unterkünfte), carnival clubs (Fasnetvereine) and hiking routes (Wanderwege). */
export const tourismusPart: Part = {
  name: 'tourismus',
  migrations,
  operations,
  search,
  seed: [{ name: 'Tourismus', kind: 'demo', table: 'unterkunft', load: async () => (await import('./demo/seed')).work }],
};
