import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';
import { newsDocumentIsPublic } from './documents';
import { newsKind } from './redaktion';
import { nextChangeOf, earliest } from '../../../../server/cms/visibility';
import { NEWS_VISIBILITY } from './schema';

/** News (Aktuelles) and their categories: lists, the year list, details, and their search entries. */
export const nachrichtenPart: Part = {
  name: 'nachrichten',
  migrations,
  operations,
  documentIsPublic: newsDocumentIsPublic,
  search,
  desk: [newsKind],
  // A planned item appears at its datum_von; one whose datum_bis passes leaves the current list.
  nextChange: async (db, now) =>
    earliest([await nextChangeOf(db, 'aktuelles', NEWS_VISIBILITY, now), await nextChangeOf(db, 'aktuelles', { status: 'status', bis: 'datum_bis' }, now)]),
  seed: [
    { name: 'Nachrichtenrubriken', kind: 'basis', table: 'rubrik', load: async () => (await import('./basis')).work },
    { name: 'Nachrichten', kind: 'demo', table: 'aktuelles', load: async () => (await import('./demo/seed')).work },
    {
      name: 'Nachrichten der Bürgermeisterin und zum Klimaschutz',
      kind: 'demo',
      table: 'rubrik',
      // Added to databases that hold the other news already: pending while the mayor's category is missing.
      pending: async (ctx) => !(await ctx.db.selectFrom('rubrik').select('id').where('url', '=', 'buergermeister').executeTakeFirst()),
      load: async () => (await import('./demo/seed-stadt')).work,
    },
  ],
};
