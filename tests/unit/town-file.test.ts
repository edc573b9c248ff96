import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTownData, imageSize, readTownFile, TownFileError } from '../../server/town/file';
import { townSegmentRewrite } from '../../server/cms/seed/ledger';
import { contrast, themeStylesheetHref, themeTokens, tint } from '../../shared/site/theme';

/** The town file (ADR 30): checked at start, each mistake named by its field in German. */
const DEMO = JSON.parse(fs.readFileSync('town/musterstadt.json', 'utf8')) as Record<string, any>;
const copy = () => structuredClone(DEMO);

describe('the town file', () => {
  it('the demo town’s file is valid, and its images are served under addresses that change with them', () => {
    const town = readTownFile(path.resolve('town/musterstadt.json'));
    expect(town.facts.slug).toBe('musterstadt');
    expect(town.facts.crest).toMatchObject({ width: 200, height: 240 });
    expect(town.facts.crest.src).toMatch(/^\/stadt\/wappen\.svg\?v=[0-9a-f]{10}$/);
    expect(town.assets.get('/stadt/wappen.svg')?.file).toBe(path.resolve('public/images/wappen.svg'));
  });

  it('names every wrong field with a German message', () => {
    const t = copy();
    t.address.zip = '7999';
    t.theme.secondary = '#ffcc00';
    t.slug = 'rathaus';
    t.email = 'keine-adresse';
    t.hours.buergerbuero[0].slots[0].to = '08:00';
    t.quickLinks[1].href = 'http://www.example.org/';
    t.legal.vatId = '';
    t.mayorName = 'Tippfehler';
    delete t.weatherStation;
    const result = checkTownData(t);
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        'address.zip: muss eine Postleitzahl mit fünf Ziffern sein (ist „7999“)',
        expect.stringMatching(/^theme\.secondary: hat auf Weiß und ihrem hellen Hintergrund nur einen Kontrast von 1,\d:1; nötig sind mindestens 4,5:1/),
        'slug: ist eine Adresse, die die Website selbst verwendet; bitte eine andere wählen (ist „rathaus“)',
        'email: muss eine E-Mail-Adresse sein, z. B. rathaus@beispiel.de (ist „keine-adresse“)',
        'hours.buergerbuero[0].slots[0].to: endet nicht nach ihrem Beginn (ist „08:00“)',
        'quickLinks[1].href: muss bei kind "external" eine https-Adresse sein (ist „http://www.example.org/“)',
        'legal.vatId: darf nicht leer sein (ist „“)',
        '(die ganze Datei): enthält unbekannte Felder: mayorName (Tippfehler?)',
        'weatherStation: fehlt',
      ]),
    );
  });

  it("refuses OpenStreetMap's public tile servers as the town's own (ADR 59), and takes a town's own", () => {
    for (const kacheln of [
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://{s}.tile.openstreetmap.de/{z}/{x}/{y}.png',
      'https://tile.osm.org/{z}/{x}/{y}.png',
    ]) {
      const t = copy();
      t.karte = { art: 'kacheln', kacheln, namensnennung: '© OpenStreetMap-Mitwirkende' };
      const result = checkTownData(t);
      expect(result.ok ? [] : result.problems, kacheln).toEqual([
        expect.stringMatching(/^karte\.kacheln: ist ein öffentlicher Kachelserver von OpenStreetMap/),
      ]);
    }
    const t = copy();
    t.karte = { art: 'kacheln', kacheln: 'https://karten.beispielheim.de/osm/{z}/{x}/{y}.png', namensnennung: '© OpenStreetMap-Mitwirkende' };
    expect(checkTownData(t).ok).toBe(true);
  });

  it('stops on a missing file, bad JSON and a missing image, naming the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-stadtdatei-'));
    try {
      expect(() => readTownFile(path.join(dir, 'fehlt.json'))).toThrow(TownFileError);
      fs.writeFileSync(path.join(dir, 'kaputt.json'), '{ "name": ');
      expect(() => readTownFile(path.join(dir, 'kaputt.json'))).toThrow(/ist kein gültiges JSON/);
      const t = copy();
      t.crest.file = 'wappen.svg';
      fs.writeFileSync(path.join(dir, 'stadt.json'), JSON.stringify(t));
      expect(() => readTownFile(path.join(dir, 'stadt.json'))).toThrow(/crest\.file: Die Datei „wappen\.svg“ fehlt/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the size of an SVG from its attributes or view box, and of a PNG from its header', () => {
    expect(imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="48"></svg>'), 'image/svg+xml')).toEqual({ width: 40, height: 48 });
    expect(imageSize(Buffer.from('<svg viewBox="0 0 370 120"></svg>'), 'image/svg+xml')).toEqual({ width: 370, height: 120 });
    const png = Buffer.alloc(24);
    png.write('IHDR', 12, 'ascii');
    png.writeUInt32BE(192, 16);
    png.writeUInt32BE(96, 20);
    expect(imageSize(png, 'image/png')).toEqual({ width: 192, height: 96 });
  });

  it('sets the colours of the main theme only where they differ, each readable on white and on its tint', () => {
    expect(themeStylesheetHref({ primary: '#b3001b', secondary: '#004f9f' })).toBeNull();
    expect(themeStylesheetHref({ primary: '#1D5E3A', secondary: '#6a2c91' })).toBe('/stadt/farben.css?v=1d5e3a6a2c91');
    expect(themeTokens({ primary: '#1d5e3a', secondary: '#6a2c91' })).toContain('--st-red:#1d5e3a;');
    for (const c of ['#b3001b', '#004f9f', '#1d5e3a', '#6a2c91']) expect(contrast(c, tint(c))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the demo content under another town’s segment', () => {
  it('follows the slug in addresses, and leaves names, mail and web addresses as they are', () => {
    const rewrite = townSegmentRewrite('beispielheim')!;
    expect(rewrite('<a href="/musterstadt/gemeinderat/">Gemeinderat</a>')).toBe('<a href="/beispielheim/gemeinderat/">Gemeinderat</a>');
    expect(rewrite('/wirtschaft/kommunaler-klimaschutz-musterstadt/')).toBe('/wirtschaft/kommunaler-klimaschutz-beispielheim/');
    expect(rewrite('/wirtschaft/musterstadt-regenerativ/')).toBe('/wirtschaft/beispielheim-regenerativ/');
    expect(rewrite('Stadt Musterstadt, rathaus@musterstadt.de, https://www.krone-musterstadt.example/')).toBe(
      'Stadt Musterstadt, rathaus@musterstadt.de, https://www.krone-musterstadt.example/',
    );
    expect(townSegmentRewrite('musterstadt')).toBeUndefined();
  });
});
