import type { Loader } from '../../routing/types';
import { seiteDetail, type Seite } from '../seiten/contract';
import { verfahrenBuchstaben } from './contract';

export interface ServicebwData {
  seite: Seite | null;
  buchstaben: string[] | null;
}

/** /servicebw/: the area's introduction from the CMS and the ways into it. */
export const servicebwLoader: Loader<ServicebwData> = async ({ cms }) => {
  const [seite, buchstaben] = await Promise.all([cms.get(seiteDetail, { query: { pfad: '/servicebw/' } }), cms.get(verfahrenBuchstaben)]);
  // Without its editorial page (a new site): the area under its name, without an introduction.
  const page = seite?.data ?? null;
  return {
    title: page?.titel ?? 'Service-BW',
    description: page?.beschreibung,
    data: { seite: page, buchstaben: buchstaben ? buchstaben.data.filter((b) => b.anzahl > 0).map((b) => b.buchstabe) : null },
  };
};
