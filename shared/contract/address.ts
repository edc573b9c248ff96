/**
 * Spec §3 Address, the site's one postal address: place or building (may be empty), street and
 * number, postcode and town. The contract's address schemas (of businesses, accommodation, event
 * places) answer it, the footer and the sidebars show it (shared/components/PostalAddress.tsx), and an
 * office's own fields (`gebaeude`, `strasse`, `plz`, `ort`) are turned into it by `fromAdresse`.
 */
export interface Address {
  /** Name of the place or building, e.g. 'Stadthalle Musterstadt'; may be empty. */
  location: string;
  /** Street and number, e.g. 'Hauptstraße 60'. */
  street: string;
  /** Postcode (PLZ). */
  zip: string;
  /** Town, e.g. 'Musterstadt' or 'Musterstadt-Bombach'. */
  city: string;
}
