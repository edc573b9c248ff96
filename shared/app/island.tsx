import { createElement, lazy, Suspense, useContext, useState, type ComponentType } from 'react';
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
 * load event, when the browser is idle (what the first paint and the first interaction do not need).
 */
type When = 'now' | 'idle';

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

/** A module that never arrives: while hydrating, React keeps the server's HTML of the island. */
const never = new Promise<never>(() => undefined);

/**
 * A component whose server HTML may be kept (./fragments.ts) names itself and everything its HTML
 * depends on besides the site data (whose generation the server's scope adds): `useKey` is called
 * during the server render only, so it may use hooks. Its HTML must start and end with an element and
 * contain no useId, since the markers around it are its siblings on the server only. It lives on the
 * component, so what the key needs loads with the island's chunk, not with the page's first script.
 */
export type KeptComponent<P> = ComponentType<P> & { fragment?: { name: string; useKey: (props: P) => string } };

export function island<P extends object>(load: () => Promise<ComponentType<P>>, when: When = 'now'): ComponentType<P> {
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
  if (onServer || when === 'now' || idlePassed) void get().catch(() => undefined);
  const Lazy = lazy(() =>
    (promise ? get() : whenIdle().then(get)).catch((error: unknown) => {
      if (onLoadFailure(error)) return never;
      throw error;
    }),
  );
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
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Island;
}
