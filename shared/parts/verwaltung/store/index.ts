import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';
import { verwaltungKinds } from './redaktion';
import { DESK_TABLES } from './schema';
import { nextChangeOf } from '../../../../server/cms/visibility';
import { serviceImport, verwaltungEmpty } from './import';

/** Town hall and Wegweiser: offices, staff, procedures A–Z, life situations and forms. */
export const verwaltungPart: Part = {
  name: 'verwaltung',
  migrations,
  operations,
  search,
  desk: verwaltungKinds,
  // A row planned on the desk appears at its sichtbar_ab (ADR 43).
  nextChange: async (db, now) => earliest(await Promise.all(DESK_TABLES.map((t) => nextChangeOf(db, t, { status: 'status', von: 'sichtbar_ab' }, now)))),
  imports: [serviceImport],
  empty: verwaltungEmpty,
  seed: [{ name: 'Verwaltung und Wegweiser', kind: 'demo', table: 'amt', load: async () => (await import('./demo/seed')).work }],
};

/** The earliest of the instants, or null. */
export function earliest(times: ReadonlyArray<Date | null>): Date | null {
  return times.reduce<Date | null>((a, t) => (t && (!a || t < a) ? t : a), null);
}
