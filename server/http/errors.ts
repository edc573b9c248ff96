import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { ErrorReporter } from '../observability/errors';
import { fallbackErrorHtml } from '../render/stream';
import { DATA_ENDPOINT } from '../../shared/app/state';
import { UNAVAILABLE_TITLE } from '../../shared/app/error-titles';
import { isStoreUnavailable, STORE_UNAVAILABLE } from '../cms/store/errors';

/** Anything no route took: only GET and HEAD exist beyond the routes that name their methods. */
export function methodNotAllowed(_req: Request, res: Response): void {
  res.status(405).set('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Diese Methode ist hier nicht erlaubt.');
}

/** A short German HTML page for a refused request (the site's frame needs data a refused request does not get). */
export function plainPage(title: string, text: string, link: { href: string; label: string } = { href: '/', label: 'Zurück zur Startseite' }): string {
  const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head><body><h1>${esc(title)}</h1><p>${esc(text)}</p><p><a href="${esc(link.href)}">${esc(link.label)}</a></p></body></html>`;
}

/**
 * Errors: the status from the error (statusCode, then status), default 500 (spec §8). A database that
 * cannot answer (lost, or past the request's deadline, ADR 29) is an outage the visitor may retry:
 * 503 with Retry-After, never 500.
 */
export function errorHandler(logger: Logger, reportError: ErrorReporter) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = error as { statusCode?: number; status?: number; type?: string; expose?: boolean };
    const unavailable = isStoreUnavailable(error);
    const status = unavailable ? 503 : Number(e.statusCode ?? e.status ?? 500);
    const code = status >= 400 && status < 600 ? status : 500;
    if (unavailable) (req.log ?? logger).warn({ err: error }, 'Datenbank gerade nicht erreichbar');
    else if (code >= 500) {
      (req.log ?? logger).error({ err: error }, 'Unbehandelter Fehler');
      reportError(error, { url: req.originalUrl });
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (code === 503) res.set({ 'retry-after': '30', 'cache-control': 'no-store' });
    const message =
      code === 413
        ? 'Die gesendeten Daten sind zu groß.'
        : code === 400
          ? 'Die Anfrage ist fehlerhaft.'
          : code === 503
            ? unavailable
              ? STORE_UNAVAILABLE
              : 'Dieser Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.'
            : code < 500
              ? 'Die Anfrage konnte nicht bearbeitet werden.'
              : 'Es ist ein Fehler aufgetreten.';
    if (req.path.startsWith('/assets/')) {
      res
        .status(code)
        .type('text/plain; charset=utf-8')
        .send(code === 404 ? 'Datei nicht gefunden.' : message);
      return;
    }
    if (req.path.startsWith('/api/') || req.path.startsWith(DATA_ENDPOINT) || !req.accepts('html')) {
      res.status(code).json({ error: message });
      return;
    }
    if (code === 503) {
      res.status(503).type('html').send(plainPage(UNAVAILABLE_TITLE, message));
      return;
    }
    res
      .status(code)
      .type('html')
      .send(
        code >= 500
          ? fallbackErrorHtml()
          : `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${message}</title></head><body><h1>${message}</h1><p><a href="/">Zurück zur Startseite</a></p></body></html>`,
      );
  };
}
