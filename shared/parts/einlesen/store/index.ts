import type { Part } from '../../../../server/cms/part';
import { importMigrations } from '../../../../server/cms/import/runs';
import { operations } from './api';

/**
 * Imports on the editorial desk (ADR 42): the runs (their tables are the import machinery's, in
 * server/cms/import/runs.ts) and the desk's operations to preview, apply and undo them. The kinds of
 * import are the parts' own (`Part.imports`); this part names none of them.
 */
export const einlesenPart: Part = {
  name: 'einlesen',
  migrations: importMigrations,
  operations,
};
