import request from 'supertest';
import type { App } from '../../server/app';

/**
 * A browser's cookie jar for supertest: the cookies a response sets are kept and sent with the next
 * request, cleared ones are dropped. For tests of the signed-in areas (their forms need the CSRF cookie
 * and token, their pages the session cookie).
 */
export interface Jar {
  cookies: Map<string, string>;
  header: () => string;
}

export function jar(): Jar {
  const cookies = new Map<string, string>();
  return { cookies, header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
}

export function setCookies(res: request.Response): string[] {
  const raw = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

function remember(j: Jar, res: request.Response): void {
  for (const c of setCookies(res)) {
    const [pair] = c.split(';');
    const i = pair!.indexOf('=');
    const name = pair!.slice(0, i);
    const value = pair!.slice(i + 1);
    if (!value || /expires=Thu, 01 Jan 1970/i.test(c)) j.cookies.delete(name);
    else j.cookies.set(name, value);
  }
}

export const csrfIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

export async function getWith(app: App['app'], j: Jar, url: string, headers: Record<string, string> = {}) {
  const res = await request(app).get(url).set('cookie', j.header()).set(headers).buffer(true);
  remember(j, res);
  return res;
}

export async function postForm(app: App['app'], j: Jar, url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await request(app).post(url).type('form').set('cookie', j.header()).set(headers).send(form);
  remember(j, res);
  return res;
}

/** Opens a login page (CSRF cookie and token) and posts the login form of that address. */
export async function logIn(app: App['app'], j: Jar, home: string, email: string, passwort: string) {
  const page = await getWith(app, j, home);
  return postForm(app, j, home, { _csrf: csrfIn(page.text), email, passwort, ziel: home });
}
