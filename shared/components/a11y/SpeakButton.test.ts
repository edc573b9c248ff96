import { describe, expect, it } from 'vitest';
import { documentTextUrl, downloadSpeech, linkSpeech, MAX_DOCUMENT_SPEECH, withDocumentText } from './SpeakButton';

describe('what is read of an item', () => {
  it('a download: text, description and file type with size', () => {
    expect(downloadSpeech({ downloadtext: 'Antrag auf Wohngeld', beschreibung: 'Für Mieterinnen und Mieter', datei: 'wohngeld.pdf', groesse: 123_456 })).toBe(
      'Download: Antrag auf Wohngeld. Für Mieterinnen und Mieter. Dateityp PDF, 121 KB.',
    );
    expect(downloadSpeech({ downloadtext: 'Lageplan', beschreibung: null, datei: 'lageplan.jpg' })).toBe('Download: Lageplan. Dateityp Bild(jpg).');
    expect(downloadSpeech({ downloadtext: 'Hinweise', beschreibung: 'Bitte lesen!', datei: 'ohne-endung' })).toBe('Download: Hinweise. Bitte lesen!');
  });

  it('a link: text, and whether it leaves the site', () => {
    expect(linkSpeech({ linktext: 'Alle Fasnetvereine', isintern: true })).toBe('Link: Alle Fasnetvereine. Eine Seite dieser Website.');
    expect(linkSpeech({ linktext: 'Narrenschopf', isintern: false })).toBe('Link: Narrenschopf. Eine andere Website, sie öffnet in einem neuen Fenster.');
  });

  it('the document text address: public PDFs and text files only', () => {
    expect(documentTextUrl({ link: '/api/cms/dateien/114/amtsblatt-2026-45.pdf', mime: 'application/pdf', datei: 'amtsblatt-2026-45.pdf' })).toBe(
      '/api/cms/dateien/114/amtsblatt-2026-45.pdf/text',
    );
    expect(documentTextUrl({ link: '/api/cms/dateien/7/hinweise.txt', mime: 'text/plain; charset=utf-8', datei: 'hinweise.txt' })).toBe(
      '/api/cms/dateien/7/hinweise.txt/text',
    );
    // The gazette's files name no type: by the file name.
    expect(documentTextUrl({ link: '/api/cms/dateien/20/amtsblatt-2025-01.pdf', datei: 'amtsblatt-2025-01.pdf' })).toBe(
      '/api/cms/dateien/20/amtsblatt-2025-01.pdf/text',
    );
    expect(documentTextUrl({ link: '/api/cms/intranet/dokument/150', mime: 'application/pdf', datei: 'dienstanweisung.pdf' })).toBeNull();
    expect(documentTextUrl({ link: '/api/cms/dateien/9/lageplan.jpg', mime: 'image/jpeg', datei: 'lageplan.jpg' })).toBeNull();
    expect(documentTextUrl({ link: 'https://example.org/x.pdf', mime: 'application/pdf', datei: 'x.pdf' })).toBeNull();
  });

  it('a download with its document: the item, then the text; a very long text is cut with a note', () => {
    expect(withDocumentText('Download: Satzung. Dateityp PDF, 3 KB.', 'Satzung\nüber die   Gebühren\n\n§ 1 Geltung')).toBe(
      'Download: Satzung. Dateityp PDF, 3 KB. Inhalt des Dokuments: Satzung über die Gebühren § 1 Geltung',
    );
    expect(withDocumentText('Download: Scan.', '  ')).toBe('Download: Scan.');
    const long = withDocumentText('Download: Haushalt.', 'Ein Satz. '.repeat(10_000));
    expect(long.length).toBeLessThan(MAX_DOCUMENT_SPEECH + 200);
    expect(long).toMatch(/Ein Satz\. … Das Dokument geht weiter; öffnen Sie es, um den Rest zu lesen\.$/);
  });
});
