/**
 * Addresses of the business directory and its outside links, used by the CMS (entry URLs), the
 * loaders and the pages alike (a plain module: browser code may import it).
 */
import type { GewerbeAdresse } from './contract';

export const GEWERBE_PATH = '/wirtschaft/gewerbeverzeichnis/';
/** The self-entry form (not part of the directory pages). */
export const GEWERBEEINTRAG_PATH = '/wirtschaft/gewerbeeintrag/';
/** Entries per page of the directory lists. */
export const GEWERBE_PAGE_SIZE = 20;

export const gewerbeRubrikPath = (rubrik: string) => `${GEWERBE_PATH}${rubrik}`;
export const gewerbeEntryPath = (rubrik: string, slug: string) => `${GEWERBE_PATH}${rubrik}/${slug}`;

/** The directory's start page filtered by a letter of the A–Z bar. */
export const gewerbeLetterPath = (buchstabe: string) => `${GEWERBE_PATH}?buchstabe=${encodeURIComponent(buchstabe)}`;

/** Street, postcode and town on one line: 'Sägewerkstraße 4, 79999 Musterstadt'. */
export function shortAddress(a: GewerbeAdresse): string {
  return [a.street, [a.zip, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * The maps route link (spec §7: the address parts joined) to OpenStreetMap's route planner. Only a
 * link: the page itself loads nothing from the map service.
 */
export function routeHref(a: GewerbeAdresse): string {
  return `https://www.openstreetmap.org/directions?to=${encodeURIComponent(shortAddress(a))}`;
}

/** A web address without scheme and trailing slash, for showing: 'www.schreinerei-kuenzle.example'. */
export function webLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
