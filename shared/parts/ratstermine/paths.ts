/** Addresses of the council-meeting pages and calendar files (used by the CMS, loaders and pages alike). */
import { TOWN } from '../../site/town';
import { makeSlug } from '../../format/slug-id';
import { slugify } from '../../format/text';
import type { RatstermineZeitraum } from './contract';

export type { RatstermineZeitraum };

export const RATSTERMINE_PATH = `/${TOWN.slug}/ratstermine/`;

export const ratsterminPath = (slug: string) => `${RATSTERMINE_PATH}${slug}`;

/** The list with its filters; the defaults (all bodies, upcoming, page 1) are left out of the address. */
export function ratstermineListPath(filter: { gremium?: string | null; zeitraum?: RatstermineZeitraum; seite?: number } = {}): string {
  const q = new URLSearchParams();
  if (filter.gremium) q.set('gremium', filter.gremium);
  if (filter.zeitraum === 'vergangen') q.set('zeitraum', 'vergangen');
  if (filter.seite && filter.seite > 1) q.set('seite', String(filter.seite));
  const s = q.toString();
  return s ? `${RATSTERMINE_PATH}?${s}` : RATSTERMINE_PATH;
}

/** URL key of a body (Gremium) in query strings: 'Technischer Ausschuss' → 'technischer-ausschuss'. */
export const gremiumKey = (gremium: string) => slugify(gremium);

/** Slug of a meeting: 'sitzung-gemeinderat-2026-12-15_6006' (body and day, then the id). */
export const ratsterminSlug = (gremium: string, datum: string, id: number) => makeSlug(`Sitzung ${gremium} ${datum.slice(0, 10)}`, id);

export const ratsterminIcsPath = (id: number) => `/api/cms/ratstermine/${id}/ics`;

/** The subscribable calendar of upcoming meetings, of one body or of all. */
export const ratstermineFeedPath = (gremium: string | null) => `/api/cms/ratstermine/kalender${gremium ? `?gremium=${encodeURIComponent(gremium)}` : ''}`;

export { webcalUrl } from '../../site/webcal';
