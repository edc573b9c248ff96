import type { Action, ActionContext, Loader, LoaderContext } from '../../routing/types';
import { field, invalid, redirectAfterPost } from '../../routing/action';
import { notFound } from '../../routing/errors';
import { eintragEntfernenBeantragen, eintragPerLink, type EintragStand } from '../eingaenge/contract';
import { EINTRAG_LINK, SCHLUESSEL } from '../eingaenge/values';
import { gewerbeDetail } from './contract';
import { seiteDetail, type Seite } from '../seiten/contract';
import { TOWN } from '../../site/town';
import { GEWERBEEINTRAG } from '../eingaenge/formulare/definitions';
import {
  confirmAgain,
  countAccepted,
  formularData,
  loadAemter,
  loadOptionen,
  looksAutomated,
  overLimit,
  submissionLimits,
  submitAction,
} from '../eingaenge/formulare/formulare.server';
import type { FormularData } from '../eingaenge/formulare/types';

/**
 * The business self-entry (issue "Business self-entry", ADR 15) on the machinery of the citizen forms:
 * the form for a new entry below the editorial text of /wirtschaft/gewerbeeintrag/, the same form
 * filled in behind the private link /wirtschaft/gewerbeeintrag/{encryptedID} (a change becomes a new
 * version that waits for approval, the published one stays online), the request to remove the entry,
 * and the thank-you page that shows the link. A link that is tampered with, foreign or revoked is
 * a 404; the link of a removed entry is a 404 page that offers a new entry.
 */

const def = GEWERBEEINTRAG;

export interface GewerbeeintragData {
  modus: 'neu' | 'bearbeiten' | 'entfernt';
  /** The editorial text of /wirtschaft/gewerbeeintrag/ (new entry), null when the CMS has none. */
  seite: Seite | null;
  formular: FormularData | null;
  /** Behind the private link: the entry's state (without its values, which are in the form). */
  link: string | null;
  stand: Omit<EintragStand, 'werte'> | null;
  /** The published logo, shown above the upload. */
  logo: { url: string; breite: number; hoehe: number } | null;
  /** After a refused change: the logo was ticked for removal. */
  logoEntfernen: boolean;
  /** The removal request's form: its messages and values after a refused try (`bestaetigen`: asked for one more click, ADR 28). */
  entfernen: { errors: Record<string, string>; grund: string; bestaetigt: boolean; bestaetigen: boolean; message: string | null };
}

export interface GewerbeeintragDankeData {
  /** The private link, absolute, to show and to keep. */
  adresse: string;
  link: string;
  referenz: string | null;
  vorgang: 'neu' | 'aenderung' | 'entfernen' | null;
}

/** The entry behind a link: its state, 'entfernt', or a 404 for anything that is no valid link. */
async function standOf(ctx: Pick<LoaderContext, 'cms' | 'params'>): Promise<{ link: string; stand: EintragStand | 'entfernt' }> {
  const link = ctx.params.link ?? '';
  if (!EINTRAG_LINK.test(link)) notFound();
  const res = await ctx.cms.call(eintragPerLink, { params: { link } });
  if (res.ok) return { link, stand: res.data.data };
  if (res.status === 410) return { link, stand: 'entfernt' };
  if (res.status === 404 || res.status === 400) notFound();
  throw new Error(`Eingänge antworteten ${res.status}`);
}

const isRemoval = (ctx: LoaderContext) => ctx.form?.values._aktion === 'entfernen';

const keinEntfernen: GewerbeeintragData['entfernen'] = { errors: {}, grund: '', bestaetigt: false, bestaetigen: false, message: null };

function entfernenData(ctx: LoaderContext): GewerbeeintragData['entfernen'] {
  if (!isRemoval(ctx)) return keinEntfernen;
  const v = ctx.form?.values ?? {};
  return {
    errors: ctx.form?.errors ?? {},
    grund: field(v, 'grund', 2000),
    bestaetigt: field(v, 'bestaetigung', 10) === 'ja',
    bestaetigen: field(v, '_bestaetigung', 2) === '1',
    message: ctx.form?.message ?? null,
  };
}

export const gewerbeeintragLoader: Loader<GewerbeeintragData> = async (ctx) => {
  const [seite, optionen] = await Promise.all([ctx.cms.get(seiteDetail, { query: { pfad: def.pfad } }), loadOptionen(def, ctx)]);
  return {
    title: seite?.data.titel ?? def.titel,
    description:
      seite?.data.beschreibung ??
      'Tragen Sie Ihren Betrieb kostenlos in das Gewerbeverzeichnis der Stadt ein: mit Branche, Anschrift, Öffnungszeiten und Logo.',
    data: {
      modus: 'neu',
      seite: seite?.data ?? null,
      formular: formularData(def, ctx, {}, null, optionen),
      link: null,
      stand: null,
      logo: null,
      logoEntfernen: false,
      entfernen: keinEntfernen,
    },
  };
};

