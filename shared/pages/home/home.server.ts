import type { Loader } from '../../routing/types';
import { heroList, type HeroSlide } from '../../parts/seiten/contract';
import { isNewsPage, newsList, type NewsItem } from '../../parts/nachrichten/contract';
import { HERO_MAX_SLIDES } from '../../site/constants';
import { townOrganization } from '../../site/structured-data';
import { TOWN } from '../../site/town';

export interface HomeData {
  hero: HeroSlide[];
  news: NewsItem[];
  rathausNews: NewsItem[];
}

export const homeLoader: Loader<HomeData> = async ({ cms, origin }) => {
  const [hero, news, rathausNews] = await Promise.all([
    cms.get(heroList, { params: { bereich: 'start' } }),
    cms.get(newsList, { params: { rubrik: 'buergernachrichten' }, query: { seite: 1, pro_seite: 3 } }),
    cms.get(newsList, { params: { rubrik: 'rathausnachrichten' }, query: { seite: 1, pro_seite: 4 } }),
  ]);
  return {
    title: '',
    // The town as an organisation, with its address, phone and opening hours, for search engines.
    meta: { jsonLd: [townOrganization(origin)] },
    description: `Offizielle Website der ${TOWN.officialName}: Bürgerservice, Aktuelles, Veranstaltungen und Tourismus.`,
    data: {
      hero: (hero?.data ?? []).slice(0, HERO_MAX_SLIDES),
      news: news && isNewsPage(news) ? news.data : [],
      rathausNews: rathausNews && isNewsPage(rathausNews) ? rathausNews.data : [],
    },
  };
};
