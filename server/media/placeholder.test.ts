import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createPlaceholders } from './placeholder';

const original = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('placeholders written into the page', () => {
  it('gives every CMS image in the data its blurred 16 px placeholder as a data: URL, rendering each picture once', async () => {
    const asked: string[] = [];
    const p = createPlaceholders(async (src) => {
      asked.push(src);
      return src.endsWith('marktplatz.jpg') ? original() : null;
    });
    const bild = { url: '/api/cms/medien/marktplatz.jpg', alt: 'Marktplatz', breite: 1200, hoehe: 800 };
    const data = {
      items: [{ bild }, { bild: { ...bild } }, { bild: { url: '/api/cms/medien/fehlt.jpg', alt: '' } }],
      other: { url: 'https://example.org/x.jpg' },
    };
    await p.fill(data);
    const value = (data.items[0]!.bild as Record<string, unknown>).platzhalter as string;
    expect(value).toMatch(/^data:image\/jpeg;base64,/);
    expect((data.items[1]!.bild as Record<string, unknown>).platzhalter).toBe(value);
    const meta = await sharp(Buffer.from(value.split(',')[1]!, 'base64')).metadata();
    expect({ w: meta.width, h: meta.height }).toEqual({ w: 16, h: 11 });
    expect(value.length).toBeLessThan(1_000);
    // No original: no field, and the image keeps the image service's placeholder.
    expect(data.items[2]!.bild).not.toHaveProperty('platzhalter');
    expect(data.other).not.toHaveProperty('platzhalter');
    // Rendered once; a missing original is not asked for again at once.
    await p.fill({ bild: { ...bild } });
    await p.fill({ bild: { url: '/api/cms/medien/fehlt.jpg' } });
    expect(asked.sort()).toEqual(['/api/cms/medien/fehlt.jpg', '/api/cms/medien/marktplatz.jpg']);
  });

  it('does not keep a page waiting for a slow original', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => (release = r));
    const p = createPlaceholders(async () => (await slow, original()), { waitMs: 20 });
    const data = { bild: { url: '/api/cms/medien/langsam.jpg' } };
    await p.fill(data);
    expect(data.bild).not.toHaveProperty('platzhalter');
    release();
    await p.warm(['/api/cms/medien/langsam.jpg']);
    const next = { bild: { url: '/api/cms/medien/langsam.jpg' } };
    await p.fill(next);
    expect(next.bild).toHaveProperty('platzhalter');
  });
});
