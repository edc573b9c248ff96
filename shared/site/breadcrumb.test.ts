import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb';
import { MAIN_MENU } from './menus';

const labels = (pathname: string, title: string, parents = [] as { label: string; href: string }[]) =>
  breadcrumbTrail(pathname, title, MAIN_MENU, undefined, parents).map((c) => c.label);

describe('breadcrumb trail', () => {
  it('names a section by its top-level menu entry', () => {
    expect(labels('/rathaus/buergernachrichten/neu_12', 'Neu')).toEqual(['Startseite', 'Rathaus & Service', 'Bürgernachrichten', 'Neu']);
  });

  it('names a page by its own entry, not by the group that links to it', () => {
    expect(labels('/wirtschaft/gewerbeverzeichnis/handwerk/', 'Handwerk')).toEqual(['Startseite', 'Bauen & Wirtschaft', 'Gewerbeverzeichnis', 'Handwerk']);
    expect(labels('/wirtschaft/abfallkalender/termine/abc', 'Termine')).toEqual(['Startseite', 'Bauen & Wirtschaft', 'Abfallkalender', 'Termine']);
    expect(labels('/musterstadt/ratstermine/sitzung_6001', 'Sitzung')).toEqual(['Startseite', 'Stadtinfo & Politik', 'Sitzungstermine', 'Sitzung']);
  });

  it('leaves out ancestors no menu names, unless the page names them', () => {
    expect(labels('/wirtschaft/gewerbeverzeichnis/handwerk/schreinerei_7001', 'Schreinerei')).toEqual([
      'Startseite',
      'Bauen & Wirtschaft',
      'Gewerbeverzeichnis',
      'Schreinerei',
    ]);
    expect(
      labels('/wirtschaft/gewerbeverzeichnis/handwerk/schreinerei_7001', 'Schreinerei', [
        { label: 'Handwerk', href: '/wirtschaft/gewerbeverzeichnis/handwerk' },
      ]),
    ).toEqual(['Startseite', 'Bauen & Wirtschaft', 'Gewerbeverzeichnis', 'Handwerk', 'Schreinerei']);
  });
});
