import type { SitePart } from '../part';
import { store } from './store.server';

/**
 * The store's own setup records (ADR 31): the seed steps that ran, by name, and the rows of the demo
 * content. The seeder (server/cms/seed) writes them; the demo removal (server/cms/seed/remove.ts) reads
 * them. With CMS_URL the content is upstream and nothing is seeded: the part is not needed there.
 */
export const einrichtung = {
  name: 'einrichtung',
  store,
} satisfies SitePart;
