import type { Part } from '../../part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';

/** Council meetings (Ratstermine): meetings with agendas and documents, the bodies, iCalendar files. */
export const ratsterminePart: Part = {
  name: 'ratstermine',
  migrations,
  operations,
  search,
  seed: [{ name: 'Ratstermine', table: 'ratstermin', load: async () => (await import('./demo/seed')).work }],
};
