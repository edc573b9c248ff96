import type { Loader } from '../../../routing/types';
import { seiteDetail, type Seite } from '../contract';
import { found, redirect } from '../../../routing/errors';
import { MOVED_PAGES } from '../../../site/moved';

/**
 * An editorial page addressed by its path (section landing pages, information pages, topic pages and
 * their sub-pages). A sub-page addressed by an outdated slug with the right id ('…/alter-titel_2601')
 * moves permanently to its current address, and so does an address the specification names for a page
 * kept elsewhere (shared/site/moved.ts).
 */
export const contentLoader: Loader<{ seite: Seite }> = async ({ cms, pathname, query }) => {
  const res = await cms.load(seiteDetail, { query: { pfad: pathname } });
  const requested = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const search = query.toString();
  const moveTo = (target: string): never => redirect(search ? `${target}?${search}` : target, 301);
  // An address the specification names for a page that lives elsewhere.
  if (!res) return moveTo(found(MOVED_PAGES[requested]));
  if (res.data.pfad !== requested) moveTo(pathname.endsWith('/') ? res.data.pfad : res.data.pfad.slice(0, -1));
  return { title: res.data.titel, description: res.data.beschreibung, data: { seite: res.data } };
};
