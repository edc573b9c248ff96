import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { pageEntryOf } from '../shared/app/page-entry';
import { INITIAL_DATA_ID, type InitialData } from '../shared/app/state';
import { ClientApp, loadNavigation } from './ClientApp';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { afterLoad, afterLoadWhenIdle, handleIslandLoadFailure, islandEmptied, whenIslandsHydrated } from '../shared/app/island';
import { captureTypedValues, stopCapturingTypedValues } from '../shared/components/forms/typed-values';

/**
 * Errors before the reporter has loaded (it is not needed for the first paint): kept here, sent by
 * client/report-errors.ts once it runs.
 */
const early: Array<ErrorEvent | PromiseRejectionEvent> = [];
const keep = (e: ErrorEvent | PromiseRejectionEvent) => void early.push(e);
addEventListener('error', keep);
addEventListener('unhandledrejection', keep);

function readInitialData(): InitialData | null {
  const el = document.getElementById(INITIAL_DATA_ID);
  try {
    return el?.textContent ? (JSON.parse(el.textContent) as InitialData) : null;
  } catch {
    return null;
  }
}

// An island whose chunk cannot be loaded (offline, a server restarting, a deployment that removed it)
// keeps the server's HTML and works as without JavaScript. The page is not loaded again: the visitor
// may be reading or typing into a form, and would lose their place and their input.
handleIslandLoadFailure(isChunkLoadError);

// The server renders the 'Vorlesen' button (ADR 70); a browser that cannot speak hides it (a11y.css).
if (!('speechSynthesis' in window)) document.documentElement.dataset.noSpeech = '';

function start(): void {
  // What the first paint does not need, after it: the error reporter (with the errors kept so far).
  void afterLoadWhenIdle().then(() =>
    import('./report-errors').then(
      (m) => {
        removeEventListener('error', keep);
        removeEventListener('unhandledrejection', keep);
        m.reportClientErrors(early.splice(0));
      },
      () => undefined,
    ),
  );
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const initial = readInitialData();
  const root = document.getElementById('app');
  // Without data the server-rendered page simply stays as it is: it works without JavaScript.
  if (!initial || !root) return;
  // What a person has typed so far, and types until the page is hydrated: hydration keeps it (ADR 28).
  captureTypedValues(root);
  // Load the page's chunk first, so the first client render equals the server HTML.
  pageEntryOf(initial.page)
    .preload()
    .then(() => {
      startTransition(() => {
        hydrateRoot(
          root,
          <BrowserRouter>
            <ClientApp initial={initial} />
          </BrowserRouter>,
          {
            // React's own default (reportError, which the error reporter sends), except for the
            // mismatch of an island whose module could not load and that was emptied on purpose
            // (shared/app/island.tsx): the next full page load brings it back.
            onRecoverableError: (error) => {
              if (islandEmptied()) return;
              if (typeof reportError === 'function') reportError(error);
              else console.error(error);
            },
          },
        );
      });
      // The islands (header, footer, …) hydrate after the page: the page counts as hydrated (and the
      // stylesheet swaps the no-JavaScript menu and search links for their buttons) once they have.
      // The navigation code next (small, and the first click should not wait for it).
      loadNavigation().catch(() => undefined);
      void whenIslandsHydrated().then(() => {
        stopCapturingTypedValues();
        document.documentElement.dataset.hydrated = 'true';
        import('./prefetch-store').then(
          (m) => m.startPrefetchWhenIdle(),
          () => undefined,
        );
      });
    })
    .catch((error: unknown) => {
      if (isChunkLoadError(error)) reloadForChunkError(location.href);
      else throw error;
    });
}

start();

// Spec §7: the service worker at the site root, registered once the page has loaded so it never
// competes with the page's own requests. The entry starts after the first paint (ADR 25), when the
// page may have loaded already. (The scope defaults to the script's folder, the root.)
if ('serviceWorker' in navigator) afterLoad(() => void navigator.serviceWorker.register('/sw.js').catch(() => {}));
