import type { SitePart } from '../part';
import { warnhinweisArt } from './desk';
import { store } from './store.server';

/**
 * The warning banner in the header of every layout (ADR 16): written on the editorial desk, shown
 * while it is published and valid, gone by itself at its end. No demo content: a town has none until
 * something happens.
 */
export const warnhinweis = {
  name: 'warnhinweis',
  tags: {
    Warnhinweis: 'The warning banner of every page (flood, storm, water supply) while it is valid.',
  },
  desk: [warnhinweisArt],
  store,
} satisfies SitePart;
