import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { search } from './search';
import { abfallartKind, abfuhrbezirkKind, strasseKind } from './redaktion';
import { DESK_TABLES } from './schema';
import { nextChangeOf } from '../../../../server/cms/visibility';
import { wasteEmpty, wasteImport } from './import';
import { verlaufImport } from './verlauf-import';

/** Waste calendar (Abfallkalender): waste types, streets, collection dates and a calendar feed per street. */
export const abfallPart: Part = {
  name: 'abfall',
  migrations,
  operations,
  search,
  desk: [abfallartKind, abfuhrbezirkKind, strasseKind],
  // A bin type, district or street planned on the desk appears at its sichtbar_ab (ADR 43).
  nextChange: async (db, now) =>
    (await Promise.all(DESK_TABLES.map((t) => nextChangeOf(db, t, { status: 'status', von: 'sichtbar_ab' }, now)))).reduce<Date | null>(
      (a, t) => (t && (!a || t < a) ? t : a),
      null,
    ),
  imports: [wasteImport, verlaufImport],
  empty: wasteEmpty,
  seed: [{ name: 'Abfallkalender', kind: 'demo', table: 'abfallart', load: async () => (await import('./demo/seed')).work }],
};
