import { describe, expect, it } from 'vitest';
import { amtsblatt } from '../../../shared/parts/amtsblatt/store/demo/amtsblatt';
import { demoPdfText } from './demo/documents';
import { makePdf, makeText } from './demo/pdf';
import { safeFileName } from './store';
import { documentText, extractPdfText, looksLikePdf, PdfError, tidyText } from './text';

/** Whitespace of any kind as one space: line wrapping and page breaks aside, two texts agree. */
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
/** The footer line our PDF writer prints on each page ('Stadt Musterstadt – <title> Seite 1 von 2'), not part of the body. */
const withoutFooters = (s: string) =>
  s
    .split('\n')
    .filter((line) => !/^Stadt Musterstadt – .* Seite \d+ von \d+$/.test(line))
    .join('\n');

describe('extractPdfText', () => {
  it('reads a generated PDF with umlauts, ß, typographic quotes and the euro sign, over two pages', async () => {
    const title = 'Satzung über die Straßenreinigungsgebühren';
    const lines = [
      'Öffentliche Bekanntmachung: Grünflächenpflege, Müllabfuhr und Gebühr von 12,50 € für „Anlieger“ – gültig ab 1. Januar.',
      'Äußerst wichtig: Die Überprüfung der Größe erfolgt jährlich durch das Ordnungsamt der Stadt Musterstadt im Rathaus.',
      ...Array.from({ length: 60 }, (_, i) => `Absatz ${i + 1}: Quellschüttung am Brunnen Nummer ${i + 1}.`),
    ];
    const bytes = makePdf(title, lines);
    const copy = Buffer.from(bytes);
    const text = await extractPdfText(bytes);

    expect(text.split('\n')[0]).toBe(title);
    // Lines as the page shows them (the writer wraps at about 90 characters).
    expect(text).toContain('\nÖffentliche Bekanntmachung: Grünflächenpflege, Müllabfuhr und Gebühr von 12,50 € für\n„Anlieger“ – gültig ab 1. Januar.\n');
    expect(flat(text)).toContain('Äußerst wichtig: Die Überprüfung der Größe erfolgt jährlich durch das Ordnungsamt');
    // The second page is read too, and so is each page's footer.
    expect(text).toContain('\nAbsatz 60: Quellschüttung am Brunnen Nummer 60.\n');
    expect(text).toMatch(/\nStadt Musterstadt – Satzung über die Straßenreinigungsgebühren Seite 2 von 2$/);
    expect(text.normalize('NFC')).toBe(text);
    // Body text as the seed stores it without reading the file.
    expect(flat(withoutFooters(text))).toBe(flat(demoPdfText({ downloadtext: title, inhalt: lines })));
    // The caller's bytes are left as they were.
    expect(Buffer.from(bytes).equals(copy)).toBe(true);
  });

  it('agrees with the text the seed stores for the demo gazette issues', async () => {
    for (const a of [amtsblatt[0]!, amtsblatt[amtsblatt.length - 1]!]) {
      const doc = {
        downloadtext: `Amtsblatt Nr. ${a.ausgabe}/${a.jahr}`,
        inhalt: [`Amtsblatt der Stadt Musterstadt – Ausgabe ${a.ausgabe}/${a.jahr}`, '', ...a.themen.map((t) => `• ${t}`)],
      };
      const text = await extractPdfText(makePdf(doc.downloadtext, doc.inhalt));
      expect(flat(withoutFooters(text))).toBe(flat(demoPdfText(doc)));
    }
  });

  it('refuses what is not a readable PDF, with a German message', async () => {
    await expect(extractPdfText(new TextEncoder().encode('Hallo Welt'))).rejects.toThrow(new PdfError('Die Datei ist kein PDF.'));
    const broken = makePdf('Kaputt', ['Zeile']).subarray(0, 60);
    await expect(extractPdfText(broken)).rejects.toBeInstanceOf(PdfError);
    await expect(extractPdfText(broken)).rejects.toThrow(/PDF/);
    expect(looksLikePdf(makePdf('A', ['b']))).toBe(true);
    expect(looksLikePdf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});

describe('documentText', () => {
  it('reads plain text as UTF-8 and gives other types no text', async () => {
    const txt = makeText('Hinweise zur Grünschnittsammlung', ['Bitte Äste bündeln.']);
    expect(await documentText(txt, 'text/plain; charset=utf-8')).toBe(
      'Hinweise zur Grünschnittsammlung\n================================\n\nBitte Äste bündeln.',
    );
    expect(await documentText(new Uint8Array([1, 2, 3]), 'image/jpeg')).toBe('');
    await expect(documentText(txt, 'application/pdf')).rejects.toBeInstanceOf(PdfError);
  });
});

describe('tidyText', () => {
  it('joins words hyphenated at a line end, keeps hyphens before capitals and conjunctions', () => {
    expect(tidyText('Der Gemein-\nderat tagt.')).toBe('Der Gemeinderat tagt.');
    expect(tidyText('Rad-\nund Fußweg')).toBe('Rad-\nund Fußweg');
    expect(tidyText('Rad-\nWeg')).toBe('Rad-\nWeg');
  });

  it('spells out ligatures, drops soft hyphens and control characters, trims lines and keeps one empty line', () => {
    expect(tidyText('  Be\u00adgrün\ufb01ng  \u0007 \n\n\n\n  Zweite   Zeile ')).toBe('Begrünfing\n\nZweite Zeile');
    expect(tidyText('u\u0308ber')).toBe('über');
  });
});

describe('safeFileName', () => {
  it('makes a name safe for the disk and a URL, umlauts spelled out', () => {
    expect(safeFileName('Gebühren 2026.PDF')).toBe('gebuehren-2026.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\Amt\\Straßen plan.pdf')).toBe('strassen-plan.pdf');
    expect(safeFileName('.pdf')).toBe('pdf');
    expect(safeFileName('???.pdf')).toBe('dokument.pdf');
    expect(safeFileName(`${'x'.repeat(300)}.pdf`)).toBe(`${'x'.repeat(80)}.pdf`);
  });
});
