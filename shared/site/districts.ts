import { TOWN } from './town';

/**
 * The three districts (Ortsteile) and their village administrations (Ortsverwaltungen), for the
 * district pages' sidebar (spec §2.4). Each district has two CMS pages addressed by slug and id:
 * the administration page (ids 59x) and the history page (ids 258x).
 */
export type DistrictKey = 'bombach' | 'hecklingen' | 'nordweil';

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

const P = `/${TOWN.slug}`;

function district(key: DistrictKey, name: string, street: string, phone: string, verwaltung: number, geschichte: number): District {
  return {
    key,
    name,
    ortsverwaltung: { name: `Ortsverwaltung ${name}`, street, zip: '79999', city: `${TOWN.name}-${name}` },
    phone,
    ids: { verwaltung, geschichte },
    paths: { verwaltung: `${P}/${key}-verwaltung_${verwaltung}`, geschichte: `${P}/${key}-geschichte_${geschichte}` },
  };
}

export const DISTRICTS: Record<DistrictKey, District> = {
  // Same addresses and numbers as the offices in the CMS (Ortsverwaltungen).
  bombach: district('bombach', 'Bombach', 'Weinstraße 12', '+49 7641 123-91', 590, 2580),
  hecklingen: district('hecklingen', 'Hecklingen', 'Lindenplatz 1', '+49 7641 123-92', 591, 2581),
  nordweil: district('nordweil', 'Nordweil', 'Hochfirststraße 5', '+49 7641 123-93', 592, 2582),
};

export function isDistrictKey(s: string | undefined): s is DistrictKey {
  return s === 'bombach' || s === 'hecklingen' || s === 'nordweil';
}

/** The district and page a page id belongs to (590 → Bombach, Verwaltung), or null. */
export function districtPageById(id: number): { district: DistrictKey; page: DistrictPage } | null {
  for (const d of Object.values(DISTRICTS)) {
    if (d.ids.verwaltung === id) return { district: d.key, page: 'verwaltung' };
    if (d.ids.geschichte === id) return { district: d.key, page: 'geschichte' };
  }
  return null;
}
