import { randomBytes } from 'node:crypto';
import type { Action, ActionContext, ActionResult, Loader, LoaderContext } from '../../../routing/types';
import { field, invalid, redirectAfterPost } from '../../../routing/action';
import { ForbiddenError, found, notFound, redirect, requireRole } from '../../../routing/errors';
import { eingaengeListe, eingangAendern, eingangAntworten, eingangDetail, eintragEntscheiden, eintragLink, eintragLogo, type EingangDetail } from '../contract';
import { EINGAENGE_PRO_SEITE, EINGANG_STATUS, REFERENZ, SCHLUESSEL, type EingangStatus } from '../values';
import { gewerbeDetail, gewerbeEintragEntfernen, gewerbeEintragSpeichern, type GewerbeEintragung } from '../../gewerbe/contract';
import { formularFor, pruefeFormular, type FormularDef } from '../formulare/definitions';
import { anzeigeWert, displayValues, formularData, loadAemter, loadOptionen } from '../formulare/formulare.server';
import { gewerbeEintragung } from '../../gewerbe/eintragung';
import { loadNav } from '../../intranet/intranet.server';
import type { EingaengeData, EingangBearbeitenData, EingangData, Gespeichert } from './types';

/**
 * The staff inbox (ADR 13): every submission of the citizen forms, by kind and status, newest first;
 * one submission with its fields, photos, history and e-mails; status changes, internal notes and
 * answers to the citizen by e-mail, each recorded with who and when. Only users with the role `eingaenge` (or `admin`) get here: without a
 * session the loaders send to the login, without the role they answer 403.
 *
 * Kinds with approval (ADR 15, the business self-entry) are decided instead of given a status: a
 * change shows against the published version field by field; staff approve it (as sent, or edited
 * first), which writes the entry to the directory, or reject it with a reason that goes to the
 * business; they revoke the entry's private link or send a new one.
 */

const isStatus = (v: string | null): v is EingangStatus => (EINGANG_STATUS as readonly string[]).includes(v ?? '');
const GESPEICHERT: readonly Gespeichert[] = ['status', 'notiz', 'antwort', 'freigegeben', 'abgelehnt', 'link_gesperrt', 'link_gesendet'];

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
  const e = res.data;
  const g = ctx.query.get('gespeichert') as Gespeichert | null;
  // The published logo, for the comparison with a change.
  const published =
    e.eintrag?.oeffentlich_id && e.eintrag.veroeffentlicht?.logo ? await ctx.cms.get(gewerbeDetail, { params: { id: e.eintrag.oeffentlich_id } }) : null;
  const kept = ctx.form?.values?._antwort_schluessel;
  return {
    title: `${referenz} – Eingänge – Intranet`,
    data: {
      nav,
      eingang: e,
      // The answer form's key (idempotency): a new one per page, the same again after a refused send.
      antwortSchluessel: typeof kept === 'string' && SCHLUESSEL.test(kept) ? kept : randomBytes(18).toString('base64url'),
      errors: ctx.form?.errors ?? {},
      values: Object.fromEntries(Object.entries(ctx.form?.values ?? {}).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : v])),
      message: ctx.form?.message ?? null,
      gespeichert: !ctx.form && g && GESPEICHERT.includes(g) ? g : null,
      logo: published?.data.logo ?? null,
    },
  };
};

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/;

/** A multi-line text of a staff form: trimmed, with its message when it is missing, too long or has control characters. */
function staffText(fields: Record<string, string | string[]>, name: string, missing: string, what: string): { value: string; error: string | null } {
  const raw = fields[name];
  const value = (typeof raw === 'string' ? raw : '').replace(/\r\n?/g, '\n').trim();
  if (Array.isArray(raw)) return { value: '', error: `${what} wurde mehrfach gesendet.` };
  if (!value) return { value, error: missing };
  if (CONTROL.test(value)) return { value, error: `${what} enthält Zeichen, die wir nicht annehmen können (zum Beispiel Steuerzeichen).` };
  if ([...value].length > 2000 && name === 'grund') return { value, error: 'Die Begründung darf höchstens 2.000 Zeichen lang sein.' };
  if ([...value].length > 4000) return { value, error: `${what} darf höchstens 4.000 Zeichen lang sein.` };
  return { value, error: null };
}

