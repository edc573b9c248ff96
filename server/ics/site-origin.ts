import { TOWN } from '../../shared/site/town';

/**
 * What the town's calendars name (ADR 30), from the town file: the public address for the page links
 * (URL) of calendar entries, the e-mail domain for the entries' UIDs, the official name for the
 * calendars' PRODID. The town's address, not PUBLIC_URL: a calendar subscribed on a test instance
 * still points to the town's site, and its entries keep their UIDs when the site moves host.
 */
export function siteOrigin(): string {
  return TOWN.origin;
}

/** A calendar entry's stable UID: calendarUid('veranstaltung-5001') → 'veranstaltung-5001@musterstadt.de'. */
export function calendarUid(local: string): string {
  return `${local}@${TOWN.emailDomain}`;
}

/** PRODID of one of the town's calendars: '-//Stadt Musterstadt//Sitzungstermine//DE'. */
export function calendarProdId(calendar: string): string {
  return `-//${TOWN.officialName.replace(/\/\//g, '/')}//${calendar}//DE`;
}
