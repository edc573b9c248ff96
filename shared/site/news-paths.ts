import { TOWN } from './town';

/** Where each news category lives on the site (the CMS knows categories, the site knows paths). */
export const NEWS_PATHS: Record<string, string> = {
  buergernachrichten: '/rathaus/buergernachrichten/',
  rathausnachrichten: '/rathaus/rathausnachrichten/',
  'corona-meldungen': '/rathaus/corona-meldungen/',
  jugendnachrichten: '/stadtleben/jugendnachrichten/',
  seniorennachrichten: '/stadtleben/seniorennachrichten/',
  integrationaktuell: '/stadtleben/integrationaktuell/',
  inklusionaktuell: '/stadtleben/inklusionaktuell/',
  wahlen: `/${TOWN.slug}/wahlen/`,
  buergermeister: `/${TOWN.slug}/buergermeister-news/`,
  klimaschutz: '/wirtschaft/klimaschutz-neuigkeiten/',
};

/** The categories' names, as their lists and feeds are titled. */
export const NEWS_TITLES: Record<string, string> = {
  buergernachrichten: 'Bürgernachrichten',
  rathausnachrichten: 'Rathausnachrichten',
  'corona-meldungen': 'Corona-Meldungen',
  jugendnachrichten: 'Jugendnachrichten',
  seniorennachrichten: 'Seniorennachrichten',
  integrationaktuell: 'Integration aktuell',
  inklusionaktuell: 'Inklusion aktuell',
  wahlen: 'Wahlen',
  buergermeister: 'Neuigkeiten der Bürgermeisterin',
  klimaschutz: 'Klimaschutz-Neuigkeiten',
};

export function newsListPath(rubrik: string): string {
  return NEWS_PATHS[rubrik] ?? '/rathaus/buergernachrichten/';
}

export function newsDetailPath(rubrik: string, slug: string): string {
  return `${newsListPath(rubrik)}${slug}`;
}
