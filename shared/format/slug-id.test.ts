import { describe, expect, it } from 'vitest';
import { makeSlug, slugId } from './slug-id';

describe('slugId', () => {
  it('reads the trailing number of a slug', () => {
    expect(slugId('buergerbuero_49')).toBe(49);
    expect(slugId('neues-freibad-1234')).toBe(1234);
  });

  it('returns 0 when there is no trailing number', () => {
    expect(slugId('impressum')).toBe(0);
    expect(slugId('')).toBe(0);
    expect(slugId(undefined)).toBe(0);
    expect(slugId('seite-12-alt')).toBe(0);
  });

  it('ignores a trailing slash and surrounding spaces', () => {
    expect(slugId('buergerbuero_49/')).toBe(49);
    expect(slugId(' buergerbuero_49 ')).toBe(49);
  });

  it('reads a slug that is only a number, also with leading zeros', () => {
    expect(slugId('42')).toBe(42);
    expect(slugId('termin_007')).toBe(7);
    expect(slugId('termin_0')).toBe(0);
  });

  it('returns 0 for numbers too large to be a safe id', () => {
    expect(slugId(`x_${Number.MAX_SAFE_INTEGER}`)).toBe(Number.MAX_SAFE_INTEGER);
    expect(slugId('x_9007199254740992')).toBe(0);
    expect(slugId(`x_${'9'.repeat(400)}`)).toBe(0);
  });
});

describe('makeSlug', () => {
  it('joins the slugified title and the id with an underscore', () => {
    expect(makeSlug('Bürgerbüro', 49)).toBe('buergerbuero_49');
    expect(makeSlug('Neues Freibad: Eröffnung!', 1234)).toBe('neues-freibad-eroeffnung_1234');
  });

  it('produces slugs that slugId reads back', () => {
    const title = 'Straßenfest 2026';
    expect(slugId(makeSlug(title, 815))).toBe(815);
  });
});
