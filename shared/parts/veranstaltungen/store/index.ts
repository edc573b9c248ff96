import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';
import { eventKind, nextEventChange } from './redaktion';
import { eventImport, eventsEmpty } from './import';

/** Events (Veranstaltungen): categories, events, iCalendar files and feeds. */
export const veranstaltungenPart: Part = {
  name: 'veranstaltungen',
  migrations,
  operations,
  search,
  desk: [eventKind],
  imports: [eventImport],
  empty: eventsEmpty,
  nextChange: nextEventChange,
  seed: [
    { name: 'Veranstaltungsrubriken', kind: 'basis', table: 'veranstaltung_rubrik', load: async () => (await import('./basis')).work },
    { name: 'Veranstaltungen', kind: 'demo', table: 'veranstaltung', load: async () => (await import('./demo/seed')).work },
  ],
};
