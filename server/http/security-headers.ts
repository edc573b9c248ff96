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

/**
 * The security headers of every answer: a fresh script nonce, the Content Security Policy (scripts
 * only from the site and with the nonce; the two-click embeds' origins exactly when configured, ADR
 * 8), HSTS and upgrade-insecure-requests behind https, and a permissions policy without camera,
 * microphone and location.
 */
export function securityHeaders(config: Config): RequestHandler[] {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  const embedSources = embedCspSources({ bookingWidgetUrl: config.bookingWidgetUrl, tourenportalKey: config.tourenportalKey });
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString('base64');
    next();
  };
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
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    next();
  };
  return [nonce, policy, permissions];
}
