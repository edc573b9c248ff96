import type { RequestHandler, Router } from 'express';
import express from 'express';
import type { OpenedDb } from '../cms/store/types';

/** A readiness answer never waits longer than this for the database: a frozen one counts as unreachable. */
export const READINESS_TIMEOUT_MS = 1_000;

/**
 * Health for the orchestrator and the reverse proxy, in two questions:
 *
 * - liveness, GET /livez: the process runs and its event loop answers. It never asks the database, so
 *   a lost database does not get the instance restarted (a restart would not bring it back);
 * - readiness, GET /readyz: this instance can serve, its database answers within a second. 503 while
 *   it does not: the proxy sends visitors to another instance or serves its cache.
 *
 * GET /healthz stays the readiness answer it always was (deploy scripts and proxies use it).
 */
export function healthRoutes(store: Pick<OpenedDb, 'ping' | 'kind'>, timeoutMs = READINESS_TIMEOUT_MS): Router {
  const router = express.Router();
  const live: RequestHandler = (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  };
  const ready: RequestHandler = async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    const reachable = await Promise.race([
      store.ping().catch(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    res
      .status(reachable ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status: reachable ? 'ok' : 'gestört', datenbank: { art: store.kind, erreichbar: reachable } });
  };
  router.get('/livez', live);
  router.get('/readyz', ready);
  router.get('/healthz', ready);
  return router;
}
