import { isValidPassword, PASSWORD_SPECIAL_CHARACTERS } from '../../../site/validation';

/** Letters and digits that cannot be mistaken for each other when read out or copied (no I, l, 1, O, 0). */
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A first password that follows spec §5, from the platform's cryptographic random source: 14
 * characters, in groups of letters and digits with one special character, easy to pass on by phone.
 */
export function suggestPassword(random: (n: number) => Uint32Array = (n) => globalThis.crypto.getRandomValues(new Uint32Array(n))): string {
  for (;;) {
    const r = random(14);
    const pick = (set: string, i: number) => set[r[i]! % set.length]!;
    const part = (from: number) => pick(UPPER, from) + pick(LOWER, from + 1) + pick(LOWER, from + 2) + pick(LOWER, from + 3);
    const candidate = `${part(0)}${pick(PASSWORD_SPECIAL_CHARACTERS, 4)}${part(5)}${pick(DIGITS, 9)}${pick(DIGITS, 10)}${pick(LOWER, 11)}${pick(UPPER, 12)}${pick(DIGITS, 13)}`;
    if (isValidPassword(candidate)) return candidate;
  }
}
