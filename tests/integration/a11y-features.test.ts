import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir, testApp } from '../helpers/app';
import { swOptions } from '../../scripts/build';

let site: Awaited<ReturnType<typeof testApp>>;
/** A build output that holds only the service worker, built from client/sw.ts for this test. */
let distDir: string;

beforeAll(async () => {
  distDir = tempDataDir('st-a11y-dist-');
  await esbuild.build({ ...swOptions(false), outfile: path.join(distDir, 'client', 'sw.js') });
  site = await testApp({ config: { distDir } });
});
afterAll(async () => {
  await site.cleanup();
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** accesskey → href of the shortcut links, in document order. */
function accessKeyLinks(html: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<a\b[^>]*\baccesskey="[^"]*"[^>]*>/gi)) {
    const key = tag.match(/accesskey="([^"]*)"/i)?.[1] ?? '';
    links[key] = tag.match(/href="([^"]*)"/)?.[1] ?? '';
  }
  return links;
}

const hasId = (html: string, id: string) => new RegExp(`\\sid="${id}"`).test(html);

describe('shortcut block with access keys (spec §2.8)', () => {
  for (const pathname of ['/', '/rathaus/', '/feuerwehr/', '/drei-linden-gs/']) {
    it(`links access keys 1–8 to real addresses on ${pathname}`, async () => {
      const res = await request(site.app).get(pathname);
      expect(res.status).toBe(200);
      expect(accessKeyLinks(res.text)).toEqual({
        '1': '#tastaturhilfe',
        '2': '#kopf-suche-q',
        '3': '#hauptnavigation',
        '4': '#inhalt',
        '5': '#seitenanfang',
        '6': '#kontakt',
        '7': '/rathaus/kontakt/#kontaktformular',
        '8': '/',
      });
      // Every fragment names an element of the same page, so the links work without JavaScript.
      for (const id of ['tastaturhilfe', 'kopf-suche-q', 'hauptnavigation', 'inhalt', 'seitenanfang', 'kontakt']) {
        expect(hasId(res.text, id), `#${id} auf ${pathname}`).toBe(true);
      }
    });
  }

  it('puts the block at the top: skip links, then the shortcuts, before the header', async () => {
    const { text } = await request(site.app).get('/');
    const skip = text.indexOf('class="st-skip"');
    const keys = text.indexOf('class="st-akeys"');
    const header = text.indexOf('<header');
    expect(skip).toBeGreaterThan(0);
    expect(keys).toBeGreaterThan(skip);
    expect(header).toBeGreaterThan(keys);
    expect(text).toMatch(/<nav class="st-akeys" aria-labelledby="st-akeys-titel"><p class="st-akeys__title" id="st-akeys-titel">Tastaturbedienung<\/p>/);
    // Below 992 px the block collapses into this one link (CSS).
    expect(text).toContain('<a class="st-akeys__link st-akeys__mobile" href="#tastaturhilfe">Tastaturhilfe</a>');
  });

  it('server-renders the help panel as an in-page section with the key combinations per browser', async () => {
    const { text } = await request(site.app).get('/');
    const panel = text.match(/<section class="st-help" id="tastaturhilfe"[^>]*>([\s\S]*?)<\/section><\/div>/)?.[1] ?? '';
    expect(panel).toContain('Tastaturbedienung');
    for (const phrase of [
      'Windows und Linux: Firefox',
      'macOS',
      '<kbd>Umschalt</kbd>',
      '<kbd>Option</kbd>',
      '<kbd>Tab</kbd>',
      'Pfeiltasten',
      '<kbd>Enter</kbd>',
      '<kbd>Strg</kbd> + <kbd>Plus</kbd>',
      '<kbd>0</kbd>',
    ]) {
      expect(panel, phrase).toContain(phrase);
    }
    // Not hidden by an attribute: without JavaScript CSS shows it while it is the :target.
    expect(text).toMatch(/<section class="st-help" id="tastaturhilfe" tabindex="-1" aria-labelledby="tastaturhilfe-titel">/);
  });
});

describe('read-aloud and install banner placeholders', () => {
  it('renders the read-aloud button inside <main> on public pages, shown by the stylesheet where scripts run (ADR 70)', async () => {
    const { text } = await request(site.app).get('/rathaus/');
    // The bar is an island: React's boundary comment may stand before it.
    expect(text).toMatch(
      /<main class="st-main" id="inhalt" tabindex="-1">(?:<!--\$-->)?<div class="st-readaloud"><div class="st-container"><button type="button" class="st-readaloud__button">/,
    );
  });

  it('renders no read-aloud bar on intranet paths', async () => {
    const res = await request(site.app).get('/intranet');
    expect(res.text).toContain('id="inhalt"');
    expect(res.text).not.toContain('st-readaloud');
  });

  it('has an empty, polite region for the install banner on the main layout only', async () => {
    const main = await request(site.app).get('/');
    expect(main.text).toContain('<div class="st-install" tabindex="-1" aria-live="polite"></div>');
    expect(main.text).not.toContain('Installieren');
    const fw = await request(site.app).get('/feuerwehr/');
    expect(fw.text).not.toContain('st-install');
  });
});

