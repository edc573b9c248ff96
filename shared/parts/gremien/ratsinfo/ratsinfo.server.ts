import type { Action, Loader, LoaderContext, RatsinfoUser } from '../../../routing/types';
import { ratsinfoChangePassword, ratsinfoLogin, ratsinfoLogout } from '../contract';
import {
  ratsinfoSitzung,
  ratsinfoSitzungen,
  ratsinfoVorlage,
  ratsinfoVorlagen,
  type RatsinfoSitzung,
  type RatsterminItem,
  type RatstermineZeitraum,
  type VorlageDetail,
  type VorlageInfo,
} from '../../ratstermine/contract';
import type { AnyOperation } from '../../../contract/operation';
import { ForbiddenError, notFound, redirect } from '../../../routing/errors';
import { slugId } from '../../../format/slug-id';
import { LIST_PAGE_SIZE } from '../../../site/constants';
import { pageParam } from '../../../contract/paging';
import { loginAction, loginData, logoutAction, passwordChangeAction, passwordChangeData, type LoginArea } from '../../../pages/login/login.server';
import type { LoginData, PasswordChangeData } from '../../../pages/login/types';
import { RATSINFO_PASSWORT_PATH, RATSINFO_PATH, ratsinfoSitzungPath, ratsinfoVorlagePath } from './paths';

/**
 * Loaders and actions of the council information system (/ratsinfo): a signed-in area of its own for
 * council members, apart from the intranet. The loaders read only `ctx.ratsinfoUser` (the council
 * session); the CMS client sends the council token in X-Ratsinfo-Token to the council operations only.
 * Without a council session every page but the login leads to the login (the target kept in ?ziel=).
 */

const RATSINFO: LoginArea = { home: RATSINFO_PATH, login: ratsinfoLogin, logout: ratsinfoLogout };

export interface RatsinfoNav {
  user: RatsinfoUser;
  /** CSRF token for the logout form. */
  csrf: string;
}

function requireMember(ctx: LoaderContext): RatsinfoUser {
  if (!ctx.ratsinfoUser) redirect(`${RATSINFO_PATH}?ziel=${encodeURIComponent(ctx.pathname + (ctx.query.size ? `?${ctx.query.toString()}` : ''))}`, 302);
  return ctx.ratsinfoUser;
}

const navOf = (ctx: LoaderContext): RatsinfoNav => ({ user: requireMember(ctx), csrf: ctx.csrf });

/**
 * A council call a page cannot do without: its data, or the answer the status stands for: 404 for an
 * unknown item, 403 (German page) where the member's bodies do not reach, the login when the CMS no
 * longer accepts the session; anything else is an outage (500).
 */
async function councilLoad<T>(ctx: LoaderContext, op: AnyOperation, input: unknown): Promise<T> {
  const r = await ctx.cms.call(op, input as never);
  if (r.ok) return r.data as T;
  if (r.status === 404 || r.status === 400) notFound();
  if (r.status === 403) throw new ForbiddenError('Diese Unterlagen sind den Mitgliedern des beratenden Gremiums vorbehalten.');
  if (r.status === 401) redirect(`${RATSINFO_PATH}?ziel=${encodeURIComponent(ctx.pathname)}`, 302);
  throw new Error(`Ratsinformationssystem antwortete ${r.status}`);
}

export interface RatsinfoHomeData {
  kind: 'home';
  nav: RatsinfoNav;
  /** null: the list could not be loaded (spec §8). */
  kommend: RatsterminItem[] | null;
  vorlagen: VorlageInfo[] | null;
}

const HOME_LIST = 5;

/** /ratsinfo: the login form without a council session, the member's start page with one. */
export const ratsinfoHomeLoader: Loader<LoginData | RatsinfoHomeData> = async (ctx) => {
  if (!ctx.ratsinfoUser) return { title: 'Ratsinformationssystem: Anmeldung', data: loginData(ctx, RATSINFO) };
  const nav = navOf(ctx);
  const [kommend, vorlagen] = await Promise.all([
    ctx.cms.get(ratsinfoSitzungen, { query: { pro_seite: HOME_LIST } }),
    ctx.cms.get(ratsinfoVorlagen, { query: { pro_seite: HOME_LIST } }),
  ]);
  return { title: 'Ratsinformationssystem', data: { kind: 'home', nav, kommend: kommend?.data ?? null, vorlagen: vorlagen?.data ?? null } };
};

export interface RatsinfoSitzungenData {
  nav: RatsinfoNav;
  zeitraum: RatstermineZeitraum;
  items: RatsterminItem[];
  seite: number;
  seiten: number;
  gesamt: number;
}

