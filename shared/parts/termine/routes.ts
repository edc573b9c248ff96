import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import { INTRANET_PFAD, TERMINE_PFAD } from './values';
import { angabenAction, angabenLoader, startLoader, tagLoader, terminAction, terminLoader, zeitLoader } from './termine.server';
import { intranetAction, intranetLoader, statistikLoader } from './intranet.server';

/** Appointments at the Bürgerbüro (ADR 55): the booking's steps, an appointment's own page, and the staff's day view. */
export const pages = {
  start: page('parts/termine/TerminePage', () => import('./TerminePage')),
  termin: page('parts/termine/TerminPage', () => import('./TerminPage')),
  intranet: page('parts/termine/TermineIntranetPage', () => import('./TermineIntranetPage')),
  statistik: page('parts/termine/TermineStatistikPage', () => import('./TermineStatistikPage')),
} satisfies Record<string, PageEntry>;

export const termineRoutes: RouteDef[] = [
  route('termine', TERMINE_PFAD, pages.start, startLoader),
  route('termine-tag', `${TERMINE_PFAD}tag`, pages.start, tagLoader, { noindex: true }),
  route('termine-zeit', `${TERMINE_PFAD}zeit`, pages.start, zeitLoader, { noindex: true }),
  route('termine-angaben', `${TERMINE_PFAD}angaben`, pages.start, angabenLoader, { action: angabenAction, noindex: true }),
  route('termine-termin', `${TERMINE_PFAD}t/:link`, pages.termin, terminLoader, { action: terminAction, noindex: true }),
  route('intranet-termine', INTRANET_PFAD, pages.intranet, intranetLoader, { action: intranetAction }),
  route('intranet-termine-statistik', `${INTRANET_PFAD}/statistik`, pages.statistik, statistikLoader),
];
