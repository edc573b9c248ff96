import http from 'node:http';
import net from 'node:net';
import type { Logger } from 'pino';

export interface Served {
  server: http.Server;
  /** Starts draining: resolves when every request in flight has finished and the server is closed. */
  shutdown: (signal: string) => Promise<void>;
}

/** How long a shutdown waits for requests in flight and idle keep-alive sockets before it cuts the remaining connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** How long an idle keep-alive socket stays open; the answers tell the client (`Keep-Alive: timeout=5`). */
export const KEEP_ALIVE_MS = 5_000;

const stopListening = net.Server.prototype.close;

/**
 * The HTTP server around the app, with bounds for slow clients and a graceful shutdown (ADR 29).
 *
 * On shutdown the server stops accepting connections, and closes no socket under a request: an idle
 * keep-alive socket may carry a request that is on its way (a reverse proxy's POST), and cutting it
 * would answer that request with a reset. So every answer not yet under way, and every answer to a
 * request that still arrives on an open socket, carries `Connection: close`, and each socket closes
 * after it; an idle socket that gets no further request closes at its keep-alive timeout, which the
 * client knows from the answers and keeps shorter itself (Node's agent by a second; nginx with
 * `keepalive_timeout` below it, README). The drain ends when the last socket has closed, and after
 * SHUTDOWN_GRACE_MS at the latest, when the remaining connections are cut.
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
  server.keepAliveTimeout = KEEP_ALIVE_MS;

  let closed: Promise<void> | null = null;
  const shutdown = (signal: string): Promise<void> => {
    closed ??= new Promise<void>((resolve) => {
      draining = true;
      options.logger.info({ signal, inFlight: inFlight.size }, 'Fahre herunter');
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      const graceMs = options.graceMs ?? SHUTDOWN_GRACE_MS;
      const hard = setTimeout(() => {
        options.logger.warn({ open: inFlight.size }, `Verbindungen nach ${graceMs / 1000} s getrennt`);
        server.closeAllConnections();
      }, graceMs);
      hard.unref();
      // Stops listening only: http.Server#close would also cut every idle keep-alive socket at once.
      // The callback comes when the last connection has closed.
      stopListening.call(server, () => {
        clearTimeout(hard);
        // Ends the server's own timers (the checks of slow requests), as http.Server#close does.
        server.close();
        resolve();
      });
    });
    return closed;
  };
  return { server, shutdown };
}
