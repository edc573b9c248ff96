import type { Action, ActionContext, Loader, LoaderContext } from '../../../routing/types';
import { field, invalid, redirectAfterPost } from '../../../routing/action';
import { notFound, redirect, requireRole } from '../../../routing/errors';
import { benutzerAendern, benutzerAnlegen, benutzerListe } from '../contract';
import { isRolle, type Rolle } from '../../../site/roles';
import { validatePassword } from '../../../site/validation';
import { loadNav } from '../intranet.server';
import { suggestPassword } from './password-suggestion';
import type { BenutzerDetailData, BenutzerForm, BenutzerListeData } from './types';
import { TOWN } from '../../../site/town';

/**
 * The account administration of the intranet (role `admin`): /intranet/benutzer lists the accounts and
 * adds one, /intranet/benutzer/{uuid} changes its roles, disables or enables it and resets its
 * password. Without a session the pages send to the login; without the role every page and every
 * action answers 403 (the CMS checks the role of the token once more). A first or new password is the
 * admin's own or the generated one the form offers, shown once in its field and stored nowhere.
 */

const UUID = /^[0-9a-f-]{36}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BASE = '/intranet/benutzer';

function formOf(ctx: LoaderContext): BenutzerForm {
  return { errors: ctx.form?.errors ?? {}, values: ctx.form?.values ?? {}, message: ctx.form?.message ?? null };
}

/** Logged in (else to the login, back here afterwards) and an admin (else 403). */
function requireAdmin(ctx: ActionContext, back: string): void {
  if (!ctx.user) redirect(`/intranet?ziel=${encodeURIComponent(back)}`, 303);
  requireRole(ctx.user, 'admin');
}

/** The roles ticked in the form: known ones only, `mitarbeiter` always. */
function rollenOf(fields: Record<string, string | string[]>): Rolle[] {
  const raw = fields.rollen;
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return [...new Set<Rolle>(['mitarbeiter', ...list.filter(isRolle)])];
}

