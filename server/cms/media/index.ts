import type { Part } from '../part';
import { migrations } from './schema';
import { operations } from './api';
import { MEDIA_DIR } from '../seed/dirs';

/** Images of the media list (medium) and their originals. */
export const medienPart: Part = {
  name: 'medien',
  migrations,
  files: [{ table: 'medium', column: 'datei', folder: MEDIA_DIR }],
  operations,
  seed: [
    {
      name: 'Medienliste',
      kind: 'demo',
      table: 'medium',
      // Pending while a demo image has no row yet: a database from before the portraits gets theirs.
      pending: async (ctx) => (await (await import('./demo/seed-check')).missingMedia(ctx)).length > 0,
      load: async () => (await import('./demo/seed')).work,
    },
  ],
};
