import { describe, expect, it } from 'vitest';
import { speechChunks } from './speech';

describe('speech chunks for read-aloud', () => {
  it('ends headings with a full stop so the voice pauses', () => {
    expect(speechChunks(['Bürgernachrichten', 'Der Bauhof ist bereit.'])).toEqual(['Bürgernachrichten. Der Bauhof ist bereit.']);
  });

  it('keeps dates, addresses and e-mail addresses whole', () => {
    const [chunk] = speechChunks(['Stand 19.11.2026, E-Mail rathaus@musterstadt.de']);
    expect(chunk).toBe('Stand 19.11.2026, E-Mail rathaus@musterstadt.de.');
  });

  it('cuts long text at sentence ends into pieces of at most 220 characters', () => {
    const sentence = 'Die Abfuhrtage für Restmüll und Biotonne ändern sich ab Januar in Hecklingen und Nordweil. ';
    const chunks = speechChunks([sentence.repeat(6).trim()]);
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) {
      expect(c.length).toBeLessThanOrEqual(220);
      expect(c.endsWith('.')).toBe(true);
    }
    expect(chunks.join(' ')).toBe(sentence.repeat(6).trim());
  });

  it('cuts a single overlong sentence at spaces', () => {
    const words = Array.from({ length: 80 }, (_, i) => `Wort${i}`).join(' ');
    const chunks = speechChunks([words]);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(220);
    expect(chunks.join(' ')).toBe(`${words}.`);
  });
});
