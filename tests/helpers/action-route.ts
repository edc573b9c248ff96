import fs from 'node:fs';
import { page } from '../../shared/routing/page';
import { route } from '../../shared/routing/route';
import { field, invalid, redirectAfterPost } from '../../shared/routing/action';
import { notFound } from '../../shared/routing/errors';
import type { Action, Loader, RouteDef } from '../../shared/routing/types';
import type { ActionTestData } from './ActionTestPage';

/**
 * Test routes with an action, for the request flow of forms (tests/integration/actions.test.ts): a
 * name and an e-mail address are required; 'langsam' as name answers 429, 'fehlt' 404; an uploaded
 * file is read and named in the redirect.
 */
const testPage = page('tests/helpers/ActionTestPage', () => import('./ActionTestPage'));

const loader: Loader<ActionTestData> = async (ctx) => ({
  title: 'Testformular',
  data: { csrf: ctx.csrf, form: ctx.form, gesendet: ctx.query.get('gesendet') },
});

/** What the action saw, for the tests: the last context's files still on disk while it ran. */
export const seen: { files: { path: string; existed: boolean }[]; ip: string; idempotencyKey: string | null } = { files: [], ip: '', idempotencyKey: null };

const action: Action = async ({ body, ip, idempotencyKey }) => {
  seen.files = body.files.map((f) => ({ path: f.path, existed: fs.existsSync(f.path) }));
  seen.ip = ip;
  seen.idempotencyKey = idempotencyKey;
  const name = field(body.fields, 'name').trim();
  const email = field(body.fields, 'email').trim();
  if (name === 'langsam') return invalid({ status: 429, retryAfter: 30, message: 'Bitte warten Sie 30 Sekunden.', values: body.fields });
  if (name === 'fehlt') notFound();
  const errors: Record<string, string> = {};
  if (!name) errors.name = 'Bitte geben Sie Ihren Namen ein.';
  if (!email.includes('@')) errors.email = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
  if (Object.keys(errors).length) return invalid({ errors, values: body.fields });
  const file = body.files[0];
  if (file) {
    const content = fs.readFileSync(file.path, 'utf8');
    return redirectAfterPost(`/test/formular?gesendet=${encodeURIComponent(`${file.field}|${file.filename}|${file.mimeType}|${file.size}|${content}`)}`);
  }
  return redirectAfterPost(`/test/formular?gesendet=${encodeURIComponent(name)}`);
};

export const actionRoutes: RouteDef[] = [
  route('test-formular', '/test/formular', testPage, loader, { action, upload: { files: 1, fileSize: 1024 } }),
  route('test-ohne-upload', '/test/ohne-upload', testPage, loader, { action }),
  route('test-ohne-action', '/test/ohne-action', testPage, loader),
];
