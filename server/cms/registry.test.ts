import { describe, expect, it } from 'vitest';
import type { Part } from './part';
import { parts, withCoreServices } from './registry';

const part = (name: string, after?: string[]): Part => ({ name, migrations: [], ...(after ? { after } : {}) });

describe('the embedded CMS registry', () => {
  it('places each core service right after the parts its shipped migrations build on, at the start when none', () => {
    const list = withCoreServices([part('a'), part('b'), part('c')], [part('m'), part('f', ['b', 'a'])]);
    expect(list.map((p) => p.name)).toEqual(['m', 'a', 'b', 'f', 'c']);
    expect(() => withCoreServices([part('a')], [part('f', ['x'])])).toThrow(/x/);
  });

  it('builds a database in the order its migrations were shipped in: the images first, the documents after news and the archive', () => {
    // The migrations of a fresh database run in this order, each part after those whose tables it refers to.
    expect(parts.map((p) => p.name)).toEqual([
      'medien',
      'nachrichten',
      'archiv',
      'dateien',
      'amtsblatt',
      'seiten',
      'wetter',
      'intranet',
      'verwaltung',
      'veranstaltungen',
      'gremien',
      'ratstermine',
      'abfall',
      'gewerbe',
      'baustellen',
      'tourismus',
      'suche',
      'eingaenge',
      'post',
      'meldungen',
      'drossel',
      'warnhinweis',
      'redaktion',
      'einlesen',
      'einrichtung',
      'meinort',
      'benachrichtigungen',
      'termine',
    ]);
  });
});
