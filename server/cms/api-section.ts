import type { Db } from './db';
import type { CmsResponse } from './api';
import type { Bild } from '../../shared/api/types';

/**
 * What a part of the CMS contract (events, council meetings, waste calendar, …) gets from the
 * embedded CMS: the database, the clock and the helpers that build image and file URLs.
 */
export interface SectionContext {
  db: Db;
  /** Clock for "upcoming" and calendar stamps; tests pass a fixed one. */
  now: () => Date;
  /** An image of the media list as the contract shows it, null without a key. */
  bild: (key: string | null, alt: string | null) => Promise<Bild | null>;
  /** Public URL of a stored document. */
  fileUrl: (id: number, datei: string) => string;
}

/** Answers a request of its part of the contract, or null when the path is not one of its own. */
export type SectionHandler = (method: string, path: string, query: URLSearchParams) => Promise<CmsResponse | null>;

/** A JSON answer of the contract. */
export const json = (status: number, body: unknown): CmsResponse => ({ status, body });

/** 404 with the contract's error body; `what` says what was not found, in German. */
export const notFound = (what = 'Nicht gefunden'): CmsResponse => json(404, { error: what });