/** /ratsinfo/sitzungen: the meetings of the member's bodies, upcoming or past, paged. */
export const ratsinfoSitzungenLoader: Loader<RatsinfoSitzungenData> = async (ctx) => {
  const nav = navOf(ctx);
  const seite = pageParam(ctx.query);
  const zeitraum: RatstermineZeitraum = ctx.query.get('zeitraum') === 'vergangen' ? 'vergangen' : 'kommend';
  const list = await councilLoad<{ data: RatsterminItem[]; meta: { seiten: number; gesamt: number } }>(ctx, ratsinfoSitzungen, {
    query: { zeitraum, seite, pro_seite: LIST_PAGE_SIZE },
  });
  if (seite > list.meta.seiten && seite > 1) notFound('Diese Seite der Liste gibt es nicht.');
  return {
    title: `${zeitraum === 'kommend' ? 'Kommende' : 'Vergangene'} Sitzungen – Ratsinformationssystem`,
    data: { nav, zeitraum, items: list.data, seite, seiten: list.meta.seiten, gesamt: list.meta.gesamt },
  };
};

export interface RatsinfoSitzungData {
  nav: RatsinfoNav;
  sitzung: RatsinfoSitzung;
}

/** /ratsinfo/sitzungen/{slug}: a meeting with its whole agenda, the papers of every item and their documents. */
export const ratsinfoSitzungLoader: Loader<RatsinfoSitzungData> = async (ctx) => {
  const nav = navOf(ctx);
  const id = slugId(ctx.params.slug);
  if (id === 0) notFound();
  const sitzung = (await councilLoad<{ data: RatsinfoSitzung }>(ctx, ratsinfoSitzung, { params: { id } })).data;
  if (ctx.params.slug !== sitzung.slug) redirect(ratsinfoSitzungPath(sitzung.slug), 301);
  return { title: `${sitzung.titel} – Ratsinformationssystem`, data: { nav, sitzung } };
};

export interface RatsinfoVorlagenData {
  nav: RatsinfoNav;
  items: VorlageInfo[];
  seite: number;
  seiten: number;
  gesamt: number;
}

/** /ratsinfo/vorlagen: the papers the member may read, newest first, paged. */
export const ratsinfoVorlagenLoader: Loader<RatsinfoVorlagenData> = async (ctx) => {
  const nav = navOf(ctx);
  const seite = pageParam(ctx.query);
  const list = await councilLoad<{ data: VorlageInfo[]; meta: { seiten: number; gesamt: number } }>(ctx, ratsinfoVorlagen, {
    query: { seite, pro_seite: LIST_PAGE_SIZE },
  });
  if (seite > list.meta.seiten && seite > 1) notFound('Diese Seite der Liste gibt es nicht.');
  return { title: 'Vorlagen – Ratsinformationssystem', data: { nav, items: list.data, seite, seiten: list.meta.seiten, gesamt: list.meta.gesamt } };
};

export interface RatsinfoVorlageData {
  nav: RatsinfoNav;
  vorlage: VorlageDetail;
}

/** /ratsinfo/vorlagen/{slug}: a paper with facts, proposal, consultations and documents. */
export const ratsinfoVorlageLoader: Loader<RatsinfoVorlageData> = async (ctx) => {
  const nav = navOf(ctx);
  const id = slugId(ctx.params.slug);
  if (id === 0) notFound();
  const vorlage = (await councilLoad<{ data: VorlageDetail }>(ctx, ratsinfoVorlage, { params: { id } })).data;
  if (ctx.params.slug !== vorlage.slug) redirect(ratsinfoVorlagePath(vorlage.slug), 301);
  return { title: `${vorlage.nummer}: ${vorlage.titel} – Ratsinformationssystem`, data: { nav, vorlage } };
};

/** /ratsinfo/abmelden answers only its POST: the address itself is no page. */
export const ratsinfoAbmeldenLoader: Loader<null> = async () => notFound();

/** Login of council members: the same code as the intranet's, with the council's operations and session. */
export const ratsinfoLoginAction: Action = loginAction(RATSINFO);

/** Logout: the CMS forgets the council token, the council cookie goes. */
export const ratsinfoLogoutAction: Action = logoutAction(RATSINFO);

export interface RatsinfoPasswortData extends PasswordChangeData {
  nav: RatsinfoNav;
}

/** /ratsinfo/passwort: a council member changes the password of their council account (spec §5 rules). */
export const ratsinfoPasswortLoader: Loader<RatsinfoPasswortData> = async (ctx) => ({
  title: 'Passwort ändern – Ratsinformationssystem',
  data: { nav: navOf(ctx), ...passwordChangeData(ctx) },
});

/** The password change: the intranet's code with the council's operation and session. */
export const ratsinfoPasswortAction: Action = passwordChangeAction({
  home: RATSINFO_PATH,
  page: RATSINFO_PASSWORT_PATH,
  changePassword: ratsinfoChangePassword,
});
