import { describe, expect, it } from 'vitest';
import { DISTRICTS } from '../../shared/site/districts';
import { aemter } from '../../shared/parts/verwaltung/store/demo/aemter';

describe('district info boxes', () => {
  it.each(Object.values(DISTRICTS))('show the same address and phone as the CMS office of $name', (d) => {
    const amt = aemter.find((a) => a.titel === d.ortsverwaltung.name);
    expect(amt, d.ortsverwaltung.name).toBeDefined();
    expect(d.ortsverwaltung.street).toBe(amt!.adresse.strasse);
    expect(d.ortsverwaltung.city).toBe(amt!.adresse.ort);
    expect(d.phone).toBe(amt!.kontakt.telefon);
  });
});
