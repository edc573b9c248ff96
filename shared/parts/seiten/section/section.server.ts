import type { Loader } from '../../../routing/types';
import { heroList, seiteDetail, type HeroSlide, type Seite } from '../contract';
import { isNewsPage, newsList, type NewsItem } from '../../nachrichten/contract';
import { firstSegment, layoutFor } from '../../../site/sections';
import { MENU_FRAME } from '../../../site/menu-frame';
import { normalizePath } from '../../../site/menu-state';
import { HERO_MAX_SLIDES } from '../../../site/constants';

export interface SectionHomeData {
  /** First path segment: selects the hero set (spec §2.5) and the section's extras. */
  bereich: string;
  /** Its editorial page (title and introduction), or null while the town has not written one. */
  seite: Seite | null;
  title: string;
  hero: HeroSlide[];
  /** Latest Rathausnachrichten on the town-hall home, otherwise empty. */
  news: NewsItem[];
}

/** Sections whose home shows their latest news, with the news category. */
const SECTION_NEWS: Record<string, string> = { rathaus: 'rathausnachrichten' };
const SECTION_NEWS_COUNT = 4;

/** The name of a section without a page of its own: its main-menu entry's, or the mini-site's. */
function sectionName(pathname: string): string {
  const layout = layoutFor(pathname);
  if (layout.kind === 'mini-site') return layout.site.name;
  return MENU_FRAME.main.find((m) => normalizePath(m.link) === normalizePath(pathname))?.name ?? layout.home.label;
}

/**
 * Home of a section or mini-site: its editorial page, its own hero set and, for the town hall, the
 * latest news. Each may be missing (a new site has none of them, ADR 31): the home then shows the
 * section's name and its menu.
 */
export const sectionHomeLoader: Loader<SectionHomeData> = async ({ cms, pathname }) => {
  const bereich = firstSegment(pathname);
  const rubrik = SECTION_NEWS[bereich];
  const [seite, hero, news] = await Promise.all([
    cms.get(seiteDetail, { query: { pfad: pathname } }),
    cms.get(heroList, { params: { bereich } }),
    rubrik ? cms.get(newsList, { params: { rubrik }, query: { seite: 1, pro_seite: SECTION_NEWS_COUNT } }) : Promise.resolve(null),
  ]);
  const page = seite?.data ?? null;
  const title = page?.titel ?? sectionName(pathname);
  return {
    title,
    description: page?.beschreibung,
    data: {
      bereich,
      seite: page,
      title,
      hero: (hero?.data ?? []).slice(0, HERO_MAX_SLIDES),
      news: news && isNewsPage(news) ? news.data : [],
    },
  };
};
