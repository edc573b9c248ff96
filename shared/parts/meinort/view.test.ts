import { describe, expect, it } from 'vitest';
import { eventInOrtsteil } from './view.server';
import type { VeranstaltungItem } from '../veranstaltungen/contract';

/** Which events are an Ortsteil's (ADR 51): by the place of the event's address. */
const at = (city: string, location = 'Festhalle'): VeranstaltungItem => ({ ort: { city, location, street: '', zip: '79999' } }) as unknown as VeranstaltungItem;
const DISTRICTS = ['Bombach', 'Hecklingen', 'Nordweil'];

describe('eventInOrtsteil', () => {
  it("a district's events name it in their place", () => {
    expect(eventInOrtsteil(at('Musterstadt-Bombach'), 'Bombach', DISTRICTS)).toBe(true);
    expect(eventInOrtsteil(at('Musterstadt', 'Festhalle Bombach'), 'Bombach', DISTRICTS)).toBe(true);
    expect(eventInOrtsteil(at('Musterstadt-Hecklingen'), 'Bombach', DISTRICTS)).toBe(false);
    expect(eventInOrtsteil(at('Musterstadt'), 'Bombach', DISTRICTS)).toBe(false);
  });

  it('the core town, no district of its own, takes the events that name no district', () => {
    expect(eventInOrtsteil(at('Musterstadt'), 'Kernstadt', DISTRICTS)).toBe(true);
    expect(eventInOrtsteil(at('Musterstadt-Nordweil'), 'Kernstadt', DISTRICTS)).toBe(false);
  });

  it('matches whole words only: Bombacher Straße is not Bombach', () => {
    expect(eventInOrtsteil(at('Musterstadt', 'Bombacher Straße 3'), 'Bombach', DISTRICTS)).toBe(false);
  });
});
