import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';
import { amtsblattDocumentIsPublic } from './documents';
import { amtsblattKind } from './redaktion';
import { nextChangeOf } from '../../../../server/cms/visibility';

/** The weekly official gazette (Amtsblatt): its issues with their PDFs. */
export const amtsblattPart: Part = {
  name: 'amtsblatt',
  migrations,
  operations,
  documentIsPublic: amtsblattDocumentIsPublic,
  search,
  desk: [amtsblattKind],
  nextChange: (db, now) => nextChangeOf(db, 'amtsblatt', { status: 'status', von: 'sichtbar_ab' }, now),
  seed: [{ name: 'Amtsblatt', kind: 'demo', table: 'amtsblatt', load: async () => (await import('./demo/seed')).work }],
};
