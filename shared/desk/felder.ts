import { CONTENT_LINK } from '../site/links';
import type { Feld } from './kind';

/**
 * Field pieces several kinds share (their parts' `desk.ts` use them): the hint of a scheduling field
 * and the pattern of a link field.
 */

/** The hint of a kind's `von` field. */
export const VON_HINWEIS =
  'Leer lassen oder ein vergangenes Datum: erscheint sofort beim Veröffentlichen. Ein Datum in der Zukunft: erscheint erst dann (geplant).';

/** The desk's link fields: empty, a full web address, or a path of this site (never `//host` or `/\\host`). */
export const LINK_MUSTER: NonNullable<Feld['muster']> = {
  regex: `^${CONTENT_LINK}?$`,
  meldung: 'Bitte geben Sie eine Adresse an, die mit https:// oder mit einem einzelnen / beginnt.',
};
