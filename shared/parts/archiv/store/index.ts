import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';
import { archivDocumentIsPublic } from './documents';
import { archivKinds } from './redaktion';
import { nextChangeOf } from '../../../../server/cms/visibility';

/** Archive topics (notices, statutes, tenders) and the intranet archive, with their entries and documents. */
export const archivPart: Part = {
  name: 'archiv',
  migrations,
  operations,
  documentIsPublic: archivDocumentIsPublic,
  search,
  desk: archivKinds,
  nextChange: async (db, now) => {
    const [a, t] = await Promise.all([
      nextChangeOf(db, 'archiv', { status: 'status', von: 'gueltig_von', bis: 'gueltig_bis' }, now),
      // An intranet topic planned on the desk appears at its sichtbar_ab (ADR 48).
      nextChangeOf(db, 'archiv_thema', { status: 'status', von: 'sichtbar_ab' }, now),
    ]);
    return a && (!t || a < t) ? a : t;
  },
  seed: [
    { name: 'Archivthemen', kind: 'basis', table: 'archiv_thema', load: async () => (await import('./basis')).work },
    // Its content is the entries: a database of an earlier release had the topics only with them.
    { name: 'Archiv', kind: 'demo', table: 'archiv', load: async () => (await import('./demo/seed')).work },
  ],
};
