import { describe, expect, it } from 'vitest';
import { gewerbeEntryPath, gewerbeLetterPath, gewerbeRubrikPath, routeHref, shortAddress, webLabel } from './paths';

const kuenzle = { location: 'Schreinerei Künzle', street: 'Sägewerkstraße 4', zip: '79999', city: 'Musterstadt' };

describe('business directory paths', () => {
  it('builds the three addresses of the directory', () => {
    expect(gewerbeRubrikPath('handwerk')).toBe('/wirtschaft/gewerbeverzeichnis/handwerk');
    expect(gewerbeEntryPath('handwerk', 'schreinerei-kuenzle-gmbh_7001')).toBe('/wirtschaft/gewerbeverzeichnis/handwerk/schreinerei-kuenzle-gmbh_7001');
    expect(gewerbeLetterPath('s')).toBe('/wirtschaft/gewerbeverzeichnis/?buchstabe=s');
  });

  it('joins street, postcode and town to one line, leaving out empty parts', () => {
    expect(shortAddress(kuenzle)).toBe('Sägewerkstraße 4, 79999 Musterstadt');
    expect(shortAddress({ location: 'Hütte', street: '', zip: '79999', city: 'Musterstadt-Nordweil' })).toBe('79999 Musterstadt-Nordweil');
  });

  it('links the route planner with the address parts joined and encoded (spec §7)', () => {
    const href = routeHref(kuenzle);
    expect(href).toBe('https://www.openstreetmap.org/directions?to=S%C3%A4gewerkstra%C3%9Fe%204%2C%2079999%20Musterstadt');
    expect(new URL(href).searchParams.get('to')).toBe('Sägewerkstraße 4, 79999 Musterstadt');
    // The building name is not part of the destination, and '&' cannot break the query.
    expect(new URL(routeHref({ ...kuenzle, street: 'Weg 1 & 2' })).searchParams.get('to')).toBe('Weg 1 & 2, 79999 Musterstadt');
  });

  it('shows a web address without scheme and trailing slash', () => {
    expect(webLabel('https://www.schreinerei-kuenzle.example')).toBe('www.schreinerei-kuenzle.example');
    expect(webLabel('http://hof.example/')).toBe('hof.example');
  });
});