const UNAVAILABLE = 'Die Änderung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es erneut.';
const DECIDED = 'Über diese Fassung wurde inzwischen entschieden, oder eine neuere Fassung hat sie ersetzt. Bitte prüfen Sie die neueste Fassung.';

const staff = (ctx: ActionContext) => ({ uuid: ctx.user!.uuid, name: `${ctx.user!.vorname} ${ctx.user!.nachname}`.trim() || ctx.user!.email });

/** The office that decides the kind: named in the e-mails to the business. */
async function amtOf(def: FormularDef, ctx: ActionContext) {
  const amt = (await loadAemter(ctx))?.find((a) => a.id === def.amt({}));
  return amt ? { email: amt.email, name: amt.titel } : undefined;
}

/** A version that waits for a decision, with its kind's definition; else the page again with a message. */
function pending(e: EingangDetail): { def: FormularDef; eintrag: NonNullable<EingangDetail['eintrag']> } | null {
  const def = formularFor(e.art);
  if (!def?.freigabe || !e.eintrag || e.entscheidung !== null || e.status === 'erledigt') return null;
  return { def, eintrag: e.eintrag };
}

/**
 * Approves a version: writes the entry to the directory (or removes it) through the contract, then
 * records the decision. The directory's write comes first and is keyed by the entry, so a retry after
 * a failed record writes nothing twice.
 */
async function approve(ctx: ActionContext, e: EingangDetail, edited?: { werte: Record<string, string>; ohneLogo: boolean }): Promise<ActionResult> {
  const p = pending(e);
  if (!p) return invalid({ status: 400, message: DECIDED });
  const { def, eintrag } = p;
  const von = staff(ctx);
  const amt = await amtOf(def, ctx);
  const fail = (status: number, body: unknown): ActionResult => {
    if (status === 403) throw new ForbiddenError();
    const error = (body as { error?: string } | null)?.error;
    return invalid({
      status: status === 400 ? 400 : 503,
      retryAfter: status === 400 ? undefined : 10,
      message:
        status === 400
          ? `Das Verzeichnis hat den Eintrag nicht angenommen: ${error ?? 'ungültige Angaben'}.`
          : 'Das Gewerbeverzeichnis ist gerade nicht erreichbar. Bitte versuchen Sie es erneut.',
    });
  };
  let decided;
  if (e.vorgang === 'entfernen') {
    if (eintrag.status === 'veroeffentlicht') {
      const removed = await ctx.cms.call(gewerbeEintragEntfernen, { params: { schluessel: eintrag.schluessel } });
      // Gone already (a retry) is what was asked for.
      if (!removed.ok && removed.status !== 404) return fail(removed.status, removed.body);
    }
    decided = await ctx.cms.call(eintragEntscheiden, {
      params: { referenz: e.referenz },
      body: { entscheidung: 'freigegeben', von, herkunft: ctx.origin, amt },
    });
  } else {
    const werte = { ...(edited?.werte ?? e.felder) };
    const logoWert = edited?.ohneLogo ? '' : e.felder.logo;
    werte.logo = logoWert ?? '';
    let logo: GewerbeEintragung['logo'] = null;
    if (logoWert === 'bisher') logo = 'behalten';
    if (logoWert === 'neu') {
      const l = await ctx.cms.call(eintragLogo, { params: { referenz: e.referenz } });
      if (!l.ok) return fail(503, null);
      logo = l.data.data;
    }
    const written = await ctx.cms.call(gewerbeEintragSpeichern, { body: gewerbeEintragung(eintrag.schluessel, werte, logo) });
    if (!written.ok) return fail(written.status, written.body);
    decided = await ctx.cms.call(eintragEntscheiden, {
      params: { referenz: e.referenz },
      body: {
        entscheidung: 'freigegeben',
        ...(edited || logoWert !== e.felder.logo ? { felder: werte } : {}),
        veroeffentlicht: { id: written.data.data.id, url: written.data.data.url },
        von,
        herkunft: ctx.origin,
        amt,
      },
    });
  }
  if (!decided.ok) return decided.status === 409 ? invalid({ status: 400, message: DECIDED }) : invalid({ status: 503, retryAfter: 10, message: UNAVAILABLE });
  return redirectAfterPost(`/intranet/eingaenge/${e.referenz}?gespeichert=freigegeben`);
}

