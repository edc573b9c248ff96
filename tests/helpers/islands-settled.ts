import { afterAll } from 'vitest';

/**
 * An island starts loading its module when it is defined on the server (shared/app/island.tsx), so a
 * test file that only imports a component with an island (the events filter's date picker) leaves an
 * import running. Each file waits for those before it ends: otherwise the worker can be torn down
 * while the import still runs, and vitest fails the file that happens to be last.
 */
afterAll(async () => {
  const { islandsReady } = await import('../../shared/app/island');
  await islandsReady();
});
