import { SCROLL_TO_INVALID_MS, SCROLL_TO_INVALID_OFFSET_PX } from '../../site/constants';

/**
 * Spec §5: after a failed submit, scroll to the first invalid field (after 250 ms, 120 px above it)
 * and focus it. `find` is asked when the time is up, so it sees the page as rendered by then.
 */
export function focusInvalidField(find: () => HTMLElement | null | undefined): void {
  window.setTimeout(() => {
    const el = find();
    if (!el) return;
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - SCROLL_TO_INVALID_OFFSET_PX, behavior: 'auto' });
    el.focus({ preventScroll: true });
  }, SCROLL_TO_INVALID_MS);
}
