import crypto from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';
import { embedCspSources, OSM_TILE_ORIGIN } from '../../shared/components/consent/providers';

declare module 'express-serve-static-core' {
  interface Locals {
    /** Nonce of this response's inline scripts (the initial data, the outdated-browser notice). */
    nonce: string;
  }
}

/** Where the nonce stands in the recorded policy (never a value of a real nonce: not base64). */
const NONCE_SLOT = '\u0000nonce\u0000';

/**
 * Random bytes for the nonces, drawn from the system's generator in blocks of 4 KiB and handed out
 * 16 at a time: one call into the generator per 256 answers instead of one per answer. Each nonce is
 * still 128 bits of the same cryptographic generator, used once.
 */
function noncePool(): () => string {
  const block = Buffer.alloc(4096);
  let at = block.length;
  return () => {
    if (at === block.length) {
      crypto.randomFillSync(block);
      at = 0;
    }
    at += 16;
    return block.toString('base64', at - 16, at);
  };
}

/**
 * The security headers of every answer: a fresh script nonce, the Content Security Policy (scripts
 * only from the site and with the nonce; the two-click embeds' origins exactly when configured, ADR
 * 8), HSTS and upgrade-insecure-requests behind https, and a permissions policy without camera,
 * microphone and location.
 *
 * helmet writes them; it runs once, at start-up, and its headers are recorded (they depend on the
 * configuration alone, the nonce aside). Two handlers answer per request (ADR 62):
 * - `fixed`: every header but the policy, before the page cache (a kept page brings its own policy,
 *   with the hashes of its scripts, ADR 19), as plain `setHeader` calls;
 * - `nonce`: after the page cache, the nonce and the policy with it, for everything that is made
 *   per request.
 */
export function securityHeaders(config: Config): {
  fixed: RequestHandler;
  nonce: RequestHandler;
  /** What `fixed` sets, in its order: the answer of a kept page in front of Express sets them itself (ADR 65). */
  recorded: ReadonlyArray<readonly [string, string]>;
} {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  const embedSources = embedCspSources({ bookingWidgetUrl: config.bookingWidgetUrl, tourenportalKey: config.tourenportalKey });
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`, ...embedSources.scriptSrc],
        styleSrc: ["'self'"],
        // OpenStreetMap's tiles: the damage report's map, drawn only after the visitor's consent.
        imgSrc: ["'self'", 'data:', OSM_TILE_ORIGIN],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: embedSources.frameSrc,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const recorded = recordHeaders(policy, NONCE_SLOT);
  const cspName = Object.keys(recorded).find((name) => name.toLowerCase() === 'content-security-policy');
  if (!cspName) throw new Error('helmet setzte keine Content-Security-Policy');
  const [before, after, ...rest] = recorded[cspName]!.split(NONCE_SLOT);
  if (after === undefined || rest.length) throw new Error('Die Content-Security-Policy nennt die Nonce nicht genau einmal');
  const headers = Object.entries(recorded).filter(([name]) => name !== cspName);
  headers.push(['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()']);
  const fixed: RequestHandler = (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
  const draw = noncePool();
  const nonce: RequestHandler = (_req, res, next) => {
    const value = draw();
    res.locals.nonce = value;
    res.setHeader(cspName, before + value + after);
    next();
  };
  return { fixed, nonce, recorded: headers };
}

/** The headers a helmet middleware sets, with `nonce` as the response's nonce (it reads nothing else of a request). */
function recordHeaders(middleware: RequestHandler, nonce: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let failed: unknown = null;
  const res = {
    locals: { nonce },
    setHeader: (name: string, value: string) => {
      headers[name] = String(value);
    },
    removeHeader: () => {},
  };
  middleware(
    { headers: {} } as never,
    res as never,
    ((error?: unknown) => {
      if (error) failed = error;
    }) as never,
  );
  if (failed) throw failed;
  return headers;
}