/** The German messages of a refused CMS answer `{ error, fehler }`. */
function cmsErrors(body: unknown): { errors: Record<string, string>; message?: string } {
  const b = (body ?? {}) as { error?: unknown; fehler?: Record<string, unknown> };
  const errors = Object.fromEntries(Object.entries(b.fehler ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return Object.keys(errors).length || typeof b.error !== 'string' ? { errors } : { errors, message: b.error };
}

const unavailable = (values: Record<string, string | string[]> = {}) =>
  invalid({ status: 503, retryAfter: 10, message: 'Die Änderung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es erneut.', values });

export const benutzerListeLoader: Loader<BenutzerListeData> = async (ctx) => {
  const nav = await loadNav(ctx);
  requireRole(ctx.user, 'admin');
  const res = await ctx.cms.get(benutzerListe);
  const angelegtId = ctx.query.get('angelegt');
  const angelegt = !ctx.form && angelegtId ? res?.data.find((b) => b.uuid === angelegtId) : undefined;
  return {
    title: 'Zugänge – Intranet',
    data: {
      nav,
      benutzer: res?.data ?? null,
      angelegt: angelegt ? `${angelegt.vorname} ${angelegt.nachname}` : null,
      vorschlag: suggestPassword(),
      form: formOf(ctx),
    },
  };
};

/** Adds an account: e-mail, names, roles and the first password (spec §5). */
export const benutzerAnlegenAction: Action = async (ctx) => {
  requireAdmin(ctx, BASE);
  const f = ctx.body.fields;
  const email = field(f, 'email', 300).trim().toLowerCase();
  const vorname = field(f, 'vorname', 200).trim();
  const nachname = field(f, 'nachname', 200).trim();
  const passwort = field(f, 'passwort', 1024);
  const rollen = rollenOf(f);
  const values = { email: field(f, 'email', 300), vorname: field(f, 'vorname', 200), nachname: field(f, 'nachname', 200), rollen };
  const errors: Record<string, string> = {};
  if (!email) errors.email = 'Bitte geben Sie die E-Mail-Adresse ein.';
  else if (!EMAIL.test(email) || email.length > 254)
    errors.email = `Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel max.muster@${TOWN.emailDomain}.`;
  if (!vorname) errors.vorname = 'Bitte geben Sie den Vornamen ein.';
  else if (vorname.length > 100) errors.vorname = 'Der Vorname darf höchstens 100 Zeichen lang sein.';
  if (!nachname) errors.nachname = 'Bitte geben Sie den Nachnamen ein.';
  else if (nachname.length > 100) errors.nachname = 'Der Nachname darf höchstens 100 Zeichen lang sein.';
  const rule = passwort ? validatePassword(passwort) : 'Bitte geben Sie ein Anfangspasswort ein.';
  if (rule) errors.passwort = rule;
  if (Object.keys(errors).length) return invalid({ errors, values });
  const res = await ctx.cms.call(benutzerAnlegen, { body: { email, vorname, nachname, rollen, passwort } }).catch(() => null);
  if (!res) return unavailable(values);
  if (res.ok) return redirectAfterPost(`${BASE}?angelegt=${res.data.data.uuid}`);
  if (res.status === 403) requireRole(null, 'admin');
  if (res.status === 400 || res.status === 409) return invalid({ ...cmsErrors(res.body), values });
  return unavailable(values);
};

export const benutzerDetailLoader: Loader<BenutzerDetailData> = async (ctx) => {
  const nav = await loadNav(ctx);
  requireRole(ctx.user, 'admin');
  const uuid = ctx.params.uuid ?? '';
  if (!UUID.test(uuid)) notFound();
  const res = await ctx.cms.load(benutzerListe);
  const benutzer = res?.data.find((b) => b.uuid === uuid);
  if (!benutzer) notFound();
  const g = ctx.query.get('gespeichert');
  const aktion = ctx.form ? String(ctx.form.values._aktion ?? '') || null : null;
  return {
    title: `${benutzer.vorname} ${benutzer.nachname} – Zugänge – Intranet`,
    data: {
      nav,
      benutzer,
      selbst: benutzer.uuid === ctx.user!.uuid,
      vorschlag: suggestPassword(),
      gespeichert: !ctx.form && (g === 'rollen' || g === 'aktiv' || g === 'passwort') ? g : null,
      aktion,
      form: formOf(ctx),
    },
  };
};

/** One change of an account: its roles, disabling or enabling it, or a new password. */
export const benutzerAendernAction: Action = async (ctx) => {
  const uuid = ctx.params.uuid ?? '';
  requireAdmin(ctx, `${BASE}/${uuid}`);
  if (!UUID.test(uuid)) notFound();
  const f = ctx.body.fields;
  const aktion = field(f, '_aktion', 20);
  let body: { rollen?: Rolle[]; aktiv?: boolean; passwort?: string };
  let values: Record<string, string | string[]> = { _aktion: aktion };
  if (aktion === 'rollen') {
    body = { rollen: rollenOf(f) };
    values = { ...values, rollen: body.rollen! };
  } else if (aktion === 'aktiv') {
    const aktiv = field(f, 'aktiv', 2);
    if (aktiv !== '0' && aktiv !== '1') return invalid({ status: 400, message: 'Unbekannte Aktion. Bitte laden Sie die Seite neu.', values });
    body = { aktiv: aktiv === '1' };
  } else if (aktion === 'passwort') {
    const passwort = field(f, 'passwort', 1024);
    const rule = passwort ? validatePassword(passwort) : 'Bitte geben Sie ein neues Passwort ein.';
    if (rule) return invalid({ errors: { passwort: rule }, values });
    body = { passwort };
  } else {
    return invalid({ status: 400, message: 'Unbekannte Aktion. Bitte laden Sie die Seite neu.', values });
  }
  const res = await ctx.cms.call(benutzerAendern, { params: { uuid }, body }).catch(() => null);
  if (!res) return unavailable(values);
  if (res.ok) return redirectAfterPost(`${BASE}/${uuid}?gespeichert=${aktion}`);
  if (res.status === 404) notFound();
  if (res.status === 403) requireRole(null, 'admin');
  if (res.status === 400 || res.status === 409) {
    const { errors, message } = cmsErrors(res.body);
    // A refusal about the account as a whole (the last admin, oneself) shows as the form's message.
    const own = aktion === 'passwort' ? errors : {};
    return invalid({ errors: own, message: aktion === 'passwort' ? message : (Object.values(errors)[0] ?? message), values });
  }
  return unavailable(values);
};
