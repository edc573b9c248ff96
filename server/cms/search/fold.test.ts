import { describe, expect, it } from 'vitest';
import { fold, foldWithMap, originalRange, stripHtml } from './fold';

/** The original text of the first occurrence of `needle` (folded) in `original`. */
function highlight(original: string, needle: string): string {
  const f = foldWithMap(original);
  const at = f.text.indexOf(fold(needle));
  if (at < 0) return '';
  const [s, e] = originalRange(f, original, at, at + fold(needle).length);
  return original.slice(s, e);
}

describe('fold', () => {
  it('spells out ß and ẞ', () => {
    expect(fold('Straße')).toBe('strasse');
    expect(fold('Strasse')).toBe('strasse');
    expect(fold('STRAẞE')).toBe('strasse');
    expect(fold('ẞ')).toBe('ss');
  });

  it('spells out umlauts in any case', () => {
    expect(fold('Müll')).toBe('muell');
    expect(fold('Muell')).toBe('muell');
    expect(fold('MÜLL')).toBe('muell');
    expect(fold('Ärzte')).toBe('aerzte');
    expect(fold('Öffnungszeiten')).toBe('oeffnungszeiten');
  });

  it('treats decomposed umlauts like precomposed ones', () => {
    expect(fold('Mu\u0308ll')).toBe('muell');
    expect(fold('A\u0308rzte')).toBe('aerzte');
    expect(fold('Bu\u0308rgerbu\u0308ro')).toBe(fold('Bürgerbüro'));
  });

  it('removes other diacritics and keeps everything else', () => {
    expect(fold('Café crème')).toBe('cafe creme');
    expect(fold('e\u0301')).toBe('e');
    expect(fold('Łódź')).toBe('lodz');
    expect(fold('Kita-Platz 2026!')).toBe('kita-platz 2026!');
    expect(fold('a"b*c:d^e(f)')).toBe('a"b*c:d^e(f)');
    expect(fold('😀 Ü')).toBe('😀 ue');
  });

  it('never throws on odd input', () => {
    expect(fold('\uD800x')).toBe('\uD800x');
    expect(fold('\u0000\u0007')).toBe('\u0000\u0007');
    expect(fold('\u0308\u0308')).toBe('');
    expect(fold('')).toBe('');
    expect(fold(undefined as unknown as string)).toBe('');
  });
});

describe('foldWithMap', () => {
  it('maps every folded unit to its original character', () => {
    const f = foldWithMap('Müß');
    expect(f.text).toBe('muess');
    expect(f.map).toEqual([0, 1, 1, 2, 2]);
    expect(f.text.length).toBe(f.map.length);
  });

  it('maps astral characters and combining marks', () => {
    const f = foldWithMap('😀u\u0308');
    expect(f.text).toBe('😀ue');
    expect(f.map).toEqual([0, 0, 2, 3]);
  });

  it('finds the original words of folded matches', () => {
    expect(highlight('Die Müllabfuhr kommt', 'muell')).toBe('Müll');
    expect(highlight('In der Hauptstraße 5', 'strasse')).toBe('straße');
    expect(highlight('ÄRZTE im Dienst', 'aerzte')).toBe('ÄRZTE');
    expect(highlight('Mu\u0308llabfuhr', 'müll')).toBe('Mu\u0308ll');
    expect(highlight('GROẞE Pause', 'grosse')).toBe('GROẞE');
  });
});

describe('stripHtml', () => {
  it('separates block elements and joins inline ones', () => {
    expect(stripHtml('<h2>Kosten</h2><p>Die <strong>Müll</strong>abfuhr</p><ul><li>eins</li><li>zwei</li></ul>')).toBe('Kosten Die Müllabfuhr eins zwei');
    expect(stripHtml('Zeile<br>zwei<br/>drei')).toBe('Zeile zwei drei');
  });

  it('decodes entities after removing tags', () => {
    expect(stripHtml('Stra&szlig;e &amp; Gr&uuml;n &#252; &#xFC; &lt;b&gt; a&nbsp;b &bogus;')).toBe('Straße & Grün ü ü <b> a b &bogus;');
  });

  it('drops scripts, styles, comments and attributes', () => {
    expect(stripHtml('<p title="a > b">Text</p><script>alert(1)</script><!-- x --><style>p{}</style>Ende')).toBe('Text Ende');
    expect(stripHtml('<a href="/rathaus/fachaemter/buergerbuero_49">Bürgerbüro</a>')).toBe('Bürgerbüro');
  });

  it('handles empty and broken input', () => {
    expect(stripHtml('')).toBe('');
    expect(stripHtml('<p>offen')).toBe('offen');
    expect(stripHtml('a < b')).toBe('a < b');
  });
});
