import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The parts' menu entries (ADR 45): the server reads them from the registry, the browser's build
 * imports each part's `menu.ts` alone. Both must be the same links, and the registry must load before
 * the menus (a loader that imports the assembled menus would read the registry half-evaluated).
 */
describe('part menus', () => {
  it('load after the registry, and each part brings exactly its menu.ts', async () => {
    // The registry first, as the server's start does: the menus read it when they are evaluated.
    const { parts } = await import('../parts/registry');
    const { MAIN_MENU } = await import('./menus');
    expect(MAIN_MENU.length).toBeGreaterThan(0);
    for (const part of parts) {
      const file = path.join(import.meta.dirname, '..', 'parts', part.name, 'menu.ts');
      const menu = 'menu' in part ? part.menu : undefined;
      if (!fs.existsSync(file)) {
        expect(menu, `${part.name}: menu ohne menu.ts`).toBeUndefined();
        continue;
      }
      const own = (await import(`../parts/${part.name}/menu.ts`)) as { menu: unknown };
      expect(menu, `${part.name}: index.ts muss das menu aus menu.ts eintragen`).toBe(own.menu);
    }
  });
});
