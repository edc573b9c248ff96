import type { Loader } from '../../routing/types';
import type { HeroSlide, ListResponse, NewsItem } from '../../api/types';
import { HERO_MAX_SLIDES } from '../../site/constants';

export interface HomeData {
  hero: HeroSlide[];
  news: NewsItem[];
  rathausNews: NewsItem[];
}

export const homeLoader: Loader<HomeData> = async ({ cms }) => {
  const [hero, news, rathausNews] = await Promise.all([
    cms.get<ListResponse<HeroSlide>>('/cms/hero/start'),
    cms.get<ListResponse<NewsItem>>('/cms/aktuelles_rubrik/buergernachrichten/aktuelles', { seite: 1, pro_seite: 3 }),
    cms.get<ListResponse<NewsItem>>('/cms/aktuelles_rubrik/rathausnachrichten/aktuelles', { seite: 1, pro_seite: 4 }),
  ]);
  return {
    title: '',
    description: 'Offizielle Website der Stadt Musterstadt im Schwarzwald: Bürgerservice, Aktuelles, Veranstaltungen und Tourismus.',
    data: {
      hero: (hero?.data ?? []).slice(0, HERO_MAX_SLIDES),
      news: news?.data ?? [],
      rathausNews: rathausNews?.data ?? [],
    },
  };
};
