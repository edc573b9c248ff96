import { createElement, lazy, Suspense, useContext, useEffect, useState, type ComponentType } from 'react';
import { FRAGMENT_TAG, FragmentContext } from './fragments';

/**
 * Parts of the page whose script loads after the page's own (ADR 19, docs/performance.md): the header
 * with its menus, the footer, the access-key help, the read-aloud button, the install offer. The
 * server renders them in full; in the browser each sits in a Suspense boundary around a lazy
 * component, so React hydrates the rest of the page first and keeps the server's HTML of the island as
 * it is until its chunk has arrived, then hydrates it too. Until then the island works as without
 * JavaScript (links, the menu and the search as in-page targets).
 *
 * `when`: 'now' loads the chunk as soon as hydration starts (the header); 'idle' after the page's
 * load event, when the browser is idle (what the first paint and the first interaction do not need);
 * `{ visible }` when the island's element (found in the server's HTML by the selector `visible`
 * returns for the island's props) comes near the screen or a person points at, touches or focuses it
 * (ADR 61: below the fold, or only there for a person: the footer, the date picker); `{ touched }` at
 * a person's first interaction with the page (a pointer moved or pressed, a touch, a key, a focus;
 * ADR 70: what only reacts to a person, such as the header's menus, the sidebar, read-aloud, the
 * access keys), and a click on a button inside its element (the selector `touched` returns) before it
 * has hydrated is repeated once it has. An island of the first page that is still waiting loads at
 * the first navigation, before the next page is shown (wakeIslands), and on later pages every island
 * loads at once.
 */
/** `touched` returns the selector of the island's element whose button clicks are repeated ('' for none). */
type When<P> = 'now' | 'idle' | { visible: (props: P) => string } | { touched: (props: P) => string };

/** Islands whose module is being loaded. */
const loading = new Set<Promise<unknown>>();

/**
 * Resolves when every island defined so far whose module is loading has loaded. The server loads each
 * island when it is defined, so its renders are synchronous (called at start and after a page's chunk
 * has loaded); the browser's navigation waits for the islands of the next page before showing it.
 */
export function islandsReady(): Promise<unknown> {
  return loading.size ? Promise.all([...loading]) : Promise.resolve();
}

/** Calls `then` after the load event: at once when the page has loaded before the script ran (ADR 25). */
export function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else addEventListener('load', then, { once: true });
}

/** Resolves after the load event, once the browser is idle (at the latest 3 s after it). */
export function afterLoadWhenIdle(): Promise<void> {
  return new Promise((resolve) =>
    afterLoad(() => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 3_000 }) : setTimeout(resolve, 200))),
  );
}

/** The one moment all 'idle' islands start loading (the browser only). */
let idleGate: Promise<void> | null = null;
let idlePassed = false;
const whenIdle = () =>
  (idleGate ??= afterLoadWhenIdle().then(() => {
    idlePassed = true;
  }));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the islands of the first load have loaded and React has had the time to hydrate them:
 * from then on everything on the page is interactive (the entry marks the page hydrated then).
 */
export async function whenIslandsHydrated(): Promise<void> {
  await whenIdle();
  await nextTask();
  await islandsReady();
  await nextTask();
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  await nextTask();
  settled = true;
}

/** Set once the first page has hydrated: islands rendered from then on load at once. */
let settled = false;

/** Set once a navigation has woken the waiting islands (wakeIslands). */
let navigated = false;
/**
 * Islands whose module could not be loaded (offline, a deployment that removed it): their HTML stays
 * as the server sent it, until a navigation. React holds back a transition that reaches an island it
 * has not hydrated until it can hydrate it, so a navigation lets each of them render nothing instead;
 * the next full page load brings it back.
 */
const stuck = new Set<(empty: { default: ComponentType<never> }) => void>();
const EMPTY = { default: () => null };
/**
 * Set once an island that never hydrated was told to render nothing: React then finds its server HTML
 * different from the (empty) render and reports a recoverable hydration error for it. That is this
 * module's own doing, not a page whose server and browser disagree (the entry does not report it).
 */
let emptied = false;
export function islandEmptied(): boolean {
  return emptied;
}

/** The islands waiting for their element to be seen or touched: each loads when called. */
const waiting = new Set<() => void>();
/** Every island that waits to be seen, by its loader: a navigation loads them all (wakeIslands). */
const deferred = new Set<() => Promise<unknown>>();

/**
 * Before a navigation shows the next page: every island still waiting loads (an update reaching an
 * island whose HTML React has not hydrated yet would replace it), and so does every island of that
 * kind not on this page, so that the next page shows them at once; the promise resolves once all
 * islands have loaded.
 */
