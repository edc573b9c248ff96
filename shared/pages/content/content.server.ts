import type { Loader } from '../../routing/types';
import { seiteDetail, type Seite } from '../../contract/seiten';
import { found, redirect } from '../../routing/errors';

/**
 * An editorial page addressed by its path (section landing pages, information pages, topic pages and
 * their sub-pages). A sub-page addressed by an outdated slug with the right id ('…/alter-titel_2601')
 * moves permanently to its current address.
 */
export const contentLoader: Loader<{ seite: Seite }> = async ({ cms, pathname, query }) => {
  const res = found(await cms.load(seiteDetail, { query: { pfad: pathname } }));
  const requested = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (res.data.pfad !== requested) {
    const target = pathname.endsWith('/') ? res.data.pfad : res.data.pfad.slice(0, -1);
    const search = query.toString();
    redirect(search ? `${target}?${search}` : target, 301);
  }
  return { title: res.data.titel, description: res.data.beschreibung, data: { seite: res.data } };
};
