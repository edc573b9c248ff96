import type { Loader } from '../../routing/types';
import type { ItemResponse, Seite } from '../../api/types';
import { found } from '../../routing/errors';

/** An editorial page addressed by its path (section landing pages, information pages). */
export const contentLoader: Loader<{ seite: Seite }> = async ({ cms, pathname }) => {
  const res = found(await cms.load<ItemResponse<Seite>>('/cms/seite', { pfad: pathname }));
  return { title: res.data.titel, description: res.data.beschreibung, data: { seite: res.data } };
};
