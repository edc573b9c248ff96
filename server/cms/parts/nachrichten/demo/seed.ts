import type { SeedWork } from '../../../seed/step';
import { insertNews, type SeedRubrik } from './insert';
import { news } from './news';

/** The categories of the first release and their news (demo/news.ts). */
export const RUBRIKEN: readonly SeedRubrik[] = [
  { id: 1, url: 'buergernachrichten', titel: 'Bürgernachrichten' },
  { id: 2, url: 'rathausnachrichten', titel: 'Rathausnachrichten' },
  { id: 3, url: 'jugendnachrichten', titel: 'Jugendnachrichten' },
  { id: 4, url: 'seniorennachrichten', titel: 'Seniorennachrichten' },
  { id: 5, url: 'corona-meldungen', titel: 'Corona-Meldungen' },
  { id: 6, url: 'integrationaktuell', titel: 'Integration aktuell' },
  { id: 7, url: 'inklusionaktuell', titel: 'Inklusion aktuell' },
  { id: 8, url: 'wahlen', titel: 'Wahlen' },
];

export const work: SeedWork = {
  run: (ctx) => insertNews(ctx, RUBRIKEN, news),
};
