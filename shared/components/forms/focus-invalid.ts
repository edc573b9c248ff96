import { SCROLL_TO_INVALID_MS, SCROLL_TO_INVALID_OFFSET_PX } from '../../site/constants';

/** Room between the sticky header and the label of the field that gets the focus. */
const GAP_PX = 16;

/**
 * How far the sticky header reaches down the window: its real height (it differs with the width, the
 * text size and the zoom: about 92 px on a phone, 168 px from 1200 px), measured when it is needed.
 */
function stickyHeaderBottom(): number {
  const header = document.querySelector<HTMLElement>('.st-header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  if (position !== 'sticky' && position !== 'fixed') return 0;
  // Stuck at the top of the window its bottom is its height.
  return header.getBoundingClientRect().height;
}

/** What must be seen with the field: its label, hint and message (the field's box), or its group's legend. */
function boxOf(el: HTMLElement): HTMLElement {
  const box = el.closest<HTMLElement>('.st-form__field, .st-intranet__field, fieldset');
  if (box && box.getBoundingClientRect().height < window.innerHeight / 2) return box;
  // A tall box (the opening hours of a week): the field's own label is enough.
  const label = el.id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(el.id)}"]`) : null;
  return label ?? el;
}

/**
 * Scrolls a field into view with its label, hint and message below the sticky header (WCAG 2.2
 * "Focus Not Obscured", spec §5's 120 px as the least room above it) and focuses it.
 */
export function focusField(el: HTMLElement): void {
  const offset = Math.max(SCROLL_TO_INVALID_OFFSET_PX, stickyHeaderBottom() + GAP_PX);
  const top = boxOf(el).getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: 'auto' });
  el.focus({ preventScroll: true });
}

/**
 * Spec §5: after a failed submit, scroll to the first invalid field (after 250 ms) and focus it,
 * below the sticky header (focusField). `find` is asked when the time is up, so it sees the page as
 * rendered by then.
 */
export function focusInvalidField(find: () => HTMLElement | null | undefined): void {
  window.setTimeout(() => {
    const el = find();
    if (el) focusField(el);
  }, SCROLL_TO_INVALID_MS);
}
