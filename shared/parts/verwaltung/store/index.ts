import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';
import { serviceImport, verwaltungEmpty } from './import';

/** Town hall and Wegweiser: offices, staff, procedures A–Z, life situations and forms. */
export const verwaltungPart: Part = {
  name: 'verwaltung',
  migrations,
  operations,
  search,
  imports: [serviceImport],
  empty: verwaltungEmpty,
  seed: [{ name: 'Verwaltung und Wegweiser', kind: 'demo', table: 'amt', load: async () => (await import('./demo/seed')).work }],
};
