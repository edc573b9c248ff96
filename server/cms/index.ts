import crypto from 'node:crypto';
import type { OpenedDb } from './db';
import { deskArten, parts } from './registry';
import { pairKinds } from './desk/kind';
import type { Part } from './part';
import { createDispatcher, type CmsRequest, type CmsResponse } from './contract/dispatch';
import type { CmsContext } from './contract/implement';
import { createSearch } from './search/engine';
import { mediaLookup } from './media/media';
import { fileUrl } from './files/links';
import type { AnyOperation } from '../../shared/contract/operation';
import { sealer as makeSealer, type Sealer } from '../session/seal';

export type { CmsRequest, CmsResponse } from './contract/dispatch';

/** What the parts give the site search. */
export function searchSources(of: readonly Part[] = parts) {
  return of.flatMap((p) => p.search ?? []);
}

export interface CmsOptions {
  store: OpenedDb;
  dataDir: string;
  /** FILES_DIR: stored files (documents, images, photos); default dataDir. */
  filesDir?: string;
  /** Clock for validity dates and token expiry; tests pass a fixed one. */
  now?: () => Date;
  /** The parts this store serves: all of the registry, or (with CMS_URL) the site's local ones. */
  parts?: readonly Part[];
  /**
   * The site's secret (SESSION_SECRET or the generated one), for the values parts seal (private edit
   * links). Without it a random one is used, and such values stay valid only as long as the process.
   */
  secret?: string;
}

/**
 * The embedded CMS: the registry's parts behind the declared contract, with the site search over their
 * content. Requests and in-process calls use paths below /api ('/cms/aktuelles/12').
 */
export async function createCms(options: CmsOptions) {
  const { store, dataDir } = options;
  const own = options.parts ?? parts;
  const now = options.now ?? (() => new Date());
  const search = createSearch(store, { db: store.db, now, sources: searchSources(own) });
  const media = mediaLookup(store.db);
  const secret = options.secret ?? crypto.randomBytes(48).toString('base64url');
  const sealers = new Map<string, Sealer>();
  const sealer = (purpose: string, o: { stable?: boolean } = {}): Sealer => {
    const name = `${purpose}${o.stable ? ' stable' : ''}`;
    let s = sealers.get(name);
    if (!s) {
      s = makeSealer(secret, purpose, o);
      sealers.set(name, s);
    }
    return s;
  };
  const desk = pairKinds(
    own.flatMap((p) => p.desk ?? []),
    deskArten,
  );
  const imports = new Map(own.flatMap((p) => p.imports ?? []).map((k) => [k.name, k] as const));
  const empty = own.flatMap((p) => p.empty ?? []);
  const ctx: CmsContext = {
    db: store.db,
    dialect: store.dialect,
    now,
    dataDir,
    filesDir: options.filesDir ?? dataDir,
    exclusive: store.exclusive,
    search,
    bilder: media.bilder,
    bild: media.bild,
    fileUrl,
    sealer,
    desk,
    documentRules: own.flatMap((p) => (p.documentIsPublic ? [p.documentIsPublic] : [])),
    imports,
    empty,
    submissionHooks: own.flatMap((p) => (p.onSubmission ? [p.onSubmission] : [])),
  };
  const dispatcher = createDispatcher(own, ctx);
  // A fresh database is indexed before the first search, so the first visitor does not wait.
  await search.refresh();

  return {
    /** An HTTP-shaped request below /api (the /api router, the image service's originals). */
    handle: (req: CmsRequest): Promise<CmsResponse> => dispatcher.handle(req),
    /** A typed call of a declared operation, in-process. */
    call: (op: AnyOperation, input: { params?: unknown; query?: unknown; body?: unknown } | undefined, token?: string) => dispatcher.call(op, input, token),
    search,
    implementations: dispatcher.implementations,
    /** The context handlers get, for the parts' background jobs. */
    context: ctx,
    parts: own,
    store,
    /** The store's clock (tests set it). */
    now,
  };
}

export type Cms = Awaited<ReturnType<typeof createCms>>;
