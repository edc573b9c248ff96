import type { Action, ActionContext, CallResult, Loader, LoaderContext } from '../../routing/types';
import { field, invalid, redirectAfterPost } from '../../routing/action';
import { ForbiddenError, notFound, redirect, requireRole } from '../../routing/errors';
import type { AnyOperation } from '../../contract/operation';
import { loadNav } from '../intranet/intranet.server';
import { einlesenAnwenden, einlesenArten, einlesenLauf, einlesenVorschau } from './contract';
import type { EinlesenFormData, EinlesenLaufData, EinlesenStartData } from './types';

/**
 * The imports on the desk (/intranet/redaktion/einlesen, ADR 42): choose a kind, give a file or an
 * address, see the preview, apply it, undo it. Only for the role `redaktion` (or `admin`); the CMS
 * checks the role again on each operation. Every form is a plain POST: it works without JavaScript.
 */

export const EINLESEN_PATH = '/intranet/redaktion/einlesen';
const UPSTREAM = 501;

async function deskNav(ctx: LoaderContext) {
  const nav = await loadNav(ctx);
  requireRole(ctx.user, 'redaktion');
  return nav;
}

function requireEditor(ctx: ActionContext) {
  if (!ctx.user) redirect(`/intranet?ziel=${encodeURIComponent(ctx.pathname)}`, 303);
  requireRole(ctx.user, 'redaktion');
}

async function attempt<O extends AnyOperation>(call: Promise<CallResult<O>>): Promise<CallResult<O>> {
  let res: CallResult<O>;
  try {
    res = await call;
  } catch {
    res = { ok: false as const, status: 503, body: null } as CallResult<O>;
  }
  if (!res.ok) {
    if (res.status === 401) redirect('/intranet', 302);
    if (res.status === 403) throw new ForbiddenError();
  }
  return res;
}

const artParam = (ctx: { params: Readonly<Record<string, string | undefined>> }) => {
  const art = ctx.params.art ?? '';
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(art)) notFound();
  return art;
};

const laufParam = (ctx: { params: Readonly<Record<string, string | undefined>> }) => {
  const lauf = ctx.params.lauf ?? '';
  if (!/^[1-9]\d{0,8}$/.test(lauf)) notFound();
  return Number(lauf);
};

const DOWN = 'Das Einlesen ist gerade nicht möglich. Bitte versuchen Sie es gleich noch einmal.';

export const einlesenStartLoader: Loader<EinlesenStartData> = async (ctx) => {
  const nav = await deskNav(ctx);
  const res = await attempt(ctx.cms.call(einlesenArten));
  return {
    title: 'Daten einlesen – Redaktion – Intranet',
    data: {
      nav,
      upstream: !res.ok && res.status === UPSTREAM,
      arten: res.ok ? res.data.data.arten : null,
      laeufe: res.ok ? res.data.data.laeufe : [],
    },
  };
};

export const einlesenFormLoader: Loader<EinlesenFormData> = async (ctx) => {
  const nav = await deskNav(ctx);
  const name = artParam(ctx);
  const res = await attempt(ctx.cms.call(einlesenArten));
  if (!res.ok) redirect(EINLESEN_PATH, 302);
  const art = res.data.data.arten.find((a) => a.art === name);
  if (!art) notFound();
  return {
    title: `${art.titel} einlesen – Redaktion – Intranet`,
    data: {
      nav,
      art,
      jahrVorschlag: new Date().getUTCFullYear() + 1,
      errors: ctx.form?.errors ?? {},
      values: ctx.form?.values ?? {},
      message: ctx.form?.message ?? null,
    },
  };
};

export const einlesenFormAction: Action = async (ctx) => {
  requireEditor(ctx);
  const art = artParam(ctx);
  const fields = ctx.body.fields;
  const url = field(fields, 'url', 2000).trim();
  const jahrText = field(fields, 'jahr', 10).trim();
  const values = { url, jahr: jahrText };
  if (jahrText && !/^2\d{3}$/.test(jahrText)) return invalid({ errors: { jahr: 'Bitte geben Sie das Jahr vierstellig an, z. B. 2027.' }, values });
  if (url && !/^https?:\/\/[^\s]+$/i.test(url)) return invalid({ errors: { url: 'Bitte geben Sie eine Adresse an, die mit https:// beginnt.' }, values });
  const file = ctx.body.files.find((f) => f.field === 'datei' && f.size > 0);
  const res = await attempt(
    ctx.cms.call(einlesenVorschau, {
      params: { art },
      body: { datei: file ? { pfad: file.path, name: file.filename } : null, url: url || null, jahr: jahrText ? Number(jahrText) : null },
    }),
  );
  if (res.ok) return redirectAfterPost(`${EINLESEN_PATH}/${art}/${res.data.data.id}`);
  if (res.status === 404) notFound();
  const error = (res.body as { error?: string } | null)?.error;
  if (res.status === 400)
    return invalid({ status: 400, message: error ?? 'Die Eingabe lässt sich nicht lesen.', errors: file || url ? {} : { datei: error ?? '' }, values });
  return invalid({ status: 503, message: DOWN, values });
};

export const einlesenLaufLoader: Loader<EinlesenLaufData> = async (ctx) => {
  const nav = await deskNav(ctx);
  const art = artParam(ctx);
  const lauf = laufParam(ctx);
  const res = await attempt(ctx.cms.call(einlesenLauf, { params: { art, lauf } }));
  if (!res.ok) {
    if (res.status === 404) notFound();
    redirect(EINLESEN_PATH, 302);
  }
  const konflikte = ctx.form?.errors._konflikte ? (JSON.parse(ctx.form.errors._konflikte) as EinlesenLaufData['konflikte']) : [];
  return {
    title: `${res.data.data.titel}: ${res.data.data.status === 'vorschau' ? 'Vorschau' : 'Ergebnis'} – Redaktion – Intranet`,
    data: {
      nav,
      lauf: res.data.data,
      konflikte,
      message: ctx.form?.message ?? null,
      erfolg: ctx.form ? null : ctx.query.get('uebernommen') ? 'uebernommen' : ctx.query.get('rueckgaengig') ? 'rueckgaengig' : null,
    },
  };
};

export const einlesenLaufAction: Action = async (ctx) => {
  requireEditor(ctx);
  const art = artParam(ctx);
  const lauf = laufParam(ctx);
  const aktion = field(ctx.body.fields, 'aktion', 20);
  if (aktion !== 'anwenden' && aktion !== 'rueckgaengig') return invalid({ status: 400, message: 'Unbekannte Aktion.' });
  const res = await attempt(ctx.cms.call(einlesenAnwenden, { params: { art, lauf }, body: { aktion } }));
  if (res.ok) return redirectAfterPost(`${EINLESEN_PATH}/${art}/${lauf}?${aktion === 'anwenden' ? 'uebernommen' : 'rueckgaengig'}=1`);
  if (res.status === 404) notFound();
  if (res.status === 409) {
    const body = (res.body ?? {}) as { error?: string; konflikte?: { was: string; titel: string }[] };
    return invalid({
      status: 409,
      message: body.error ?? 'Der Lauf wurde inzwischen geändert.',
      errors: body.konflikte?.length ? { _konflikte: JSON.stringify(body.konflikte) } : {},
    });
  }
  return invalid({ status: 503, message: DOWN });
};
