import type { Express } from 'express';
import request from 'supertest';
import { csrfIn, loginAs } from './formulare';

/** The demo user of the editorial desk (README "Intranet"). */
export const JONAS = { email: 'jonas.weber@musterstadt.de', passwort: 'Demo#Redaktion2026' };
export const ERIKA = { email: 'erika.mustermann@musterstadt.de', passwort: 'Demo#Rathaus2026' };

/** An editor of the desk in integration tests: a session and the CSRF token of its forms. */
export interface Editor {
  cookie: string;
  csrf: string;
}

export async function editorSession(app: Express, who = JONAS): Promise<Editor> {
  const cookie = await loginAs(app, who.email, who.passwort);
  const page = await request(app).get('/intranet/redaktion').set('cookie', cookie);
  if (page.status !== 200) throw new Error(`/intranet/redaktion antwortete ${page.status}`);
  return { cookie, csrf: csrfIn(page.text) };
}

/** The revision an item's form carries. */
export const revisionIn = (html: string) => Number(/name="_revision" value="(\d+)"/.exec(html)?.[1] ?? 'NaN');

/** A form of the desk, sent without JavaScript (multipart, as the editor's form is; the token first). */
export function postDesk(
  app: Express,
  ed: Editor,
  url: string,
  fields: Record<string, string | string[]>,
  files: { field: string; name: string; content: Buffer; type?: string }[] = [],
) {
  let r = request(app).post(url).set('cookie', ed.cookie).field('_csrf', ed.csrf);
  for (const [k, value] of Object.entries(fields)) for (const item of ([] as string[]).concat(value)) r = r.field(k, item);
  for (const f of files) r = r.attach(f.field, f.content, { filename: f.name, contentType: f.type ?? 'application/octet-stream' });
  return r.redirects(0);
}

/** The ref of an item after a save: the address the desk redirects to. */
export const refOf = (location: string | undefined) => decodeURIComponent(/\/intranet\/redaktion\/[a-z][a-z0-9-]*\/([^/?#]+)/.exec(location ?? '')?.[1] ?? '');
