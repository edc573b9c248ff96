/**
 * The letters of the A–Z bars, apart from links.ts: the business directory's bar and title need
 * them, not the town hall's paths that links.ts imports (ADR 70: one chunk fewer on its first load).
 */

/** The letters of the A–Z bars, in order; '0' collects titles that start with a digit. */
export const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

/** 'a' → 'A', '0' → '0–9'. */
export function letterLabel(b: string): string {
  return b === '0' ? '0–9' : b.toUpperCase();
}
