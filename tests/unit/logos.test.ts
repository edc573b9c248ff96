import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAYOUTS } from '../../shared/site/sections';
import { loadedTown } from '../../server/town/boot';

describe('header logos', () => {
  it('every layout’s <img> size is its file’s own, so its box is right before it loads', () => {
    const logos = Object.values(LAYOUTS).map((l) => (l.kind === 'mini-site' ? l.logo : loadedTown().facts.logo));
    expect(logos.length).toBeGreaterThanOrEqual(4);
    for (const logo of logos) {
      const asset = loadedTown().assets.get(logo.src.split('?')[0]!);
      expect(asset, logo.src).toBeDefined();
      const root = /<svg\b[^>]*>/.exec(fs.readFileSync(asset!.file, 'utf8'))![0];
      expect(Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(root)![1]), logo.src).toBe(logo.width);
      expect(Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(root)![1]), logo.src).toBe(logo.height);
    }
  });

  it('the town’s SVG images draw their text as outlines: an image cannot use the site’s fonts (ADR 76)', () => {
    const svgs = [...loadedTown().assets.values()].filter((a) => a.type === 'image/svg+xml');
    expect(svgs.length).toBeGreaterThanOrEqual(5);
    for (const a of svgs) expect(fs.readFileSync(a.file, 'utf8'), a.urlPath).not.toMatch(/<text\b/);
  });
});
