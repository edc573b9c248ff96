import type { Part } from '../../../../server/cms/part';
import { migrations, WARNHINWEIS_VISIBILITY } from './schema';
import { operations } from './api';
import { warnhinweisKind } from './redaktion';
import { nextChangeOf } from '../../../../server/cms/visibility';

/**
 * The warning banner in the header of every layout (ADR 16): written on the editorial desk, shown
 * while it is published and valid, gone by itself at its end. No demo content: a town has none until
 * something happens.
 */
export const warnhinweisPart: Part = {
  name: 'warnhinweis',
  migrations,
  operations,
  desk: [warnhinweisKind],
  nextChange: (db, now) => nextChangeOf(db, 'warnhinweis', WARNHINWEIS_VISIBILITY, now),
};
