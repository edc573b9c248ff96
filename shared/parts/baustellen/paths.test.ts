import { describe, expect, it } from 'vitest';
import { formatPreis, formatQm } from './paths';

describe('plot figures (de-DE)', () => {
  it('sizes with thousands separators and m²', () => {
    expect(formatQm(4850)).toBe('4.850 m²');
    expect(formatQm(385)).toBe('385 m²');
  });

  it('prices per m², „auf Anfrage“ without a price', () => {
    expect(formatPreis(95)).toBe('95 € je m²');
    expect(formatPreis(92.5)).toBe('92,50 € je m²');
    expect(formatPreis(null)).toBe('auf Anfrage');
  });
});