export function wakeIslands(): Promise<unknown> {
  settled = true;
  navigated = true;
  if (stuck.size) emptied = true;
  for (const give of stuck) give(EMPTY);
  stuck.clear();
  for (const wake of [...waiting]) wake();
  for (const get of deferred) void get().catch(() => undefined);
  deferred.clear();
  return islandsReady();
}

/**
 * The router's own changes of the address wake the islands too, before it renders: the footer reads
 * the location, and React holds back a transition that reaches an island it has not hydrated until it
 * can hydrate it, so an island still waiting to be seen would hold the next page back for good. Every
 * change of the address goes through pushState/replaceState (links, filters, the search's
 * suggestions) or popstate (back and forward), so those wake them; a replaceState that keeps the
 * address (the router's own on start) does not.
 */
if (typeof window !== 'undefined' && typeof history !== 'undefined') {
  const wake = () => void wakeIslands().catch(() => undefined);
  addEventListener('popstate', wake, true);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, data: unknown, unused: string, url?: string | URL | null) {
      if (method === 'pushState' || (url != null && new URL(url, location.href).href !== location.href)) wake();
      return original.call(this, data, unused, url);
    };
  }
}

/** Margin around the screen within which an element counts as seen: its island is ready on arrival. */
const NEAR = '200px 0px';
/** A person turning to an element: the pointer over it, a press, a touch, focus entering it, a key in it. */
const TOUCHES = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Resolves when the element `selector` names comes near the screen or a person turns to it (TOUCHES),
 * or when wakeIslands is called. Without the element (or an IntersectionObserver) at once.
 * The touches are heard on the window before anything else: React stops an event inside a boundary it
 * has not hydrated yet at its root, so a listener on the island's element itself would never hear it.
 */
function whenSeen(selector: string): Promise<void> {
  const el = document.querySelector(selector);
  if (settled || !el || !('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const touch = (e: Event) => e.target instanceof Node && el.contains(e.target) && wake();
    const wake = () => {
      waiting.delete(wake);
      view.disconnect();
      for (const type of TOUCHES) removeEventListener(type, touch, true);
      resolve();
    };
    const view = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), { rootMargin: NEAR });
    view.observe(el);
    for (const type of TOUCHES) addEventListener(type, touch, { capture: true, passive: true });
    waiting.add(wake);
  });
}

/** What counts as a person's first interaction with the page (ADR 70). */
const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
let interacted: Promise<void> | null = null;

/**
 * Resolves at a person's first interaction with the page, or when wakeIslands is called (at once once
 * the first page has hydrated and a navigation happened). One listener per kind for all islands.
 */
function whenTouched(): Promise<void> {
  if (settled) return Promise.resolve();
  return (interacted ??= new Promise<void>((resolve) => {
    const wake = () => {
      waiting.delete(wake);
      for (const type of INTERACTIONS) removeEventListener(type, wake, true);
      resolve();
    };
    for (const type of INTERACTIONS) addEventListener(type, wake, { capture: true, passive: true });
    waiting.add(wake);
  }));
}

/**
 * `html[data-touched=true]` once a person's first interaction has loaded the islands that waited for it
 * and React has hydrated them (and the page itself has hydrated): from then on the page is what it is
 * for a person using it (the browser tests wait for it).
 */
if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  void whenTouched()
    .then(() => whenIslandsHydrated())
    .then(() => {
      document.documentElement.dataset.touched = 'true';
    });
}

/**
 * Buttons clicked inside an island that has not hydrated yet (React drops such a click: the element
 * has no handler yet), by the island's selector; repeated once that island has hydrated. Links need
 * nothing: the browser follows them as without JavaScript.
 */
const clicked = new Map<string, HTMLElement | null>();
if (typeof window !== 'undefined') {
  addEventListener(
    'click',
    (e) => {
      if (!e.isTrusted || !clicked.size) return;
      const button = (e.target as Element | null)?.closest?.('button');
      if (!button) return;
      for (const selector of clicked.keys()) if (button.closest(selector)) clicked.set(selector, button);
    },
    true,
  );
}

/** The island's component, which repeats the click its element received before it hydrated. */
function replaying<P extends object>(Component: ComponentType<P>, selector: string): ComponentType<P> {
  return function Replaying(props: P) {
    useEffect(() => {
      const button = clicked.get(selector);
      clicked.delete(selector);
      if (button?.isConnected) button.click();
    }, []);
    return createElement(Component, props);
  };
}