describe('outdated-browser notice', () => {
  it('is in every page, hidden, before the app', async () => {
    for (const pathname of ['/', '/feuerwehr/', '/gibt-es-nicht']) {
      const { text } = await request(site.app).get(pathname);
      const notice = text.indexOf('<section id="st-veraltet" class="st-outdated" aria-labelledby="st-veraltet-titel" hidden>');
      expect(notice, pathname).toBeGreaterThan(text.indexOf('<body>'));
      expect(notice).toBeLessThan(text.indexOf('<div id="app">'));
    }
    const { text } = await request(site.app).get('/');
    expect(text).toContain('Ihr Browser ist veraltet');
    expect(text).toContain('<a class="st-outdated__update" href="https://www.whatbrowser.org/">Browser aktualisieren');
    expect(text).toContain('<button type="button" class="st-outdated__close">Hinweis schließen</button>');
  });

  it('is shown only by inline scripts that carry the CSP nonce', async () => {
    const res = await request(site.app).get('/');
    const nonce = res.headers['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    const inline = [...res.text.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
    const nomodule = inline.find((m) => /\snomodule\b/.test(m[1] ?? ''));
    const moduleCheck = inline.find((m) => /type="module"/.test(m[1] ?? '') && (m[2] ?? '').includes('?.'));
    const classic = inline.find((m) => !/type=/.test(m[1] ?? '') && (m[2] ?? '').includes("addEventListener('load'"));
    for (const [name, m] of Object.entries({ nomodule, moduleCheck, classic })) {
      expect(m, name).toBeDefined();
      expect(m?.[1], name).toContain(`nonce="${nonce}"`);
    }
    // ES2020 syntax on purpose: browsers that cannot parse it never set the flag.
    expect(moduleCheck?.[2]).toMatch(/\?\..*\?\?/);
    // Every inline script of the page carries the nonce.
    for (const m of inline) expect(m[1]).toContain(`nonce="${nonce}"`);
  });
});

describe('web app manifest and icons', () => {
  it('links the manifest and the touch icon in the head', async () => {
    const { text } = await request(site.app).get('/');
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    // Rendered from the town file's crest, under an address that changes with it.
    expect(head).toMatch(/<link rel="apple-touch-icon" href="\/stadt\/apple-touch-icon\.png\?v=[0-9a-f]{10}">/);
  });

  it('serves the manifest as application/manifest+json with German name and icons', async () => {
    const res = await request(site.app).get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.text) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      name: 'Stadt Musterstadt',
      short_name: 'Musterstadt',
      lang: 'de',
      start_url: '/',
      display: 'standalone',
      theme_color: '#b3001b',
      background_color: '#ffffff',
    });
    const tokens = fs.readFileSync(path.resolve('client/styles/tokens.css'), 'utf8');
    expect(tokens).toContain(`--st-red: ${manifest.theme_color as string};`);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
  });

  it('serves every icon as a PNG of the declared size', async () => {
    const { body } = await request(site.app).get('/manifest.webmanifest');
    const icons = (JSON.parse(Buffer.isBuffer(body) ? body.toString() : JSON.stringify(body)) as { icons: { src: string; sizes: string }[] }).icons;
    const home = (await request(site.app).get('/')).text;
    const touch = /<link rel="apple-touch-icon" href="([^"]+)">/.exec(home)![1]!;
    for (const icon of [...icons, { src: touch, sizes: '180x180' }]) {
      const res = await request(site.app)
        .get(icon.src)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect(res.status, icon.src).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.body as Buffer).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
  });
});

describe('service worker at the site root', () => {
  it('serves /sw.js as JavaScript that browsers revalidate, with the root as allowed scope', async () => {
    const res = await request(site.app).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    // The worker built from client/sw.ts: its German offline page and the paths it leaves alone.
    expect(res.text).toContain('Sie sind offline');
    expect(res.text).toContain('intranet');
  });

  it('answers 404 when no service worker was built', async () => {
    const empty = await testApp({ config: { distDir: tempDataDir('st-a11y-empty-') } });
    try {
      const res = await request(empty.app).get('/sw.js');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    } finally {
      await empty.cleanup();
      fs.rmSync(empty.config.distDir, { recursive: true, force: true });
    }
  });
});
