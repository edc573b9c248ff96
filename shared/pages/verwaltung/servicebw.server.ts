import type { Loader } from '../../routing/types';
import { seiteDetail, type Seite } from '../../contract/seiten';
import { verfahrenBuchstaben } from '../../contract/verwaltung';
import { found } from '../../routing/errors';

export interface ServicebwData {
  seite: Seite;
  buchstaben: string[] | null;
}

/** /servicebw/: the area's introduction from the CMS and the ways into it. */
export const servicebwLoader: Loader<ServicebwData> = async ({ cms }) => {
  const [seite, buchstaben] = await Promise.all([
    cms.load(seiteDetail, { query: { pfad: '/servicebw/' } }),
    cms.get(verfahrenBuchstaben),
  ]);
  const page = found(seite).data;
  return {
    title: page.titel,
    description: page.beschreibung,
    data: { seite: page, buchstaben: buchstaben ? buchstaben.data.filter((b) => b.anzahl > 0).map((b) => b.buchstabe) : null },
  };
};
