import type { Action, ActionContext, Loader } from '../../../routing/types';
import { field, invalid, redirectAfterPost } from '../../../routing/action';
import { ForbiddenError, found, notFound, redirect, requireRole } from '../../../routing/errors';
import { loadNav } from '../../intranet/intranet.server';
import { aemterList } from '../../verwaltung/contract';
import { meldungAendern, meldungenIntern, meldungIntern, type MeldungAktion } from '../contract';
import { INTRANET_MELDUNGEN, isMeldungStatus, type MeldungStatus } from '../values';
import type { MeldungenInternData, MeldungInternData } from './types';

/**
 * Staff's work on the public reports (ADR 53), beside the inbox: the list with the dashboard, and one
 * report with its status, public answer, approval of text and photos, merge and office. Only users
 * with the role `eingaenge` (or `admin`); every change is recorded with who and when.
 */

const ROLLE = 'eingaenge';

export const meldungenInternLoader: Loader<MeldungenInternData> = async (ctx) => {
  const nav = await loadNav(ctx);
  requireRole(ctx.user, ROLLE);
  const status = isMeldungStatus(ctx.query.get('status')) ? (ctx.query.get('status') as MeldungStatus) : '';
  const offen = ctx.query.get('offen') === '1';
  const rawPage = ctx.query.get('seite');
  if (rawPage !== null && !/^[1-9]\d{0,5}$/.test(rawPage)) notFound();
  const seite = Number(rawPage ?? 1);
  const res = await ctx.cms.get(meldungenIntern, { query: { status: status || undefined, offen, seite } });
  return { title: 'Öffentliche Meldungen – Intranet', data: { nav, filter: { status, offen }, liste: res } };
};

export const meldungInternLoader: Loader<MeldungInternData> = async (ctx) => {
  const nav = await loadNav(ctx);
  requireRole(ctx.user, ROLLE);
  const id = Number(/^[1-9]\d{0,8}$/.test(ctx.params.id ?? '') ? ctx.params.id : notFound());
  const res = found(await ctx.cms.load(meldungIntern, { params: { id } }));
  const aemter = await ctx.cms.get(aemterList);
  return {
    title: `Meldung Nr. ${id} – Intranet`,
    data: {
      nav,
      meldung: res.data,
      aemter: aemter ? aemter.data.map((a) => ({ id: a.id, titel: a.titel })) : null,
      errors: ctx.form?.errors ?? {},
      values: Object.fromEntries(Object.entries(ctx.form?.values ?? {}).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : v])),
      message: ctx.form?.message ?? null,
      gespeichert: !ctx.form && ctx.query.get('gespeichert') === '1',
    },
  };
};

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/;

/** A text of the staff form: its value, or the page again with the message and every value kept. */
function text(ctx: ActionContext, name: string, missing: string, max = 4000): { value: string } | { error: string } {
  const value = field(ctx.body.fields, name, max + 1000)
    .replace(/\r\n?/g, '\n')
    .trim();
  if (!value) return { error: missing };
  if (CONTROL.test(value)) return { error: 'Der Text enthält Zeichen, die wir nicht annehmen können (zum Beispiel Steuerzeichen).' };
  if ([...value].length > max) return { error: `Der Text darf höchstens ${max.toLocaleString('de-DE')} Zeichen lang sein.` };
  return { value };
}

export const meldungInternAction: Action = async (ctx) => {
  const id = /^[1-9]\d{0,8}$/.test(ctx.params.id ?? '') ? Number(ctx.params.id) : notFound();
  const self = `${INTRANET_MELDUNGEN}/${id}`;
  if (!ctx.user) redirect(`/intranet?ziel=${encodeURIComponent(self)}`, 303);
  requireRole(ctx.user, ROLLE);
  const f = ctx.body.fields;
  const values = Object.fromEntries(['aktion', 'status', 'notiz', 'antwort', 'text', 'ziel', 'amt'].map((k) => [k, field(f, k, 5000)]));
  const aktion = field(f, 'aktion', 40);
  let schritt: MeldungAktion;
  switch (aktion) {
    case 'status': {
      const status = field(f, 'status', 40);
      if (!isMeldungStatus(status)) return invalid({ errors: { status: 'Bitte wählen Sie einen Status.' }, values });
      const notiz = field(f, 'notiz', 3000).trim();
      if ([...notiz].length > 2000) return invalid({ errors: { notiz: 'Die Notiz darf höchstens 2.000 Zeichen lang sein.' }, values });
      schritt = { aktion, status, ...(notiz ? { notiz } : {}) };
      break;
    }
    case 'antwort': {
      const t = text(ctx, 'antwort', 'Bitte schreiben Sie die Antwort der Stadt.');
      if ('error' in t) return invalid({ errors: { antwort: t.error }, values });
      schritt = { aktion, antwort: t.value };
      break;
    }
    case 'freigeben': {
      const t = text(ctx, 'text', 'Bitte geben Sie den öffentlichen Text ein (ohne Namen und persönliche Angaben).');
      if ('error' in t) return invalid({ errors: { text: t.error }, values });
      schritt = { aktion, text: t.value };
      break;
    }
    case 'zurueckziehen':
      schritt = { aktion };
      break;
    case 'foto': {
      const [fid, entscheidung] = field(f, 'foto', 40).split(':');
      if (!/^\d{1,9}$/.test(fid ?? '') || (entscheidung !== 'freigeben' && entscheidung !== 'verpixeln' && entscheidung !== 'verwerfen'))
        return invalid({ status: 400, message: 'Unbekannte Entscheidung über das Foto.', values });
      schritt = { aktion, foto: Number(fid), entscheidung };
      break;
    }
    case 'zusammenfuehren': {
      const ziel = field(f, 'ziel', 20)
        .trim()
        .replace(/^nr\.?\s*/i, '');
      if (!/^[1-9]\d{0,8}$/.test(ziel))
        return invalid({ errors: { ziel: 'Bitte geben Sie die Nummer der Meldung ein, in die diese übernommen wird, zum Beispiel 12.' }, values });
      schritt = { aktion, ziel: Number(ziel) };
      break;
    }
    case 'amt': {
      const amt = field(f, 'amt', 20);
      if (amt !== '' && !/^[1-9]\d{0,8}$/.test(amt)) return invalid({ errors: { amt: 'Bitte wählen Sie ein Amt.' }, values });
      schritt = { aktion, amt: amt ? Number(amt) : null };
      break;
    }
    default:
      return invalid({ status: 400, message: 'Unbekannte Aktion.', values });
  }
  const von = { uuid: ctx.user!.uuid, name: `${ctx.user!.vorname} ${ctx.user!.nachname}`.trim() || ctx.user!.email };
  const res = await ctx.cms.call(meldungAendern, { params: { id }, body: { von, herkunft: ctx.origin, schritt } });
  if (!res.ok) {
    if (res.status === 403) throw new ForbiddenError();
    if (res.status === 404) notFound();
    const error = (res.body as { error?: string } | null)?.error;
    if (res.status === 409) return invalid({ status: 409, message: error ?? 'Die Änderung passt nicht zu dieser Meldung.', values });
    return invalid({ status: 503, retryAfter: 10, message: 'Die Änderung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es erneut.', values });
  }
  return redirectAfterPost(`${self}?gespeichert=1`);
};
