import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { ErrorReporter } from '../observability/errors';
import { fallbackErrorHtml } from '../render/stream';
import { DATA_ENDPOINT } from '../../shared/app/state';

/** Anything no route took: only GET and HEAD exist beyond the routes that name their methods. */
export function methodNotAllowed(_req: Request, res: Response): void {
  res.status(405).set('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Diese Methode ist hier nicht erlaubt.');
}

/** A short German HTML page for a refused request (the site's frame needs data a refused request does not get). */
export function plainPage(title: string, text: string, link: { href: string; label: string } = { href: '/', label: 'Zurück zur Startseite' }): string {
  const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head><body><h1>${esc(title)}</h1><p>${esc(text)}</p><p><a href="${esc(link.href)}">${esc(link.label)}</a></p></body></html>`;
}

/** Errors: the status from the error (statusCode, then status), default 500 (spec §8). */
export function errorHandler(logger: Logger, reportError: ErrorReporter) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = error as { statusCode?: number; status?: number; type?: string; expose?: boolean };
    const status = Number(e.statusCode ?? e.status ?? 500);
    const code = status >= 400 && status < 600 ? status : 500;
    if (code >= 500) {
      (req.log ?? logger).error({ err: error }, 'Unbehandelter Fehler');
      reportError(error, { url: req.originalUrl });
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const message =
      code === 413 ? 'Die gesendeten Daten sind zu groß.' : code === 400 ? 'Die Anfrage ist fehlerhaft.' : code < 500 ? 'Die Anfrage konnte nicht bearbeitet werden.' : 'Es ist ein Fehler aufgetreten.';
    if (req.path.startsWith('/assets/')) {
      res.status(code).type('text/plain; charset=utf-8').send(code === 404 ? 'Datei nicht gefunden.' : message);
      return;
    }
    if (req.path.startsWith('/api/') || req.path.startsWith(DATA_ENDPOINT) || !req.accepts('html')) {
      res.status(code).json({ error: message });
      return;
    }
    res.status(code).type('html').send(code >= 500 ? fallbackErrorHtml() : `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${message}</title></head><body><h1>${message}</h1><p><a href="/">Zurück zur Startseite</a></p></body></html>`);
  };
}
