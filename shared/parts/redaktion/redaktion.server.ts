import type { Action, ActionContext, CallResult, Loader, LoaderContext } from '../../routing/types';
import { field, invalid, redirectAfterPost } from '../../routing/action';
import { ForbiddenError, notFound, redirect, requireRole } from '../../routing/errors';
import {
  redaktionArten,
  redaktionDokument,
  redaktionEintrag,
  redaktionListe,
  redaktionLoeschen,
  redaktionProtokoll,
  redaktionSpeichern,
  redaktionStatus,
  redaktionVersion,
  redaktionVersionen,
  redaktionVorschau,
  redaktionWiederherstellen,
  type Konflikt,
} from './contract';
import { STATUS, deskPath, type Status } from './values';
import { artDaten, artKurz, type ArtKurz, type DeskArt } from '../../desk/kind';
import { registeredArten } from '../../desk/registered';
import type { AnyOperation } from '../../contract/operation';
import { loadNav } from '../intranet/intranet.server';
import { einlesenLeer } from '../einlesen/contract';
import type {
  RedaktionEditorData,
  RedaktionListeData,
  RedaktionLoeschenData,
  RedaktionProtokollData,
  RedaktionStartData,
  RedaktionVersionData,
  RedaktionVersionenData,
  RedaktionVorschauData,
} from './types';

/**
 * The editorial desk (/intranet/redaktion, ADR 16): loaders and actions. Without a session every page
 * sends to the login; without the role `redaktion` (or `admin`) every page and every action answers
 * 403, and the CMS checks the role again on each of its operations. With CMS_URL the operations answer
 * 501: the desk then says that content is edited in the connected CMS and offers no form.
 */

const UPSTREAM = 501;

/** The kind the address names, among those the parts register (ADR 39): else 404. */
async function artParam(ctx: { params: Readonly<Record<string, string | undefined>> }): Promise<DeskArt> {
  const art = (await registeredArten()).get(ctx.params.art ?? '');
  if (!art) notFound();
  return art;
}

/** Every registered kind, for the desk's navigation. */
async function alleArten(): Promise<ArtKurz[]> {
  return [...(await registeredArten()).values()].map(artKurz);
}

function refParam(ctx: { params: Readonly<Record<string, string | undefined>> }): string {
  const ref = ctx.params.ref ?? '';
  if (!ref || ref.length > 300) notFound();
  return ref;
}

async function deskNav(ctx: LoaderContext) {
  const nav = await loadNav(ctx);
  requireRole(ctx.user, 'redaktion');
  return nav;
}

/** A refused call of the desk: the login, 403, 404; else the answer to handle. */
function settle<O extends AnyOperation>(res: CallResult<O>): CallResult<O> {
  if (!res.ok) {
    if (res.status === 401) redirect('/intranet', 302);
    if (res.status === 403) throw new ForbiddenError();
    if (res.status === 404) notFound();
  }
  return res;
}

const UNREACHABLE = { ok: false as const, status: 503, body: null };

/** A call of the desk, settled: an unreachable CMS counts as 503. */
async function attempt<O extends AnyOperation>(call: Promise<CallResult<O>>): Promise<CallResult<O>> {
  let res: CallResult<O>;
  try {
    res = await call;
  } catch {
    res = UNREACHABLE;
  }
  return settle(res);
}

export const redaktionStartLoader: Loader<RedaktionStartData> = async (ctx) => {
  const nav = await deskNav(ctx);
  const res = await attempt(ctx.cms.call(redaktionArten));
  const leer = res.ok ? await attempt(ctx.cms.call(einlesenLeer)) : null;
  return {
    title: 'Redaktion – Intranet',
    data: {
      nav,
      arten: await alleArten(),
      upstream: !res.ok && res.status === UPSTREAM,
      anzahlen: res.ok ? res.data.data : null,
      leer: leer?.ok ? leer.data.data : [],
    },
  };
};

export const redaktionListeLoader: Loader<RedaktionListeData> = async (ctx) => {
  const nav = await deskNav(ctx);
  const def = await artParam(ctx);
  const art = def.name;
  const suche = (ctx.query.get('suche') ?? '').slice(0, 200);
  const rawStatus = ctx.query.get('status') ?? '';
  const status = (STATUS as readonly string[]).includes(rawStatus) ? (rawStatus as Status) : '';
  const rawPage = ctx.query.get('seite');
  const seite = rawPage && /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : 1;
  const res = await attempt(ctx.cms.call(redaktionListe, { params: { art }, query: { suche, status: status || undefined, seite } }));
  if (res.ok && seite > res.data.meta.seiten) notFound();
  return {
    title: `${def.titel} – Redaktion – Intranet`,
    data: {
      nav,
      arten: await alleArten(),
      art,
      def: artDaten(def),
      upstream: !res.ok && res.status === UPSTREAM,
      filter: { suche, status },
      liste: res.ok ? res.data : null,
    },
  };
};

