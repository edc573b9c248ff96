import { berlinDateTime, newsArticle } from '../../site/structured-data';
import { SHARE_SIZE } from '../../site/image-sizes';
import { imageUrl } from '../../components/media/CmsImage';
import type { Loader } from '../../routing/types';
import { isNewsPage, newsDetail, newsList, type NewsDetail, type NewsItem } from './contract';
import { found, notFound, redirect } from '../../routing/errors';
import { slugId } from '../../format/slug-id';
import { pageParam } from '../../contract/paging';
import { newsDetailPath } from '../../site/news-paths';
import { LIST_PAGE_SIZE, YEAR_LIST_PAGE_SIZE } from '../../site/constants';
import { TOWN } from '../../site/town';

export interface NewsListData {
  rubrik: string;
  items: NewsItem[];
  seite: number;
  seiten: number;
  gesamt: number;
  /** Selected year (datum), or null for all. */
  jahr: number | null;
  /** Years with news, newest first (only where the sidebar offers the year filter). */
  jahre: number[] | null;
}

export function yearParam(query: URLSearchParams): number | null {
  const v = query.get('datum');
  return v && /^(19|20)\d{2}$/.test(v) ? Number(v) : null;
}

export function newsListLoader(rubrik: string, title: string, options: { yearFilter?: boolean } = {}): Loader<NewsListData> {
  return async ({ cms, query }) => {
    const seite = pageParam(query);
    const jahr = yearParam(query);
    const [list, years] = await Promise.all([
      cms.load(newsList, {
        params: { rubrik },
        query: {
          seite,
          pro_seite: LIST_PAGE_SIZE,
          aktiv: jahr ? false : undefined,
          datum: jahr ? String(jahr) : undefined,
          order: ['datum_von DESC', 'sortierung ASC'],
        },
      }),
      // Spec §7: the year list call of the news sidebar.
      options.yearFilter
        ? cms.get(newsList, {
            params: { rubrik },
            query: { aktiv: false, group: ['Jahr'], order: ['datum_von DESC', 'sortierung ASC'], seite: 1, pro_seite: YEAR_LIST_PAGE_SIZE },
          })
        : Promise.resolve(null),
    ]);
    // Asked without `group`, the answer is a page of news (a year list instead counts as none).
    const answer = found(list);
    const data = found(isNewsPage(answer) ? answer : null);
    const seiten = data.meta.seiten;
    if (seite > seiten && seite > 1) notFound('Diese Seite der Liste gibt es nicht.');
    return {
      title: jahr ? `${title} aus dem Jahr ${jahr}` : title,
      description: `${title} der ${TOWN.officialName}`,
      data: {
        rubrik,
        items: data.data,
        seite,
        seiten,
        gesamt: data.meta.gesamt,
        jahr,
        jahre: years && !isNewsPage(years) ? [...new Set(years.data.map((y) => Number(y.datum_von.slice(0, 4))))].filter((y) => y > 0) : null,
      },
    };
  };
}

export interface NewsDetailData {
  item: NewsDetail;
}

export function newsDetailLoader(rubrik: string): Loader<NewsDetailData> {
  return async ({ cms, params, origin }) => {
    const id = slugId(params.slug);
    if (id === 0) notFound();
    const res = found(await cms.load(newsDetail, { params: { id } }));
    const item = res.data;
    if (item.rubrik !== rubrik) notFound();
    // An old or shortened slug with the right id leads to the current address.
    if (params.slug !== item.slug) redirect(newsDetailPath(item.rubrik, item.slug), 301);
    const url = newsDetailPath(item.rubrik, item.slug);
    const published = berlinDateTime(item.datum_von);
    return {
      title: item.titel,
      description: item.teaser,
      meta: {
        type: 'article',
        ...(item.bild ? { image: item.bild } : {}),
        published,
        modified: item.geaendert,
        jsonLd: [newsArticle(origin, { ...item, url }, item.bild ? imageUrl(item.bild.url, SHARE_SIZE.w, SHARE_SIZE.h) : null)],
      },
      data: { item },
    };
  };
}
