import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';
import { termindienstKind } from './redaktion';
import { termineJob } from './jobs';

/**
 * Appointments at the Bürgerbüro (ADR 55). Local: the site's own records. The bookable services are
 * demo content only in demo mode; a town starts with none and adds its own on the desk.
 */
export const terminePart: Part = {
  name: 'termine',
  migrations,
  operations,
  local: true,
  desk: [termindienstKind],
  jobs: [termineJob],
  seed: [{ name: 'Termine: Anliegen des Bürgerbüros', kind: 'demo', table: 'termin_dienst', load: async () => (await import('./demo/seed')).work }],
  // A new town starts with no bookable service: the desk's start page says so and leads to the kind.
  empty: [
    {
      titel: 'Noch keine online buchbaren Termin-Anliegen (Bürgerbüro)',
      leer: async (db) => !(await db.selectFrom('termin_dienst').select('id').limit(1).executeTakeFirst()),
      aktion: { pfad: '/intranet/redaktion/termindienste/neu', text: 'Erstes Anliegen anlegen' },
    },
  ],
};
