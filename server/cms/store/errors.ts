import { DeadlineError } from './deadline';

/**
 * Whether an error means the store cannot be reached or cannot answer right now (not that a query is
 * wrong): a lost or refused connection, a full pool, a statement or lock timeout, a server shutting
 * down, the request's deadline for its database work passed (deadline.ts); for SQLite a locked or
 * unreadable file. Such errors answer 503 with Retry-After, never 500.
 */
const PG_CODES = new Set(['57P01', '57P02', '57P03', '57014', '55P03', '53300', '53400', '40001', '40P01']);
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|PROTOCOL|READONLY)/;
const MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection is closed|Client has encountered a connection error|Cannot use a pool after calling end/i;

export function isStoreUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e instanceof DeadlineError) return true;
    const code = typeof e.code === 'string' ? e.code : '';
    if (PG_CODES.has(code) || code.startsWith('08') || NODE_CODES.has(code) || SQLITE_CODES.test(code)) return true;
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** The German answer of a write (or a read) while the store cannot be reached. */
export const STORE_UNAVAILABLE = 'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.';
