import type { Part } from '../../part';
import { migrations } from './schema';
import { operations } from './api';

/** Images of the media list (medium) and their originals. */
export const medienPart: Part = {
  name: 'medien',
  migrations,
  operations,
  seed: [{ name: 'Medienliste', table: 'medium', load: async () => (await import('./demo/seed')).work }],
};
