import { describe, it, expect, afterAll } from 'vitest';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { media, mediaCacheDir, renderMedia, MEDIA_SIZES } from '../../server/cms/media/demo/media.js';
import { makePdf, makeText } from '../../server/cms/files/demo/pdf.js';

const FOTOS = [
  'rathaus',
  'marktplatz',
  'kirche',
  'schwarzwald-panorama',
  'wald-weg',
  'wiesental',
  'fachwerk',
  'bach',
  'winterlandschaft',
  'herbstwald',
  'feuerwehrhaus',
  'feuerwehrauto',
  'schule',
  'spielplatz',
  'baustelle',
  'strasse',
  'freibad',
  'sporthalle',
  'buecherei',
  'fasnet',
  'wochenmarkt',
  'konzert',
  'solardach',
  'windrad',
  'radweg',
  'park-bank',
  'jugendhaus',
  'muelltonnen',
  'ratssaal',
  'wahlurne',
];
const HEROES = [
  'hero-stadt',
  'hero-huegel',
  'hero-wald',
  'hero-winter',
  'hero-sommer',
  'hero-rathaus',
  'hero-feuerwehr',
  'hero-schule',
  'hero-schule-gruen',
  'hero-fasnet',
  'hero-wandern',
  'hero-wirtschaft',
];

/** The council members' portrait placeholders: outlines, no faces. */
const PORTRAITS = Array.from({ length: 40 }, (_, i) => `portraet-${String(i + 1).padStart(2, '0')}`);

describe('media list', () => {
  it('contains exactly the expected keys with the right kinds', () => {
    expect(media.map((m) => m.key).sort()).toEqual([...FOTOS, ...HEROES, ...PORTRAITS].sort());
    for (const m of media) expect(m.kind).toBe(HEROES.includes(m.key) ? 'hero' : PORTRAITS.includes(m.key) ? 'portraet' : 'foto');
  });

  it('has an honest German alt text for every image', () => {
    for (const m of media) {
      expect(m.alt.startsWith('Illustration: '), m.key).toBe(true);
      expect(m.alt.length, m.key).toBeGreaterThan(30);
    }
  });

  it('produces deterministic SVG without text', () => {
    for (const m of media) {
      const a = m.svg();
      expect(a, m.key).toBe(m.svg());
      expect(a.startsWith('<svg'), m.key).toBe(true);
      expect(a, m.key).not.toMatch(/<text/);
    }
  });
});

