import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';

/** Weather of the header (spec §7 /api/wetter). */
export const wetterPart: Part = {
  name: 'wetter',
  migrations,
  operations,
  seed: [{ name: 'Wetter', kind: 'demo', table: 'wetter', load: async () => (await import('./demo/seed')).work }],
};
