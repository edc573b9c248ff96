import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';
import { branchenKind } from './redaktion';
import { nextChangeOf } from '../../../../server/cms/visibility';
import { MEDIA_DIR } from '../../../../server/cms/seed/dirs';

/** Business directory (Gewerbeverzeichnis): categories, entries, A–Z letters. */
export const gewerbePart: Part = {
  name: 'gewerbe',
  migrations,
  files: [{ table: 'gewerbe', column: 'logo', folder: `${MEDIA_DIR}/gewerbe` }],
  operations,
  search,
  desk: [branchenKind],
  // A category planned on the desk appears at its sichtbar_ab (ADR 43).
  nextChange: (db, now) => nextChangeOf(db, 'gewerbe_rubrik', { status: 'status', von: 'sichtbar_ab' }, now),
  seed: [
    { name: 'Gewerbe-Branchen', kind: 'basis', table: 'gewerbe_rubrik', load: async () => (await import('./basis')).work },
    { name: 'Gewerbeverzeichnis', kind: 'demo', table: 'gewerbe', load: async () => (await import('./demo/seed')).work },
  ],
};
