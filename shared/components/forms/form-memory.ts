import { isControl, type Control } from './typed-values';

/**
 * What a person typed belongs to the form, whatever the script does (ADR 28).
 *
 * - Before hydration: typed-values.ts puts back what hydration wrote over; `fieldsOf` then reads the
 *   form as the browser would send it, for the page to take into its state (ActionForm's `adopt`).
 * - A failed send. With JavaScript a send that fails (no connection, a server that does not answer)
 *   keeps the form on the page, and a copy of its values in the tab's sessionStorage, so a reload
 *   brings them back (`saveForm`, `restoreSavedForm`). Never files, passwords or fields marked
 *   `data-transient` (a honeypot); the copy goes when the form was handled (`forgetSavedForm`) and with
 *   the tab.
 */

/** The form's fields as the browser sends them (without files): a name with several values as a list. */
export function fieldsOf(form: HTMLFormElement): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const had = out[name];
    out[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  return out;
}

/** Fields a copy never holds: files, passwords and fields the page marks as transient. */
const kept = (el: Control) =>
  !!el.name &&
  !el.disabled &&
  !el.hasAttribute('data-transient') &&
  !(el instanceof HTMLInputElement && (el.type === 'file' || el.type === 'password' || el.type === 'submit'));

/** The key of a form's copy: its page, its address and the names of its fields (several forms may share an address). */
function storageKey(form: HTMLFormElement): string {
  const names = [
    ...new Set(
      [...form.elements]
        .filter(isControl)
        .filter((el) => el.type !== 'hidden' && kept(el))
        .map((el) => el.name),
    ),
  ].sort();
  return `st-formular:${location.pathname}|${form.getAttribute('action') ?? ''}|${names.join(',')}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (with the cookies): the form stays on the page all the same.
    return null;
  }
}

/** Keeps a copy of the form's values in the tab's sessionStorage (never files or passwords); answers the copy's key. */
export function saveForm(form: HTMLFormElement): string {
  const key = storageKey(form);
  const values: [string, string][] = [];
  for (const el of form.elements) {
    if (!isControl(el) || !kept(el)) continue;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') && !el.checked) continue;
    if (el instanceof HTMLSelectElement) for (const o of el.selectedOptions) values.push([el.name, o.value]);
    else values.push([el.name, el.value]);
  }
  try {
    storage()?.setItem(key, JSON.stringify({ v: 1, values }));
  } catch {
    // Quota exceeded: the form stays on the page.
  }
  return key;
}

/** Writes the kept copy back into the form; true when there was one. */
export function restoreSavedForm(form: HTMLFormElement): boolean {
  type Copy = { v?: number; values?: unknown } | null;
  let copy: Copy;
  try {
    copy = JSON.parse(storage()?.getItem(storageKey(form)) ?? 'null') as Copy;
  } catch {
    return false;
  }
  if (copy?.v !== 1 || !Array.isArray(copy.values)) return false;
  const byName = new Map<string, string[]>();
  for (const pair of copy.values) {
    if (!Array.isArray(pair) || typeof pair[0] !== 'string' || typeof pair[1] !== 'string') continue;
    byName.set(pair[0], [...(byName.get(pair[0]) ?? []), pair[1]]);
  }
  const used = new Map<string, number>();
  for (const el of form.elements) {
    if (!isControl(el) || !kept(el)) continue;
    const values = byName.get(el.name);
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) el.checked = !!values?.includes(el.value);
    else if (el instanceof HTMLSelectElement) {
      if (values) for (const o of el.options) o.selected = values.includes(o.value);
    } else if (values) {
      // Fields of one name take the copy's values in order.
      const i = used.get(el.name) ?? 0;
      used.set(el.name, i + 1);
      if (values[i] !== undefined) el.value = values[i]!;
    }
  }
  return true;
}

/** Forgets the copy saved under `key` (saveForm's answer): the form was handled. */
export function forgetSavedForm(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
