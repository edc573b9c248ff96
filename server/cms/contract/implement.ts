import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { AnyOperation, AnswerOf, FileAnswer, JsonAnswer, Operation, ParsedInputOf, TextAnswer } from '../../../shared/contract/operation';
import type { Bild } from '../../../shared/contract/common';
import type { Search } from '../search/engine';
import type { Dialect } from '../store/dialect';
import type { RegisteredKind } from '../desk/kind';
import type { Sealer } from '../../session/seal';
import type { DocumentRule } from '../files/rules';
import type { EmptyState, ImportKind } from '../import/apply';
import type { SubmissionHook } from '../part';

/** The session a request's token stands for (the part that keeps an area's accounts checks its tokens). */
export interface AuthInfo {
  /** The user's id. */
  uuid: string;
  /** What the user may do (shared/site/roles.ts), when the session's part knows it. */
  rollen?: readonly string[];
}

/** Whether the session's user has the role (admins may do everything). */
export function hasRole(auth: AuthInfo | null, rolle: string): boolean {
  return !!auth?.rollen && (auth.rollen.includes(rolle) || auth.rollen.includes('admin'));
}

/** What every handler of the embedded CMS may use. */
export interface CmsContext {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Clock for validity, "upcoming" and token expiry; tests pass a fixed one. */
  now: () => Date;
  /** DATA_DIR: this instance's own folder (uploads in progress below tmp/, caches). */
  dataDir: string;
  /**
   * FILES_DIR (default DATA_DIR): the files every instance must read, documents below dateien/, images
   * below medien/, submission photos below eingaenge/. Several instances share one volume here (ADR 20).
   */
  filesDir: string;
  /** One holder of a name at a time, across every instance of the store (ADR 20). */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  search: Search;
  /** Images of the media list as the contract shows them (keys of the `medium` table). */
  bilder(keys: ReadonlyArray<string | null>): Promise<Map<string, Bild>>;
  bild(key: string | null, alt: string | null): Promise<Bild | null>;
  /** Public URL of a stored document. */
  fileUrl(id: number, datei: string): string;
  /** The kinds of the editorial desk of every part of this store, both halves, by name (server/cms/desk). */
  desk?: ReadonlyMap<string, RegisteredKind>;
  /** The parts' rules for the documents of their rows (`Part.documentIsPublic`), asked by the files service. */
  documentRules?: readonly DocumentRule[];
  /** The imports of every part of this store, by name (server/cms/import/apply.ts, ADR 42). */
  imports?: ReadonlyMap<string, ImportKind<any>>;
  /** What of every part a new town still has to fill (ADR 42). */
  empty?: readonly EmptyState[];
  /** The parts' hooks on a stored submission (`Part.onSubmission`), run in its transaction. */
  submissionHooks?: readonly SubmissionHook[];
  /**
   * Authenticated encryption under the site's secret for one purpose (its own derived key and label):
   * values handed out that nobody may forge or read, such as a private edit link.
   */
  sealer(purpose: string, options?: { stable?: boolean }): Sealer;
}

/** A failed answer: status and the German reason, as `{ error }`. */
export interface Problem {
  readonly problem: { status: number; error: string; details?: Record<string, unknown> };
}

/** An error answer `{ error, ...details }`; details only where the operation declares such a body (errorBodies). */
export const problem = (status: number, error: string, details?: Record<string, unknown>): Problem => ({
  problem: { status, error, ...(details ? { details } : {}) },
});
export const notFound = (what = 'Nicht gefunden'): Problem => problem(404, what);
export const isProblem = (v: unknown): v is Problem => typeof v === 'object' && v !== null && 'problem' in v;

export interface FileReply {
  file: { path: string; mime: string; name: string; size: number };
}
export interface TextReply {
  text: string;
  /** Sent as a download under this name. */
  filename?: string;
}

/** What a handler returns for its operation: its answer (typed by the contract), or a problem. */
export type Reply<O> =
  O extends Operation<any, any, any, infer A>
    ? A extends JsonAnswer
      ? AnswerOf<O> | Problem
      : A extends FileAnswer
        ? FileReply | Problem
        : A extends TextAnswer
          ? TextReply | Problem
          : never
    : never;

/** `auth` is the session's user when the operation reads one; `token` the caller's token of its area, for the few that act on the token itself (logout). */
export type Handler<O extends AnyOperation> = (input: ParsedInputOf<O> & { auth: AuthInfo | null; token?: string }, ctx: CmsContext) => Promise<Reply<O>>;

/** An operation of the contract with the embedded CMS's handler. */
export interface Implementation<O extends AnyOperation = AnyOperation> {
  operation: O;
  handler: Handler<O>;
}

export function implement<O extends AnyOperation>(operation: O, handler: Handler<O>): Implementation<O> {
  return { operation, handler };
}
