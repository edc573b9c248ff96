import type { Action, LoaderContext } from '../../routing/types';
import type { z } from 'zod';
import type { AnyOperation, Operation } from '../../contract/operation';
import type { LoginRequest } from '../../parts/intranet/contract';
import { field, invalid, redirectAfterPost } from '../../routing/action';
import { throttleMessage } from '../../site/throttle-message';
import { PASSWORD_CHANGE_FIELDS, validatePasswordChange } from '../../site/validation';
import { safeTargetBelow } from './safe-target';
import type { LoginData, PasswordChangeData } from './types';

/**
 * Login, logout and password change of a signed-in area: the intranet and the council information system use the same
 * code with their own operations, home and session (the action's `session` is the area's own). The
 * form posts to the area's home; throttled per account and address before the password is checked
 * (ADR 10); the same answer for an unknown address and a wrong password; the session cookie on
 * success, then on to the safe target below the home.
 */
export interface LoginArea {
  /** The area's home, where its login form is: '/intranet', '/ratsinfo'. */
  home: string;
  /** POST login (e-mail and password) answering `{ data: { token, uuid } }`. */
  login: Operation<undefined, undefined, typeof LoginRequest, any>;
  /** POST logout of the session's token. */
  logout: AnyOperation;
}

const LOGIN_FAILED_MESSAGE = 'E-Mail-Adresse oder Passwort ist nicht korrekt.';
const CMS_DOWN_MESSAGE = 'Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es in einigen Minuten erneut.';
const UNREACHABLE = { ok: false, status: 503, body: null } as const;

/** The CMS's own German reason for a 503 (e.g. too many logins at once), else the general message. */
function loginUnavailableMessage(body: unknown): string {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error.length < 300 ? error : CMS_DOWN_MESSAGE;
}

/** The login form's data: the refused form's values and messages, or the target and a note from the query. */
export function loginData(ctx: LoaderContext, area: Pick<LoginArea, 'home'>): LoginData {
  const { form } = ctx;
  return {
    kind: 'login',
    csrf: ctx.csrf,
    ziel: safeTargetBelow(form ? field(form.values, 'ziel') : ctx.query.get('ziel'), area.home),
    email: form ? field(form.values, 'email') : '',
    message: form?.message ?? null,
    errors: form?.errors ?? {},
    hinweis: ctx.query.get('abgemeldet') === '1' ? 'abgemeldet' : ctx.query.get('ziel') ? 'anmelden' : null,
  };
}

export function loginAction(area: LoginArea): Action {
  return async ({ body, cms, session }) => {
    const email = field(body.fields, 'email', 100_000).trim().slice(0, 254);
    const passwort = field(body.fields, 'passwort', 1024);
    const ziel = safeTargetBelow(field(body.fields, 'ziel', 1000), area.home);
    const values = { email, ziel };
    if (!email || !passwort) {
      const errors: Record<string, string> = {};
      if (!email) errors.email = 'Bitte geben Sie Ihre E-Mail-Adresse ein.';
      if (!passwort) errors.passwort = 'Bitte geben Sie Ihr Passwort ein.';
      return invalid({ status: 400, errors, values });
    }
    const t = await session.throttle.login(email).catch(() => null);
    if (!t) return invalid({ status: 503, retryAfter: 5, message: CMS_DOWN_MESSAGE, values });
    if (!('attempt' in t)) return invalid({ status: 429, retryAfter: t.wait, message: throttleMessage(t.wait), values });
    const result = await cms.call(area.login, { body: { email, passwort } }).catch(() => UNREACHABLE);
    if (result.ok) {
      await t.attempt.succeeded().catch(() => {});
      const { token, uuid } = (result.data as { data: { token: string; uuid: string } }).data;
      session.start(token, uuid);
      return redirectAfterPost(ziel);
    }
    const rejected = result.status === 400 || result.status === 401 || result.status === 403;
    if (!rejected) await t.attempt.abandoned().catch(() => {});
    return invalid({
      status: rejected ? 401 : 503,
      retryAfter: result.status === 503 ? 5 : undefined,
      message: rejected ? LOGIN_FAILED_MESSAGE : loginUnavailableMessage(result.body),
      values,
    });
  };
}

