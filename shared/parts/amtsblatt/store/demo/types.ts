/** One weekly issue of the official gazette, published on Fridays. */
export interface SeedAmtsblatt {
  id: number;
  /** Issue number within the year, 1..52. */
  ausgabe: number;
  jahr: number;
  /** Publication date, a Friday: 'YYYY-MM-DD'. */
  datum: string;
  /** Headline topics of the issue (2..5). */
  themen: string[];
}
