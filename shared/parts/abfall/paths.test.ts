import { describe, expect, it } from 'vitest';
import { actionPath, addDays, berlinToday, icsPath, monthStart, relativeDay, selectedArten, shortDay, webcalUrl } from './paths';
import { groupStreets } from './abfall.server';

const UUID = 'b6d405ca-1721-5eda-aa6b-4c0ccdb92681';

describe('waste calendar helpers', () => {
  it('builds the action, file and subscription addresses', () => {
    expect(actionPath('termine', UUID)).toBe(`/wirtschaft/abfallkalender/termine/${UUID}`);
    expect(actionPath('export', UUID, ['bio', 'papier'])).toBe(`/wirtschaft/abfallkalender/export/${UUID}?arten=bio&arten=papier`);
    expect(icsPath(UUID, ['bio', 'papier'])).toBe(`/api/cms/abfall/strassen/${UUID}/ics?arten=bio,papier`);
    expect(webcalUrl('https://www.musterstadt.de', icsPath(UUID))).toBe(`webcal://www.musterstadt.de/api/cms/abfall/strassen/${UUID}/ics`);
    expect(webcalUrl('http://localhost:3000/', '/x.ics')).toBe('webcal://localhost:3000/x.ics');
  });

  it('reads the type selection in both encodings, known keys only, in their order', () => {
    const known = ['restmuell', 'bio', 'papier'];
    expect(selectedArten(new URLSearchParams('arten=papier&arten=restmuell'), known)).toEqual(['restmuell', 'papier']);
    expect(selectedArten(new URLSearchParams('arten=papier,bio,plastik'), known)).toEqual(['bio', 'papier']);
    expect(selectedArten(new URLSearchParams(''), known)).toEqual([]);
  });

  it('does date arithmetic on whole days, also across the DST change', () => {
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addDays('2026-11-21', 55)).toBe('2027-01-15');
    expect(monthStart('2026-12-17')).toBe('2026-12-01');
    expect(monthStart('2026-12-17', 11)).toBe('2027-11-01');
    expect(shortDay('2026-12-01')).toBe('Di 01.');
    expect(shortDay('2027-03-29')).toBe('Mo 29.');
    expect(relativeDay('2026-11-21', '2026-11-21')).toBe('heute');
    expect(relativeDay('2026-11-21', '2026-11-22')).toBe('morgen');
    expect(relativeDay('2026-11-21', '2026-12-02')).toBe('in 11 Tagen');
    // 23:30 UTC on 31 December is already New Year in Berlin.
    expect(berlinToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('groups streets by Ortsteil, Kernstadt first, names in German order', () => {
    const s = (name: string, ortsteil: string) => ({ uuid: name, name, ortsteil, abfuhrbezirk: { nr: 1, titel: ortsteil, ortsteil } });
    const groups = groupStreets([s('Zeile', 'Nordweil'), s('Öhlweg', 'Kernstadt'), s('Ostweg', 'Kernstadt'), s('Bach', 'Bombach'), s('Ahorn', 'Kernstadt')]);
    expect(groups.map((g) => g.ortsteil)).toEqual(['Kernstadt', 'Bombach', 'Nordweil']);
    expect(groups[0]!.strassen.map((x) => x.name)).toEqual(['Ahorn', 'Öhlweg', 'Ostweg']);
  });
});
