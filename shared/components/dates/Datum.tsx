import { island } from '../../app/island';

/**
 * A date shown in a list (news rows and cards, search hits) or an event's days as an island (ADR 70): the server formats
 * it, and the browser keeps the server's text until a person first interacts with the page or a
 * navigation happens. So the date formatting and dayjs are no part of the first load of a page that
 * merely shows dates; they arrive with the next page, which then formats its dates itself.
 */
export const Datum = island(() => import('./DateTime').then((m) => m.DateTime), { touched: () => '' });
export const EventDatum = island(() => import('./DateTime').then((m) => m.EventDaysTime), { touched: () => '' });
export const EventTage = island(() => import('./DateTime').then((m) => m.EventDayList), { touched: () => '' });
