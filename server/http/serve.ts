import http from 'node:http';
import type { Logger } from 'pino';

export interface Served {
  server: http.Server;
  /** Starts draining: resolves when every request in flight has finished and the server is closed. */
  shutdown: (signal: string) => Promise<void>;
}

/** How long a shutdown waits for requests in flight before it cuts the remaining connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The HTTP server around the app, with bounds for slow clients and a graceful shutdown.
 *
 * On shutdown the server stops accepting connections and closes the idle ones. Every answer not yet
 * under way, and every answer to a request that still arrives on an open socket, carries
 * `Connection: close`, so each socket serves at most the request it already has and then closes.
 * Requests in flight finish normally; only after SHUTDOWN_GRACE_MS are remaining connections cut.
 */
export function serve(handler: http.RequestListener, options: { logger: Logger; graceMs?: number }): Served {
  let draining = false;
  const inFlight = new Set<http.ServerResponse>();
  const server = http.createServer({ maxHeaderSize: 16 * 1024 }, (req, res) => {
    if (draining) res.setHeader('connection', 'close');
    inFlight.add(res);
    res.on('close', () => inFlight.delete(res));
    handler(req, res);
  });
  // Slow clients must not hold sockets: header and whole-request bounds, short keep-alive.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;

  let closed: Promise<void> | null = null;
  const shutdown = (signal: string): Promise<void> => {
    closed ??= new Promise<void>((resolve) => {
      draining = true;
      options.logger.info({ signal, inFlight: inFlight.size }, 'Fahre herunter');
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
      const hard = setTimeout(() => {
        options.logger.warn({ open: inFlight.size }, `Laufende Anfragen nach ${graceMs / 1000} s abgebrochen`);
        server.closeAllConnections();
      }, graceMs);
      hard.unref();
      // close() stops listening and closes idle keep-alive sockets; busy ones close after their answer.
      server.close(() => {
        clearTimeout(hard);
        resolve();
      });
    });
    return closed;
  };
  return { server, shutdown };
}
