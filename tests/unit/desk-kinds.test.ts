import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parts as siteParts } from '../../shared/parts/registry';
import type { SitePart } from '../../shared/parts/part';
import { page } from '../../shared/routing/page';
import type { Part } from '../../server/cms/part';
import { pairKinds, type DeskKind } from '../../server/cms/desk/kind';
import { artenOf } from '../../shared/desk/registered';
import { deskArt, type DeskArt } from '../../shared/desk/kind';

/**
 * The desk's kinds are registered by their parts, each in two halves (ADR 39): the description in
 * `desk` of the part's index.ts, the adapter in `desk` of its store. Nothing central lists them, so
 * this test is what notices a half or a preview forgotten.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const sites = siteParts as readonly SitePart[];
const stores = sites.map((p) => p.store() as Part);

const art = (name: string, vorschau: DeskArt['vorschau'] = { seite: page('parts/x/XPage', async () => ({ default: () => null })) }): DeskArt => ({
  name,
  titel: name,
  einzahl: name,
  wort: name,
  beschreibung: '',
  felder: [],
  von: 'von',
  vorschau,
});

describe("the desk's kinds", () => {
  it('has both halves of every kind, in the same part, with a preview page the browser can load, and no name twice', () => {
    const arten = artenOf(sites);
    expect(arten.size).toBeGreaterThanOrEqual(9);
    const problems: string[] = [];
    sites.forEach((site, i) => {
      const adapters = new Set((stores[i]!.desk ?? []).map((k) => k.art));
      const described = new Set((site.desk ?? []).map((a) => a.name));
      for (const name of described) if (!adapters.has(name)) problems.push(`${site.name}: „${name}“ hat keinen Adapter (desk in store/index.ts)`);
      for (const name of adapters) if (!described.has(name)) problems.push(`${site.name}: „${name}“ hat keine Beschreibung (desk in index.ts)`);
    });
    for (const a of arten.values()) {
      const pages = Object.entries(a.vorschau);
      if (pages.length === 0) problems.push(`„${a.name}“ hat keine Vorschau`);
      for (const [name, entry] of pages) {
        // The browser finds a page by its id (shared/app/page-entry.ts): the module below shared/, a *Page.tsx.
        if (!/Page$/.test(entry.id) || !fs.existsSync(path.join(ROOT, 'shared', `${entry.id}.tsx`))) {
          problems.push(`„${a.name}“: Vorschau „${name}“ nennt keine Seite (${entry.id})`);
        }
      }
      const names = new Set(a.felder.map((f) => f.name));
      if (names.size !== a.felder.length) problems.push(`„${a.name}“: ein Feldname doppelt`);
      if (!names.has(a.von) || (a.bis && !names.has(a.bis))) problems.push(`„${a.name}“: von/bis nennt kein Feld`);
    }
    expect(problems).toEqual([]);
    // The store pairs every adapter with its description (it would not start otherwise).
    expect(
      [
        ...pairKinds(
          stores.flatMap((p) => p.desk ?? []),
          arten,
        ).keys(),
      ].sort(),
    ).toEqual([...arten.keys()].sort());
  });

  it('refuses two kinds of one name, a name that is no address segment, and an adapter without its description', () => {
    const part = (name: string, desk: DeskArt[]): SitePart => ({ name, desk, store: () => undefined });
    expect(() => artenOf([part('a', [art('fundsachen')]), part('b', [art('fundsachen')])])).toThrow(/Zwei Arten heißen „fundsachen“/);
    expect(() => artenOf([part('a', [art('Fund sachen')])])).toThrow(/kein Adressteil/);
    const adapter = { art: 'fundsachen' } as DeskKind;
    expect(() => pairKinds([adapter], new Map())).toThrow(/keinen Teil, der sie beschreibt/);
    expect(() => pairKinds([adapter, adapter], artenOf([part('a', [art('fundsachen')])]))).toThrow(/Zwei Adapter/);
  });

  it('makes a kind without a preview a type error', () => {
    // The compiler checks this file (npm run typecheck): without `vorschau`, deskArt() does not compile.
    // @ts-expect-error a kind needs its preview page
    const ohne = deskArt({ name: 'fundsachen', titel: 'Fundsachen', einzahl: 'die Fundsache', wort: 'Fundsache', beschreibung: '', felder: [], von: 'von' });
    expect(ohne.name).toBe('fundsachen');
  });
});
