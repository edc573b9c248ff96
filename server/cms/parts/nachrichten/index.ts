import type { Kysely } from 'kysely';
import type { Part } from '../../part';
import { migrations } from './schema';
import type { NachrichtenTables } from './schema';
import { operations } from './api';
import { search } from './search';
import { nextChange } from './next-change';

/** News (Aktuelles) and their categories: lists, the year list, details, and their search entries. */
export const nachrichtenPart: Part = {
  name: 'nachrichten',
  migrations,
  operations,
  search,
  nextChange,
  seed: [
    { name: 'Nachrichten', table: 'rubrik', load: async () => (await import('./demo/seed')).work },
    {
      name: 'Nachrichten der Bürgermeisterin und zum Klimaschutz',
      table: 'rubrik',
      // Added to databases that hold the other news already: pending while the mayor's category is missing.
      pending: async (ctx) => !(await (ctx.db as Kysely<NachrichtenTables>).selectFrom('rubrik').select('id').where('url', '=', 'buergermeister').executeTakeFirst()),
      load: async () => (await import('./demo/seed-stadt')).work,
    },
  ],
};
