import type { Part } from '../../part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';

/** The weekly official gazette (Amtsblatt): its issues with their PDFs. */
export const amtsblattPart: Part = {
  name: 'amtsblatt',
  migrations,
  operations,
  search,
  seed: [{ name: 'Amtsblatt', table: 'amtsblatt', load: async () => (await import('./demo/seed')).work }],
};
