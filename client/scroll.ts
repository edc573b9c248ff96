/** Scroll positions per history entry (spec §2.1: restored on back and forward). */
const KEY = 'st-scroll';

function read(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function saveScroll(key: string): void {
  try {
    const all = read();
    all[key] = window.scrollY;
    // Keep the store small: the last 50 entries are enough for back/forward.
    const keys = Object.keys(all);
    for (const k of keys.slice(0, Math.max(0, keys.length - 50))) delete all[k];
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Private mode or full storage: restoration is a convenience.
  }
}

export function savedScroll(key: string): number | undefined {
  return read()[key];
}

/** Scrolls to the element a URL hash names (by id, or a named anchor). Returns false if there is none. */
export function scrollToHash(hash: string): boolean {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  if (!id) return false;
  const el = document.getElementById(id) ?? document.getElementsByName(id)[0];
  if (!el) return false;
  el.scrollIntoView();
  return true;
}
