import type { CmsClient, RatsinfoUser, SessionUser } from '../../shared/routing/types';
import type { SessionKind } from '../../shared/contract/operation';
import { intranetUser } from '../../shared/parts/intranet/contract';
import { ratsinfoUser } from '../../shared/parts/gremien/contract';
import { intranetArchivThemen } from '../../shared/parts/archiv/contract';
import { INTRANET_START_TOPIC_ID } from '../../shared/site/constants';
import type { InitialData } from '../../shared/app/state';

/**
 * A signed-in area of the site (spec §1, §9): the staff intranet and the council information system.
 * Each has its own accounts at the CMS, its own session cookie (sealed under its own purpose, seal.ts)
 * and its own login; the session code (index.ts) is the same for both.
 */
export interface SessionArea<U> {
  kind: SessionKind;
  /** Base name of its session cookie (`__Host-` is put in front behind HTTPS). */
  cookie: string;
  /** Its login page: an authenticated download without a session leads there with `?ziel=`. */
  loginPath: string;
  /** The authenticated download: the site's route and the CMS operation's path below /api. */
  download: { route: string; apiPath: (id: string) => string };
  /**
   * Asks the CMS whose session a token is (spec §4: the cookie alone is not enough). The user, or the
   * status of the refusal; throws when the CMS cannot be reached.
   */
  confirm(cms: CmsClient, uuid: string): Promise<{ user: U } | { refused: number }>;
}

export const INTRANET_AREA: SessionArea<SessionUser> = {
  kind: 'intranet',
  cookie: 'st_sitzung',
  loginPath: '/intranet',
  download: { route: '/intranet/dokument/:id', apiPath: (id) => `/cms/intranet/dokument/${id}` },
  async confirm(cms, uuid) {
    const r = await cms.call(intranetUser, { params: { uuid } });
    if (!r.ok) return { refused: r.status };
    const u = r.data.data;
    if (u.uuid !== uuid) return { refused: 403 };
    return { user: { uuid: u.uuid, vorname: u.vorname, nachname: u.nachname, email: u.email, rollen: u.rollen ?? ['mitarbeiter'] } };
  },
};

export const RATSINFO_AREA: SessionArea<RatsinfoUser> = {
  kind: 'ratsinfo',
  cookie: 'st_ratsinfo',
  loginPath: '/ratsinfo',
  download: { route: '/ratsinfo/dokument/:id', apiPath: (id) => `/cms/ratsinfo/dokument/${id}` },
  async confirm(cms, uuid) {
    const r = await cms.call(ratsinfoUser, { params: { uuid } });
    if (!r.ok) return { refused: r.status };
    const u = r.data.data;
    if (u.uuid !== uuid) return { refused: 403 };
    return { user: { uuid: u.uuid, vorname: u.vorname, nachname: u.nachname, email: u.email, person: u.person } };
  },
};

/**
 * What the document of a signed-in intranet visitor carries beside the page (spec §4): the archive
 * topics of the start topic, loaded once with the first document (a failure empties the list). The
 * page handler calls it for every document with an intranet user; navigation (/_data) never does.
 */
export async function intranetStartData(cms: CmsClient): Promise<Pick<InitialData, 'intranet'>> {
  const themen = await cms.get(intranetArchivThemen, {
    query: {
      themen_id: [INTRANET_START_TOPIC_ID],
      gueltig_von: true,
      gueltig_bis: true,
      order: ['thema ASC', 'archiv.titel ASC', 'archiv.dokumente.downloadtext ASC'],
    },
  });
  return { intranet: { themen: themen?.data ?? null } };
}
