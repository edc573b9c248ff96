import { TOWN } from './town';

/**
 * The districts (Ortsteile) and their village administrations (Ortsverwaltungen) of the town file,
 * for the district pages' sidebar (spec §2.4). Each district has two CMS pages addressed by slug and
 * id: the administration page and the history page (/{slug}/{key}-verwaltung_{id}).
 */
export type DistrictKey = string;

/** Which of a district's two pages is shown. */
export type DistrictPage = 'verwaltung' | 'geschichte';

export interface District {
  key: DistrictKey;
  name: string;
  ortsverwaltung: { name: string; street: string; zip: string; city: string };
  phone: string;
  /** Page ids of the administration and the history page. */
  ids: Record<DistrictPage, number>;
  paths: Record<DistrictPage, string>;
}

export const DISTRICTS: Readonly<Record<DistrictKey, District>> = Object.fromEntries(
  TOWN.districts.map((d) => [
    d.key,
    {
      key: d.key,
      name: d.name,
      ortsverwaltung: { name: `Ortsverwaltung ${d.name}`, ...d.administration },
      phone: d.phone,
      ids: { ...d.pages },
      paths: { verwaltung: `/${TOWN.slug}/${d.key}-verwaltung_${d.pages.verwaltung}`, geschichte: `/${TOWN.slug}/${d.key}-geschichte_${d.pages.geschichte}` },
    } satisfies District,
  ]),
);

/** The districts' names as a German list: 'Bombach, Hecklingen und Nordweil' ('' without districts). */
export function districtNames(): string {
  const names = Object.values(DISTRICTS).map((d) => d.name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} und ${names.at(-1)}` : (names[0] ?? '');
}

export function isDistrictKey(s: string | undefined): s is DistrictKey {
  return s !== undefined && Object.hasOwn(DISTRICTS, s);
}

/** The district and page a page id belongs to (590 → Bombach, Verwaltung), or null. */
export function districtPageById(id: number): { district: DistrictKey; page: DistrictPage } | null {
  for (const d of Object.values(DISTRICTS)) {
    if (d.ids.verwaltung === id) return { district: d.key, page: 'verwaltung' };
    if (d.ids.geschichte === id) return { district: d.key, page: 'geschichte' };
  }
  return null;
}
