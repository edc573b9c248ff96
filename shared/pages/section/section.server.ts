import type { Loader } from '../../routing/types';
import { heroList, seiteDetail, type HeroSlide, type Seite } from '../../contract/seiten';
import { isNewsPage, newsList, type NewsItem } from '../../contract/nachrichten';
import { found } from '../../routing/errors';
import { firstSegment } from '../../site/sections';
import { HERO_MAX_SLIDES } from '../../site/constants';

export interface SectionHomeData {
  /** First path segment: selects the hero set (spec §2.5) and the section's extras. */
  bereich: string;
  seite: Seite;
  hero: HeroSlide[];
  /** Latest Rathausnachrichten on the town-hall home, otherwise empty. */
  news: NewsItem[];
}

/** Sections whose home shows their latest news, with the news category. */
const SECTION_NEWS: Record<string, string> = { rathaus: 'rathausnachrichten' };
const SECTION_NEWS_COUNT = 4;

/**
 * Home of a section or mini-site: its editorial page (required: no page, 404), its own hero set and,
 * for the town hall, the latest news (both optional: a failure leaves them out).
 */
export const sectionHomeLoader: Loader<SectionHomeData> = async ({ cms, pathname }) => {
  const bereich = firstSegment(pathname);
  const rubrik = SECTION_NEWS[bereich];
  const [seite, hero, news] = await Promise.all([
    cms.load(seiteDetail, { query: { pfad: pathname } }),
    cms.get(heroList, { params: { bereich } }),
    rubrik ? cms.get(newsList, { params: { rubrik }, query: { seite: 1, pro_seite: SECTION_NEWS_COUNT } }) : Promise.resolve(null),
  ]);
  const page = found(seite).data;
  return {
    title: page.titel,
    description: page.beschreibung,
    data: {
      bereich,
      seite: page,
      hero: (hero?.data ?? []).slice(0, HERO_MAX_SLIDES),
      news: news && isNewsPage(news) ? news.data : [],
    },
  };
};
