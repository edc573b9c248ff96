import express from 'express';
import type { Cms } from '../cms';
import type { Sessions } from '../session';
import type { SessionUser } from '../../shared/routing/types';
import { termineExport } from '../../shared/parts/termine/contract';
import { INTRANET_PFAD, TAG } from '../../shared/parts/termine/values';
import { plainPage } from '../http/errors';

/**
 * The Bürgerbüro's day as CSV (ADR 55): no page, so a server route like the inbox's export; only a
 * signed-in user with the role `buergerbuero` (or `admin`) gets it, never cached.
 */
export function termineDownloads(options: { sessions: Sessions<SessionUser>; local: Cms }): express.Router {
  const { sessions, local } = options;
  const r = express.Router({ caseSensitive: true });
  r.get(`${INTRANET_PFAD}/export.csv`, async (req, res, next) => {
    try {
      res.set('cache-control', 'private, no-store');
      const user = await sessions.userFor(req, res);
      if (!user) {
        res.redirect(303, `/intranet?ziel=${encodeURIComponent(INTRANET_PFAD)}`);
        return;
      }
      if (!(user.rollen.includes('buergerbuero') || user.rollen.includes('admin'))) {
        res
          .status(403)
          .type('html')
          .send(
            plainPage('Kein Zugriff', 'Für die Termine des Bürgerbüros brauchen Sie die Rolle „Bürgerbüro“.', {
              href: '/intranet',
              label: 'Zur Startseite des Intranets',
            }),
          );
        return;
      }
      const tag = typeof req.query.tag === 'string' && TAG.test(req.query.tag) ? req.query.tag : null;
      if (!tag) {
        res.status(400).type('text/plain; charset=utf-8').send('Bitte geben Sie den Tag an, z. B. ?tag=2026-12-03.');
        return;
      }
      const result = await local.call(termineExport, { body: { tag } }, sessions.tokenFor(req));
      if (!('text' in result)) {
        res
          .status(result.status === 403 ? 403 : 500)
          .type('text/plain; charset=utf-8')
          .send('Der Export ist gerade nicht möglich.');
        return;
      }
      res.set('content-type', result.contentType);
      res.set('content-disposition', `attachment; filename="${result.filename ?? 'termine.csv'}"`);
      res.send(result.text);
    } catch (error) {
      next(error);
    }
  });
  return r;
}
