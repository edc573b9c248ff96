import type { RequestHandler } from 'express';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { securityHeaders } from './security-headers';

/** Runs the handlers on a bare response as Express would and answers its headers and nonce. */
function answer(handlers: RequestHandler[]): { headers: Record<string, string>; nonce: string } {
  const headers: Record<string, string> = {};
  const res = { locals: {} as { nonce?: string }, setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) };
  for (const h of handlers) {
    let called = false;
    h({ headers: {} } as never, res as never, (() => (called = true)) as never);
    expect(called).toBe(true);
  }
  return { headers, nonce: res.locals.nonce ?? '' };
}

const config = (publicUrl: string | null) => ({ publicUrl, bookingWidgetUrl: null, tourenportalKey: null }) as unknown as Config;

describe('security headers recorded once (ADR 62)', () => {
  it('gives every answer the policy with a fresh nonce, and the fixed headers before the page cache', () => {
    const { fixed, nonce } = securityHeaders(config(null));
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const a = answer([fixed, nonce]);
      expect(a.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(a.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${a.nonce}'`);
      seen.add(a.nonce);
    }
    // 300 answers cross the 4 KiB block of random bytes (256 nonces): none is used twice.
    expect(seen.size).toBe(300);
    const fixedOnly = answer([fixed]).headers;
    expect(fixedOnly['content-security-policy']).toBeUndefined();
    expect(fixedOnly).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    });
    expect(fixedOnly['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests behind https', () => {
    const { fixed, nonce } = securityHeaders(config('https://www.musterstadt.de'));
    const a = answer([fixed, nonce]);
    expect(a.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(a.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
