import { paths } from '../../site/paths';
import { slugId } from '../../format/slug-id';

/**
 * The two areas that show the town-hall data (spec §2.3): the town hall's own pages under /rathaus/
 * and the service area /servicebw/, which addresses offices and staff by their numeric id and the
 * Leistungen under /servicebw/{anfangsbuchstabe}/. Pages get the area from their loader and build
 * every link through `linksFor`, so a visitor stays in the area they came through.
 */
export type Bereich = 'rathaus' | 'servicebw';

export interface Ref {
  id: number;
  titel: string;
  url: string;
}

export interface BereichLinks {
  amt: (ref: Ref) => string;
  mitarbeiter: (ref: { id: number; url: string }) => string;
  verfahren: (ref: Ref) => string;
  /** Leistungen of one letter. */
  buchstabe: (b: string) => string;
  /** A–Z start of the Leistungen. */
  verfahrenStart: string;
  aemter: string;
  mitarbeiterListe: string;
  formulare: string;
}

const rathaus: BereichLinks = {
  amt: (ref) => ref.url,
  mitarbeiter: (ref) => ref.url,
  verfahren: (ref) => ref.url,
  buchstabe: (b) => paths.verfahrenBuchstabe(b),
  verfahrenStart: '/rathaus/wegweiser/verfahren',
  aemter: '/rathaus/fachaemter/',
  mitarbeiterListe: '/rathaus/mitarbeiter/',
  formulare: paths.formulare(),
};

const servicebw: BereichLinks = {
  amt: (ref) => paths.servicebwFachbereich(ref.id),
  mitarbeiter: (ref) => paths.servicebwMitarbeiter(ref.id),
  verfahren: (ref) => paths.servicebwLeistung(ref.id, ref.titel),
  buchstabe: (b) => `/servicebw/${b}`,
  verfahrenStart: '/servicebw/',
  aemter: '/servicebw/fachbereiche',
  mitarbeiterListe: '/servicebw/mitarbeiter',
  formulare: '/servicebw/formulare',
};

export function linksFor(bereich: Bereich): BereichLinks {
  return bereich === 'servicebw' ? servicebw : rathaus;
}

/**
 * A site address the CMS gives as detailURL (spec §3), moved into the service area: the record's id
 * is the slug's trailing number. Addresses without an id stay as they are.
 */
export function servicebwUrl(detailURL: string, kind: 'amt' | 'mitarbeiter'): string {
  const id = slugId(detailURL.split(/[?#]/)[0]);
  if (id === 0) return detailURL;
  return kind === 'amt' ? paths.servicebwFachbereich(id) : paths.servicebwMitarbeiter(id);
}

/** Display name: academic title, first name, surname ('Dr. Anna Muster'). */
export function personName(p: { titel: string | null; vorname: string; nachname: string }): string {
  return [p.titel, p.vorname, p.nachname].filter(Boolean).join(' ');
}

// The A–Z bar's letters live apart (letters.ts): the directory's bar needs them without the paths.
export { LETTERS, letterLabel } from './letters';
