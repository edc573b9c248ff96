import type { Action, Loader, SitemapAddresses } from '../../routing/types';
import { everyItem } from '../../pages/every-item.server';
import { field, invalid, redirectAfterPost, shownAgain } from '../../routing/action';
import { found, notFound, redirect } from '../../routing/errors';
import { TOWN } from '../../site/town';
import {
  meldungAbonnieren,
  meldungenOeffentlich,
  meldungLink,
  meldungOeffentlich,
  meldungUmfrage,
  meldungUmfrageAntworten,
  type MeldungKurz,
  type MeldungOeffentlich,
} from './contract';
import {
  KARTE_HOECHSTENS,
  MELDUNG_STATUS_TITEL,
  MELDUNGEN_PATH,
  MELDUNGEN_PRO_SEITE,
  SIEGEL,
  isMeldungStatus,
  meldungPath,
  type MeldungStatus,
} from './values';
import type { ListMeta } from '../../contract/common';

/**
 * The public reports (ADR 53): the list and the map of approved reports with GET filters (no
 * JavaScript needed), one page per report with its history and "Ich bin auch betroffen", and the
 * pages behind the mails' sealed links (confirm, unsubscribe, "Ist es behoben?").
 */

export interface MeldungenFilter {
  kategorie: string;
  status: MeldungStatus | '';
  ortsteil: string;
  ansicht: 'liste' | 'karte';
}

export interface MeldungenData {
  filter: MeldungenFilter;
  items: MeldungKurz[];
  meta: ListMeta;
  kategorien: { schluessel: string; name: string }[];
  ortsteile: string[];
  /** The feed of this selection's district (or of all). */
  feed: string;
}

const KATEGORIE = /^[a-z0-9-]{1,40}$/;

export const meldungenLoader: Loader<MeldungenData> = async ({ cms, query }) => {
  const kategorie = KATEGORIE.test(query.get('kategorie') ?? '') ? query.get('kategorie')! : '';
  const status = isMeldungStatus(query.get('status')) ? (query.get('status') as MeldungStatus) : '';
  const ortsteil = (query.get('ortsteil') ?? '').slice(0, 60);
  const ansicht = query.get('ansicht') === 'karte' ? 'karte' : 'liste';
  const rawPage = query.get('seite');
  if (rawPage !== null && !/^[1-9]\d{0,5}$/.test(rawPage)) notFound();
  const seite = Number(rawPage ?? 1);
  const res = found(
    await cms.load(meldungenOeffentlich, {
      query: {
        kategorie: kategorie || undefined,
        status: status || undefined,
        ortsteil: /^[\p{L} .'-]{1,60}$/u.test(ortsteil) ? ortsteil : undefined,
        seite: ansicht === 'karte' ? 1 : seite,
        pro_seite: ansicht === 'karte' ? KARTE_HOECHSTENS : MELDUNGEN_PRO_SEITE,
      },
    }),
  );
  if (seite > res.meta.seiten && seite > 1) notFound('Diese Seite der Liste gibt es nicht.');
  const district = TOWN.districts.find((d) => d.name === ortsteil);
  const teile = [status ? MELDUNG_STATUS_TITEL[status] : null, res.kategorien.find((k) => k.schluessel === kategorie)?.name ?? null, ortsteil || null].filter(
    Boolean,
  );
  return {
    title: teile.length ? `Meldungen: ${teile.join(', ')}` : 'Meldungen aus der Stadt',
    description: `Schäden und Hinweise, die Bürgerinnen und Bürger der ${TOWN.officialName} gemeldet haben, mit Status und Antwort der Stadt.`,
    data: {
      filter: { kategorie, status, ortsteil, ansicht },
      items: res.data,
      meta: res.meta,
      kategorien: res.kategorien,
      ortsteile: res.ortsteile,
      feed: district ? `/feeds/meldungen-${district.key}.xml` : '/feeds/meldungen.xml',
    },
  };
};

export interface MeldungData {
  meldung: MeldungOeffentlich;
  csrf: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
  /** After "Ich bin auch betroffen": the confirmation mail is on its way (or the address already hears). */
  abo: 'gesendet' | 'bereits' | null;
}

function idParam(raw: string | undefined): number {
  if (!/^[1-9]\d{0,8}$/.test(raw ?? '')) notFound();
  return Number(raw);
}

export const meldungLoader: Loader<MeldungData> = async (ctx) => {
  const id = idParam(ctx.params.id);
  const res = found(await ctx.cms.load(meldungOeffentlich, { params: { id } }), 'Diese Meldung gibt es nicht, oder sie ist nicht öffentlich.');
  if (!res.data) redirect(meldungPath(res.zusammengefuehrt_in!), 301);
  const m = res.data;
  const abo = ctx.query.get('abo');
  return {
    title: `Meldung Nr. ${m.id}: ${m.kategorie_name}`,
    description: `${m.kategorie_name}${m.adresse ? `, ${m.adresse}` : ''}: ${MELDUNG_STATUS_TITEL[m.status]}.`,
    data: {
      meldung: m,
      csrf: ctx.csrf,
      errors: ctx.form?.errors ?? {},
      values: Object.fromEntries(Object.entries(ctx.form?.values ?? {}).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : v])),
      message: ctx.form?.message ?? null,
      abo: !ctx.form && (abo === 'gesendet' || abo === 'bereits') ? abo : null,
    },
  };
};

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,253}\.[^\s@]{2,}$/;

