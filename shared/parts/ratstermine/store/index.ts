import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';
import { desk } from './redaktion';
import { earliest, nextChangeOf } from '../../../../server/cms/visibility';
import { councilEmpty, councilImport } from './import';
import { councilDocumentIsPublic } from './documents';

/**
 * Council meetings (Ratstermine): meetings of the council's bodies with agendas, papers (Vorlagen) and
 * documents, iCalendar files; for council members the non-public agendas and papers.
 */
export const ratsterminePart: Part = {
  name: 'ratstermine',
  migrations,
  operations,
  search,
  desk,
  // A meeting or paper published ahead appears at its time (ADR 44).
  nextChange: async (db, now) =>
    earliest(await Promise.all((['ratstermin', 'vorlage'] as const).map((t) => nextChangeOf(db, t, { status: 'status', von: 'sichtbar_ab' }, now)))),
  // A meeting's or paper's documents are public with it (ADR 44).
  documentIsPublic: councilDocumentIsPublic,
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
