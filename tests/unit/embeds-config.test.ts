import { describe, expect, it } from 'vitest';
import { embedCspSources, TOURENPORTAL } from '../../shared/components/consent/providers';
import { loadConfig } from '../../server/config';

describe('embed configuration', () => {
  it('permits only the OpenStreetMap frame without configuration, and adds configured services', () => {
    expect(embedCspSources({ bookingWidgetUrl: null, tourenportalKey: null })).toEqual({ frameSrc: ['https://www.openstreetmap.org'], scriptSrc: [] });
    expect(embedCspSources({ bookingWidgetUrl: 'https://buchung.example.org/widget?ort=musterstadt', tourenportalKey: 'abcdefgh' })).toEqual({
      frameSrc: ['https://www.openstreetmap.org', 'https://buchung.example.org', TOURENPORTAL.origin],
      scriptSrc: [TOURENPORTAL.origin],
    });
  });

  it('reads BOOKING_WIDGET_URL (https only) and TOURENPORTAL_KEY from the environment', () => {
    const c = loadConfig({ BOOKING_WIDGET_URL: 'https://buchung.example.org/widget', TOURENPORTAL_KEY: 'key-1234_abc' });
    expect(c.bookingWidgetUrl).toBe('https://buchung.example.org/widget');
    expect(c.tourenportalKey).toBe('key-1234_abc');
    expect(loadConfig({}).bookingWidgetUrl).toBeNull();
    expect(() => loadConfig({ BOOKING_WIDGET_URL: 'http://buchung.example.org/' })).toThrow(/https/);
    expect(() => loadConfig({ TOURENPORTAL_KEY: 'x y' })).toThrow(/TOURENPORTAL_KEY/);
  });
});
