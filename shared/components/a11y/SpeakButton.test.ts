import { describe, expect, it } from 'vitest';
import { downloadSpeech, linkSpeech } from './SpeakButton';

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
});
