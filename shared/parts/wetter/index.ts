import type { SitePart } from '../part';
import { store } from './store.server';

/** Weather of the header (spec §7 /api/wetter). */
export const wetter = {
  name: 'wetter',
  tags: {
    Wetter: 'Weather display in the header.',
  },
  store,
} satisfies SitePart;
