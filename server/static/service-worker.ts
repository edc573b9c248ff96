import path from 'node:path';
import type { Request, Response } from 'express';

/**
 * The retiring service worker, served as /sw.js when SERVICE_WORKER=off: the kill switch for a worker
 * that misbehaves in visitors' browsers. Browsers look for an update of their worker on every
 * navigation; they find this one, which takes over at once, deletes the site's caches (the names
 * client/sw.ts gives them start with 'st-'), and unregisters itself. It has no fetch handler: from
 * then on every request goes to the network as if there never had been a worker. The pages still
 * register /sw.js; with the switch on, each such registration only repeats that clean-up. Set it back
 * to `on` (or remove it) and the next visit installs the normal worker again.
 */
export const RETIRING_SERVICE_WORKER = `// Stadt Musterstadt: Service Worker abgeschaltet (SERVICE_WORKER=off). Er löscht seine Caches und meldet sich ab.
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
 * no-cache makes browsers revalidate it on their update checks instead of using a day-old copy.
 */
export function serviceWorkerScript(options: { distDir: string; enabled: boolean }) {
  return (_req: Request, res: Response) => {
    res.set({ 'cache-control': 'no-cache', 'service-worker-allowed': '/' });
    res.type('text/javascript; charset=utf-8');
    if (!options.enabled) {
      res.send(RETIRING_SERVICE_WORKER);
      return;
    }
    res.sendFile(path.join(options.distDir, 'client', 'sw.js'), (error) => {
      if (error && !res.headersSent) res.status(404).set('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Kein Service Worker gebaut.');
    });
  };
}
