import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ExternalEmbed } from './ExternalEmbed';
import { OPENSTREETMAP, osmEmbedUrl, TOURENPORTAL, tourScriptUrl } from './providers';

const map = osmEmbedUrl(48.1398, 7.9021);
const render = (props: Partial<Parameters<typeof ExternalEmbed>[0]> = {}) =>
  renderToString(
    <ExternalEmbed
      provider={OPENSTREETMAP}
      title="Karte des Startpunkts"
      kind="iframe"
      src={map}
      href="https://www.openstreetmap.org/"
      linkText="Karte öffnen"
      {...props}
    />,
  );

describe('ExternalEmbed before consent', () => {
  it('renders no iframe and never the frame address', () => {
    const html = render();
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('export/embed');
  });

  it('renders no script, image or preconnect of the provider for a script embed', () => {
    const html = render({ provider: TOURENPORTAL, kind: 'script', src: tourScriptUrl('demo-key-123', '58321947') });
    expect(html).not.toMatch(/<script|<img|<link|<iframe/);
    expect(html).not.toContain('demo-key-123');
  });

  it('names the provider, what is transferred and its privacy policy, and links to the content', () => {
    const html = render();
    expect(html).toContain('Hier ist ein Inhalt von <strong>OpenStreetMap</strong>');
    expect(html).toContain('IP-Adresse');
    expect(html).toContain(`href="${OPENSTREETMAP.datenschutz}"`);
    expect(html).toContain('href="https://www.openstreetmap.org/"');
  });

  it('offers the load button and „Entscheidung merken“ only once JavaScript runs (not in the server HTML)', () => {
    const html = render();
    expect(html).not.toContain('<button');
    expect(html).not.toContain('Entscheidung merken');
  });

  it('explains a service that is not set up and links to the provider instead', () => {
    const html = render({ provider: TOURENPORTAL, kind: 'script', src: null, href: TOURENPORTAL.startseite, linkText: 'Zum Tourenportal' });
    expect(html).toContain('noch nicht eingerichtet');
    expect(html).toContain(`href="${TOURENPORTAL.startseite}"`);
    expect(html).not.toMatch(/<script|<iframe|<button/);
  });
});
