import { describe, expect, it } from 'vitest';
import { einheitKey, freieZeiten, geschlossenWeil, gesamtdauer, periodenAm } from './slots';
import type { TermineEinstellungen } from './settings';

/** The demo town's hours (spec §9) and settings, written out so the test does not read the town file. */
const E: TermineEinstellungen = {
  wochen: 8,
  ab: 1,
  raster: 10,
  schalter: 3,
  besetzung: [{ day: 'Samstag', from: '09:00', to: '12:00', schalter: 1 }],
  samstage: [1, 3],
  freihalten: 20,
  proEmail: 2,
  proNetzTag: 10,
  loeschenNachTagen: 30,
  hours: [
    {
      day: 'Montag',
      slots: [
        { from: '09:00', to: '12:00' },
        { from: '14:00', to: '16:00' },
      ],
    },
    {
      day: 'Dienstag',
      slots: [
        { from: '07:30', to: '12:00' },
        { from: '14:00', to: '16:00' },
      ],
    },
    { day: 'Mittwoch', slots: [{ from: '09:00', to: '12:00' }] },
    {
      day: 'Donnerstag',
      slots: [
        { from: '09:00', to: '12:00' },
        { from: '14:00', to: '18:00' },
      ],
    },
    {
      day: 'Freitag',
      slots: [
        { from: '09:00', to: '12:00' },
        { from: '14:00', to: '16:00' },
      ],
    },
    { day: 'Samstag', slots: [{ from: '09:00', to: '12:00' }] },
  ],
};

describe('capacity from the opening hours', () => {
  it('opens the 1st and 3rd Saturday only, never on Sundays or holidays', () => {
    expect(geschlossenWeil('2026-12-05', E)).toBeNull(); // 1st Saturday
    expect(geschlossenWeil('2026-12-12', E)).toBe('geschlossen'); // 2nd
    expect(geschlossenWeil('2026-12-19', E)).toBeNull(); // 3rd
    expect(geschlossenWeil('2026-12-26', E)).toBe('Feiertag'); // 4th, and 2. Weihnachtstag
    expect(geschlossenWeil('2026-12-06', E)).toBe('geschlossen'); // Sunday
    expect(geschlossenWeil('2027-01-06', E)).toBe('Feiertag'); // Heilige Drei Könige, a Wednesday
  });

  it('staffs periods with counters and holds whole counters back for walk-ins', () => {
    expect(periodenAm('2026-12-03', E)).toEqual([
      { von: 540, bis: 720, schalter: 3, online: 2 },
      { von: 840, bis: 1080, schalter: 3, online: 2 },
    ]);
    expect(periodenAm('2026-12-05', E)).toEqual([{ von: 540, bis: 720, schalter: 1, online: 1 }]);
    // 07:30 is on the 10-minute grid.
    expect(periodenAm('2026-12-01', E)[0]).toMatchObject({ von: 450 });
  });

  it('offers a time only where every unit of the appointment is free at one counter, within one period and no block', () => {
    const belegt = new Set([einheitKey(540, 1), einheitKey(550, 2)]);
    const zeiten = freieZeiten('2026-12-03', 30, E, belegt, [{ von: 600, bis: 660 }]);
    const at = (hhmm: number) => zeiten.find((z) => z.zeit === hhmm);
    expect(at(540)).toBeUndefined(); // counter 1 taken at 9:00, counter 2 at 9:10
    expect(at(560)).toEqual({ zeit: 560, schalter: 1 });
    expect(at(580)).toBeUndefined(); // runs into the block 10:00–11:00
    expect(at(700)).toBeUndefined(); // would end after 12:00
    expect(at(690)).toEqual({ zeit: 690, schalter: 1 });
    // The held-back third counter is for staff booking by phone.
    const voll = new Set([einheitKey(540, 1), einheitKey(540, 2)]);
    expect(freieZeiten('2026-12-03', 10, E, voll, []).find((z) => z.zeit === 540)).toBeUndefined();
    expect(freieZeiten('2026-12-03', 10, E, voll, [], true).find((z) => z.zeit === 540)).toEqual({ zeit: 540, schalter: 3 });
  });

  it('adds the durations of combined services and rounds up to the grid', () => {
    expect(gesamtdauer([{ dauer: 20, dauer_weitere: 15, personen: 2 }], 10)).toBe(40);
    expect(
      gesamtdauer(
        [
          { dauer: 20, dauer_weitere: 15, personen: 2 },
          { dauer: 10, dauer_weitere: 5, personen: 1 },
        ],
        10,
      ),
    ).toBe(50);
  });
});
