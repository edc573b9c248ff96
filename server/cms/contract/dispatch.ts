import type { z } from 'zod';
import { operationMatcher } from './match';
import { firstMessage, rawQuery, tokenKindOf, type AnyOperation, type SessionKind, type SessionTokens } from '../../../shared/contract/operation';
import { BusyError } from '../../util/concurrency';
import { isStoreUnavailable, STORE_UNAVAILABLE } from '../store/errors';
import type { AuthInfo, Part } from '../part';
import { isProblem, type CmsContext, type FileReply, type Implementation, type TextReply } from './implement';

/** A request to the CMS contract, independent of HTTP so loaders can call it in-process. */
export interface CmsRequest {
  method: string;
  /** Path below /api, starting with '/' ('/cms/aktuelles/12', '/wetter'), still percent-encoded. */
  path: string;
  query: URLSearchParams;
  /** The tokens the request carries, by area (from their headers or the visitor's session cookies). */
  tokens?: SessionTokens;
  body?: unknown;
}

export type CmsResponse =
  | { status: number; body: unknown }
  | { status: 200; file: FileReply['file'] & { cache: 'public' | 'private' } }
  /** A generated text document (iCalendar), sent as a download when filename is set. */
  | { status: number; text: string; contentType: string; filename?: string };

/** Thrown by handlers that read their own parameters: the answer is 400 with the message. */
export class BadRequest extends Error {
  readonly status = 400;
}

const json = (status: number, body: unknown): CmsResponse => ({ status, body });

/**
 * The embedded CMS's side of the contract: finds the declared operation of a request, checks its
 * session and parameters against the declaration, runs the handler and shapes the answer. Built once,
 * from the registry's implementations.
 */
export function createDispatcher(parts: readonly Part[], ctx: CmsContext) {
  const impls = parts.flatMap((p) => p.operations ?? []);
  const ids = new Set<string>();
  for (const impl of impls) {
    if (ids.has(impl.operation.id)) throw new Error(`Operation ${impl.operation.id} ist doppelt implementiert`);
    ids.add(impl.operation.id);
  }
  // Over HTTP (/api) only the contract with a CMS: a local part's operations are called in-process only.
  // So are the embedded store's own operations (the editorial desk).
  const httpImpls = parts
    .filter((p) => !p.local)
    .flatMap((p) => p.operations ?? [])
    .filter((i) => !i.operation.inProcess);
  const find = operationMatcher(httpImpls.map((impl) => ({ operation: impl.operation, value: impl })));
  const byOperation = new Map(impls.map((impl) => [impl.operation, impl]));
  const authenticators = parts.flatMap((p) => Object.entries(p.authenticate ?? {}));

  async function authenticate(kind: SessionKind, token: string | undefined): Promise<AuthInfo | null> {
    if (!token) return null;
    for (const [k, fn] of authenticators) if (k === kind && fn) return fn(ctx, token);
    return null;
  }

  /** `token` is the caller's token of the operation's own area (never another area's). */
  async function run(
    impl: Implementation,
    params: Record<string, unknown>,
    query: Record<string, unknown>,
    body: unknown,
    token: string | undefined,
  ): Promise<CmsResponse> {
    const op: AnyOperation = impl.operation;
    let auth: AuthInfo | null = null;
    if (op.auth) {
      auth = await authenticate(op.auth, token);
      if (!auth) return json(401, { error: 'Anmeldung erforderlich' });
    } else if (op.optionalAuth && token) {
      auth = await authenticate(op.optionalAuth, token);
    }
    const parse = (schema: z.ZodType | undefined, value: unknown) => (schema ? schema.safeParse(value) : { success: true as const, data: undefined });
    const p = parse(op.params, params);
    if (!p.success) return json(404, { error: 'Unbekannter Endpunkt' });
    const qy = parse(op.query, query);
    if (!qy.success) return json(400, { error: firstMessage(qy.error) });
    const b = parse(op.body, body ?? {});
    if (!b.success) return json(400, { error: firstMessage(b.error) });
    try {
      const reply = await impl.handler({ params: p.data, query: qy.data, body: b.data, auth, token: tokenKindOf(op) ? token : undefined } as never, ctx);
      if (isProblem(reply)) return json(reply.problem.status, { error: reply.problem.error, ...reply.problem.details });
      if (op.answer.kind === 'file') return { status: 200, file: { ...(reply as FileReply).file, cache: op.answer.cache } };
      if (op.answer.kind === 'text') {
        const t = reply as TextReply;
        return { status: 200, text: t.text, contentType: op.answer.contentType, ...(t.filename ? { filename: t.filename } : {}) };
      }
      return json(200, reply);
    } catch (error) {
      if (error instanceof BadRequest) return json(400, { error: error.message });
      if (error instanceof BusyError) return json(503, { error: error.message });
      // A lost database is an outage the visitor may retry, never a 500 (ADR 20).
      if (isStoreUnavailable(error)) return json(503, { error: STORE_UNAVAILABLE });
      throw error;
    }
  }

  return {
    /** Whether the contract declares this method and path (the rest goes to the legacy handler). */
    knows(method: string, path: string): boolean {
      const found = find(method, path);
      return !('status' in found) || found.status === 405;
    },
    /** An HTTP-shaped request (the /api router, the contract test). */
    async handle(req: CmsRequest): Promise<CmsResponse> {
      const found = find(req.method, req.path);
      if ('status' in found) return found.status === 405 ? json(405, { error: 'Methode nicht erlaubt' }) : json(404, { error: 'Unbekannter Endpunkt' });
      const kind = tokenKindOf(found.value.operation);
      return run(found.value, found.params, rawQuery(found.value.operation.query, req.query), req.body, kind ? req.tokens?.[kind] : undefined);
    },
    /** A typed in-process call of a declared operation (the loaders' client); `token` is the caller's token of the operation's area. */
    async call(op: AnyOperation, input: { params?: unknown; query?: unknown; body?: unknown } | undefined, token?: string): Promise<CmsResponse> {
      const impl = byOperation.get(op);
      if (!impl) return json(404, { error: 'Unbekannter Endpunkt' });
      return run(impl, (input?.params ?? {}) as Record<string, unknown>, (input?.query ?? {}) as Record<string, unknown>, input?.body, token);
    },
    implementations: impls,
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
