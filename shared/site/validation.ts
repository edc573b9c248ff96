/**
 * Validation rules of spec §5 as pure functions with the spec's exact German messages. Shared by the
 * browser (immediate feedback), the server (forms without JavaScript), the embedded CMS (password
 * change) and `npm run user:add`.
 */
import { PASSWORD_MIN_LENGTH } from './constants';

export const PASSWORD_MESSAGE =
  'Das Passwort muss mindestens einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen (z.B. , . _ & ? etc.) enthalten.';
export const PASSWORD_CONFIRMATION_MESSAGE = 'Das neue Passwort und die Passwortwiederholung stimmen nicht überein.';
/** The special characters the password rule counts (spec §5). */
export const PASSWORD_SPECIAL_CHARACTERS = '_!@#$%^&*';

export function urlMessage(field: string, host: string): string {
  return `${field} ist keine gültige URL. Format: ${host}`;
}

export function phoneMessage(field: string): string {
  return `Das Format von ${field} ist ungültig. Format: +49 1234 123456-78`;
}

/** At least 8 characters with a lowercase letter, an uppercase letter, a digit and one of _!@#$%^&*. */
export function isValidPassword(password: string): boolean {
  return (
    typeof password === 'string' &&
    [...password].length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[_!@#$%^&*]/.test(password)
  );
}

/** The §5 password message, or null when the password follows the rule. */
export function validatePassword(password: string): string | null {
  return isValidPassword(password) ? null : PASSWORD_MESSAGE;
}

/** The §5 confirmation message, or null when both are equal. */
export function validatePasswordConfirmation(password: string, confirmation: string): string | null {
  return password === confirmation ? null : PASSWORD_CONFIRMATION_MESSAGE;
}

/** A valid absolute http(s) URL. */
/**
 * A web address as typed (spec §5 url rule): http or https, and none of the characters a browser would
 * encode or that end an attribute (space, quotes, angle brackets, backtick, backslash). The business
 * directory's contract takes the same pattern, so what the form accepts is also what staff can approve.
 */
export const WEB_ADDRESS = /^https?:\/\/[^\s"'<>`\\]+$/i;

export function isValidUrl(value: string): boolean {
  if (!WEB_ADDRESS.test(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

export function validateUrl(value: string, field: string, host: string): string | null {
  return isValidUrl(value) ? null : urlMessage(field, host);
}

/** '+' with a 1–3 digit country code, a space, 2–4 digits, a space, digits, optionally '-' and digits. */
const PHONE = /^\+\d{1,3} \d{2,4} \d+(?:-\d+)?$/;

export function isValidPhone(value: string): boolean {
  return PHONE.test(value);
}

/**
 * A German number as most people write it, in the spec's format (§5): '07641 55555', '07641/55555',
 * '(07641) 55555', '0761 123456-78', '0049 7641 55555' and '+49 (0)7641 55555' become
 * '+49 7641 55555' (and '+49 761 123456-78'), so nobody is refused for a missing '+49'. The area code
 * is what stands before the first space, slash or bracket; a number written without one is split after
 * four digits (three for a mobile number, 015…–017…), which changes only the spacing, not the number
 * dialled. A number in the spec's format, a foreign one and anything else stay as typed (the rule then
 * decides).
 */
export function normalizePhone(input: string): string {
  const value = input.trim().replace(/\s+/g, ' ');
  if (PHONE.test(value)) return value;
  const international = /^(?:\+|00)49\s*(?:\(0\)\s*)?(.*)$/.exec(value);
  const national = /^\(?0(?!0)(.*)$/.exec(value);
  const rest = international ? international[1]! : national ? national[1]! : null;
  if (rest === null) return value;
  const cleaned = rest.replace(/[()]/g, ' ').trim();
  if (!/^\d[\d\s/.-]*$/.test(cleaned)) return value;
  let main = cleaned;
  let extension = '';
  // A hyphen before the last digits is an extension when a separator stands before it ('761 123456-78');
  // alone it separates the area code ('7641-55555').
  const ext = /^(.*\d)\s*-\s*(\d{1,6})$/.exec(cleaned);
  if (ext && /[\s/.-]/.test(ext[1]!.trim())) {
    main = ext[1]!;
    extension = ext[2]!;
  }
  const groups = main.split(/[\s/.-]+/).filter(Boolean);
  const digits = groups.join('');
  // No German area code has a single digit: such a number stays as typed (and is refused).
  if (digits.length < 5 || digits.length > 13 || (groups.length > 1 && groups[0]!.length < 2)) return value;
  let area = groups.length > 1 && groups[0]!.length >= 2 && groups[0]!.length <= 5 ? groups[0]! : digits.slice(0, /^1[5-7]/.test(digits) ? 3 : 4);
  // The spec's format has at most four digits of area code: a fifth goes to the number (the same digits).
  if (area.length === 5) area = area.slice(0, 4);
  const subscriber = digits.slice(area.length);
  if (!subscriber) return value;
  return `+49 ${area} ${subscriber}${extension ? `-${extension}` : ''}`;
}

/**
 * A web address as people type it: 'www.brezelglueck.example' is 'https://www.brezelglueck.example'
 * (the browser would go there too). An address with a scheme, and anything that is no host name, stays
 * as typed.
 */
export function normalizeUrl(input: string): string {
  const value = input.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/')) return value;
  return /^[a-z0-9äöüß](?:[a-z0-9äöüß-]*[a-z0-9äöüß])?(?:\.[a-z0-9äöüß](?:[a-z0-9äöüß-]*[a-z0-9äöüß])?)+(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(value)
    ? `https://${value}`
    : value;
}

export function validatePhone(value: string, field: string): string | null {
  return isValidPhone(value) ? null : phoneMessage(field);
}

export interface PasswordChangeInput {
  passwort_alt: string;
  passwort_neu: string;
  passwort_wiederholung: string;
}

export type PasswordChangeField = keyof PasswordChangeInput;

export const PASSWORD_CHANGE_FIELDS: readonly PasswordChangeField[] = ['passwort_alt', 'passwort_neu', 'passwort_wiederholung'];

export const REQUIRED_MESSAGES: Record<PasswordChangeField, string> = {
  passwort_alt: 'Bitte geben Sie Ihr bisheriges Passwort ein.',
  passwort_neu: 'Bitte geben Sie ein neues Passwort ein.',
  passwort_wiederholung: 'Bitte wiederholen Sie das neue Passwort.',
};

/** Every rule of the change-password form; an empty object means valid. */
export function validatePasswordChange(input: PasswordChangeInput): Partial<Record<PasswordChangeField, string>> {
  const errors: Partial<Record<PasswordChangeField, string>> = {};
  if (!input.passwort_alt) errors.passwort_alt = REQUIRED_MESSAGES.passwort_alt;
  if (!input.passwort_neu) errors.passwort_neu = REQUIRED_MESSAGES.passwort_neu;
  else {
    const m = validatePassword(input.passwort_neu);
    if (m) errors.passwort_neu = m;
  }
  if (!input.passwort_wiederholung) errors.passwort_wiederholung = REQUIRED_MESSAGES.passwort_wiederholung;
  else {
    const m = validatePasswordConfirmation(input.passwort_neu, input.passwort_wiederholung);
    if (m) errors.passwort_wiederholung = m;
  }
  return errors;
}
