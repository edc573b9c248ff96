import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { UNSAFE_LocationContext, useLocation, useNavigate, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import { App } from '../shared/app/App';
import { FormSubmitContext, OFFLINE_MESSAGE, type SubmitForm } from '../shared/app/form-submit';
import { focusField } from '../shared/components/forms/focus-invalid';
import { documentTitle, type InitialData, type PageState } from '../shared/app/state';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { savedScroll, saveScroll, scrollToHash } from './scroll';

/** The code that fetches pages and sends forms: loaded at the first navigation or form, or when idle (again after a failed load). */
let navigation: Promise<typeof import('./navigation')> | null = null;
export const loadNavigation = () =>
  (navigation ??= import('./navigation').catch((error: unknown) => {
    navigation = null;
    throw error;
  }));
const fetchPage = (target: string, signal: AbortSignal) => loadNavigation().then((m) => m.fetchPage(target, signal));

/** Stands in for the history key of a page a form led to, until its address is pushed. */
const FORM_REDIRECT_KEY = 'formular';

function isInternal(href: string): boolean {
  try {
    return new URL(href, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * The app in the browser: keeps showing the current page while the next one's chunk and loader data
 * load, then swaps (so the old page never flashes empty), restores scroll on back/forward, scrolls to
 * a hash, and moves focus to the new page's heading for screen-reader users.
 */
export function ClientApp({ initial }: { initial: InitialData }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  // The page on screen and the location it belongs to change together, when the next page is ready.
  const [screen, setScreen] = useState<{ page: PageState; location: Location; navigationType: NavigationType }>({
    page: initial.page,
    location,
    navigationType,
  });
  const page = screen.page;
  const setPage = (next: PageState) => setScreen({ page: next, location, navigationType });
  const shown = useRef({ target: initial.page.pathname + initial.page.search, key: location.key });
  const pendingScroll = useRef<null | { key: string; pop: boolean; hash: string }>(null);
  /** Counts the form answers shown in place; each starts the page afresh. */
  const [pageKey, setPageKey] = useState(0);

  /** Pages are followed client-side; files (/api/…) and other sites are loaded by the browser. */
  const isPage = (target: string) => isInternal(target) && !new URL(target, window.location.href).pathname.startsWith('/api/');

  /**
   * A form's redirect (POST/redirect/GET): the target page is loaded first, then shown and its address
   * pushed at once, so the address never names a page that is not on screen yet. Also when the target
   * is the address already shown (the login at /intranet leads to /intranet).
   */
  const afterForm = async (location0: string) => {
    let target = location0;
    for (let hops = 0; hops < 5 && isPage(target); hops++) {
      const url = new URL(target, window.location.href);
      const path = url.pathname + url.search;
      const result = await fetchPage(path, new AbortController().signal);
      if (result.kind === 'redirect') {
        target = result.location;
        continue;
      }
      saveScroll(shown.current.key);
      shown.current = { target: path, key: FORM_REDIRECT_KEY };
      pendingScroll.current = { key: FORM_REDIRECT_KEY, pop: false, hash: url.hash };
      document.title = documentTitle(result.page.title);
      const next: Location = { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: FORM_REDIRECT_KEY };
      flushSync(() => setScreen({ page: result.page, location: next, navigationType: 'PUSH' as NavigationType }));
      navigate(path + url.hash);
      return;
    }
    window.location.assign(target);
  };

  /**
   * One form at a time: a second click while the answer is on its way sends nothing more. A send that
   * fails keeps the form on the page (ActionForm says so and keeps its values, ADR 28): it never falls
   * back to the browser's own POST, which offline ends on the browser's error page.
   */
  const sending = useRef(false);
  const submitForm: SubmitForm = async (form, submitter, handled) => {
    if (sending.current) return { kind: 'busy' };
    sending.current = true;
    document.documentElement.dataset.navigating = 'true';
    try {
      let post: typeof import('./navigation')['postForm'];
      try {
        post = (await loadNavigation()).postForm;
      } catch (error) {
        // The sending code cannot be loaded. Offline the form stays; online (a new release removed the
        // chunk) the browser sends the form itself and shows the server's answer.
        if (!navigator.onLine || !isChunkLoadError(error)) return { kind: 'failed', message: OFFLINE_MESSAGE };
        HTMLFormElement.prototype.submit.call(form);
        return { kind: 'handled' };
      }
      const answer = await post(form, submitter);
      if (answer.kind === 'failed') return answer;
      if (answer.kind === 'redirect') {
        // The form has been handled: whatever fails now, it is never sent again; the browser loads the target.
        handled?.();
        await afterForm(answer.location).catch((error: unknown) => {
          if (!(isChunkLoadError(error) && reloadForChunkError(answer.location))) window.location.assign(answer.location);
        });
        return { kind: 'handled' };
      }
      // The page again with the form's errors: same address, no new history entry, the page starts
      // afresh (as after a POST without JavaScript) and ActionForm focuses the first invalid field.
      document.title = documentTitle(answer.page.title);
      setScreen((s) => ({ ...s, page: answer.page }));
      setPageKey((k) => k + 1);
      return { kind: 'answered' };
    } catch (error) {
      // The answer's page chunk could not be loaded: the page reloads once (its copy brings the values back).
      if (isChunkLoadError(error) && navigator.onLine && reloadForChunkError(window.location.href)) return { kind: 'handled' };
      return { kind: 'failed', message: OFFLINE_MESSAGE };
    } finally {
      sending.current = false;
      delete document.documentElement.dataset.navigating;
    }
  };

  useEffect(() => {
    const target = location.pathname + location.search;
    if (shown.current.key === FORM_REDIRECT_KEY && target === shown.current.target) {
      // The page a form led to is on screen already (afterForm): it now gets its history entry.
      shown.current.key = location.key;
      setScreen((s) => ({ ...s, location, navigationType }));
      return;
    }
    if (target === shown.current.target) {
      // Same page, other hash (or a repeated click): only scroll.
      if (location.hash) scrollToHash(location.hash);
      shown.current.key = location.key;
      return;
    }
    const controller = new AbortController();
    document.documentElement.dataset.navigating = 'true';
    fetchPage(target, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.kind === 'redirect') {
          // Pages are followed client-side; files (/api/…) and other sites are loaded by the browser.
          if (isPage(result.location)) navigate(result.location, { replace: true });
          else window.location.assign(result.location);
          return;
        }
        saveScroll(shown.current.key);
        shown.current = { target, key: location.key };
        pendingScroll.current = { key: location.key, pop: navigationType === 'POP', hash: location.hash };
        document.title = documentTitle(result.page.title);
        setPage(result.page);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A chunk that cannot be loaded (spec §4: reload, at most once a minute) or anything else
        // (offline, unexpected answer): the browser loads the page itself. That cannot loop: a page
        // whose chunk fails at start stays server-rendered once the reload limit is reached.
        if (!(isChunkLoadError(error) && reloadForChunkError(target))) window.location.assign(target);
      })
      .finally(() => {
        if (!controller.signal.aborted) delete document.documentElement.dataset.navigating;
      });
    return () => controller.abort();
    // location.key changes on every navigation, including to the same URL.
  }, [location.key]);

  useLayoutEffect(() => {
    const p = pendingScroll.current;
    if (!p) return;
    pendingScroll.current = null;
    if (p.pop) window.scrollTo(0, savedScroll(p.key) ?? 0);
    else if (!(p.hash && scrollToHash(p.hash))) window.scrollTo(0, 0);
    if (!p.pop) {
      const heading = document.querySelector<HTMLElement>('#inhalt h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
    }
  }, [page]);

  // Links inside editorial HTML are plain <a>: follow internal ones client-side. A link of an error
  // summary to a field focuses the field with its label below the sticky header.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const toField = (e.target as Element | null)?.closest?.('.st-form__summary a[href^="#"], .st-intranet__error a[href^="#"]');
      if (toField instanceof HTMLAnchorElement && toField.hash.length > 1) {
        const field = document.getElementById(decodeURIComponent(toField.hash.slice(1)));
        if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) {
          e.preventDefault();
          focusField(field);
          return;
        }
      }
      const a = (e.target as Element | null)?.closest?.('[data-prose] a[href]');
      if (!(a instanceof HTMLAnchorElement) || a.target || a.hasAttribute('download')) return;
      const url = new URL(a.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
      e.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);

  // Everything inside sees the location of the page that is shown, not of the one still loading.
  return (
    <UNSAFE_LocationContext.Provider value={{ location: screen.location, navigationType: screen.navigationType }}>
      <FormSubmitContext.Provider value={submitForm}>
        <App initial={{ ...initial, page }} pageKey={pageKey} />
      </FormSubmitContext.Provider>
    </UNSAFE_LocationContext.Provider>
  );
}
