/**
 * The closed value lists and limits of submissions (Eingänge), without zod: the forms and the inbox use
 * them in the browser too, and shared/contract/eingaenge.ts builds its schemas from them.
 */

/** How far a submission is handled, in the order of the inbox's filter. */
export const EINGANG_STATUS = ['neu', 'in_bearbeitung', 'erledigt'] as const;
export type EingangStatus = (typeof EINGANG_STATUS)[number];

export const EINGANG_STATUS_TITEL: Record<EingangStatus, string> = {
  neu: 'neu',
  in_bearbeitung: 'in Bearbeitung',
  erledigt: 'erledigt',
};

/** State of a notification e-mail in the outbox. */
export const POST_STATUS = ['wartend', 'gesendet', 'aufgegeben'] as const;
export type PostStatus = (typeof POST_STATUS)[number];

/** Reference number of a submission: prefix of its kind, year, running number ('SM-2026-000123'). */
export const REFERENZ = /^[A-Z]{2,3}-\d{4}-\d{6}$/;
/** The per-render key of a form (idempotency, ADR 13): random, base64url. */
export const SCHLUESSEL = /^[A-Za-z0-9_-]{16,64}$/;
/** The token of photos kept across a refused submit: random, base64url, unguessable. */
export const FOTO_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Photos: types a browser may send (and the library can read), size per file. */
export const FOTO_TYPEN = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const FOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Page size of the inbox list. */
export const EINGAENGE_PRO_SEITE = 20;
