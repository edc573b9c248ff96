import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { pageText } from './html';
import { PAUL, loginAs } from './formulare';
import { editorSession, ERIKA, postDesk, refOf, revisionIn, type Editor } from './redaktion';

/**
 * The desk's guarantees for one kind, through the site as a browser without JavaScript uses it
 * (ADR 16, 43): a draft stays off the public page; published, it is there; an edit with a stale
 * revision is answered with both versions and keeps what was typed; an earlier revision is restored;
 * the audit log names it; the preview renders; a user without the role is refused; bad input gets
 * German messages. Answers the ref of the item it made.
 */
export interface DeskKindCase {
  art: string;
  /** The fields of a valid new item (as the form sends them). */
  felder: Record<string, string | string[]>;
  /** Its title as the desk and the log show it. */
  titel: string;
  /** The public page's text for the item (the page of its address, or a list that shows it), '' when it is not found. */
  publicText(ref: string): Promise<string>;
  /** Something of the item that its public page shows. */
  shown: string;
  /** What its preview shows, when that is not `shown` (a preview of another page of the item). */
  previewShown?: string;
  /** A text field changed by the conflict and restored afterwards. */
  edit: { field: string; first: string; second: string };
  /** Fields that make a save fail, and the German messages it must show. */
  bad: { felder: Record<string, string | string[]>; messages: string[] };
  files?: Parameters<typeof postDesk>[4];
  /** Runs after the draft is stored (to make what its public page needs, such as a street in a new district). */
  afterDraft?(ref: string): Promise<void>;
  /** Fields whose stored value the later saves send again as the form carries it (the id of an uploaded file). */
  keep?: string[];
}

/** What a refused save says (its messages), for the assertion's text. */
const why = (html: string) => {
  const t = pageText(html.slice(html.indexOf('<main')));
  return t.slice(0, 800);
};

/** Creates and publishes an item of a kind (the form as sent without JavaScript); answers its ref. */
export async function publishNew(app: Express, ed: Editor, art: string, felder: Record<string, string | string[]>): Promise<string> {
  const res = await postDesk(app, ed, `/intranet/redaktion/${art}/neu`, { _aktion: 'veroeffentlichen', _revision: '0', ...felder });
  expect(res.status, why(res.text)).toBe(303);
  return refOf(res.headers.location);
}

export async function checkDeskKind(app: Express, c: DeskKindCase, jonas?: Editor): Promise<string> {
  const get = (url: string, cookie: string) => request(app).get(url).set('cookie', cookie).redirects(0);
  const ed = jonas ?? (await editorSession(app));
  const erika = await editorSession(app, ERIKA);
  const base = `/intranet/redaktion/${c.art}`;

  // Bad input: 400 with the German messages, the typed values shown again.
  const bad = await postDesk(app, ed, `${base}/neu`, { _aktion: 'entwurf', _revision: '0', ...c.felder, ...c.bad.felder });
  expect(bad.status).toBe(400);
  for (const m of c.bad.messages) expect(pageText(bad.text)).toContain(m);

  // A draft: stored, not on the site.
  const draft = await postDesk(app, ed, `${base}/neu`, { _aktion: 'entwurf', _revision: '0', ...c.felder }, c.files ?? []);
  expect(draft.status, why(draft.text)).toBe(303);
  const ref = refOf(draft.headers.location);
  expect(ref).not.toBe('');
  const url = `${base}/${encodeURIComponent(ref)}`;
  await c.afterDraft?.(ref);
  expect(await c.publicText(ref)).not.toContain(c.shown);
  const list = pageText((await get(`${base}?suche=${encodeURIComponent(c.titel)}`, ed.cookie)).text);
  expect(list).toContain(c.titel);
  expect(list).toContain('Entwurf');

  // The preview renders the public page's component with the draft.
  const preview = await get(`${url}/vorschau`, ed.cookie);
  expect(preview.status).toBe(200);
  expect(pageText(preview.text)).toContain(c.previewShown ?? c.shown);

  // Published now: on the site.
  const form = await get(url, ed.cookie);
  expect(form.status).toBe(200);
  const published = await postDesk(app, ed, url, { _aktion: 'jetzt', _revision: String(revisionIn(form.text)) });
  expect(published.status).toBe(303);
  expect(await c.publicText(ref)).toContain(c.shown);

  // Two editors on the same revision: the second gets both versions and keeps what they typed.
  const current = (await get(url, ed.cookie)).text;
  const revision = revisionIn(current);
  const kept = Object.fromEntries((c.keep ?? []).map((f) => [f, new RegExp(`name="${f}" value="([^"]*)"`).exec(current)?.[1] ?? '']));
  const values = (v: string) => ({ _aktion: 'speichern', _revision: String(revision), ...c.felder, ...kept, [c.edit.field]: v });
  const first = await postDesk(app, ed, url, values(c.edit.first));
  expect(first.status, why(first.text)).toBe(303);
  const second = await postDesk(app, erika, url, values(c.edit.second));
  expect(second.status).toBe(409);
  expect(pageText(second.text)).toContain('Während Sie bearbeitet haben, wurde dieser Eintrag gespeichert');
  expect(second.text).toContain(c.edit.second);
  expect(second.text).toContain(c.edit.first);
  expect(revisionIn(second.text)).toBe(revision + 1);
  expect(await c.publicText(ref)).toContain(c.edit.first);

  // The revision before the conflict comes back.
  const restored = await postDesk(app, ed, `${url}/versionen/${revision}`, { _revision: String(revision + 1) });
  expect(restored.status, pageText(restored.text).slice(-400)).toBe(303);
  const now = await c.publicText(ref);
  expect(now).not.toContain(c.edit.first);
  expect(now).toContain(c.shown);

  // The audit log names each step.
  const log = pageText((await get(`/intranet/redaktion/protokoll?art=${c.art}`, ed.cookie)).text);
  for (const step of ['als Entwurf angelegt', 'veröffentlicht', 'frühere Fassung wiederhergestellt']) expect(log).toContain(step);
  expect(log).toContain(c.titel);

  // Without the role: refused, nothing changed.
  const paul = await loginAs(app, PAUL.email, PAUL.passwort);
  expect((await get(url, paul)).status).toBe(403);
  const token = /name="_csrf" value="([^"]+)"/.exec((await get('/intranet', paul)).text)?.[1] ?? '';
  const refused = await postDesk(app, { cookie: paul, csrf: token }, url, { _aktion: 'zurueckziehen', _revision: String(revision + 2) });
  expect(refused.status).toBe(403);
  expect(await c.publicText(ref)).toContain(c.shown);
  return ref;
}

/** The text of a public page, '' when it is not found (404). */
export async function publicPage(app: Express, url: string): Promise<string> {
  const res = await request(app).get(url).redirects(1);
  if (res.status === 404) return '';
  expect(res.status, url).toBe(200);
  return pageText(res.text);
}