async function reject(ctx: ActionContext, e: EingangDetail): Promise<ActionResult> {
  const p = pending(e);
  if (!p) return invalid({ status: 400, message: DECIDED });
  const grund = staffText(
    ctx.body.fields,
    'grund',
    'Bitte schreiben Sie, warum Sie nicht freigeben. Die Begründung geht per E-Mail an den Betrieb.',
    'Die Begründung',
  );
  if (grund.error) return invalid({ errors: { grund: grund.error }, values: { grund: field(ctx.body.fields, 'grund', 5000) } });
  const res = await ctx.cms.call(eintragEntscheiden, {
    params: { referenz: e.referenz },
    body: { entscheidung: 'abgelehnt', grund: grund.value, von: staff(ctx), herkunft: ctx.origin, amt: await amtOf(p.def, ctx) },
  });
  if (!res.ok)
    return res.status === 409
      ? invalid({ status: 400, message: DECIDED })
      : invalid({ status: 503, retryAfter: 10, message: UNAVAILABLE, values: { grund: grund.value } });
  return redirectAfterPost(`/intranet/eingaenge/${e.referenz}?gespeichert=abgelehnt`);
}

async function link(ctx: ActionContext, e: EingangDetail, aktion: 'sperren' | 'senden'): Promise<ActionResult> {
  const def = formularFor(e.art);
  if (!def?.freigabe || !e.eintrag) return invalid({ status: 400, message: 'Dieser Eingang hat keinen persönlichen Link.' });
  const res = await ctx.cms.call(eintragLink, {
    params: { referenz: e.referenz },
    body: { aktion, von: staff(ctx), herkunft: ctx.origin, amt: await amtOf(def, ctx) },
  });
  if (!res.ok)
    return res.status === 409
      ? invalid({ status: 400, message: 'Der Eintrag ist gelöscht; er hat keinen Link mehr.' })
      : invalid({ status: 503, retryAfter: 10, message: UNAVAILABLE });
  return redirectAfterPost(`/intranet/eingaenge/${e.referenz}?gespeichert=${aktion === 'senden' ? 'link_gesendet' : 'link_gesperrt'}`);
}

