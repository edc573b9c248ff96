import express, { type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { Cms } from '../cms';
import type { Sessions } from '../session';
import type { SessionUser } from '../../shared/routing/types';
import { eingaengeExport, eingangFoto } from '../../shared/parts/eingaenge/contract';
import { REFERENZ } from '../../shared/parts/eingaenge/values';
import { plainPage } from '../http/errors';

/**
 * The inbox's files (ADR 13): the photos of a submission and the CSV export. They are no pages, so
 * they are server routes like the intranet's document download; the inbox pages link to them. Only a
 * logged-in user with the role `eingaenge` (or `admin`) gets them, never cached: without a session the
 * browser is sent to the login, without the role it gets 403.
 */
export function eingaengeDownloads(options: { sessions: Sessions<SessionUser>; local: Cms; logger: Logger }): express.Router {
  const { sessions, local, logger } = options;
  const r = express.Router({ caseSensitive: true });

  /** The user may handle submissions: true, or the answer has been sent. */
  async function allowed(req: Request, res: Response): Promise<boolean> {
    res.set('cache-control', 'private, no-store');
    const user = await sessions.userFor(req, res);
    if (!user) {
      res.redirect(303, `/intranet?ziel=${encodeURIComponent('/intranet/eingaenge')}`);
      return false;
    }
    if (!(user.rollen.includes('eingaenge') || user.rollen.includes('admin'))) {
      res
        .status(403)
        .type('html')
        .send(
          plainPage('Kein Zugriff', 'Für den Eingangskorb brauchen Sie die Rolle „Eingänge“.', { href: '/intranet', label: 'Zur Startseite des Intranets' }),
        );
      return false;
    }
    return true;
  }

  r.get('/intranet/eingaenge/export.csv', async (req, res, next) => {
    try {
      if (!(await allowed(req, res))) return;
      const art = typeof req.query.art === 'string' ? req.query.art : undefined;
      const status = typeof req.query.status === 'string' ? req.query.status : undefined;
      const result = await local.call(eingaengeExport, { query: { art: art || undefined, status: status || undefined } });
      if (!('text' in result)) {
        res
          .status(result.status === 400 ? 400 : 500)
          .type('text/plain; charset=utf-8')
          .send('Der Export ist gerade nicht möglich.');
        return;
      }
      res.set('content-type', result.contentType);
      res.set('content-disposition', `attachment; filename="${result.filename ?? 'eingaenge.csv'}"`);
      res.send(result.text);
    } catch (error) {
      next(error);
    }
  });

  r.get('/intranet/eingaenge/:referenz/fotos/:id', async (req, res, next) => {
    const { referenz = '', id = '' } = req.params;
    if (!REFERENZ.test(referenz) || !/^\d{1,9}$/.test(id)) {
      next();
      return;
    }
    try {
      if (!(await allowed(req, res))) return;
      const result = await local.call(eingangFoto, { params: { referenz, id: Number(id) } });
      if (!('file' in result)) {
        next();
        return;
      }
      const { file } = result;
      res.set('content-type', file.mime);
      res.set('x-content-type-options', 'nosniff');
      res.set('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      res.sendFile(file.path, { dotfiles: 'deny', lastModified: false, cacheControl: false }, (error) => {
        if (!error || res.headersSent) return;
        logger.error({ err: error, referenz }, 'Foto eines Eingangs fehlt im Speicher');
        res.removeHeader('content-disposition');
        res.status(404).type('text/plain; charset=utf-8').send('Foto nicht gefunden');
      });
    } catch (error) {
      next(error);
    }
  });

  return r;
}
