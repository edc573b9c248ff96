import type { Part } from '../../part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';

/** Events (Veranstaltungen): categories, events, iCalendar files and feeds. */
export const veranstaltungenPart: Part = {
  name: 'veranstaltungen',
  migrations,
  operations,
  search,
  seed: [{ name: 'Veranstaltungen', table: 'veranstaltung', load: async () => (await import('./demo/seed')).work }],
};
