import type { Suggestion } from '../../parts/suche/contract';

export interface SuggestOptions {
  /** Client-side navigation to the page of a suggestion. */
  navigate: (to: string) => void;
  /** Pause between typing and asking for suggestions (spec §9 minimum fetch delay). */
  delay: number;
}

/** Suggestions start with this many characters. */
const MIN_CHARS = 2;

function countText(n: number): string {
  if (n === 0) return 'Keine Vorschläge';
  return n === 1 ? '1 Vorschlag' : `${n} Vorschläge`;
}

function span(className: string, text: string): HTMLSpanElement {
  const el = document.createElement('span');
  el.className = className;
  el.textContent = text;
  return el;
}

/**
 * As-you-type suggestions for a search field: turns the existing input into an ARIA 1.2 combobox
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/) with a
 * listbox and a polite live region, both put into `box` (an empty element SearchForm renders for
 * them, so React's own nodes are never touched).
 *
 * Plain DOM on purpose: SearchForm loads this module on the first focus of the field, and a module
 * without imports of its own leaves the chunks of the first-load JavaScript as they are.
 *
 * ↓/↑ move through the list (focus stays in the field, aria-activedescendant names the option),
 * Enter on an option goes there, Enter without one submits the form as before, Escape closes the
 * list, leaving the field closes it too.
 */
export function enhanceSearchField(input: HTMLInputElement | null, box: HTMLElement | null, { navigate, delay }: SuggestOptions): void {
  // Not mounted (any more), or enhanced at an earlier focus.
  if (!input || !box || input.getAttribute('role') === 'combobox') return;
  const listId = `${input.id}-vorschlaege`;
  const list = document.createElement('ul');
  list.id = listId;
  list.className = 'st-suggest';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Suchvorschläge');
  list.hidden = true;
  const status = document.createElement('div');
  status.className = 'st-visually-hidden';
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  box.append(list, status);

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', listId);
  input.setAttribute('aria-expanded', 'false');

  let items: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;

  const setActive = (i: number) => {
    active = i;
    Array.from(list.children).forEach((li, j) => li.setAttribute('aria-selected', String(j === i)));
    const option = list.children[i];
    if (option) {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  };
  const show = (open: boolean) => {
    list.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (!open) setActive(-1);
  };
  const render = (next: Suggestion[]) => {
    items = next;
    list.replaceChildren(
      ...next.map((s, i) => {
        const li = document.createElement('li');
        li.id = `${listId}-${i}`;
        li.className = 'st-suggest__option';
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', 'false');
        // Text nodes only: titles come from the CMS and are never parsed as HTML.
        li.append(span('st-suggest__title', s.titel), span('st-visually-hidden', ', '), span('st-suggest__kategorie', s.kategorie));
        return li;
      }),
    );
  };
  const choose = (s: Suggestion) => {
    show(false);
    // Suggestions are pages; should one ever be a file of the CMS, the browser must fetch it itself.
    if (s.url.startsWith('/api/')) window.location.assign(s.url);
    else navigate(s.url);
  };

  const lookup = () => {
    request?.abort();
    const q = input.value.trim();
    if (Array.from(q).length < MIN_CHARS) {
      render([]);
      show(false);
      status.textContent = '';
      return;
    }
    const r = new AbortController();
    request = r;
    fetch(`/api/cms/suche/vorschlaege?q=${encodeURIComponent(q)}`, { headers: { accept: 'application/json' }, signal: r.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ data?: unknown }>) : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((body) => {
        if (r.signal.aborted) return;
        const next = Array.isArray(body.data) ? (body.data as Suggestion[]) : [];
        render(next);
        show(next.length > 0 && document.activeElement === input);
        status.textContent = countText(next.length);
      })
      // Suggestions are a convenience: without them the form still submits.
      .catch(() => {});
  };

  const onInput = () => {
    clearTimeout(timer);
    timer = setTimeout(lookup, delay);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.isComposing || e.altKey || e.ctrlKey || e.metaKey) return;
    const open = !list.hidden;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (items.length === 0) return;
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      show(true);
      if (!open) setActive(down ? 0 : items.length - 1);
      else setActive(down ? (active + 1) % items.length : active <= 0 ? items.length - 1 : active - 1);
    } else if (e.key === 'Enter') {
      const s = open ? items[active] : undefined;
      if (s) {
        e.preventDefault();
        choose(s);
      }
    } else if (e.key === 'Escape' && open) {
      // Only the list closes; the header's search panel (listening further up) stays open.
      e.preventDefault();
      e.stopPropagation();
      show(false);
    }
  };
  const onClick = (e: MouseEvent) => {
    const li = (e.target as Element).closest('li');
    const s = li ? items[Array.prototype.indexOf.call(list.children, li)] : undefined;
    if (s) choose(s);
  };

  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onKeyDown);
  input.addEventListener('blur', () => show(false));
  // Keeps the focus in the field, so the list does not close before the click.
  list.addEventListener('mousedown', (e) => e.preventDefault());
  list.addEventListener('click', onClick);
  // Text typed while this module was loading.
  if (input.value !== input.defaultValue) onInput();
}
