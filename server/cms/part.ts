import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Migration } from './store/migrate';
import type { SessionKind } from '../../shared/contract/operation';
import type { AuthInfo, CmsContext, Implementation } from './contract/implement';

export type { AuthInfo };
import type { SearchSource } from './search/source';
import type { SeedStep } from './seed/step';
import type { DeskKind } from './desk/kind';
import type { DocumentRule } from './files/rules';
import type { EmptyState, ImportKind } from './import/apply';

export type { EmptyState };

/**
 * A part of the embedded CMS (news, the Wegweiser, the waste calendar, …): everything it needs lives in
 * its folder below shared/parts/, and one line in server/cms/registry.ts registers it. The migration
 * runner, the dispatcher, the search index and the seeder iterate the registry and name no part.
 */
export interface Part {
  /** Folder name and prefix of its migrations. */
  name: string;
  /** Its schema, in order. Never edit a migration that has shipped: add a new one. */
  migrations: Migration[];
  /** Its endpoints of the CMS contract (shared/contract), implemented. */
  operations?: Implementation[];
  /** What of it the site search finds, and which table changes make an entry stale. */
  search?: SearchSource[];
  /**
   * What it puts into a new database, step by step: its basis (categories every site needs) and its
   * demo content, each loaded only when its step runs (so it never weighs on a running site; ADR 31).
   */
  seed?: SeedStep[];
  /**
   * Its tables of login accounts (key `uuid`, column `aktiv`): the demo's accounts among them can log
   * in only in demo mode (ADR 31).
   */
  accountTables?: string[];
  /**
   * Files below FILES_DIR that its rows name (a column holding the path below `folder`): the demo
   * removal deletes a removed row's file.
   */
  files?: Array<{ table: string; column: string; folder: string }>;
  /**
   * Checks the tokens of a signed-in area whose accounts the part keeps (the intranet part answers for
   * 'intranet'): the token of a request to an operation of that area, never another area's.
   */
  authenticate?: Partial<Record<SessionKind, (ctx: { db: Kysely<Database>; now: () => Date }, token: string) => Promise<AuthInfo | null>>>;
  /**
   * The site's own records rather than content (citizens' submissions, ADR 13): kept in the site's own
   * database also when an upstream CMS serves the content (CMS_URL), and reached only in-process by the
   * site's loaders and actions. Its operations have no address below /api, are never forwarded and are
   * not part of docs/openapi.json.
   */
  local?: boolean;
  /** Work the part does in the background while the site runs (sending mail, deleting old records). */
  jobs?: PartJob[];
  /**
   * The next instant at which something of this part becomes visible or invisible without a write
   * (scheduled publishing, an expiry; the desk's parts ask `nextChangeOf` in server/cms/visibility.ts),
   * or null when nothing is pending. The page cache keeps a page that read this part's tables, and the
   * layout's site data, no longer than that (ADR 19). Changes at Berlin midnight (the validity days and
   * "upcoming" lists of many parts) need no hook: every cached page ends then anyway.
   */
  nextChange?: (db: Kysely<Database>, now: Date) => Promise<Date | null>;
  /**
   * Its kinds of content on the editorial desk: the adapters that list, load, write and preview them
   * (server/cms/desk/kind.ts). Each is named like a kind the part describes in `desk` of its `index.ts`
   * (fields, titles, preview pages); the store does not start with an adapter whose kind no part
   * describes, or with two of one name (ADR 39).
   */
  desk?: DeskKind[];
  /**
   * Whether a stored document that belongs to one of its rows may be downloaded by the public now
   * (a draft's or a planned item's downloads are not public before the item, ADR 16). The files service
   * (server/cms/files) asks every part's rule and serves a document only when none says false; `null`
   * means "not one of mine".
   */
  documentIsPublic?: DocumentRule;
  /**
   * For the core services with tables (server/cms/media, server/cms/files): the parts whose migrations
   * must run before its own, because a shipped migration of it refers to their tables. The CMS registry
   * places it right after the last of them (server/cms/registry.ts); a part of the site is ordered by
   * the site's registry instead.
   */
  after?: readonly string[];
  /**
   * The imports that write its tables (ADR 42): how records a reader of server/cms/import/ gave are
   * matched to its rows and written. The import pages and commands iterate them and name no part.
   */
  imports?: ImportKind<any>[];
  /**
   * What of it a town fills after going live, and whether it is still empty (ADR 42): the desk's start
   * page lists what is empty with the action that fills it, so a new town sees where to begin.
   */
  empty?: EmptyState[];
  /**
   * Work that belongs to a citizen's submission and must exist with it (the public report of a damage
   * report, ADR 53): called inside the transaction that stores the submission's row, so both exist or
   * neither. The part that stores submissions calls every part's hook and names none.
   */
  onSubmission?: SubmissionHook;
}

/** A stored submission as the parts' hooks see it: its row's key, kind, values and photos. */
export interface Submission {
  id: number;
  art: string;
  referenz: string;
  felder: Readonly<Record<string, string>>;
  erstellt: string;
  /** The keys of its photo rows, in order. */
  fotos: readonly number[];
}

/** Called in the submission's transaction (`trx`); a throw undoes the submission. */
export type SubmissionHook = (trx: Transaction<Database>, submission: Submission, ctx: CmsContext) => Promise<void>;

/** A background job of a part: started once the store is open, stopped before it closes. */
export interface PartJob {
  /** Name in logs. */
  name: string;
  start(ctx: CmsContext, env: { config: Config; logger: Logger }): { stop(): Promise<void> };
}

/**
 * A job that runs `work` once at start and then every `everyMs`, never twice at once (a run still
 * going when the next is due lets that one pass); stopping waits for a run in progress. `work` logs
 * what it did; a failure is logged with `failed` at `level` and the next run tries again.
 */
export function repeatingJob(job: {
  name: string;
  everyMs: number;
  work: (ctx: CmsContext, env: { config: Config; logger: Logger }) => Promise<void>;
  failed: string;
  level?: 'warn' | 'error';
}): PartJob {
  return {
    name: job.name,
    start(ctx, env) {
      let running: Promise<void> | null = null;
      const run = () => {
        if (running) return;
        running = job
          .work(ctx, env)
          .catch((error: unknown) => env.logger[job.level ?? 'error']({ err: error }, job.failed))
          .finally(() => {
            running = null;
          });
      };
      run();
      const timer = setInterval(run, job.everyMs);
      timer.unref();
      return {
        async stop() {
          clearInterval(timer);
          await running;
        },
      };
    },
  };
}

export type { Migration };
