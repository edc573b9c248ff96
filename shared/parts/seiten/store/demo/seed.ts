import type { SeedWork } from '../../../../../server/cms/seed/step';
import { insertPages } from './insert';
import { infoSeiten } from './info-seiten';
import { minisitePages } from './minisite-pages';
import { pages } from './pages';

/** The pages of the first release: sections, information pages and the mini-sites. */
export const work: SeedWork = {
  run: (ctx) => insertPages(ctx, [...pages, ...minisitePages, ...infoSeiten]),
};
