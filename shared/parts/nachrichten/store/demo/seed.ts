import type { SeedWork } from '../../../../../server/cms/seed/step';
import { RUBRIKEN as ALL_RUBRIKEN } from '../basis';
import { insertNews, type SeedRubrik } from './insert';
import { news } from './news';

/** The categories of the first release (the basis step's, ../basis.ts) and their news (demo/news.ts). */
export const RUBRIKEN = ALL_RUBRIKEN.slice(0, 8) as readonly SeedRubrik[];

export const work: SeedWork = {
  run: (ctx) => insertNews(ctx, RUBRIKEN, news),
};