export const gewerbeeintragLinkLoader: Loader<GewerbeeintragData> = async (ctx) => {
  const { link, stand } = await standOf(ctx);
  const leer = { seite: null, link: null, stand: null, logo: null, logoEntfernen: false, entfernen: keinEntfernen };
  if (stand === 'entfernt') {
    // The page itself says what happened and offers a new entry (404, not the general error page).
    return { title: 'Eintrag gelöscht', status: 404, noindex: true, data: { ...leer, modus: 'entfernt', formular: null } };
  }
  const [optionen, published] = await Promise.all([
    loadOptionen(def, ctx),
    stand.logo?.quelle === 'veroeffentlicht' && stand.oeffentlich_id ? ctx.cms.get(gewerbeDetail, { params: { id: stand.oeffentlich_id } }) : null,
  ]);
  // The removal form's refusal must not show its messages in the entry's form.
  const formCtx: LoaderContext = isRemoval(ctx) ? Object.assign(Object.create(ctx) as LoaderContext, { form: null }) : ctx;
  const { werte, ...rest } = stand;
  return {
    title: 'Ihr Eintrag im Gewerbeverzeichnis',
    noindex: true,
    data: {
      ...leer,
      modus: 'bearbeiten',
      formular: formularData(def, formCtx, werte, null, optionen),
      link,
      stand: rest,
      logo: published?.data.logo ?? null,
      logoEntfernen: !isRemoval(ctx) && field(ctx.form?.values ?? {}, 'logo_entfernen', 10) === 'ja',
      entfernen: entfernenData(ctx),
    },
  };
};

export const gewerbeeintragDankeLoader: Loader<GewerbeeintragDankeData> = async (ctx) => {
  const { link, stand } = await standOf(ctx);
  if (stand === 'entfernt') notFound();
  return {
    title: stand.ausstehend?.vorgang === 'entfernen' ? 'Ihr Antrag auf Löschung ist eingegangen' : def.dank.titel,
    noindex: true,
    data: { adresse: `${ctx.origin}${def.pfad}${link}`, link, referenz: stand.ausstehend?.referenz ?? null, vorgang: stand.ausstehend?.vorgang ?? null },
  };
};

export const gewerbeeintragAction = submitAction(def);

const BESTAETIGUNG = 'Bitte bestätigen Sie, dass der Eintrag gelöscht werden soll.';
const STORE_DOWN = 'Ihr Antrag konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.';
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/;

/** The removal request: a confirmation and an optional reason, stored as a version staff decide. */
async function entfernen(ctx: ActionContext, link: string) {
  const fields = ctx.body.fields;
  const values = { _aktion: 'entfernen', grund: field(fields, 'grund', 2000), bestaetigung: field(fields, 'bestaetigung', 10) };
  // The form's key: the one its signed token binds (ADR 28).
  const schluessel = ctx.formToken?.key ?? field(fields, '_schluessel', 100);
  if (!SCHLUESSEL.test(schluessel)) return invalid({ status: 400, message: 'Das Formular war unvollständig. Bitte laden Sie die Seite neu.', values });
  const grund = values.grund.replace(/\r\n?/g, '\n').trim();
  const errors: Record<string, string> = {};
  if (values.bestaetigung !== 'ja') errors.bestaetigung = BESTAETIGUNG;
  if (CONTROL.test(grund)) errors.grund = 'Der Grund enthält Zeichen, die wir nicht annehmen können (zum Beispiel Steuerzeichen).';
  else if ([...grund].length > 1000) errors.grund = 'Der Grund darf höchstens 1.000 Zeichen lang sein.';
  if (Object.keys(errors).length) return invalid({ errors, values });
  // A program's signs: nothing stored, the page again asks for one more click (ADR 28).
  if (looksAutomated(ctx)) return confirmAgain(values);
  const limits = submissionLimits(def, {});
  const limited = await overLimit(def, ctx, limits, values);
  if (limited) return limited;
  const amt = (await loadAemter(ctx))?.find((a) => a.id === def.amt({}));
  const res = await ctx.cms.call(eintragEntfernenBeantragen, {
    params: { link },
    body: {
      schluessel,
      grund,
      empfaenger: amt ? { email: amt.email, name: amt.titel } : { email: TOWN.email, name: TOWN.administration },
      herkunft: ctx.origin,
    },
  });
  if (!res.ok) {
    if (res.status === 404) notFound();
    return invalid({ status: 503, retryAfter: 30, message: STORE_DOWN, values });
  }
  if (res.data.data.neu) await countAccepted(def, ctx, limits);
  return redirectAfterPost(`${def.pfad}${link}/danke`);
}

/** A change through the private link: the entry's agreement to its publication carries over (it is the entry's, not the version's). */
const aendern = (zugestimmt: boolean) => submitAction(def, (ctx) => ({ link: ctx.params.link ?? '', zugestimmt }));

/** Behind the private link: a change of the entry, or the request to remove it. */
export const gewerbeeintragLinkAction: Action = async (ctx) => {
  const link = ctx.params.link ?? '';
  if (!EINTRAG_LINK.test(link)) notFound();
  if (field(ctx.body.fields, '_aktion', 20) === 'entfernen') {
    try {
      return await entfernen(ctx, link);
    } catch (error) {
      if (error instanceof Error && error.name === 'NotFoundError') throw error;
      return invalid({ status: 503, retryAfter: 30, message: STORE_DOWN, values: { _aktion: 'entfernen' } });
    }
  }
  let zugestimmt = false;
  try {
    const res = await ctx.cms.call(eintragPerLink, { params: { link } });
    zugestimmt = res.ok && res.data.data.zugestimmt;
  } catch {
    // The store is unreachable: the change's own send answers so (503, every value kept).
  }
  return aendern(zugestimmt)(ctx);
};
