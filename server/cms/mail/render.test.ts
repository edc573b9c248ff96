import { describe, expect, it } from 'vitest';
import { TOWN } from '../../../shared/site/town';
import { CREST_CID, ForeignLinkError, renderMail } from './render';

describe('renderMail', () => {
  const mail = renderMail(TOWN, {
    title: 'Ihre Schadensmeldung ist eingegangen',
    paragraphs: ['Guten Tag Erika Müller,', 'vielen Dank für Ihre Meldung.\nWir kümmern uns darum.'],
    facts: [
      { label: 'Vorgangsnummer', value: 'SM-2026-000001' },
      { label: 'Beschreibung', value: 'Laterne <defekt> & "dunkel"\nseit Montag' },
    ],
    links: [{ label: 'Zur Meldung', href: '/rathaus/meldungen/1' }],
    footer: ['Diese E-Mail wurde automatisch erstellt.', { label: 'Benachrichtigungen abbestellen', href: '/abmelden/abc' }],
    origin: 'https://www.musterstadt.de',
  });

  it('writes the plain text in German with the town, the title, every paragraph and value, and absolute links', () => {
    const t = mail.text;
    expect(t.startsWith(`${TOWN.officialName}\n\nIhre Schadensmeldung ist eingegangen\n\nGuten Tag Erika Müller,\n\n`)).toBe(true);
    expect(t).toContain('vielen Dank für Ihre Meldung.\nWir kümmern uns darum.');
    expect(t).toContain('Vorgangsnummer: SM-2026-000001');
    expect(t).toContain('Beschreibung:\nLaterne <defekt> & "dunkel"\nseit Montag');
    expect(t).toContain('Zur Meldung:\nhttps://www.musterstadt.de/rathaus/meldungen/1');
    expect(t).toContain(`-- \n${TOWN.officialName}\n${TOWN.address.street}, ${TOWN.address.zip} ${TOWN.address.city}`);
    expect(t).toContain('Benachrichtigungen abbestellen:\nhttps://www.musterstadt.de/abmelden/abc');
    expect(t).not.toMatch(/\n{3}/);
    expect(t.endsWith('\n')).toBe(true);
  });

  it('writes HTML for a phone: German, one column of at most 600 px, 16 px text, everything escaped', () => {
    const h = mail.html;
    expect(h).toContain('<html lang="de">');
    expect(h).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(h).toContain('max-width:600px');
    expect(h).toMatch(/font-size:16px/);
    expect(h).toContain(`<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1f1f1f">Ihre Schadensmeldung ist eingegangen</h1>`);
    expect(h).toContain('Laterne &lt;defekt&gt; &amp; &quot;dunkel&quot;<br>seit Montag');
    expect(h).not.toContain('<defekt>');
    expect(h).toContain(TOWN.officialName);
    // Layout tables are no data tables for a screen reader.
    expect(h.match(/<table /g)!.length).toBe(h.match(/<table role="presentation"/g)!.length);
  });

  it('carries the crest inside the mail and requests nothing from anywhere: no remote image, no foreign link', () => {
    const h = mail.html;
    const images = [...h.matchAll(/<img [^>]*src="([^"]+)"[^>]*>/g)];
    expect(images.map((m) => m[1])).toEqual([`cid:${CREST_CID}`]);
    expect(images[0]![0]).toContain(`alt="${TOWN.crest.alt}"`);
    expect(h).not.toMatch(/url\(|<link |<script|background=/i);
    const hrefs = [...h.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs).toEqual(['https://www.musterstadt.de/rathaus/meldungen/1', 'https://www.musterstadt.de/', 'https://www.musterstadt.de/abmelden/abc']);
  });

  it('refuses a link to another site, and takes the town’s own address without an origin', () => {
    expect(() => renderMail(TOWN, { title: 'x', paragraphs: [], links: [{ label: 'x', href: 'https://tracker.example/p?u=1' }] })).toThrow(ForeignLinkError);
    expect(() => renderMail(TOWN, { title: 'x', paragraphs: [], links: [{ label: 'x', href: '//tracker.example/p' }] })).toThrow(ForeignLinkError);
    expect(() => renderMail(TOWN, { title: 'x', paragraphs: [], links: [{ label: 'x', href: 'javascript:alert(1)' }] })).toThrow(ForeignLinkError);
    const own = renderMail(TOWN, {
      title: 'x',
      paragraphs: [],
      links: [
        { label: 'Rathaus', href: '/rathaus/' },
        { label: 'Schreiben', href: `mailto:${TOWN.email}` },
      ],
    });
    expect(own.text).toContain(`${new URL(TOWN.origin).origin}/rathaus/`);
    expect(own.html).toContain(`href="mailto:${TOWN.email}"`);
  });
});
