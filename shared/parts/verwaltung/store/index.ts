import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';

/** Town hall and Wegweiser: offices, staff, procedures A–Z, life situations and forms. */
export const verwaltungPart: Part = {
  name: 'verwaltung',
  migrations,
  operations,
  search,
  seed: [{ name: 'Verwaltung und Wegweiser', kind: 'demo', table: 'amt', load: async () => (await import('./demo/seed')).work }],
};