/** Staff's answer to the citizen by e-mail (ADR 49): through the outbox, kept in the history; the values kept on every error. */
async function answer(ctx: ActionContext, e: EingangDetail): Promise<ActionResult> {
  const fields = ctx.body.fields;
  const values = {
    antwort_betreff: field(fields, 'antwort_betreff', 300),
    antwort: field(fields, 'antwort', 5000),
    _antwort_schluessel: field(fields, '_antwort_schluessel', 100),
  };
  if (!e.felder.email?.trim() || formularFor(e.art)?.freigabe) {
    return invalid({ status: 400, message: 'Für diesen Eingang ist keine E-Mail-Adresse bekannt. Bitte antworten Sie auf anderem Weg.', values });
  }
  const errors: Record<string, string> = {};
  const betreff = values.antwort_betreff.replace(/\s+/g, ' ').trim();
  if (!betreff) errors.antwort_betreff = 'Bitte geben Sie einen Betreff ein.';
  else if ([...betreff].length > 200) errors.antwort_betreff = 'Der Betreff darf höchstens 200 Zeichen lang sein.';
  else if (CONTROL.test(betreff)) errors.antwort_betreff = 'Der Betreff enthält Zeichen, die wir nicht annehmen können (zum Beispiel Steuerzeichen).';
  const text = staffText(fields, 'antwort', 'Bitte schreiben Sie Ihre Antwort.', 'Die Antwort');
  if (text.error) errors.antwort = text.error;
  if (!SCHLUESSEL.test(values._antwort_schluessel))
    return invalid({ status: 400, message: 'Das Formular ist unvollständig. Bitte laden Sie die Seite neu.', values });
  if (Object.keys(errors).length) return invalid({ errors, values });
  const res = await ctx.cms
    .call(eingangAntworten, {
      params: { referenz: e.referenz },
      body: { betreff, text: text.value, schluessel: values._antwort_schluessel, von: staff(ctx), herkunft: ctx.origin },
    })
    .catch(() => ({ ok: false as const, status: 503, body: null }));
  if (res.ok) return redirectAfterPost(`/intranet/eingaenge/${e.referenz}?gespeichert=antwort`);
  if (res.status === 404) notFound();
  if (res.status === 409)
    return invalid({ status: 400, message: 'Für diesen Eingang ist keine E-Mail-Adresse bekannt. Bitte antworten Sie auf anderem Weg.', values });
  return invalid({ status: 503, retryAfter: 10, message: UNAVAILABLE, values });
}

/** The logged-in user with the role, and the submission of the address; else login, 403 or 404. */
async function detailFor(ctx: ActionContext, target: string): Promise<EingangDetail> {
  const referenz = ctx.params.referenz ?? '';
  if (!ctx.user) redirect(`/intranet?ziel=${encodeURIComponent(target)}`, 303);
  requireRole(ctx.user, 'eingaenge');
  if (!REFERENZ.test(referenz)) notFound();
  return found(await ctx.cms.load(eingangDetail, { params: { referenz } })).data;
}

/** Status change and internal note of one submission; approval, rejection and the private link of an entry's version. */
export const eingangAction: Action = async (ctx) => {
  const referenz = ctx.params.referenz ?? '';
  const e = await detailFor(ctx, `/intranet/eingaenge/${referenz}`);
  const fields = ctx.body.fields;
  const aktion = field(fields, '_aktion', 20);
  try {
    if (aktion === 'freigeben') return await approve(ctx, e);
    if (aktion === 'ablehnen') return await reject(ctx, e);
    if (aktion === 'link_sperren' || aktion === 'link_senden') return await link(ctx, e, aktion === 'link_senden' ? 'senden' : 'sperren');
  } catch (error) {
    if (error instanceof ForbiddenError) throw error;
    return invalid({ status: 503, retryAfter: 10, message: UNAVAILABLE });
  }
  const von = staff(ctx);
  let body: { status?: EingangStatus; notiz?: string; von: typeof von };
  if (aktion === 'status') {
    // A kind with approval is closed by its decision, not by a status.
    if (formularFor(e.art)?.freigabe)
      return invalid({ status: 400, message: 'Einträge werden freigegeben oder abgelehnt; ihren Status setzt die Entscheidung.' });
    const status = field(fields, 'status', 40);
    if (!isStatus(status)) return invalid({ errors: { status: 'Bitte wählen Sie einen Status aus.' }, values: { status } });
    body = { status, von };
  } else if (aktion === 'notiz') {
    const raw = fields.notiz;
    const values = { notiz: typeof raw === 'string' ? raw.slice(0, 5000) : '' };
    const notiz = staffText(fields, 'notiz', 'Bitte schreiben Sie eine Notiz.', 'Die Notiz');
    if (notiz.error) return invalid({ errors: { notiz: notiz.error }, values });
    body = { notiz: notiz.value, von };
  } else if (aktion === 'antworten') {
    return await answer(ctx, e);
  } else {
    return invalid({ status: 400, message: 'Unbekannte Aktion. Bitte laden Sie die Seite neu.' });
  }
  const res = await ctx.cms.call(eingangAendern, { params: { referenz }, body }).catch(() => ({ ok: false as const, status: 503, body: null }));
  if (res.ok) return redirectAfterPost(`/intranet/eingaenge/${referenz}?gespeichert=${aktion}`);
  if (res.status === 404) notFound();
  return invalid({ status: 503, retryAfter: 10, message: UNAVAILABLE, values: aktion === 'notiz' ? { notiz: field(fields, 'notiz', 5000) } : {} });
};

