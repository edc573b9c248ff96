import { describe, expect, it } from 'vitest';
import { gremiumKey, ratstermineFeedPath, ratstermineListPath, ratsterminSlug, webcalUrl } from './paths';
import { kalenderblatt, oeffentlichkeitText } from './ratstermin-text';
import { slugId } from '../../format/slug-id';

describe('council meeting addresses', () => {
  it('slug of body and day, ending in the id', () => {
    const slug = ratsterminSlug('Technischer Ausschuss', '2026-12-01T18:00', 6005);
    expect(slug).toBe('sitzung-technischer-ausschuss-2026-12-01_6005');
    expect(slugId(slug)).toBe(6005);
  });

  it('list address leaves out the defaults', () => {
    expect(ratstermineListPath()).toBe('/musterstadt/ratstermine/');
    expect(ratstermineListPath({ zeitraum: 'kommend', seite: 1 })).toBe('/musterstadt/ratstermine/');
    expect(ratstermineListPath({ gremium: 'gemeinderat', zeitraum: 'vergangen', seite: 2 })).toBe(
      '/musterstadt/ratstermine/?gremium=gemeinderat&zeitraum=vergangen&seite=2',
    );
  });

  it('committee keys and feed addresses', () => {
    expect(gremiumKey('Ortschaftsrat Hecklingen')).toBe('ortschaftsrat-hecklingen');
    expect(ratstermineFeedPath(null)).toBe('/api/cms/ratstermine/kalender');
    expect(ratstermineFeedPath('gemeinderat')).toBe('/api/cms/ratstermine/kalender?gremium=gemeinderat');
  });

  it('webcal:// from an http or https origin', () => {
    expect(webcalUrl('https://www.musterstadt.de', '/api/cms/ratstermine/kalender')).toBe('webcal://www.musterstadt.de/api/cms/ratstermine/kalender');
    expect(webcalUrl('http://localhost:3000', '/x')).toBe('webcal://localhost:3000/x');
  });
});

describe('council meeting texts', () => {
  it('calendar leaf: day and short German month', () => {
    expect(kalenderblatt('2027-03-04T19:30')).toEqual(['4', 'März']);
    expect(kalenderblatt('2026-12-15T18:30')).toEqual(['15', 'Dez.']);
  });

  it('public flag in words', () => {
    expect(oeffentlichkeitText(true, false)).toBe('Öffentliche Sitzung');
    expect(oeffentlichkeitText(true, true)).toBe('Öffentliche Sitzung, im Anschluss nichtöffentlicher Teil');
    expect(oeffentlichkeitText(false, true)).toBe('Nichtöffentliche Sitzung');
  });
});