const GESPEICHERT = new Set<string>([...STATUS, 'dokument']);

export const redaktionEditorLoader: Loader<RedaktionEditorData> = async (ctx) => {
  const nav = await deskNav(ctx);
  const def = await artParam(ctx);
  const art = def.name;
  const ref = ctx.params.ref ? refParam(ctx) : 'neu';
  const res = await attempt(ctx.cms.call(redaktionEintrag, { params: { art, ref } }));
  if (!res.ok) {
    if (res.status === UPSTREAM) redirect('/intranet/redaktion', 302);
    throw new Error(`Redaktion: Eintrag antwortete ${res.status}`);
  }
  const eintrag = res.data.data;
  const form = ctx.form;
  const konflikt = form?.errors._konflikt ? (JSON.parse(form.errors._konflikt) as Konflikt['aktuell']) : null;
  const errors = Object.fromEntries(Object.entries(form?.errors ?? {}).filter(([k]) => k !== '_konflikt'));
  const g = ctx.query.get('gespeichert');
  return {
    title: `${eintrag.ref ? eintrag.titel || def.wort : `${def.wort} anlegen`} – Redaktion – Intranet`,
    data: {
      nav,
      arten: await alleArten(),
      art,
      def: artDaten(def),
      eintrag,
      errors,
      values: form ? form.values : null,
      message: form?.message ?? null,
      gespeichert: !form && g && GESPEICHERT.has(g) ? (g as Status | 'dokument') : null,
      konflikt,
    },
  };
};

/** The form's own fields: everything but the control fields (`_csrf`, `_aktion`, `_revision`). */
function formFields(fields: Record<string, string | string[]>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(fields).filter(([k]) => /^[a-z][a-z_]{0,39}$/.test(k)));
}

function requireEditor(ctx: ActionContext) {
  if (!ctx.user) redirect(`/intranet?ziel=${encodeURIComponent(ctx.pathname)}`, 303);
  requireRole(ctx.user, 'redaktion');
}

const UPSTREAM_MESSAGE = 'Die Inhalte dieser Website werden im angebundenen CMS bearbeitet. Hier kann nichts gespeichert werden.';
const DOWN_MESSAGE = 'Die Änderung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es gleich noch einmal; Ihre Eingaben sind erhalten.';

function refusal(res: { status: number; body: unknown }, values: Record<string, string | string[]>) {
  const body = (res.body ?? {}) as { error?: string; fehler?: Record<string, string>; aktuell?: Konflikt['aktuell']; bilder?: Record<string, string> };
  // Images uploaded with the refused save were kept: the form sends their keys next time (ADR 28).
  if (res.status === 400)
    return invalid({ status: 400, errors: body.fehler ?? {}, message: body.fehler ? undefined : body.error, values: { ...values, ...(body.bilder ?? {}) } });
  if (res.status === 409) {
    return invalid({
      status: 409,
      message:
        'Während Sie bearbeitet haben, wurde dieser Eintrag gespeichert. Unten sehen Sie beide Fassungen. Ihre Fassung steht im Formular: Speichern Sie sie erneut, wenn sie gelten soll, oder übernehmen Sie Teile der anderen.',
      errors: body.aktuell ? { _konflikt: JSON.stringify(body.aktuell) } : {},
      values,
    });
  }
  if (res.status === UPSTREAM) return invalid({ status: 400, message: UPSTREAM_MESSAGE, values });
  return invalid({ status: 503, retryAfter: 10, message: DOWN_MESSAGE, values });
}

