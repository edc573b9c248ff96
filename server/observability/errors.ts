import type { Logger } from 'pino';

export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void;

/**
 * Sends errors to Sentry when SENTRY_DSN is set (spec §8 "other runtime errors"). Without it the SDK
 * is not even loaded, so no request ever goes to a third party.
 */
export async function createErrorReporter(dsn: string | null, env: string, logger: Logger): Promise<ErrorReporter> {
  if (!dsn) return () => {};
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    environment: env,
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
