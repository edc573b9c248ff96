import { describe, expect, it } from 'vitest';
import { wanderwegLoader } from './tourismus.server';
import type { CmsClient } from '../../routing/types';
import type { WanderwegDetail } from './contract';

const item: WanderwegDetail = {
  id: 8401,
  titel: 'Hochfirst-Runde',
  slug: 'hochfirst-runde_8401',
  laenge_km: 14.2,
  hoehenmeter: 520,
  dauer_min: 270,
  schwierigkeit: 'mittel',
  start: 'Bürgerhaus Nordweil',
  text: '<p>Text</p>',
  start_geo: { lat: 48.1398, lon: 7.9021 },
  tourenportal_id: '58321947',
};
/** A CMS that knows this one hiking route and nothing else. */
const cms = {
  get: async () => null,
  load: async () => ({ data: item }),
  call: async () => ({ ok: true, data: { data: item } }),
} as unknown as CmsClient;
const ctx = (embeds?: { bookingWidgetUrl: string | null; tourenportalKey: string | null }) => ({
  params: { slug: item.slug },
  query: new URLSearchParams(),
  pathname: `/gaeste/wandern-walken/${item.slug}`,
  cms,
  user: null,
  ratsinfoUser: null,
  origin: 'http://localhost',
  embeds,
  form: null,
  csrf: '',
});

describe('hiking route loader', () => {
  it('passes the portal script with the configured key to the page', async () => {
    const { data } = await wanderwegLoader(ctx({ bookingWidgetUrl: null, tourenportalKey: 'demo-key-123' }));
    expect(data.tourSrc).toBe('https://www.tourenportal-schwarzwald.example/embed/tour.js?key=demo-key-123&tour=58321947&lang=de');
    expect(data.map?.src).toContain('marker=48.13980,7.90210');
  });

  it('has no portal script without a key, but still the link to the tour', async () => {
    const { data } = await wanderwegLoader(ctx());
    expect(data.tourSrc).toBeNull();
    expect(data.tourHref).toBe('https://www.tourenportal-schwarzwald.example/touren/58321947');
  });
});
