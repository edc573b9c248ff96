import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGO_SIZES } from '../../shared/components/header/SiteHeader';
import { LAYOUTS } from '../../shared/site/sections';

describe('header logos', () => {
  it.each(Object.entries(LOGO_SIZES))('%s: the <img> size is the SVG’s own, so its box is right before it loads', (src, size) => {
    const svg = fs.readFileSync(path.join('public', src), 'utf8');
    const root = /<svg\b[^>]*>/.exec(svg)![0];
    expect(Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(root)![1])).toBe(size.width);
    expect(Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(root)![1])).toBe(size.height);
  });

  it('covers every logo a layout uses', () => {
    // The main layout names its logo in its component, the mini-sites in their layout definitions.
    const main = fs.readFileSync('shared/layouts/MainLayout.tsx', 'utf8');
    const used = [
      ...[...main.matchAll(/logoSrc="([^"]+)"/g)].map((m) => m[1]!),
      ...Object.values(LAYOUTS).flatMap((l) => (l.kind === 'mini-site' ? [l.logoSrc] : [])),
    ];
    expect(used.length).toBeGreaterThanOrEqual(4);
    for (const src of used) expect(LOGO_SIZES[src], src).toBeDefined();
  });
});
