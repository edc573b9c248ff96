import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { TOWN } from '../../shared/site/town';

/**
 * The retiring service worker, served as /sw.js when SERVICE_WORKER=off: the kill switch for a worker
 * that misbehaves in visitors' browsers. Browsers look for an update of their worker on every
 * navigation; they find this one, which takes over at once, deletes the site's caches (the names
 * client/sw.ts gives them start with 'st-'), and unregisters itself. It has no fetch handler: from
 * then on every request goes to the network as if there never had been a worker. The pages still
 * register /sw.js; with the switch on, each such registration only repeats that clean-up. Set it back
 * to `on` (or remove it) and the next visit installs the normal worker again.
 */
export const RETIRING_SERVICE_WORKER = `// Service Worker abgeschaltet (SERVICE_WORKER=off). Er löscht seine Caches und meldet sich ab.
self.addEventListener('install', function () { self.skipWaiting(); });
self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches.keys()
      .then(function (names) { return Promise.all(names.filter(function (n) { return n.indexOf('st-') === 0; }).map(function (n) { return caches.delete(n); })); })
      .then(function () { return self.registration.unregister(); })
  );
});
`;

/**
 * GET /sw.js (spec §7: the worker lives at the site root, so that its scope is the whole site).
 * no-cache makes browsers revalidate it on their update checks instead of using a day-old copy. The
 * built worker gets the town's name and colours in front (its offline page shows them); a changed
 * town file is a changed worker, which browsers then update.
 */
export function serviceWorkerScript(options: { distDir: string; enabled: boolean }) {
  const file = path.join(options.distDir, 'client', 'sw.js');
  let kept: { mtimeMs: number; text: string } | null = null;
  return async (_req: Request, res: Response) => {
    res.set({ 'cache-control': 'no-cache', 'service-worker-allowed': '/' });
    res.type('text/javascript; charset=utf-8');
    if (!options.enabled) {
      res.send(RETIRING_SERVICE_WORKER);
      return;
    }
    try {
      const stat = await fs.promises.stat(file);
      if (kept?.mtimeMs !== stat.mtimeMs) {
        const town = JSON.stringify({ officialName: TOWN.officialName, primary: TOWN.theme.primary, secondary: TOWN.theme.secondary }).replace(/</g, '\\u003c');
        kept = { mtimeMs: stat.mtimeMs, text: `self.STADT=${town};\n${await fs.promises.readFile(file, 'utf8')}` };
      }
      res.send(kept.text);
    } catch {
      res.status(404).set('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Kein Service Worker gebaut.');
    }
  };
}