/** Save (draft or published), publish now, take back: the actions of the editor's own address. */
export const redaktionEditorAction: Action = async (ctx) => {
  requireEditor(ctx);
  const def = await artParam(ctx);
  const art = def.name;
  const ref = ctx.params.ref ? refParam(ctx) : 'neu';
  const fields = ctx.body.fields;
  const aktion = field(fields, '_aktion', 40);
  const revision = Number(field(fields, '_revision', 12)) || 0;
  const values = formFields(fields);
  if (aktion === 'jetzt' || aktion === 'zurueckziehen') {
    if (ref === 'neu') notFound();
    const res = await attempt(
      ctx.cms.call(redaktionStatus, { params: { art, ref }, body: { revision, aktion: aktion === 'jetzt' ? 'veroeffentlichen' : 'zurueckziehen' } }),
    );
    if (res.ok) return redirectAfterPost(deskPath(art, ref, `?gespeichert=${res.data.data.status}`));
    return refusal(res, {});
  }
  if (aktion !== 'entwurf' && aktion !== 'veroeffentlichen' && aktion !== 'speichern')
    return invalid({ status: 400, message: 'Unbekannte Aktion. Bitte laden Sie die Seite neu.', values });
  const uploads: Record<string, { pfad: string; name: string }> = {};
  for (const f of ctx.body.files) {
    const m = /^([a-z_]{1,40})_datei$/.exec(f.field);
    if (m) uploads[m[1]!] = { pfad: f.path, name: f.filename };
  }
  const res = await attempt(ctx.cms.call(redaktionSpeichern, { params: { art, ref }, body: { revision, felder: values, aktion, uploads } }));
  if (res.ok) return redirectAfterPost(deskPath(art, res.data.data.ref, `?gespeichert=${res.data.data.status}`));
  return refusal(res, values);
};

/** Adds a download (a PDF with the §3 fields) or removes one. */
export const redaktionDokumenteAction: Action = async (ctx) => {
  requireEditor(ctx);
  const def = await artParam(ctx);
  const art = def.name;
  const ref = refParam(ctx);
  const fields = ctx.body.fields;
  const entfernen = field(fields, 'entfernen', 12);
  let body: { entfernen: number } | { hinzufuegen: { datei: { pfad: string; name: string }; downloadtext: string; beschreibung: string; einstufung: string } };
  if (entfernen) {
    if (!/^\d{1,9}$/.test(entfernen)) notFound();
    body = { entfernen: Number(entfernen) };
  } else {
    const datei = ctx.body.files.find((f) => f.field === 'dokument_datei');
    if (!datei) return invalid({ status: 400, errors: { dokument_datei: 'Bitte wählen Sie eine PDF-Datei aus.' }, values: formFields(fields) });
    body = {
      hinzufuegen: {
        datei: { pfad: datei.path, name: datei.filename },
        downloadtext: field(fields, 'dokument_downloadtext', 300),
        beschreibung: field(fields, 'dokument_beschreibung', 2000),
        einstufung: field(fields, 'dokument_einstufung', 100),
      },
    };
  }
  const res = await attempt(ctx.cms.call(redaktionDokument, { params: { art, ref }, body }));
  if (res.ok) return redirectAfterPost(deskPath(art, ref, '?gespeichert=dokument#downloads'));
  const b = (res.body ?? {}) as { fehler?: Record<string, string>; error?: string };
  if (res.status === 400) {
    const errors = Object.fromEntries(Object.entries(b.fehler ?? {}).map(([k, v]) => [`dokument_${k}`, v]));
    return invalid({ status: 400, errors, message: Object.keys(errors).length ? undefined : b.error, values: formFields(fields) });
  }
  return refusal(res, formFields(fields));
};

export const redaktionVorschauLoader: Loader<RedaktionVorschauData> = async (ctx) => {
  await deskNav(ctx);
  const def = await artParam(ctx);
  const art = def.name;
  const ref = refParam(ctx);
  const res = await attempt(ctx.cms.call(redaktionVorschau, { params: { art, ref } }));
  if (!res.ok) {
    if (res.status === UPSTREAM) redirect('/intranet/redaktion', 302);
    throw new Error(`Redaktion: Vorschau antwortete ${res.status}`);
  }
  // The kind's public page for this item, loaded before the render, so the server's HTML holds it.
  const page = def.vorschau[res.data.data.seite];
  if (!page) throw new Error(`Redaktion: Die Art „${art}“ hat keine Vorschau „${res.data.data.seite}“`);
  await page.preload();
  return {
    title: `Vorschau: ${res.data.data.titel} – Redaktion`,
    shownAs: res.data.data.pfad,
    data: { art, def: artDaten(def), ref, csrf: ctx.csrf, vorschau: res.data.data, seite: page.id, status: res.data.status, revision: res.data.revision },
  };
};

