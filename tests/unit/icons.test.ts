import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../shared/components/icons/icon-names';
import { buildSprite } from '../../scripts/icons';

describe('icon sprite', () => {
  const sprite = fs.readFileSync(path.resolve('public/images/icons.svg'), 'utf8');

  it('has a symbol for every icon the site uses', () => {
    for (const name of ICON_NAMES) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24">`);
  });

  it('is up to date with the icon list (run `npm run icons` after changing it)', async () => {
    expect(sprite).toBe(await buildSprite());
  });
});
