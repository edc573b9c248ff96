import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';
import { councilEmpty, councilImport } from './import';

/**
 * Council meetings (Ratstermine): meetings of the council's bodies with agendas, papers (Vorlagen) and
 * documents, iCalendar files; for council members the non-public agendas and papers.
 */
export const ratsterminePart: Part = {
  name: 'ratstermine',
  migrations,
  operations,
  search,
  imports: [councilImport],
  empty: councilEmpty,
  seed: [
    { name: 'Ratstermine', kind: 'demo', table: 'ratstermin', load: async () => (await import('./demo/seed')).work },
    {
      name: 'Beschlussvorlagen',
      kind: 'demo',
      table: 'vorlage',
      pending: async (ctx) => (await import('./demo/seed-check')).vorlagenPending(ctx),
      load: async () => (await import('./demo/seed')).vorlagenWork,
    },
  ],
};
