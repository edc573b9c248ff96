/**
 * The closed value lists of the council's bodies, without zod: pages and loaders use them in the
 * browser too, and the part's contract.ts builds its schemas from them.
 */

/**
 * What a body is (its `art`): the Gemeinderat itself, a committee (Ausschuss; the Ältestenrat counts
 * among them), a party group (Fraktion) of the Gemeinderat, or the Ortschaftsrat of a district.
 */
export const GREMIUM_ARTEN = ['gemeinderat', 'ausschuss', 'fraktion', 'ortschaftsrat'] as const;
export type GremiumArt = (typeof GREMIUM_ARTEN)[number];

/** The districts a member lives in (Wohnbezirk of the unechte Teilortswahl), as the construction sites name them. */
export const WOHNBEZIRKE = ['Kernstadt', 'Bombach', 'Hecklingen', 'Nordweil'] as const;
export type Wohnbezirk = (typeof WOHNBEZIRKE)[number];

/** Singular and plural of each kind, for headings and breadcrumbs. */
export const GREMIUM_ART_LABELS: { readonly [A in GremiumArt]: { eins: string; viele: string } } = {
  gemeinderat: { eins: 'Gemeinderat', viele: 'Gemeinderat' },
  ausschuss: { eins: 'Ausschuss', viele: 'Ausschüsse' },
  fraktion: { eins: 'Fraktion', viele: 'Fraktionen' },
  ortschaftsrat: { eins: 'Ortschaftsrat', viele: 'Ortschaftsräte' },
};
