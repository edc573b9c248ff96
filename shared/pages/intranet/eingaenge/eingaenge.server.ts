import type { Action, Loader } from '../../../routing/types';
import { field, invalid, redirectAfterPost } from '../../../routing/action';
import { found, notFound, redirect, requireRole } from '../../../routing/errors';
import { eingaengeListe, eingangAendern, eingangDetail } from '../../../contract/eingaenge';
import { EINGAENGE_PRO_SEITE, EINGANG_STATUS, REFERENZ, type EingangStatus } from '../../../contract/eingaenge-values';
import { formularFor } from '../../formulare/definitions';
import { loadNav } from '../intranet.server';
import type { EingaengeData, EingangData } from './types';

/**
 * The staff inbox (ADR 13): every submission of the citizen forms, by kind and status, newest first;
 * one submission with its fields, photos, history and e-mails; status changes and internal notes, each
 * recorded with who and when. Only users with the role `eingaenge` (or `admin`) get here: without a
 * session the loaders send to the login, without the role they answer 403.
 */

const isStatus = (v: string | null): v is EingangStatus => (EINGANG_STATUS as readonly string[]).includes(v ?? '');

export const eingaengeLoader: Loader<EingaengeData> = async (ctx) => {
  const nav = await loadNav(ctx);
  requireRole(ctx.user, 'eingaenge');
  const art = formularFor(ctx.query.get('art') ?? '') ? ctx.query.get('art')! : '';
  const status = isStatus(ctx.query.get('status')) ? (ctx.query.get('status') as EingangStatus) : '';
  const rawPage = ctx.query.get('seite');
  if (rawPage !== null && !/^[1-9]\d{0,5}$/.test(rawPage)) notFound();
  const seite = Number(rawPage ?? 1);
  const res = await ctx.cms.get(eingaengeListe, { query: { art: art || undefined, status: status || undefined, seite, pro_seite: EINGAENGE_PRO_SEITE } });
  if (res && seite > res.meta.seiten) notFound();
  return { title: 'Eingänge – Intranet', data: { nav, filter: { art, status }, liste: res } };
};

export const eingangLoader: Loader<EingangData> = async (ctx) => {
  const nav = await loadNav(ctx);
  requireRole(ctx.user, 'eingaenge');
  const referenz = ctx.params.referenz ?? '';
  if (!REFERENZ.test(referenz)) notFound();
  const res = found(await ctx.cms.load(eingangDetail, { params: { referenz } }));
  const g = ctx.query.get('gespeichert');
  return {
    title: `${referenz} – Eingänge – Intranet`,
    data: {
      nav,
      eingang: res.data,
      errors: ctx.form?.errors ?? {},
      values: Object.fromEntries(Object.entries(ctx.form?.values ?? {}).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : v])),
      message: ctx.form?.message ?? null,
      gespeichert: !ctx.form && (g === 'status' || g === 'notiz') ? g : null,
    },
  };
};

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/;

/** Status change and internal note of one submission. */
export const eingangAction: Action = async (ctx) => {
  const referenz = ctx.params.referenz ?? '';
  if (!ctx.user) redirect(`/intranet?ziel=${encodeURIComponent(`/intranet/eingaenge/${referenz}`)}`, 303);
  requireRole(ctx.user, 'eingaenge');
  if (!REFERENZ.test(referenz)) notFound();
  const fields = ctx.body.fields;
  const aktion = field(fields, '_aktion', 20);
  const von = { uuid: ctx.user.uuid, name: `${ctx.user.vorname} ${ctx.user.nachname}`.trim() || ctx.user.email };
  let body: { status?: EingangStatus; notiz?: string; von: typeof von };
  if (aktion === 'status') {
    const status = field(fields, 'status', 40);
    if (!isStatus(status)) return invalid({ errors: { status: 'Bitte wählen Sie einen Status aus.' }, values: { status } });
    body = { status, von };
  } else if (aktion === 'notiz') {
    const raw = fields.notiz;
    const notiz = (typeof raw === 'string' ? raw : '').replace(/\r\n?/g, '\n').trim();
    const values = { notiz: typeof raw === 'string' ? raw.slice(0, 5000) : '' };
    if (Array.isArray(raw)) return invalid({ errors: { notiz: 'Die Notiz wurde mehrfach gesendet.' }, values });
    if (!notiz) return invalid({ errors: { notiz: 'Bitte schreiben Sie eine Notiz.' }, values });
    if (CONTROL.test(notiz)) return invalid({ errors: { notiz: 'Die Notiz enthält Zeichen, die wir nicht annehmen können (zum Beispiel Steuerzeichen).' }, values });
    if ([...notiz].length > 4000) return invalid({ errors: { notiz: 'Die Notiz darf höchstens 4.000 Zeichen lang sein.' }, values });
    body = { notiz, von };
  } else {
    return invalid({ status: 400, message: 'Unbekannte Aktion. Bitte laden Sie die Seite neu.' });
  }
  const res = await ctx.cms.call(eingangAendern, { params: { referenz }, body }).catch(() => ({ ok: false as const, status: 503, body: null }));
  if (res.ok) return redirectAfterPost(`/intranet/eingaenge/${referenz}?gespeichert=${aktion}`);
  if (res.status === 404) notFound();
  return invalid({ status: 503, retryAfter: 10, message: 'Die Änderung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es erneut.', values: aktion === 'notiz' ? { notiz: field(fields, 'notiz', 5000) } : {} });
};
