import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';
import { baustellenKinds } from './redaktion';
import { nextChangeOf } from '../../../../server/cms/visibility';

/** Construction sites (Baustellen) with their phases, and the town's plots (Flächen). */
export const baustellenPart: Part = {
  name: 'baustellen',
  migrations,
  operations,
  search,
  desk: baustellenKinds,
  // A row planned on the desk appears at its sichtbar_ab (ADR 46).
  nextChange: async (db, now) => {
    const times = await Promise.all([
      nextChangeOf(db, 'baustelle', { status: 'status', von: 'sichtbar_ab' }, now),
      nextChangeOf(db, 'flaeche', { status: 'redaktion_status', von: 'sichtbar_ab' }, now),
    ]);
    return times.reduce<Date | null>((a, t) => (t && (!a || t < a) ? t : a), null);
  },
  seed: [{ name: 'Baustellen und Flächen', kind: 'demo', table: 'baustelle', load: async () => (await import('./demo/seed')).work }],
};
