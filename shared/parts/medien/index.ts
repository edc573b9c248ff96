import type { SitePart } from '../part';
import { store } from './store.server';

/** Images of the media list (medium) and their originals. */
export const medien = {
  name: 'medien',
  store,
} satisfies SitePart;
