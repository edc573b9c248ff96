import type { Part } from '../../../../server/cms/part';
import { migrations } from './schema';
import { operations } from './api';

/**
 * The editorial desk (ADR 16): the staff with the role `redaktion` create, edit, preview, publish,
 * plan, take back and delete the public content of the embedded store. The kinds of content are
 * adapters of the parts that hold them (`desk` of a part); this part keeps the revisions and the audit
 * log and answers the desk's operations, which exist in-process only (never under /api).
 */
export const redaktionPart: Part = {
  name: 'redaktion',
  migrations,
  operations,
};
