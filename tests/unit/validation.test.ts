import { describe, expect, it } from 'vitest';
import {
  PASSWORD_CONFIRMATION_MESSAGE,
  PASSWORD_MESSAGE,
  REQUIRED_MESSAGES,
  isValidPassword,
  isValidPhone,
  isValidUrl,
  validatePassword,
  validatePasswordChange,
  validatePasswordConfirmation,
  validatePhone,
  validateUrl,
} from '../../shared/site/validation';

/** Spec §5: the rules and their exact German messages. */
describe('§5 password rule', () => {
  it('has the exact message', () => {
    expect(PASSWORD_MESSAGE).toBe(
      'Das Passwort muss mindestens einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen (z.B. , . _ & ? etc.) enthalten.',
    );
  });
  it.each(['Demo#Rathaus2026', 'Abcdef1!', 'aB3_aaaa', 'Xy9$Xy9$', 'Zz0^zzzz', 'Äbcdef1*A'])('accepts %s', (p) => {
    expect(isValidPassword(p)).toBe(true);
    expect(validatePassword(p)).toBeNull();
  });
  it.each([
    ['too short (7)', 'Abcde1!'],
    ['no uppercase', 'abcdef1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character of _!@#$%^&*', 'Abcdefg1'],
    ['only other special characters', 'Abcdef1?.,'],
    ['empty', ''],
  ])('rejects %s', (_why, p) => {
    expect(isValidPassword(p)).toBe(false);
    expect(validatePassword(p)).toBe(PASSWORD_MESSAGE);
  });
});

describe('§5 confirmation rule', () => {
  it('needs both equal', () => {
    expect(PASSWORD_CONFIRMATION_MESSAGE).toBe('Das neue Passwort und die Passwortwiederholung stimmen nicht überein.');
    expect(validatePasswordConfirmation('Abcdef1!', 'Abcdef1!')).toBeNull();
    expect(validatePasswordConfirmation('Abcdef1!', 'Abcdef1?')).toBe(PASSWORD_CONFIRMATION_MESSAGE);
  });
});

describe('§5 url rule', () => {
  it('accepts http(s) URLs and names field and host in the message', () => {
    expect(isValidUrl('https://www.musterstadt.de/rathaus')).toBe(true);
    expect(isValidUrl('http://beispiel.de')).toBe(true);
    expect(isValidUrl('www.musterstadt.de')).toBe(false);
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
    expect(validateUrl('kein link', 'Webseite', 'https://www.beispiel.de')).toBe('Webseite ist keine gültige URL. Format: https://www.beispiel.de');
    expect(validateUrl('https://a.de', 'Webseite', 'x')).toBeNull();
  });
});

describe('§5 phone rule', () => {
  it.each(['+49 1234 123456-78', '+49 7641 1230', '+1 12 5', '+423 1234 1234567'])('accepts %s', (v) => {
    expect(isValidPhone(v)).toBe(true);
  });
  it.each(['07641 123-0', '+49 7641-123', '+4976411230', '+1234 12 34', '+49 1 123', '+49 12345 123', '+49 1234 123-', '+49 1234 12 34'])('rejects %s', (v) => {
    expect(isValidPhone(v)).toBe(false);
  });
  it('names the field in the message', () => {
    expect(validatePhone('0761', 'Telefon')).toBe('Das Format von Telefon ist ungültig. Format: +49 1234 123456-78');
    expect(validatePhone('+49 1234 123456-78', 'Telefon')).toBeNull();
  });
});

describe('change-password form', () => {
  it('reports every field', () => {
    expect(validatePasswordChange({ passwort_alt: '', passwort_neu: '', passwort_wiederholung: '' })).toEqual(REQUIRED_MESSAGES);
    expect(validatePasswordChange({ passwort_alt: 'alt', passwort_neu: 'schwach', passwort_wiederholung: 'anders' })).toEqual({
      passwort_neu: PASSWORD_MESSAGE,
      passwort_wiederholung: PASSWORD_CONFIRMATION_MESSAGE,
    });
    expect(validatePasswordChange({ passwort_alt: 'alt', passwort_neu: 'Neu#Passwort1', passwort_wiederholung: 'Neu#Passwort1' })).toEqual({});
  });
});
