import type { Action, Loader, LoaderContext } from '../../routing/types';
import { intranetArchivThemen, type Archiv } from '../archiv/contract';
import { changePassword, intranetEinrichtung, intranetRubriken, intranetTexte, login, logout } from './contract';
import { notFound, redirect } from '../../routing/errors';
import { loginAction, loginData, logoutAction, passwordChangeAction, passwordChangeData, type LoginArea } from '../../pages/login/login.server';
import { INTRANET_START_TOPIC_ID, LATEST_INTRANET_TEXTS } from '../../site/constants';
import {
  ARCHIV_SORT_FIELDS,
  type ArchivSortField,
  type IntranetArchivData,
  type IntranetHomeData,
  type IntranetLoginData,
  type IntranetNav,
  type IntranetPasswortData,
  type IntranetRubrik,
  type IntranetText,
  type IntranetTextData,
  type IntranetTexteData,
} from './types';

/**
 * Loaders and actions of the staff intranet (spec §1, §4, §5, §7). They run on the server only, with
 * the session's token in the CMS client; without a session every page but the login sends the visitor
 * to the login (the target kept in ?ziel=). A failed intranet call empties its list (null) and the
 * page says so (§8). The login, logout and password forms post to their pages' own addresses.
 */

function requireUser(ctx: LoaderContext) {
  if (!ctx.user) redirect(`/intranet?ziel=${encodeURIComponent(ctx.pathname + (ctx.query.size ? `?${ctx.query.toString()}` : ''))}`, 302);
  return ctx.user;
}

export async function loadNav(ctx: LoaderContext): Promise<IntranetNav> {
  const user = requireUser(ctx);
  const [rubriken, themen] = await Promise.all([
    ctx.cms.get(intranetRubriken),
    ctx.cms.get(intranetArchivThemen, { query: { gueltig_von: true, gueltig_bis: true, order: ['thema ASC'] } }),
  ]);
  return {
    user: { vorname: user.vorname, nachname: user.nachname, email: user.email, rollen: user.rollen },
    rubriken: rubriken ? rubriken.data.map((r) => ({ id: r.id, url: r.url, titel: r.titel })) : null,
    themen: themen ? themen.data.filter((t) => t.intranet).map((t) => ({ id: t.id, thema: t.thema, anzahl: t.archiv.length })) : null,
    csrf: ctx.csrf,
  };
}

/** The newest texts over all categories (spec §7): every category asked, merged, newest first, N kept. */
async function latestTexts(ctx: LoaderContext, rubriken: IntranetRubrik[] | null, n = LATEST_INTRANET_TEXTS): Promise<IntranetText[] | null> {
  if (!rubriken) return null;
  const lists = await Promise.all(
    rubriken.map((r) => ctx.cms.get(intranetTexte, { params: { url: r.url }, query: { order: ['datum_von DESC'], seite: 1, pro_seite: n } })),
  );
  if (lists.some((l) => l === null)) return null;
  return lists
    .flatMap((l, i) => (l?.data ?? []).map((t) => ({ ...t, rubrik: rubriken[i]!.url, rubrik_titel: rubriken[i]!.titel })))
    .sort((a, b) => (a.datum_von < b.datum_von ? 1 : a.datum_von > b.datum_von ? -1 : 0))
    .slice(0, n);
}

/** The intranet's login and logout (shared with the council information system, login.server.ts). */
const INTRANET: LoginArea = { home: '/intranet', login, logout };

/** /intranet: the login form without a session, the intranet home with one. */
export const intranetHomeLoader: Loader<IntranetLoginData | IntranetHomeData> = async (ctx) => {
  if (!ctx.user) {
    // A CMS that cannot say (or has no such operation) is taken to have an administrator.
    const setup = await ctx.cms.get(intranetEinrichtung);
    return { title: 'Intranet: Anmeldung', data: { ...loginData(ctx, INTRANET), ersterAdmin: setup !== null && !setup.data.admin } };
  }
  const nav = await loadNav(ctx);
  // Spec §4: with a user, the archive topics of topic 4 are loaded at start.
  const [latest, start] = await Promise.all([
    latestTexts(ctx, nav.rubriken),
    ctx.cms.get(intranetArchivThemen, {
      query: {
        themen_id: [INTRANET_START_TOPIC_ID],
        gueltig_von: true,
        gueltig_bis: true,
        order: ['thema ASC', 'archiv.titel ASC', 'archiv.dokumente.downloadtext ASC'],
      },
    }),
  ]);
  const thema = start?.data.find((t) => t.id === INTRANET_START_TOPIC_ID);
  return {
    title: 'Intranet',
    data: {
      kind: 'home',
      nav,
      latest,
      start: start
        ? { id: INTRANET_START_TOPIC_ID, thema: thema?.thema ?? 'Dienstanweisungen', archiv: (thema?.archiv ?? []).map((a) => ({ id: a.id, titel: a.titel })) }
        : null,
    },
  };
};

const CMS_ORDER: Record<ArchivSortField, string> = {
  thema: 'thema',
  'archiv.titel': 'archiv.titel',
  'archiv.dokumente.downloadtext': 'archiv.dokumente.downloadtext',
  'dokumente.stand': 'dokumente.stand',
  datum_von: 'archiv.gueltig_von',
};

