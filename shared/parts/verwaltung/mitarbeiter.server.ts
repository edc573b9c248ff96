import type { CmsClient, Loader } from '../../routing/types';
import { seiteDetail } from '../seiten/contract';
import { mitarbeiterDetail, mitarbeiterList, type MitarbeiterDetail, type MitarbeiterListItem } from './contract';
import { found, notFound, redirect } from '../../routing/errors';
import { slugId } from '../../format/slug-id';
import { letterOf, paths } from '../../site/paths';
import { letterLabel, personName, type Bereich } from './links';
import { checkSeite, letterQuery, samePath } from './params.server';
import { pageParam } from '../../contract/paging';
import { TOWN } from '../../site/town';

export interface MitarbeiterListData {
  bereich: Bereich;
  /** Heading of the list (the document title adds letter and page). */
  titel: string;
  intro: string | null;
  /** Selected letter of the surname, or null for everybody. */
  buchstabe: string | null;
  /** Letters that have staff; null when unknown (then every letter is a link). */
  buchstaben: string[] | null;
  items: MitarbeiterListItem[];
  seite: number;
  seiten: number;
  gesamt: number;
}

const PER_PAGE = 20;
/** The CMS gives at most 100 per request; the letter bar reads at most this many pages of them. */
const LETTER_SCAN_PAGES = 10;

/**
 * Initial letters of all surnames, for the letter bar (umlauts under their base letter, as the CMS
 * filters them). Optional: when the CMS fails, null.
 */
async function surnameLetters(cms: CmsClient): Promise<string[] | null> {
  const first = await cms.get(mitarbeiterList, { query: { seite: 1, pro_seite: 100 } });
  if (!first) return null;
  const more = Math.min(first.meta?.seiten ?? 1, LETTER_SCAN_PAGES);
  const rest = await Promise.all(Array.from({ length: more - 1 }, (_, i) => cms.get(mitarbeiterList, { query: { seite: i + 2, pro_seite: 100 } })));
  if (rest.some((r) => r === null)) return null;
  const all = [first, ...rest].flatMap((r) => r?.data ?? []);
  return [...new Set(all.map((m) => letterOf(m.nachname)))].sort();
}

const LIST_TITLES: Record<Bereich, string> = { rathaus: 'Mitarbeiterinnen und Mitarbeiter', servicebw: 'Ansprechpersonen' };

/** /rathaus/mitarbeiter/ and /servicebw/mitarbeiter: staff A–Z by surname (query buchstabe), paged. */
export function mitarbeiterListLoader(bereich: Bereich): Loader<MitarbeiterListData> {
  return async ({ cms, query, pathname }) => {
    const seite = pageParam(query);
    const buchstabe = letterQuery(query);
    const [list, buchstaben, intro] = await Promise.all([
      cms.load(mitarbeiterList, { query: { buchstabe: buchstabe ?? undefined, seite, pro_seite: PER_PAGE } }),
      surnameLetters(cms),
      bereich === 'rathaus' ? cms.get(seiteDetail, { query: { pfad: pathname } }) : Promise.resolve(null),
    ]);
    const res = found(list);
    const seiten = res.meta?.seiten ?? 1;
    checkSeite(seite, seiten);
    const base = intro?.data.titel ?? LIST_TITLES[bereich];
    const title = [base, buchstabe ? `Buchstabe ${letterLabel(buchstabe)}` : null, seite > 1 ? `Seite ${seite}` : null].filter(Boolean).join(', ');
    return {
      title,
      description: intro?.data.beschreibung ?? `Ansprechpersonen der ${TOWN.administration} mit Funktion, Durchwahl und E-Mail-Adresse.`,
      // The service area shows the town hall's list: search engines find it there.
      canonical: bereich === 'servicebw' ? '/rathaus/mitarbeiter/' : undefined,
      data: {
        bereich,
        titel: base,
        intro: intro?.data.inhalt ?? null,
        buchstabe,
        buchstaben,
        items: res.data,
        seite,
        seiten,
        gesamt: res.meta?.gesamt ?? res.data.length,
      },
    };
  };
}

export interface MitarbeiterDetailData {
  bereich: Bereich;
  person: MitarbeiterDetail;
}

/** One person: /rathaus/mitarbeiter/{slug_id} or /servicebw/mitarbeiter/{id}. */
export function mitarbeiterDetailLoader(bereich: Bereich): Loader<MitarbeiterDetailData> {
  return async ({ cms, params, pathname }) => {
    const id = slugId(bereich === 'servicebw' ? params.id : params.slug);
    if (id === 0) notFound();
    const person = found(await cms.load(mitarbeiterDetail, { params: { id } })).data;
    const canonical = bereich === 'servicebw' ? paths.servicebwMitarbeiter(person.id) : person.url;
    if (!samePath(pathname, canonical)) redirect(canonical, 301);
    const name = personName(person);
    const funktionen = person.aemter.map((a) => `${a.funktion}, ${a.amt.titel}`).join('; ');
    return { title: name, description: funktionen ? `${name}: ${funktionen}` : name, canonical: person.url, data: { bereich, person } };
  };
}