// ---------------------------------------------------------------------------------------------
// Edit before approving

const bearbeitenPfad = (referenz: string) => `/intranet/eingaenge/${referenz}/bearbeiten`;

export const eingangBearbeitenLoader: Loader<EingangBearbeitenData> = async (ctx: LoaderContext) => {
  const nav = await loadNav(ctx);
  requireRole(ctx.user, 'eingaenge');
  const referenz = ctx.params.referenz ?? '';
  if (!REFERENZ.test(referenz)) notFound();
  const e = found(await ctx.cms.load(eingangDetail, { params: { referenz } })).data;
  const p = pending(e);
  // Only a version that waits, and not a removal, can be edited; anything else is its detail page.
  if (!p || e.vorgang === 'entfernen') redirect(`/intranet/eingaenge/${referenz}`, 302);
  const logo = e.felder.logo === 'neu' || e.felder.logo === 'bisher' ? e.felder.logo : null;
  return {
    title: `${referenz} bearbeiten – Eingänge – Intranet`,
    data: {
      nav,
      referenz,
      art: e.art,
      formular: formularData(p.def, ctx, e.felder, null, await loadOptionen(p.def, ctx)),
      logo,
      logoFoto: e.fotos[0]?.id ?? null,
      logoWeglassen: field(ctx.form?.values ?? {}, 'logo_weglassen', 10) === 'ja',
    },
  };
};

/** The values as staff edited them, checked by the form's own rules, then approved. */
export const eingangBearbeitenAction: Action = async (ctx) => {
  const referenz = ctx.params.referenz ?? '';
  const e = await detailFor(ctx, bearbeitenPfad(referenz));
  const p = pending(e);
  if (!p || e.vorgang === 'entfernen') return invalid({ status: 400, message: DECIDED });
  const { def } = p;
  const values = { ...displayValues(def, ctx.body.fields), logo_weglassen: field(ctx.body.fields, 'logo_weglassen', 10) };
  const werte: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (!k.startsWith('_')) werte[k] = v.replace(/\r\n?/g, '\n').trim();
  delete werte.logo_weglassen;
  delete werte.logo_entfernen;
  // Staff confirm the business's agreement, which the version carries; it is not asked again.
  werte.zustimmung = e.felder.zustimmung ?? '';
  try {
    const optionen = await loadOptionen(def, ctx);
    const choices = Object.fromEntries(Object.entries(optionen).map(([k, list]) => [k, list.map((o) => o.wert)]));
    const errors = pruefeFormular(def, werte, { optionen: choices });
    if (Object.keys(errors).length) return invalid({ errors, values });
    // Stored as the form stores them: empty fields left out, the categories' titles beside their keys.
    const felder: Record<string, string> = {};
    for (const [k, v] of Object.entries(werte)) if (v) felder[k] = v;
    for (const f of def.felder) if (f.auswahl && f.anzeige && felder[f.name]) felder[f.anzeige] = anzeigeWert(f, felder[f.name]!, optionen);
    return await approve(ctx, e, { werte: felder, ohneLogo: values.logo_weglassen === 'ja' });
  } catch (error) {
    if (error instanceof ForbiddenError) throw error;
    return invalid({ status: 503, retryAfter: 10, message: UNAVAILABLE, values });
  }
};
