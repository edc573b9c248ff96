/** How many offices one person's desk form offers (a person works in one, rarely in two or three; ADR 43). */
export const STELLEN = 3;