export const redaktionVersionenLoader: Loader<RedaktionVersionenData> = async (ctx) => {
  const nav = await deskNav(ctx);
  const def = await artParam(ctx);
  const art = def.name;
  const ref = refParam(ctx);
  const res = await attempt(ctx.cms.call(redaktionVersionen, { params: { art, ref } }));
  if (!res.ok) redirect('/intranet/redaktion', 302);
  const d = res.data.data;
  return {
    title: `Versionen: ${d.titel} – Redaktion`,
    data: { nav, arten: await alleArten(), art, def: artDaten(def), ref, titel: d.titel, aktuell: d.aktuell, versionen: d.versionen },
  };
};

function nrParam(ctx: { params: Readonly<Record<string, string | undefined>> }): number {
  const nr = ctx.params.nr ?? '';
  if (!/^\d{1,9}$/.test(nr)) notFound();
  return Number(nr);
}

export const redaktionVersionLoader: Loader<RedaktionVersionData> = async (ctx) => {
  const nav = await deskNav(ctx);
  const def = await artParam(ctx);
  const art = def.name;
  const ref = refParam(ctx);
  const nr = nrParam(ctx);
  const res = await attempt(ctx.cms.call(redaktionVersion, { params: { art, ref, nr } }));
  if (!res.ok) redirect('/intranet/redaktion', 302);
  const d = res.data.data;
  return {
    title: `Fassung ${nr} – Redaktion`,
    data: {
      nav,
      arten: await alleArten(),
      art,
      def: artDaten(def),
      ref,
      version: d.version,
      aktuell: d.aktuell,
      optionen: d.optionen,
      message: ctx.form?.message ?? null,
    },
  };
};

export const redaktionWiederherstellenAction: Action = async (ctx) => {
  requireEditor(ctx);
  const def = await artParam(ctx);
  const art = def.name;
  const ref = refParam(ctx);
  const nr = nrParam(ctx);
  const revision = Number(field(ctx.body.fields, '_revision', 12)) || 0;
  const res = await attempt(ctx.cms.call(redaktionWiederherstellen, { params: { art, ref, nr }, body: { revision } }));
  if (res.ok) return redirectAfterPost(deskPath(art, ref, '?gespeichert=' + res.data.data.status));
  const b = (res.body ?? {}) as { error?: string };
  if (res.status === 409) return invalid({ status: 409, message: 'Der Eintrag wurde inzwischen geändert. Bitte vergleichen Sie die Fassungen erneut.' });
  if (res.status === 400) return invalid({ status: 400, message: b.error ?? 'Diese Fassung lässt sich nicht wiederherstellen.' });
  return refusal(res, {});
};

export const redaktionLoeschenLoader: Loader<RedaktionLoeschenData> = async (ctx) => {
  const nav = await deskNav(ctx);
  const def = await artParam(ctx);
  const art = def.name;
  const ref = refParam(ctx);
  const res = await attempt(ctx.cms.call(redaktionEintrag, { params: { art, ref } }));
  if (!res.ok) redirect('/intranet/redaktion', 302);
  const e = res.data.data;
  return {
    title: `${def.wort} löschen – Redaktion`,
    data: { nav, arten: await alleArten(), art, def: artDaten(def), ref, titel: e.titel, revision: e.revision, message: ctx.form?.message ?? null },
  };
};

export const redaktionLoeschenAction: Action = async (ctx) => {
  requireEditor(ctx);
  const def = await artParam(ctx);
  const art = def.name;
  const ref = refParam(ctx);
  const revision = Number(field(ctx.body.fields, '_revision', 12)) || 0;
  const res = await attempt(ctx.cms.call(redaktionLoeschen, { params: { art, ref }, body: { revision } }));
  if (res.ok) return redirectAfterPost(`${deskPath(art)}?geloescht=1`);
  if (res.status === 409)
    return invalid({ status: 409, message: 'Der Eintrag wurde inzwischen geändert. Bitte sehen Sie ihn sich vor dem Löschen noch einmal an.' });
  return refusal(res, {});
};

export const redaktionProtokollLoader: Loader<RedaktionProtokollData> = async (ctx) => {
  const nav = await deskNav(ctx);
  const rawArt = ctx.query.get('art') ?? '';
  const art = (await registeredArten()).has(rawArt) ? rawArt : '';
  const rawPage = ctx.query.get('seite');
  const seite = rawPage && /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : 1;
  const res = await attempt(ctx.cms.call(redaktionProtokoll, { query: { art: art || undefined, seite } }));
  if (!res.ok && res.status === UPSTREAM) redirect('/intranet/redaktion', 302);
  if (res.ok && seite > res.data.meta.seiten) notFound();
  return { title: 'Protokoll – Redaktion – Intranet', data: { nav, arten: await alleArten(), art, liste: res.ok ? res.data : null } };
};
