import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { pageEntryFor } from '../shared/routes';
import { INITIAL_DATA_ID, type InitialData } from '../shared/app/state';
import { ClientApp } from './ClientApp';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { reportClientErrors } from './report-errors';
import { startPrefetchWhenIdle } from './prefetch-store';

function readInitialData(): InitialData | null {
  const el = document.getElementById(INITIAL_DATA_ID);
  try {
    return el?.textContent ? (JSON.parse(el.textContent) as InitialData) : null;
  } catch {
    return null;
  }
}

function start(): void {
  reportClientErrors();
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const initial = readInitialData();
  const root = document.getElementById('app');
  // Without data the server-rendered page simply stays as it is: it works without JavaScript.
  if (!initial || !root) return;
  // Load the page's chunk first, so the first client render equals the server HTML.
  pageEntryFor(initial.page)
    .preload()
    .then(() => {
      hydrateRoot(
        root,
        <BrowserRouter>
          <ClientApp initial={initial} />
        </BrowserRouter>,
      );
      document.documentElement.dataset.hydrated = 'true';
      startPrefetchWhenIdle();
    })
    .catch((error: unknown) => {
      if (isChunkLoadError(error)) reloadForChunkError(location.href);
      else throw error;
    });
}

start();

// Spec §7: the service worker at the site root, registered once the page has loaded so it never
// competes with the page's own requests.
// (Module scripts run before 'load'. The scope defaults to the script's folder, the root.)
if ('serviceWorker' in navigator) addEventListener('load', () => navigator.serviceWorker.register('/sw.js').catch(() => {}));
