import loadable from '@loadable/component';
import type { PageEntry, PageModule } from './types';

/**
 * Code-split pages without loadable's babel and webpack plugins.
 *
 * loadable's object form lets us say ourselves when a chunk is ready: `isReady` and `requireSync`
 * read a registry of modules that `requireAsync` fills. Server and client both call `preload()` for
 * the matched route before rendering, so the first render (and hydration) is synchronous and the
 * client's first render equals the server HTML.
 */
const registry = new Map<string, PageModule>();
const pending = new Map<string, Promise<PageModule>>();

export function page(id: string, load: () => Promise<PageModule>): PageEntry {
  const requireAsync = (): Promise<PageModule> => {
    const ready = registry.get(id);
    if (ready) return Promise.resolve(ready);
    let p = pending.get(id);
    if (!p) {
      p = load().then(
        (mod) => {
          registry.set(id, mod);
          pending.delete(id);
          return mod;
        },
        (error: unknown) => {
          // Forget the failed attempt so a later navigation may try again.
          pending.delete(id);
          throw error;
        },
      );
      pending.set(id, p);
    }
    return p;
  };

  const Component = loadable<any>(
    {
      chunkName: () => id,
      isReady: () => registry.has(id),
      requireAsync,
      requireSync: () => registry.get(id),
      resolve: () => id,
    } as any,
    { resolveComponent: (mod: PageModule) => mod.default },
  );

  return {
    id,
    Component,
    preload: async () => {
      await requireAsync();
    },
  };
}

export function isPageLoaded(id: string): boolean {
  return registry.has(id);
}