/** /intranet/archiv/:themenId with the validity filters and sort fields of spec §3 as a GET form. */
export const intranetArchivLoader: Loader<IntranetArchivData> = async (ctx) => {
  const nav = await loadNav(ctx);
  const id = Number(ctx.params.themenId);
  if (!/^\d{1,9}$/.test(ctx.params.themenId ?? '')) notFound();
  const known = nav.themen?.find((t) => t.id === id);
  if (nav.themen && !known) notFound();
  const q = ctx.query;
  // An unchecked box is not sent: the hidden 'filter' field tells a submitted form from the first visit.
  const submitted = q.get('filter') === '1';
  const gueltigVon = submitted ? q.get('gueltig_von') === '1' : true;
  const gueltigBis = submitted ? q.get('gueltig_bis') === '1' : true;
  const sortierung = (ARCHIV_SORT_FIELDS as readonly string[]).includes(q.get('sortierung') ?? '') ? (q.get('sortierung') as ArchivSortField) : 'archiv.titel';
  const richtung = q.get('richtung') === 'desc' ? 'desc' : 'asc';
  const dir = richtung.toUpperCase();
  const order = [`${CMS_ORDER[sortierung]} ${dir}`];
  if (sortierung !== 'archiv.titel') order.push('archiv.titel ASC');
  if (sortierung !== 'archiv.dokumente.downloadtext') order.push('archiv.dokumente.downloadtext ASC');
  const res = await ctx.cms.get(intranetArchivThemen, {
    query: { themen_id: [id], gueltig_von: gueltigVon || undefined, gueltig_bis: gueltigBis || undefined, order },
  });
  const thema = res?.data.find((t) => t.id === id);
  if (res && !thema && !known) notFound();
  let entries: Archiv[] | null = res ? (thema?.archiv ?? []) : null;
  // Sorting by a document field orders the entries by their first document as well.
  if (entries && (sortierung === 'dokumente.stand' || sortierung === 'archiv.dokumente.downloadtext')) {
    const key = (a: Archiv) => (sortierung === 'dokumente.stand' ? a.dokumente[0]?.stand : a.dokumente[0]?.downloadtext) ?? '';
    entries = [...entries].sort((a, b) => key(a).localeCompare(key(b), 'de') * (richtung === 'desc' ? -1 : 1));
  }
  const titel = thema?.thema ?? known?.thema ?? 'Archiv';
  return {
    title: `${titel} – Intranet`,
    data: { nav, id, titel, entries, filter: { gueltig_von: gueltigVon, gueltig_bis: gueltigBis, sortierung, richtung } },
  };
};

async function rubrikOf(ctx: LoaderContext, nav: IntranetNav): Promise<IntranetRubrik> {
  const url = ctx.params.rubrik ?? '';
  if (!/^[a-z0-9-]{1,60}$/.test(url)) notFound();
  const rubrik = nav.rubriken?.find((r) => r.url === url);
  if (nav.rubriken && !rubrik) notFound();
  return rubrik ?? { id: 0, url, titel: 'Mitteilungen' };
}

/** /intranet/texte/:rubrik: the texts of a category, newest first. */
export const intranetTexteLoader: Loader<IntranetTexteData> = async (ctx) => {
  const nav = await loadNav(ctx);
  const rubrik = await rubrikOf(ctx, nav);
  const res = await ctx.cms.get(intranetTexte, { params: { url: rubrik.url }, query: { order: ['datum_von DESC'], seite: 1, pro_seite: 100 } });
  return { title: `${rubrik.titel} – Intranet`, data: { nav, rubrik, texte: res ? res.data : null } };
};

/** /intranet/texte/:rubrik/:url: one text. */
export const intranetTextLoader: Loader<IntranetTextData> = async (ctx) => {
  const nav = await loadNav(ctx);
  const rubrik = await rubrikOf(ctx, nav);
  const res = await ctx.cms.get(intranetTexte, { params: { url: rubrik.url }, query: { order: ['datum_von DESC'], seite: 1, pro_seite: 100 } });
  const text = res?.data.find((t) => t.url === ctx.params.url) ?? null;
  if (res && !text) notFound();
  return { title: `${text?.titel ?? rubrik.titel} – Intranet`, data: { nav, rubrik, text } };
};

/** /intranet/passwort: the change-password form (spec §5). */
export const intranetPasswortLoader: Loader<IntranetPasswortData> = async (ctx) => {
  const nav = await loadNav(ctx);
  return {
    title: 'Passwort ändern – Intranet',
    data: { nav, ...passwordChangeData(ctx) },
  };
};

/** /intranet/abmelden answers only its POST: the address itself is no page. */
export const intranetAbmeldenLoader: Loader<null> = async () => notFound();

/**
 * Login (spec §7 POST /login): the form of /intranet posts to its own address. Throttled per account
 * and address before the password is checked (ADR 10); the same answer for an unknown address and a
 * wrong password; the session cookie on success, then on to the safe target.
 */
export const intranetLoginAction: Action = loginAction(INTRANET);

/** Logout: the CMS forgets the token, the cookie goes, the browser drops what it cached. */
export const intranetLogoutAction: Action = logoutAction(INTRANET);

/** Change password (spec §5 rules, checked here for the form and again by the CMS). */
export const intranetPasswortAction: Action = passwordChangeAction({ home: '/intranet', page: '/intranet/passwort', changePassword });
