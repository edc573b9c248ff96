import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates, true from the render after it. For controls
 * that only work with JavaScript and are hidden without it: the server leaves them out of the HTML
 * (every page is smaller for it), and the browser adds them once the page's script runs. Hydration
 * sees the server's value, so it matches the HTML; React renders again at once with the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
