/**
 * The closed value lists and limits of submissions (Eingänge), without zod: the forms and the inbox use
 * them in the browser too, and shared/parts/eingaenge/contract.ts builds its schemas from them.
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

/**
 * Kinds with approval (ADR 15: the business self-entry). Each submission is a version of a standing
 * entry: a new entry, a change or a removal. Staff decide each; a newer version sent while one waits
 * replaces it.
 */
export const VORGANG = ['neu', 'aenderung', 'entfernen'] as const;
export type Vorgang = (typeof VORGANG)[number];
export const VORGANG_TITEL: Record<Vorgang, string> = { neu: 'Neuer Eintrag', aenderung: 'Änderung', entfernen: 'Löschung' };

export const ENTSCHEIDUNG = ['freigegeben', 'abgelehnt', 'ersetzt'] as const;
export type Entscheidung = (typeof ENTSCHEIDUNG)[number];
export const ENTSCHEIDUNG_TITEL: Record<Entscheidung, string> = {
  freigegeben: 'freigegeben',
  abgelehnt: 'abgelehnt',
  ersetzt: 'durch eine neuere Fassung ersetzt',
};

/** An entry: never published yet, published, or removed (its link then offers a new entry). */
export const EINTRAG_STATUS = ['neu', 'veroeffentlicht', 'entfernt'] as const;
export type EintragStatus = (typeof EINTRAG_STATUS)[number];

/** The sealed id of an entry in its private link (AES-GCM, base64url). */
export const EINTRAG_LINK = /^[A-Za-z0-9_-]{40,200}$/;

/** What a version says about the logo: a new one with this version, the published one kept, or none. */
export const LOGO_WERT = ['neu', 'bisher', ''] as const;
