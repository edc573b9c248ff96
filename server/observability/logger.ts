import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { shortenIp } from './ip';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'musterstadt-web' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Cookies and credentials never reach the log, wherever they appear.
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-ratsinfo-token"]',
        'res.headers["set-cookie"]',
        '*.token',
        '*.passwort',
        'headers.cookie',
        'headers.authorization',
        'headers["x-ratsinfo-token"]',
      ],
      censor: '[entfernt]',
    },
  });
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * A private edit link (`/wirtschaft/gewerbeeintrag/{encryptedID}`, ADR 15) opens its entry to whoever
 * has it, as an alert's sealed links (`/benachrichtigungen/verwalten/{token}`, ADR 50) open its
 * subscriptions; they never reach the log, neither as the address asked for nor as a referer.
 */
export function withoutPrivateLinks(url: string | undefined): string | undefined {
  return url?.replace(/(\/gewerbeeintrag\/|\/benachrichtigungen\/(?:bestaetigen|verwalten|abmelden)\/)[A-Za-z0-9_-]{20,}/g, '$1[Link]');
}

/** One JSON line per request with a request id (taken from X-Request-Id when it looks sane). */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    customLogLevel(_req, res, err) {
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'info';
      return 'info';
    },
    // Health checks every few seconds would drown the log.
    autoLogging: { ignore: (req) => req.url === '/healthz' },
    serializers: {
      req(req: { id: string; method: string; url: string; headers: Record<string, string>; remoteAddress?: string; raw?: { ip?: string } }) {
        return {
          id: req.id,
          method: req.method,
          url: withoutPrivateLinks(req.url),
          // The client's address as Express reads it (through the trusted proxies of TRUST_PROXY), not
          // the proxy's socket; shortened.
          ip: shortenIp(req.raw?.ip ?? req.remoteAddress),
          userAgent: req.headers['user-agent'],
          referer: withoutPrivateLinks(req.headers.referer),
        };
      },
      res(res: { statusCode: number }) {
        return { statusCode: res.statusCode };
      },
    },
  });
}
