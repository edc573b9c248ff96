import { describe, expect, it } from 'vitest';
import { ortText, routeHref } from './EventParts';

const ort = (location: string, street: string) => ({ location, street, zip: '79999', city: 'Musterstadt' });

describe('ortText', () => {
  it('leaves out a street the place name already says', () => {
    expect(ortText(ort('Marktplatz', 'Marktplatz'))).toBe('Marktplatz, 79999 Musterstadt');
    expect(ortText(ort('Abfahrt am Marktplatz', 'Marktplatz'))).toBe('Abfahrt am Marktplatz, 79999 Musterstadt');
    expect(ortText(ort('Marktplatz und Hauptstraße', 'marktplatz'))).toBe('Marktplatz und Hauptstraße, 79999 Musterstadt');
  });

  it('keeps a street that says more than the name', () => {
    expect(ortText(ort('Rathaus, Foyer im Erdgeschoss', 'Marktplatz 1'))).toBe('Rathaus, Foyer im Erdgeschoss, Marktplatz 1, 79999 Musterstadt');
    expect(ortText(ort('Wanderparkplatz Wiesental', 'Wiesentalstraße'))).toBe('Wanderparkplatz Wiesental, Wiesentalstraße, 79999 Musterstadt');
    // A word inside another word is not the street.
    expect(ortText(ort('Marktplatzcafé', 'Marktplatz'))).toBe('Marktplatzcafé, Marktplatz, 79999 Musterstadt');
    expect(ortText(ort('', 'Marktplatz'))).toBe('Marktplatz, 79999 Musterstadt');
  });
});

describe('routeHref', () => {
  it('plans the route on OpenStreetMap, like every map link of the site', () => {
    const url = new URL(routeHref(ort('Stadthalle Musterstadt', 'Hauptstraße 60')));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.pathname).toBe('/directions');
    expect(url.searchParams.get('to')).toBe('Hauptstraße 60, 79999 Musterstadt');
  });
});
