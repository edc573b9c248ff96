import type { SeedWork } from '../../../../../server/cms/seed/step';
import { insertPages } from './insert';
import { stadtSeiten } from './stadt-seiten';
import { stadtUnterseiten } from './stadt-unterseiten';

/** The pages of /musterstadt, /stadtleben, /wirtschaft and /gaeste and their topic sub-pages. */
export const work: SeedWork = {
  run: (ctx) => insertPages(ctx, [...stadtSeiten, ...stadtUnterseiten]),
};
