import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';
import { tourismusKinds } from './redaktion';
import { nextChangeOf } from '../../../../server/cms/visibility';

/** Tourism: accommodation (Unterkünfte), carnival clubs (Fasnetvereine) and hiking routes (Wanderwege). */
export const tourismusPart: Part = {
  name: 'tourismus',
  migrations,
  operations,
  search,
  desk: tourismusKinds,
  // A row planned on the desk appears at its sichtbar_ab (ADR 47).
  nextChange: async (db, now) =>
    (
      await Promise.all((['unterkunft', 'wanderweg'] as const).map((t) => nextChangeOf(db, t, { status: 'status', von: 'sichtbar_ab' }, now)))
    ).reduce<Date | null>((a, t) => (t && (!a || t < a) ? t : a), null),
  seed: [{ name: 'Tourismus', kind: 'demo', table: 'unterkunft', load: async () => (await import('./demo/seed')).work }],
};
