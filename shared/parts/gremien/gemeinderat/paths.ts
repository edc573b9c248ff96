/** Addresses of the council pages (used by the CMS, loaders and pages alike). */
import { TOWN } from '../../../site/town';
import { makeSlug } from '../../../format/slug-id';
import type { GremiumArt } from '../values';

const P = `/${TOWN.slug}`;

/** The Gemeinderat: its members by party group. */
export const GEMEINDERAT_PATH = `${P}/gemeinderat/`;
/** The members A–Z and one page per member. */
export const PERSONEN_PATH = `${P}/personen/`;

/** The list of each kind of body; a body's page is its slug below it (the Gemeinderat's is the overview). */
export const GREMIEN_PATHS: { readonly [A in GremiumArt]: string } = {
  gemeinderat: GEMEINDERAT_PATH,
  ausschuss: `${P}/ausschuesse/`,
  fraktion: `${P}/fraktionen/`,
  ortschaftsrat: `${P}/ortschaftsraete/`,
};

/** Slug of a body or a person: name, then the id ('technischer-ausschuss_7002'). */
export const gremiumSlug = (name: string, id: number) => makeSlug(name, id);
export const personSlug = (name: string, id: number) => makeSlug(name, id);

export function gremiumPath(g: { art: GremiumArt; slug: string }): string {
  return g.art === 'gemeinderat' ? GEMEINDERAT_PATH : `${GREMIEN_PATHS[g.art]}${g.slug}`;
}

export const personPath = (slug: string) => `${PERSONEN_PATH}${slug}`;
