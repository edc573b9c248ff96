import { slugify } from '../format/text';
import { makeSlug } from '../format/slug-id';
import { newsDetailPath } from './news-paths';

/**
 * Site addresses of content, in one place: pages link with them, the CMS returns them as detailURL
 * (spec §3) and the search index stores them as hit URLs.
 */
export const paths = {
  /**
   * An editorial page by its stored path ('/wirtschaft/windenergie/faq_2613/'): pages addressed by
   * slug and id are linked without the trailing slash, as the menus write them.
   */
  seite: (pfad: string) => (/_\d+\/$/.test(pfad) ? pfad.slice(0, -1) : pfad),
  amt: (id: number, titel: string) => `/rathaus/fachaemter/${makeSlug(titel, id)}`,
  mitarbeiter: (id: number, vorname: string, nachname: string) => `/rathaus/mitarbeiter/${makeSlug(`${vorname} ${nachname}`, id)}`,
  /** Procedures live under their letter: /rathaus/wegweiser/verfahren/a/anmeldung-des-wohnsitzes_1002 */
  verfahren: (id: number, titel: string) => `/rathaus/wegweiser/verfahren/${letterOf(titel)}/${makeSlug(titel, id)}`,
  verfahrenBuchstabe: (buchstabe: string) => `/rathaus/wegweiser/verfahren/${buchstabe}`,
  lebenslage: (url: string) => `/rathaus/wegweiser/${url}`,
  formulare: () => '/rathaus/wegweiser/formulare',
  news: (rubrik: string, slug: string) => newsDetailPath(rubrik, slug),
  amtsblatt: () => '/rathaus/amtsblatt/',
  servicebwFachbereich: (id: number) => `/servicebw/fachbereiche/${id}`,
  servicebwMitarbeiter: (id: number) => `/servicebw/mitarbeiter/${id}`,
  servicebwLeistung: (id: number, titel: string) => `/servicebw/${letterOf(titel)}/${makeSlug(titel, id)}`,
};

/** The A–Z letter of a title: its first letter, umlauts under their base letter (DIN 5007), 'a'..'z'. */
export function letterOf(titel: string): string {
  const first = slugify(titel.trim().slice(0, 1)).slice(0, 1);
  return /^[a-z]$/.test(first) ? first : '0';
}

export const ALPHABET = 'abcdefghijklmnopqrstuvwxyz'.split('');
