import crypto from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import sharp from 'sharp';
import { formKeyOf } from '../../shared/routing/form-token';
import { createFormTokens, type FormTokens } from '../../server/session/form-token';

/**
 * A visitor of the citizen forms in integration tests: opens a form (CSRF cookie and token, the form's
 * key and the time it was shown), fills it in and sends it, from an address of its own (the tests run
 * with TRUST_PROXY=loopback, so the per-address limit counts each test's visitor apart).
 */
export interface Visitor {
  ip: string;
  cookie: string;
  /** The form's token as if it had been shown 20 seconds ago (a person's fill time; testApp signs it). */
  csrf: string;
  /** The token as the page gave it: a form sent with it at once looks sent by a program. */
  shownNow: string;
  schluessel: string;
}

let next = 1;
/** A fresh client address for each visitor, in a network (/24) of its own: the limits count per network. */
export function freshIp(): string {
  const n = next++;
  return `10.${(n >> 8) & 255}.${n & 255}.${((n >> 16) & 127) + 1}`;
}

export const csrfIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
export const hiddenIn = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

export function cookiesOf(res: request.Response): string[] {
  const raw = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

/**
 * The form's token as if the form had been shown 20 seconds ago: the same form and key, signed by the
 * tokens testApp keeps for this (the minimum fill time counts from the signed time). Other tokens (a
 * signed-in area's) stay as they are.
 */
export function earlier(app: Express, path: string, token: string): string {
  const tokens = (app.locals as { earlierFormTokens?: FormTokens }).earlierFormTokens;
  const key = formKeyOf(token);
  return tokens && key ? tokens.issue(path, key) : token;
}

/** A form's token as if shown 20 seconds ago, for a server started elsewhere with the secret `secret`. */
export function earlierToken(secret: string, path: string, token: string): string {
  const key = formKeyOf(token);
  return key ? createFormTokens(secret, () => Date.now() - 20_000).issue(path, key) : token;
}

/** A new form's token, shown 20 seconds ago, without opening the form (testApp signs it): one visitor's submission after another. */
export function freshToken(app: Express, path: string): string {
  const tokens = (app.locals as { earlierFormTokens?: FormTokens }).earlierFormTokens;
  if (!tokens) throw new Error('Nur mit testApp');
  return tokens.issue(path);
}

/** Opens a form page as a new visitor: 200, with its cookies (if any) and the form's hidden fields. */
export async function openForm(app: Express, url: string, ip = freshIp()): Promise<Visitor & { html: string }> {
  const res = await request(app).get(url).set('x-forwarded-for', ip);
  if (res.status !== 200) throw new Error(`${url} antwortete ${res.status}`);
  const cookie = cookiesOf(res)
    .map((c) => c.split(';')[0])
    .join('; ');
  const shownNow = csrfIn(res.text);
  return {
    ip,
    cookie,
    csrf: earlier(app, new URL(url, 'http://x').pathname, shownNow),
    shownNow,
    schluessel: hiddenIn(res.text, '_schluessel'),
    html: res.text,
  };
}

/** The hidden fields of a form shown some seconds ago (a person needs more than the minimum fill time). */
export function hidden(v: Visitor, extra: Record<string, string> = {}): Record<string, string> {
  return { _csrf: v.csrf, _schluessel: v.schluessel, homepage: '', ...extra };
}

/** Sends a form urlencoded, as a browser without JavaScript does. */
export function postForm(app: Express, url: string, v: Visitor, fields: Record<string, string | string[]>) {
  return request(app).post(url).type('form').set('cookie', v.cookie).set('x-forwarded-for', v.ip).send(fields);
}

/** Sends a form as multipart/form-data with files (the CSRF token first, as ActionForm renders it). */
export function postMultipart(
  app: Express,
  url: string,
  v: Visitor,
  fields: Record<string, string | string[]>,
  files: { field: string; name: string; content: Buffer; type?: string }[] = [],
) {
  let r = request(app).post(url).set('cookie', v.cookie).set('x-forwarded-for', v.ip);
  const entries = Object.entries(fields).sort(([a], [b]) => (a === '_csrf' ? -1 : b === '_csrf' ? 1 : 0));
  for (const [k, value] of entries) for (const item of ([] as string[]).concat(value)) r = r.field(k, item);
  for (const f of files) r = r.attach(f.field, f.content, { filename: f.name, contentType: f.type ?? 'application/octet-stream' });
  return r;
}

/** A small JPEG photo with EXIF data and a GPS position, as a phone takes it. */
export async function photo(width = 64, height = 48, color = '#3a7'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Telefon', Model: 'Kamera 3000', Copyright: 'Erika Mustermann' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 7/1 1682/100', GPSLongitudeRef: 'E', GPSLongitude: '7/1 51/1 418/100' },
    })
    .toBuffer();
}

/** The start of an iPhone HEIC file (what a phone sends when the form does not ask for JPEG). */
export const HEIC_BYTES = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64, 1)]);

export const randomKey = () => crypto.randomBytes(18).toString('base64url');

/** Text as shown: entities decoded, React's text separators removed. */
export const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Logs a demo user into the intranet; answers the cookie header of the session. */
export async function loginAs(app: Express, email: string, passwort: string): Promise<string> {
  const page = await request(app).get('/intranet');
  const jar = new Map<string, string>();
  const keep = (res: request.Response) => {
    for (const c of cookiesOf(res)) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
  };
  keep(page);
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await request(app)
    .post('/intranet')
    .type('form')
    .set('cookie', header())
    .send({ _csrf: csrfIn(page.text), email, passwort, ziel: '/intranet' });
  if (res.status !== 303) throw new Error(`Anmeldung als ${email} antwortete ${res.status}`);
  keep(res);
  return header();
}

export const SABINE = { email: 'sabine.fuchs@musterstadt.de', passwort: 'Demo#Eingang2026' };
export const PAUL = { email: 'paul.brenner@musterstadt.de', passwort: 'Demo#Intranet2026' };

/** The reference number in a thank-you address (`…/danke/SM-2026-000123`), or '' when there is none. */
export const refOf = (location: string | undefined) => /\/danke\/([A-Z]{2}-\d{4}-\d{6})/.exec(location ?? '')?.[1] ?? '';
