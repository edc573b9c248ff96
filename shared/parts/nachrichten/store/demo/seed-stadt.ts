import type { SeedWork } from '../../../../../server/cms/seed/step';
import { insertNews, type SeedRubrik } from './insert';
import { newsStadt } from './news-stadt';

/** The mayor's and the climate news (demo/news-stadt.ts), added to a database that may hold news already. */
export const STADT_RUBRIKEN: readonly SeedRubrik[] = [
  { id: 9, url: 'buergermeister', titel: 'Neuigkeiten der Bürgermeisterin' },
  { id: 10, url: 'klimaschutz', titel: 'Klimaschutz-Neuigkeiten' },
];

export const work: SeedWork = {
  run: (ctx) => insertNews(ctx, STADT_RUBRIKEN, newsStadt),
};
