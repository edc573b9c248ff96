import crypto from 'node:crypto';
import type { Action, Loader } from '../../../routing/types';
import { field, invalid, redirectAfterPost } from '../../../routing/action';
import { requireRole } from '../../../routing/errors';
import { OPEN311_KEY, open311SchluesselAusgeben, open311SchluesselListe, open311SchluesselWiderrufen } from '../contract';
import { loadNav } from '../../intranet/intranet.server';
import type { Open311Data } from './types';

/**
 * The keys of the Open311 API in the intranet (ADR 54), for administrators: the list with who issued
 * and revoked each key and when it was last used; a form that issues a new one (the key is made here,
 * shown once in the form and stored only as its SHA-256); revoking with one button.
 */
export const OPEN311_PATH = '/intranet/open311';
const CONTROL = /[\u0000-\u001f\u007f]/;

export const open311Loader: Loader<Open311Data> = async (ctx) => {
  const nav = await loadNav(ctx);
  requireRole(ctx.user, 'admin');
  const liste = await ctx.cms.get(open311SchluesselListe);
  const v = ctx.form?.values ?? {};
  const kept = field(v, 'schluessel', 100);
  return {
    title: 'Open311-Schlüssel – Intranet',
    data: {
      nav,
      schluessel: liste?.data ?? null,
      neu: OPEN311_KEY.test(kept) ? kept : `o311_${crypto.randomBytes(32).toString('base64url')}`,
      name: field(v, 'name', 200),
      errors: ctx.form?.errors ?? {},
      message: ctx.form?.message ?? null,
      gespeichert: ctx.form
        ? null
        : ctx.query.get('gespeichert') === 'ausgegeben'
          ? 'ausgegeben'
          : ctx.query.get('gespeichert') === 'widerrufen'
            ? 'widerrufen'
            : null,
    },
  };
};

export const open311Action: Action = async (ctx) => {
  requireRole(ctx.user, 'admin');
  const fields = ctx.body.fields;
  const von = { uuid: ctx.user!.uuid, name: `${ctx.user!.vorname} ${ctx.user!.nachname}`.trim() || ctx.user!.email };
  const aktion = field(fields, '_aktion', 20);
  if (aktion === 'widerrufen') {
    const id = Number(field(fields, 'id', 12));
    if (!Number.isInteger(id) || id < 1) return invalid({ status: 400, message: 'Dieser Schlüssel ist unbekannt.' });
    const res = await ctx.cms.call(open311SchluesselWiderrufen, { params: { id }, body: { von } });
    if (!res.ok) return invalid({ status: res.status === 404 ? 400 : 503, message: 'Dieser Schlüssel ist unbekannt oder schon widerrufen.' });
    return redirectAfterPost(`${OPEN311_PATH}?gespeichert=widerrufen`);
  }
  const name = field(fields, 'name', 200).trim();
  const schluessel = field(fields, 'schluessel', 100);
  const values = { name, schluessel };
  if (!name) return invalid({ errors: { name: 'Bitte geben Sie an, wer den Schlüssel nutzt, zum Beispiel „Mängelmelder-App“.' }, values });
  if (name.length > 120 || CONTROL.test(name))
    return invalid({ errors: { name: 'Der Name ist zu lang oder enthält Steuerzeichen (höchstens 120 Zeichen).' }, values });
  if (!OPEN311_KEY.test(schluessel))
    return invalid({ status: 400, message: 'Das Formular war unvollständig. Bitte laden Sie die Seite neu.', values: { name } });
  const res = await ctx.cms.call(open311SchluesselAusgeben, { body: { name, schluessel, von } });
  if (!res.ok)
    return invalid({ status: 503, retryAfter: 10, message: 'Der Schlüssel konnte gerade nicht gespeichert werden. Bitte versuchen Sie es erneut.', values });
  return redirectAfterPost(`${OPEN311_PATH}?gespeichert=ausgegeben`);
};
