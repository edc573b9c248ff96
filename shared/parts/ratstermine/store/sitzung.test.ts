import { describe, expect, it } from 'vitest';
import { addHours, geplanteDauer, sitzungTitel } from './sitzung';

describe('sitzungTitel', () => {
  it.each([
    ['Gemeinderat', 'Sitzung des Gemeinderats'],
    ['Technischer Ausschuss', 'Sitzung des Technischen Ausschusses'],
    ['Verwaltungsausschuss', 'Sitzung des Verwaltungsausschusses'],
    ['Ortschaftsrat Bombach', 'Sitzung des Ortschaftsrats Bombach'],
    ['Jugendgemeinderat', 'Sitzung des Jugendgemeinderats'],
  ])('%s → %s', (gremium, titel) => {
    expect(sitzungTitel(gremium)).toBe(titel);
  });

  it('names it cannot decline stay as they are', () => {
    expect(sitzungTitel('Gutachterkommission')).toBe('Sitzung: Gutachterkommission');
  });
});

describe('planned end', () => {
  it('3 hours for the Gemeinderat, 2 hours for the other bodies', () => {
    expect(geplanteDauer('Gemeinderat')).toBe(3);
    expect(geplanteDauer('Technischer Ausschuss')).toBe(2);
    expect(geplanteDauer('Ortschaftsrat Nordweil')).toBe(2);
  });

  it('adds wall-clock hours, across midnight and regardless of DST', () => {
    expect(addHours('2026-12-15T18:30', 3)).toBe('2026-12-15T21:30');
    expect(addHours('2027-03-27T23:00', 2)).toBe('2027-03-28T01:00');
    expect(addHours('2027-03-28T01:30', 2)).toBe('2027-03-28T03:30');
    expect(addHours('2026-12-31T23:30', 1)).toBe('2027-01-01T00:30');
  });
});