describe('renderMedia', () => {
  const dir = mkdtempSync(join(tmpdir(), 'musterstadt-media-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renders every key to a valid JPEG of the right size', async () => {
    const files = await renderMedia(dir);
    expect(files).toEqual(media.map((m) => `${m.key}.jpg`));
    for (const m of media) {
      const meta = await sharp(join(dir, `${m.key}.jpg`)).metadata();
      expect(meta.format, m.key).toBe('jpeg');
      expect(meta.width, m.key).toBe(MEDIA_SIZES[m.kind].width);
      expect(meta.height, m.key).toBe(MEDIA_SIZES[m.kind].height);
      expect(meta.isProgressive, m.key).toBe(true);
    }
    expect(MEDIA_SIZES.foto).toEqual({ width: 1200, height: 800 });
    expect(MEDIA_SIZES.hero).toEqual({ width: 2000, height: 650 });
    expect(MEDIA_SIZES.portraet).toEqual({ width: 600, height: 750 });
  }, 120_000);

  it('takes an image rendered before from the cache instead of rendering it again', async () => {
    // A copy of the cache the test above filled, with one image replaced by a marker.
    const cache = mkdtempSync(join(tmpdir(), 'musterstadt-media-cache-'));
    const out = mkdtempSync(join(tmpdir(), 'musterstadt-media-out-'));
    try {
      for (const f of readdirSync(mediaCacheDir())) copyFileSync(join(mediaCacheDir(), f), join(cache, f));
      const marker = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#ff0000' } })
        .jpeg()
        .toBuffer();
      const cached = readdirSync(cache).find((f) => f.startsWith('rathaus-'))!;
      writeFileSync(join(cache, cached), marker);
      await renderMedia(out, cache);
      expect(readFileSync(join(out, 'rathaus.jpg')).equals(marker)).toBe(true);
      expect(readFileSync(join(out, 'marktplatz.jpg')).equals(readFileSync(join(dir, 'marktplatz.jpg')))).toBe(true);
    } finally {
      rmSync(cache, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('skips files that already exist', async () => {
    const file = join(dir, 'rathaus.jpg');
    const before = statSync(file).mtimeMs;
    const started = Date.now();
    await renderMedia(dir);
    expect(statSync(file).mtimeMs).toBe(before);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('makePdf', () => {
  const pdf = makePdf('Bürgerbüro – Öffnungszeiten (Stand 2025)', [
    'Straße: Marktplatz 1, Erdgeschoss; Anträge bitte vorab einreichen',
    'Bürgerbüro geöffnet Mo–Fr 8–12 Uhr \\ Do 14–18 Uhr (mit Termin)',
    '',
    'Ein sehr langer Absatz '.repeat(20),
  ]);
  const text = pdf.toString('latin1');

  it('has PDF 1.4 header and EOF marker', () => {
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has a startxref offset that points at the xref table, and correct object offsets', () => {
    const m = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
    expect(m).not.toBeNull();
    const xref = Number(m![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const rows = text.slice(xref).split('\n');
    const count = Number(rows[1]!.split(' ')[1]);
    for (let i = 1; i < count; i++) {
      const off = Number(rows[2 + i]!.slice(0, 10));
      expect(text.slice(off).startsWith(`${i} 0 obj`), `object ${i}`).toBe(true);
    }
  });

  it('uses Helvetica with WinAnsiEncoding and cp1252 bytes for umlauts and ß', () => {
    expect(text).toContain('/BaseFont /Helvetica');
    expect(text).toContain('/WinAnsiEncoding');
    expect(pdf.includes(0xe4)).toBe(true); // ä
    expect(pdf.includes(0xdf)).toBe(true); // ß
    expect(pdf.includes(0xfc)).toBe(true); // ü
    expect(pdf.includes(Buffer.from('Stra\xdfe', 'latin1'))).toBe(true);
    expect(pdf.includes(Buffer.from('B\xfcrgerb\xfcro', 'latin1'))).toBe(true);
    expect(pdf.includes(Buffer.from('Antr\xe4ge', 'latin1'))).toBe(true);
    expect(pdf.includes(Buffer.from('Straße', 'utf8'))).toBe(false);
  });

  it('escapes parentheses and backslashes in strings', () => {
    expect(text).toContain('\\(Stand 2025\\)');
    expect(text).toContain('8\x9612 Uhr \\\\ Do');
  });

  it('wraps long lines at about 90 characters', () => {
    const shown = [...text.matchAll(/\((.*?)\) Tj/g)].map((x) => x[1]!);
    expect(shown.length).toBeGreaterThan(5);
    for (const s of shown) expect(s.length).toBeLessThanOrEqual(104);
  });

  it('starts a new page when the text is long', () => {
    const long = makePdf(
      'Protokoll',
      Array.from({ length: 120 }, (_, i) => `Punkt ${i + 1}: Beratung und Beschluss`),
    );
    expect(long.toString('latin1')).toMatch(/\/Count [2-9]/);
  });
});

describe('makeText', () => {
  it('writes UTF-8 text with title and lines', () => {
    const buf = makeText('Hinweise zur Straßenreinigung', ['Bürgerbüro', 'Zeile 2']);
    const s = buf.toString('utf8');
    expect(s.startsWith('Hinweise zur Straßenreinigung\n')).toBe(true);
    expect(s).toContain('Bürgerbüro\nZeile 2\n');
    expect(buf.includes(Buffer.from('ß', 'utf8'))).toBe(true);
  });
});
