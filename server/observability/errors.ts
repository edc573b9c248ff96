import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void;

/**
 * Sends errors to Sentry when SENTRY_DSN is set (spec §8 "other runtime errors"). Without it the SDK
 * is not even loaded, so no request ever goes to a third party.
 */
export async function createErrorReporter(dsn: string | null, env: string, logger: Logger, release?: string | null): Promise<ErrorReporter> {
  if (!dsn) return () => {};
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    environment: env,
    // Every event names the release it happened in (SENTRY_RELEASE, else the build's), so a fault is
    // traced to one deploy and a fixed one is seen not to come back.
    ...(release ? { release } : {}),
    sendDefaultPii: false,
    tracesSampleRate: 0,
    beforeSend(event) {
      // No addresses or cookies leave the server.
      if (event.request) {
        delete event.request.cookies;
        if (event.request.headers) {
          delete event.request.headers.cookie;
          delete event.request.headers.authorization;
          delete event.request.headers['x-ratsinfo-token'];
        }
      }
      if (event.user) delete event.user.ip_address;
      return event;
    },
  });
  logger.info('Fehlermeldungen gehen an Sentry');
  return (error, context) => {
    Sentry.captureException(error, context ? { extra: context } : undefined);
  };
}

/**
 * The release of this installation: SENTRY_RELEASE, else what the build wrote into DIST_DIR
 * (release.json: package version and commit), else the package's version.
 */
export function releaseOf(configured: string | null, distDir: string, root: string = process.cwd()): string | null {
  if (configured) return configured;
  try {
    const written = JSON.parse(fs.readFileSync(path.join(distDir, 'release.json'), 'utf8')) as { release?: unknown };
    if (typeof written.release === 'string' && written.release) return written.release;
  } catch {
    // No build (tests, npm run dev before the first build).
  }
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { name?: string; version?: string };
    return pkg.name && pkg.version ? `${pkg.name}@${pkg.version}` : null;
  } catch {
    return null;
  }
}
