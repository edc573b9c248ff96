/**
 * What every import reader has in common: one typed error with a German message that names where the
 * input is wrong, and a bound on the size of what is read.
 *
 * The readers never throw anything else: a bad line, a bad field, an unreachable server or an input
 * that is too large all end in an `ImportError`, so the desk and the commands can show `message` to
 * the person who started the import as it is.
 */

/** Why an import stopped. `format`: the input is not what the format says; `size`: too large;
 *  `network`: a server did not answer usefully. */
export type ImportErrorKind = 'format' | 'size' | 'network';

export interface ImportErrorWhere {
  /** 1-based line of a text input (CSV, ICS, XML). */
  line?: number;
  /** Field or element that is wrong, e.g. 'Datum', 'DTSTART', 'leistung/id'. */
  field?: string;
  /** Address that was read (OParl). */
  url?: string;
}

export class ImportError extends Error {
  override readonly name = 'ImportError';
  constructor(
    readonly kind: ImportErrorKind,
    /** The German message without the position; `message` carries both. */
    readonly detail: string,
    readonly where: ImportErrorWhere = {},
    options?: { cause?: unknown },
  ) {
    super(describe(detail, where), options);
  }
}

function describe(detail: string, where: ImportErrorWhere): string {
  const at: string[] = [];
  if (where.line !== undefined) at.push(`Zeile ${where.line}`);
  if (where.field !== undefined) at.push(`Feld „${where.field}“`);
  if (where.url !== undefined) at.push(where.url);
  return at.length ? `${at.join(', ')}: ${detail}` : detail;
}

/** A note about one input line or object that was skipped or read with a correction; the import goes on. */
export interface ImportNotice {
  line?: number;
  field?: string;
  url?: string;
  /** German, for the preview. */
  message: string;
}

/** The largest file an import reads, unless a caller sets another bound: 20 MB. */
export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The text of an input, refused when larger than `maxBytes`. A UTF-8 byte order mark is removed;
 * bytes that are not UTF-8 are read as Windows-1252 (what spreadsheet programs save as "CSV").
 */
export function inputText(input: string | Uint8Array, maxBytes = DEFAULT_MAX_BYTES): string {
  const size = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength;
  if (size > maxBytes) {
    throw new ImportError('size', `Die Datei ist ${formatMb(size)} groß; höchstens ${formatMb(maxBytes)} werden gelesen.`);
  }
  let text: string;
  if (typeof input === 'string') text = input;
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(input);
    } catch {
      text = new TextDecoder('windows-1252').decode(input);
    }
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function formatMb(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
}

/** An `ImportError` as it is, anything else wrapped as a format error with `detail` (never untyped). */
export function asImportError(err: unknown, detail: string, where: ImportErrorWhere = {}): ImportError {
  if (err instanceof ImportError) return err;
  const reason = err instanceof Error && err.message ? ` (${err.message})` : '';
  return new ImportError('format', `${detail}${reason}`, where, { cause: err });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' when the day exists in the calendar, else null. */
export function isoDay(y: number, m: number, d: number): string | null {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d) || y < 1900 || y > 2999) return null;
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/**
 * Runs a reader so that nothing but an `ImportError` leaves it: an unexpected error of a library or
 * of our own code becomes a format error with `detail` (and the original as `cause`, for the log).
 */
export function guarded<R>(detail: string, read: () => R): R {
  try {
    return read();
  } catch (err) {
    throw asImportError(err, detail);
  }
}

/** `guarded` for a reader that waits (the OParl client). */
export async function guardedAsync<R>(detail: string, read: () => Promise<R>): Promise<R> {
  try {
    return await read();
  } catch (err) {
    throw asImportError(err, detail);
  }
}
