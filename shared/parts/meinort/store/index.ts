import type { Part } from '../../../../server/cms/part';

/**
 * "Mein Ort" keeps nothing of its own: it reads what the other parts publish through their contracts
 * (ADR 51), and the visitor's choice lives in the address or in their own cookie.
 */
export const meinOrtPart: Part = {
  name: 'meinort',
  migrations: [],
};
