import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import pino, { type Logger } from 'pino';
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

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id (X-Request-Id when it looks sane, else a new UUID), also in the answer's header. */
    id?: string;
    /** The site's logger with the request bound to it (`req` in every line); built when first asked for. */
    readonly log?: Logger;
  }
}

const ROOT = Symbol('log.root');
const CHILD = Symbol('log.child');
const STARTED = Symbol('log.started');
const SUMMARY = Symbol('log.summary');

/** What a line tells of its request. */
interface RequestSummary {
  id: string | undefined;
  method: string | undefined;
  url: string | undefined;
  ip: string;
  userAgent: string | undefined;
  referer: string | undefined;
}

type Logged = IncomingMessage & { [ROOT]?: Logger; [CHILD]?: Logger; [STARTED]?: number; [SUMMARY]?: RequestSummary };

/**
 * The request as a line names it. The client's address as Express reads it (`req.ip`, through the
 * trusted proxies of TRUST_PROXY), not the proxy's socket, shortened; private links taken out.
 */
function summaryOf(req: Logged): RequestSummary {
  const express = req as Logged & { originalUrl?: string; ip?: string };
  return {
    id: req.id,
    method: req.method,
    url: withoutPrivateLinks(express.originalUrl ?? req.url),
    ip: shortenIp(express.ip ?? req.socket?.remoteAddress),
    userAgent: req.headers['user-agent'],
    referer: withoutPrivateLinks(req.headers.referer),
  };
}

// `req.log` of every request Express handles: the child logger is built on first use, not per request.
Object.defineProperty(express.request, 'log', {
  configurable: true,
  get(this: Logged): Logger | undefined {
    const root = this[ROOT];
    if (!root) return undefined;
    this[CHILD] ??= root.child({ req: this[SUMMARY] ?? summaryOf(this) });
    return this[CHILD];
  },
});

/** As Express middleware, first in line; in front of Express (ADR 65) called with no `next`. */
export type RequestLog = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

/**
 * One JSON line per request with a request id (taken from X-Request-Id when it looks sane), at `info`
 * (`error` for a 5xx answer), written when the answer has ended or the connection closed: `req` (id,
 * method, address, shortened client address, user agent, referer), `res.statusCode`, `responseTime`
 * in ms, "request completed" (or "request errored" with `err`). Health checks are not logged.
 *
 * Cheap when the line is not written (ADR 65): a request costs its id and one listener; what a line
 * names is gathered only when its level is enabled, and `req.log` (the logger with the request bound
 * to it, for handlers) is built when a handler asks for it.
 */
export function requestLogger(logger: Logger): RequestLog {
  const finished = function (this: ServerResponse) {
    const req = this.req as Logged;
    const status = this.statusCode;
    const level = status >= 500 ? 'error' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const line: Record<string, unknown> = { req: req[SUMMARY] ?? summaryOf(req), res: { statusCode: status } };
    if (status >= 500) line.err = new Error(`failed with status code ${status}`);
    line.responseTime = Date.now() - (req[STARTED] ?? Date.now());
    logger[level](line, status >= 500 ? 'request errored' : 'request completed');
  };
  return (raw, res, next) => {
    const req = raw as Logged;
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.setHeader('x-request-id', id);
    req.id = id;
    req[ROOT] = logger;
    req[STARTED] = Date.now();
    // Health checks every few seconds would drown the log.
    if (req.url !== '/healthz' && logger.isLevelEnabled('error')) {
      // With the line sure to be written, the request is read as it arrived (its address while the socket is open).
      if (logger.isLevelEnabled('info')) req[SUMMARY] = summaryOf(req);
      res.once('close', finished);
    }
    next?.();
  };
}
