/**
 * What is typed before hydration stays (ADR 28). On a slow line the form is on screen seconds before
 * its script; whatever is typed, chosen, ticked or autofilled then is in the page's fields. React keeps
 * most of it when it hydrates, but writes a textarea's server text over what was typed into it. The
 * entry starts `captureTypedValues` before it hydrates: it notes each field's state then and at every
 * input until the page is hydrated, and ActionForm's `restoreTypedValues` puts back what React wrote
 * over. A module of its own: the entry loads it with the first script, the rest of the forms' memory
 * (form-memory.ts) comes with the pages that have forms.
 */

/** A control as this module reads it: its value, or for a box or a button its state. */
export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const typed = new WeakMap<Element, string>();
let listening = false;

export const isControl = (el: unknown): el is Control => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** The state of a control as one text: a box's tick, a list's choices, else the value. */
function stateOf(el: Control): string {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return el.checked ? '1' : '0';
  if (el instanceof HTMLSelectElement) return [...el.selectedOptions].map((o) => o.value).join('\n');
  return el.value;
}

function setState(el: Control, state: string): void {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) el.checked = state === '1';
  else if (el instanceof HTMLSelectElement) {
    const chosen = state.split('\n');
    for (const o of el.options) o.selected = chosen.includes(o.value);
  } else if (!(el instanceof HTMLInputElement && el.type === 'file')) el.value = state;
}

const note = (e: Event) => {
  if (isControl(e.target)) typed.set(e.target, stateOf(e.target));
};

/**
 * Notes the state of every field in the page, and of each field a person changes from now on: called
 * by the entry before it hydrates. `stopCapturingTypedValues` ends it once the page is hydrated.
 */
export function captureTypedValues(root: ParentNode = document): void {
  for (const el of root.querySelectorAll('input, textarea, select')) if (isControl(el)) typed.set(el, stateOf(el));
  if (listening) return;
  listening = true;
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
}

export function stopCapturingTypedValues(): void {
  listening = false;
  document.removeEventListener('input', note, true);
  document.removeEventListener('change', note, true);
}

/** Puts back what a person typed before hydration where hydration wrote over it; true when it did. */
export function restoreTypedValues(form: HTMLFormElement): boolean {
  let changed = false;
  for (const el of form.elements) {
    if (!isControl(el) || !typed.has(el)) continue;
    const state = typed.get(el)!;
    if (stateOf(el) !== state) {
      setState(el, state);
      changed = true;
    }
  }
  return changed;
}