/** Logout: the CMS forgets the token, the cookie goes, the browser drops what it cached. */
export function logoutAction(area: LoginArea): Action {
  return async ({ cms, session }) => {
    if (session.token()) await cms.call(area.logout).catch(() => UNREACHABLE);
    session.clear();
    return redirectAfterPost(`${area.home}?abgemeldet=1`, { clearBrowserCache: true });
  };
}

/** The password change of an area: its home (the login), the page of the form, the CMS operation. */
export interface PasswordArea {
  home: string;
  /** The page of the form: '/intranet/passwort'. */
  page: string;
  /** POST of the current and the new password with the area's token, 400 with `fehler` per field. */
  changePassword: Operation<undefined, undefined, z.ZodType<{ passwort_alt: string; passwort_neu: string }>, any>;
}

/** What the password form shows: the refused form's messages, or that the password was changed. */
export function passwordChangeData(ctx: LoaderContext): PasswordChangeData {
  const { form } = ctx;
  return { errors: form?.errors ?? {}, message: form?.message ?? null, geaendert: !form && ctx.query.get('geaendert') === '1' };
}

/** Change password (spec §5 rules, checked here for the form and again by the CMS), the same for every area. */
export function passwordChangeAction(area: PasswordArea): Action {
  const toLogin = `${area.home}?ziel=${encodeURIComponent(area.page)}`;
  return async ({ body, cms, session }) => {
    const uuid = session.uuid();
    if (!session.token() || !uuid) return redirectAfterPost(toLogin);
    const input = {
      passwort_alt: field(body.fields, 'passwort_alt', 1024),
      passwort_neu: field(body.fields, 'passwort_neu', 1024),
      passwort_wiederholung: field(body.fields, 'passwort_wiederholung', 1024),
    };
    const errors: Record<string, string> = { ...validatePasswordChange(input) };
    if (Object.keys(errors).length) return invalid({ status: 400, errors });
    // Guessing the current password is throttled like logins (per account), counted before the check.
    const t = await session.throttle.key(`passwort:${uuid}`).catch(() => null);
    if (!t) return invalid({ status: 503, retryAfter: 5, message: 'Das Passwort konnte gerade nicht geändert werden. Bitte versuchen Sie es später erneut.' });
    if (!('attempt' in t)) return invalid({ status: 429, retryAfter: t.wait, message: throttleMessage(t.wait) });
    const result = await cms
      .call(area.changePassword, { body: { passwort_alt: input.passwort_alt, passwort_neu: input.passwort_neu } })
      .catch(() => UNREACHABLE);
    if (result.ok) {
      await t.attempt.succeeded().catch(() => {});
      return redirectAfterPost(`${area.page}?geaendert=1`);
    }
    const b = (result.body ?? {}) as { error?: unknown; fehler?: Record<string, unknown> };
    // Only a wrong current password counts as a guess.
    if (!(result.status === 400 && typeof b.fehler?.passwort_alt === 'string')) await t.attempt.abandoned().catch(() => {});
    if (result.status === 401) {
      session.clear();
      return redirectAfterPost(toLogin);
    }
    const fieldErrors: Record<string, string> = {};
    for (const f of PASSWORD_CHANGE_FIELDS) if (typeof b.fehler?.[f] === 'string') fieldErrors[f] = b.fehler[f] as string;
    const message =
      result.status === 400
        ? Object.keys(fieldErrors).length
          ? undefined
          : typeof b.error === 'string'
            ? b.error
            : 'Das Passwort konnte nicht geändert werden.'
        : 'Das Passwort konnte gerade nicht geändert werden. Bitte versuchen Sie es später erneut.';
    return invalid({ status: result.status === 400 ? 400 : 503, message, errors: fieldErrors });
  };
}
