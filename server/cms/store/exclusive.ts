/**
 * In-process mutual exclusion by name: the second caller of a name waits for the first. Enough for
 * SQLite, whose store belongs to one process; the PostgreSQL store adds an advisory lock around it.
 */
export function localExclusive() {
  const held = new Map<string, Promise<unknown>>();
  return async function exclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
    while (held.has(name)) await held.get(name)!.catch(() => {});
    const p = fn();
    held.set(name, p);
    try {
      return await p;
    } finally {
      held.delete(name);
    }
  };
}
