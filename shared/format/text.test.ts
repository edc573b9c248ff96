import { describe, expect, it } from 'vitest';
import { capitalize, fileformat, formatFileSize, pluralize, removeintprefix, slugify, telformat } from './text';

describe('telformat', () => {
  it('keeps only + and digits', () => {
    expect(telformat('+49 7641 123-0')).toBe('+4976411230');
    expect(telformat('(07641) 45 67 / 89')).toBe('07641456789');
    expect(telformat('Tel.: 07641 123')).toBe('07641123');
  });

  it('returns an empty string for empty or missing input', () => {
    expect(telformat('')).toBe('');
    expect(telformat(undefined)).toBe('');
    expect(telformat(null)).toBe('');
  });
});

describe('removeintprefix', () => {
  it("turns '+49 ' into '0'", () => {
    expect(removeintprefix('+49 7641 123-0')).toBe('07641 123-0');
  });

  it("also drops a '(0)' after the prefix", () => {
    expect(removeintprefix('+49 (0)7641 123-0')).toBe('07641 123-0');
    expect(removeintprefix('+49 (0) 7641 123-0')).toBe('07641 123-0');
  });

  it('leaves national and foreign numbers alone', () => {
    expect(removeintprefix('07641 123-0')).toBe('07641 123-0');
    expect(removeintprefix('+41 61 123 45 67')).toBe('+41 61 123 45 67');
    expect(removeintprefix('+491 234')).toBe('+491 234');
  });

  it('only replaces the prefix at the start', () => {
    expect(removeintprefix('Fax +49 7641 9')).toBe('Fax +49 7641 9');
  });

  it('returns an empty string for missing input', () => {
    expect(removeintprefix(undefined)).toBe('');
  });
});

describe('fileformat', () => {
  it('names PDF, text and image files as in the spec', () => {
    expect(fileformat('plan.pdf')).toBe('PDF');
    expect(fileformat('liesmich.txt')).toBe('Text');
    expect(fileformat('foto.JPG')).toBe('Bild(jpg)');
    expect(fileformat('logo.png')).toBe('Bild(png)');
    expect(fileformat('BAUPLAN.PDF')).toBe('PDF');
  });

  it('shows other extensions in upper case', () => {
    expect(fileformat('tabelle.xlsx')).toBe('XLSX');
    expect(fileformat('antrag.docx')).toBe('DOCX');
    expect(fileformat('archiv.tar.gz')).toBe('GZ');
  });

  it('returns an empty string without an extension', () => {
    expect(fileformat('README')).toBe('');
    expect(fileformat('')).toBe('');
    expect(fileformat('datei.')).toBe('');
    expect(fileformat('.htaccess')).toBe('');
    expect(fileformat(undefined)).toBe('');
  });

  it('ignores folders, query strings and fragments', () => {
    expect(fileformat('/uploads/2026/plan.pdf?v=3#seite=2')).toBe('PDF');
    expect(fileformat('/uploads.alt/README')).toBe('');
  });
});

describe('pluralize', () => {
  it("adds 's' unless the count is 1", () => {
    expect(pluralize(1, 'Foto')).toBe('Foto');
    expect(pluralize(2, 'Foto')).toBe('Fotos');
    expect(pluralize(0, 'Foto')).toBe('Fotos');
    expect(pluralize(-1, 'Foto')).toBe('Fotos');
    expect(pluralize(1.5, 'Foto')).toBe('Fotos');
  });
});

describe('capitalize', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalize('rathaus')).toBe('Rathaus');
    expect(capitalize('ärger im amt')).toBe('Ärger im amt');
    expect(capitalize('bürgerBüro')).toBe('BürgerBüro');
  });

  it('handles empty and unusual input', () => {
    expect(capitalize('')).toBe('');
    expect(capitalize(undefined)).toBe('');
    expect(capitalize('1. Preis')).toBe('1. Preis');
    expect(capitalize('ß')).toBe('ß');
  });
});

describe('formatFileSize', () => {
  it('formats German style with a decimal comma', () => {
    expect(formatFileSize(512)).toBe('512 Byte');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1,2 MB');
  });

  it('handles zero and small values', () => {
    expect(formatFileSize(0)).toBe('0 Byte');
    expect(formatFileSize(1)).toBe('1 Byte');
    expect(formatFileSize(1023)).toBe('1023 Byte');
    expect(formatFileSize(1024)).toBe('1 KB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(1024 * 1024 * 1024 - 1)).toBe('1 GB');
  });

  it('drops a trailing ,0 and shows larger units', () => {
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(2.5 * 1024 ** 3)).toBe('2,5 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3 TB');
    expect(formatFileSize(12345 * 1024 ** 4)).toBe('12.345 TB');
  });

  it('returns an empty string for impossible sizes', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('slugify', () => {
  it('spells out German umlauts and ß', () => {
    expect(slugify('Bürgerbüro')).toBe('buergerbuero');
    expect(slugify('Öffnungszeiten Straße')).toBe('oeffnungszeiten-strasse');
    expect(slugify('ÄÖÜ äöü ß ẞ')).toBe('aeoeue-aeoeue-ss-ss');
  });

  it('spells out umlauts written with combining characters', () => {
    expect(slugify('Bu\u0308rgerbu\u0308ro')).toBe('buergerbuero');
  });

  it('strips other accents', () => {
    expect(slugify('Café Crème à la française')).toBe('cafe-creme-a-la-francaise');
    expect(slugify('Łódź, Ærø')).toBe('lodz-aero');
  });

  it('joins words with single dashes and trims them', () => {
    expect(slugify('  Neues Freibad – Eröffnung am 1. Mai!  ')).toBe('neues-freibad-eroeffnung-am-1-mai');
    expect(slugify('Kunst & Kultur / Veranstaltungen')).toBe('kunst-kultur-veranstaltungen');
    expect(slugify('---')).toBe('');
    expect(slugify('')).toBe('');
    expect(slugify(undefined)).toBe('');
  });

  it('keeps at most 80 characters and does not cut a word', () => {
    const title = 'Bekanntmachung über die öffentliche Auslegung des Bebauungsplans Gewerbegebiet Nord mit örtlichen Bauvorschriften';
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toBe('bekanntmachung-ueber-die-oeffentliche-auslegung-des-bebauungsplans-gewerbegebiet');
    expect(slug.endsWith('-')).toBe(false);
  });

  it('keeps the full last word when the 80th character ends it exactly', () => {
    const title = `${'a'.repeat(39)} ${'b'.repeat(40)} c`;
    expect(slugify(title)).toBe(`${'a'.repeat(39)}-${'b'.repeat(40)}`);
  });

  it('cuts a single overlong word at 80 characters', () => {
    expect(slugify('x'.repeat(100))).toBe('x'.repeat(80));
  });
});