/** "Ich bin auch betroffen": an e-mail address, then the confirmation mail (double opt-in). */
export const meldungAction: Action = async (ctx) => {
  const id = idParam(ctx.params.id);
  const email = field(ctx.body.fields, 'email', 300).trim();
  if (!email) return invalid({ errors: { email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' }, values: { email } });
  if (email.length > 254 || !EMAIL.test(email))
    return invalid({ errors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.' }, values: { email } });
  const limits = ctx.session.throttle.limits('meldung-abo', [
    { per: 'netz', max: 20, windowMs: 60 * 60_000 },
    { per: { key: email.toLowerCase() }, max: 5, windowMs: 24 * 60 * 60_000 },
  ]);
  const wait = await limits.wait();
  if (wait > 0)
    return invalid({
      status: 429,
      retryAfter: wait,
      values: { email },
      message: 'Von hier kamen gerade sehr viele Anmeldungen. Bitte versuchen Sie es später noch einmal.',
    });
  const res = await ctx.cms.call(meldungAbonnieren, { params: { id }, body: { email, herkunft: ctx.origin } });
  if (!res.ok) {
    if (res.status === 404) notFound();
    if (res.status === 409)
      return invalid({
        status: 409,
        values: { email },
        message:
          'Zu dieser Meldung können Sie keine Benachrichtigungen mehr bestellen: Sie ist abgeschlossen, und die Angaben zu ihr sind gelöscht. Melden Sie ein neues Anliegen bitte mit der Schadensmeldung.',
      });
    return invalid({
      status: 503,
      retryAfter: 10,
      values: { email },
      message: 'Ihre Anmeldung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    });
  }
  await limits.count();
  return redirectAfterPost(`${meldungPath(id)}?abo=${res.data.data.bereits ? 'bereits' : 'gesendet'}#betroffen`);
};

export interface LinkData {
  art: 'bestaetigt' | 'abgelaufen' | 'bereits_bestaetigt' | 'abmelden' | 'abgemeldet' | 'umfrage' | 'umfrage_danke';
  meldung: number;
  csrf: string;
  /** Why the unsubscribe could not be stored (the button stays). */
  message?: string;
  /** The questionnaire: the report it asks about, the answer the mail's link chose, and after the answer whether it reopened. */
  umfrage?: { kategorie: string; adresse: string | null; vorschlag: 'ja' | 'nein' | null; wiedereroeffnet?: boolean };
}

function siegelParam(raw: string | undefined): string {
  if (!SIEGEL.test(raw ?? '')) notFound('Dieser Link ist ungültig.');
  return raw!;
}

/** The confirmation link of "Ich bin auch betroffen": following it confirms (7 days). */
export const bestaetigenLoader: Loader<LinkData> = async (ctx) => {
  const siegel = siegelParam(ctx.params.siegel);
  const res = await ctx.cms.call(meldungLink, { body: { aktion: 'bestaetigen', siegel } });
  if (!res.ok) {
    if (res.status === 404) notFound('Dieser Link ist ungültig.');
    throw new Error(`Bestätigung fehlgeschlagen (${res.status})`);
  }
  const { meldung, ergebnis } = res.data.data;
  const art = ergebnis === 'ok' ? 'bestaetigt' : ergebnis === 'abgelaufen' ? 'abgelaufen' : 'bereits_bestaetigt';
  const titel = { bestaetigt: 'Anmeldung bestätigt', abgelaufen: 'Link abgelaufen', bereits_bestaetigt: 'Bereits bestätigt' }[art];
  return { title: titel, noindex: true, data: { art, meldung, csrf: ctx.csrf } };
};

/**
 * The unsubscribe link: a page with one button (a link alone changes nothing, mail scanners follow
 * links). After the POST the same page says it is done.
 */
export const abmeldenLoader: Loader<LinkData> = async (ctx) => {
  siegelParam(ctx.params.siegel);
  const meldung = Number(ctx.form?.values.meldung ?? 0);
  const done = ctx.form?.values.abgemeldet === '1';
  return {
    title: done ? 'Abgemeldet' : 'Keine Nachrichten mehr',
    noindex: true,
    data: {
      art: done ? 'abgemeldet' : 'abmelden',
      meldung: Number.isSafeInteger(meldung) ? meldung : 0,
      csrf: ctx.csrf,
      ...(!done && ctx.form?.message ? { message: ctx.form.message } : {}),
    },
  };
};

/**
 * The unsubscribe link's POST: the page's button, or a mail program's one-click POST (RFC 8058, body
 * `List-Unsubscribe=One-Click`, no form token: the sealed address is the authority, the route is
 * `oneClick`). Answered with the page itself, never a redirect (the RFC's rule), as the alerts do.
 */
export const abmeldenAction: Action = async (ctx) => {
  const siegel = siegelParam(ctx.params.siegel);
  const res = await ctx.cms.call(meldungLink, { body: { aktion: 'abmelden', siegel } });
  if (!res.ok) {
    if (res.status === 404) notFound('Dieser Link ist ungültig.');
    return invalid({ status: 503, retryAfter: 10, message: 'Die Abmeldung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es erneut.' });
  }
  return shownAgain({ message: 'Abgemeldet.', values: { meldung: String(res.data.data.meldung), abgemeldet: '1' } });
};

/** "Ist es behoben?": the question with two buttons (the mail's link preselects one); works without JavaScript and login. */
export const umfrageLoader: Loader<LinkData> = async (ctx) => {
  const siegel = siegelParam(ctx.params.siegel);
  const res = found(await ctx.cms.load(meldungUmfrage, { params: { siegel } }), 'Dieser Link ist ungültig.');
  const m = res.data;
  const antwort = ctx.query.get('antwort');
  const danke = ctx.query.get('danke');
  return {
    title: danke ? 'Vielen Dank für Ihre Antwort' : 'Ist es behoben?',
    noindex: true,
    data: {
      art: danke ? 'umfrage_danke' : 'umfrage',
      meldung: m.meldung,
      csrf: ctx.csrf,
      umfrage: {
        kategorie: m.kategorie_name,
        adresse: m.adresse,
        vorschlag: antwort === 'ja' || antwort === 'nein' ? antwort : null,
        ...(danke ? { wiedereroeffnet: danke === 'nein' } : {}),
      },
    },
  };
};

export const umfrageAction: Action = async (ctx) => {
  const siegel = siegelParam(ctx.params.siegel);
  const behoben = field(ctx.body.fields, 'behoben', 10);
  const kommentar = field(ctx.body.fields, 'kommentar', 2000).trim();
  if (behoben !== 'ja' && behoben !== 'nein') return invalid({ errors: { behoben: 'Bitte wählen Sie „Ja“ oder „Nein“.' }, values: { kommentar } });
  const res = await ctx.cms.call(meldungUmfrageAntworten, { params: { siegel }, body: { behoben: behoben === 'ja', ...(kommentar ? { kommentar } : {}) } });
  if (!res.ok) {
    if (res.status === 404) notFound('Dieser Link ist ungültig.');
    return invalid({
      status: 503,
      retryAfter: 10,
      values: { kommentar, behoben },
      message: 'Ihre Antwort konnte gerade nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    });
  }
  return redirectAfterPost(`/rathaus/meldungen/behoben/${siegel}?danke=${res.data.data.wiedereroeffnet ? 'nein' : 'ja'}`);
};

export { MELDUNGEN_PATH };

/** Every approved report's page, for the sitemap (the list shows them page by page). */
export const meldungAddresses: SitemapAddresses = async (cms) =>
  (await everyItem((seite) => cms.get(meldungenOeffentlich, { query: { seite, pro_seite: 100 } }))).map((m) => meldungPath(m.id));