/** Decides about a module that failed to load; true: the island stays as the server rendered it. */
type LoadFailure = (error: unknown) => boolean;
let onLoadFailure: LoadFailure = () => false;

/**
 * Set by the browser's entry: what happens when an island's module cannot be loaded (offline before it
 * was ever fetched, or removed by a new deployment). Without an answer the error reaches React, which
 * would take the whole server-rendered page off the screen.
 */
export function handleIslandLoadFailure(handler: LoadFailure): void {
  onLoadFailure = handler;
}

/**
 * A component whose server HTML may be kept (./fragments.ts) names itself and everything its HTML
 * depends on besides the site data (whose generation the server's scope adds): `useKey` is called
 * during the server render only, so it may use hooks. Its HTML must start and end with an element and
 * contain no useId, since the markers around it are its siblings on the server only. It lives on the
 * component, so what the key needs loads with the island's chunk, not with the page's first script.
 */
export type KeptComponent<P> = ComponentType<P> & { fragment?: { name: string; useKey: (props: P) => string } };

export function island<P extends object>(load: () => Promise<ComponentType<P>>, when: When<P> = 'now'): ComponentType<P> {
  const onServer = typeof window === 'undefined';
  let loaded: ComponentType<P> | null = null;
  let promise: Promise<{ default: ComponentType<P> }> | null = null;
  const get = () => {
    if (!promise) {
      promise = load().then((component) => {
        loaded = component;
        return { default: component };
      });
      const tracked = promise.catch(() => undefined);
      loading.add(tracked);
      void tracked.finally(() => loading.delete(tracked));
    }
    return promise;
  };
  // The server at once; the browser at once for the header, and for islands of a page that a
  // navigation loaded (the page is hydrated already, nothing to wait for).
  const visible = typeof when === 'object' && 'visible' in when ? when.visible : null;
  const touched = typeof when === 'object' && 'touched' in when ? when.touched : null;
  if ((visible || touched) && !onServer) deferred.add(get);
  if (onServer || when === 'now' || (idlePassed && when === 'idle') || settled) void get().catch(() => undefined);
  // A module that does not arrive: while hydrating, React keeps the server's HTML of the island.
  const failed = (error: unknown): Promise<{ default: ComponentType<P> }> | { default: ComponentType<P> } => {
    if (!onLoadFailure(error)) throw error;
    if (navigated) {
      emptied = true;
      return EMPTY;
    }
    return new Promise((resolve) => stuck.add(resolve as (empty: { default: ComponentType<never> }) => void));
  };
  const Lazy = lazy(() => (promise ? get() : whenIdle().then(get)).catch(failed));
  /** For an island that waits to be seen: one lazy component per element, loading when it is seen. */
  const lazyWhenSeen = (props: P) => lazy(() => (promise || settled ? get() : whenSeen(visible!(props)).then(get)).catch(failed));
  /** For an island that waits for a person: loading at the first interaction, repeating a click on its element. */
  const lazyWhenTouched = (props: P) => {
    if (promise || settled) return Lazy;
    const selector = touched!(props);
    if (selector) clicked.set(selector, null);
    return lazy(() =>
      whenTouched()
        .then(get)
        .then((m) => (selector ? { default: replaying(m.default, selector) } : m))
        .catch(failed),
    );
  };
  /** The server's render of a kept island (the scope's answer decides; never in the browser). */
  function KeptServerIsland({ props, Component }: { props: P; Component: KeptComponent<P> }) {
    const scope = useContext(FragmentContext);
    const key = `${Component.fragment!.name}\u0000${Component.fragment!.useKey(props)}`;
    const answer = scope?.use(key);
    const content = (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
    if (!answer) return content;
    if (answer.mode === 'use') return createElement(FRAGMENT_TAG, { 'data-id': answer.id, 'data-mode': 'use' });
    return (
      <>
        {createElement(FRAGMENT_TAG, { 'data-id': answer.id, 'data-mode': 'start' })}
        {content}
        {createElement(FRAGMENT_TAG, { 'data-id': answer.id, 'data-mode': 'end' })}
      </>
    );
  }
  function Island(props: P) {
    if (onServer && (loaded as KeptComponent<P> | null)?.fragment) return <KeptServerIsland props={props} Component={loaded!} />;
    // Loaded already: rendered (or hydrated) at once. Otherwise the lazy component, which keeps the
    // server's HTML while hydrating. One component type per instance, or React would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (onServer ? Lazy : visible ? lazyWhenSeen(props) : touched ? lazyWhenTouched(props) : Lazy));
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Island;
}
