import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { FOCUS_DELAY_ACCESS_KEY_MENU_MS, FOCUS_DELAY_MOBILE_MENU_MS, FOCUS_DELAY_SEARCH_MS } from '../../site/constants';
import { HELP_ID, SEARCH_INPUT_ID, TOP_ID } from './access-keys';
import { accessKeysHtml } from './access-keys.server';
import { useSite } from '../../app/site-context';
import { hasAddressContent } from '../../site/menu-state';

/*
 * The markup comes from the server (access-keys.server.tsx returns undefined in the browser).
 * Hydration keeps it, because React leaves the inside of dangerouslySetInnerHTML alone when
 * hydrating; the first mount copies the untouched markup into this object, so that a block mounted
 * later (after a switch of layout) has it too. React compares the __html strings, so it never rewrites
 * a block that is already on the page.
 */
const MARKUP = { __html: '' };

/** Is an access-key modifier (Alt, Control) held? Chromium clicks the link before the digit's keydown. */
let modifierHeld = false;
if (typeof window !== 'undefined') {
  const track = (e: KeyboardEvent) => {
    modifierHeld = e.altKey || e.ctrlKey;
  };
  addEventListener('keydown', track, true);
  addEventListener('keyup', track, true);
}

/**
 * A target inside a collapsed panel (a mobile menu, a search panel) has no boxes: open the panel with
 * its own toggle button. Returns true when it did.
 */
function reveal(el: HTMLElement): boolean {
  if (el.getClientRects().length) return false;
  for (const b of document.querySelectorAll<HTMLElement>('[aria-controls][aria-expanded="false"]')) {
    const controlled = document.getElementById(b.getAttribute('aria-controls') as string);
    if (controlled?.contains(el)) {
      b.click();
      return true;
    }
  }
  return false;
}

/**
 * Focuses the target of an in-page shortcut after the delays of spec §9: 10 ms for the search, 500 ms
 * for the menu via access key, which is also what the menu gets when its mobile panel has to open
 * first (the panel itself focuses its close button after 50 ms).
 */
function goTo(hash: string, viaAccessKey: boolean): void {
  let el = document.getElementById(hash.slice(1));
  if (!el) return;
  const menu = hash === '#hauptnavigation';
  if (menu) el = el.querySelector<HTMLElement>('a[href]') || el;
  const revealed = reveal(el);
  let delay = revealed ? FOCUS_DELAY_MOBILE_MENU_MS : 0;
  if (hash === `#${SEARCH_INPUT_ID}`) delay = FOCUS_DELAY_SEARCH_MS;
  if (menu && (viaAccessKey || revealed)) delay = FOCUS_DELAY_ACCESS_KEY_MENU_MS;
  if (hash === `#${TOP_ID}`) scrollTo(0, 0);
  const target = el;
  setTimeout(() => {
    // The footer is a landmark, not a control: make it focusable first.
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  }, delay);
}

/**
 * Turns the links to the help panel into disclosure buttons and handles the shortcuts. Returns the
 * function that closes the panel.
 */
function enhance(root: HTMLElement): (returnFocus: boolean) => void {
  const panel = root.querySelector<HTMLElement>(`#${HELP_ID}`);
  if (!panel) return () => {};
  let opener: HTMLElement | null = null;
  const toggles = [...root.querySelectorAll<HTMLAnchorElement>(`a[href="#${HELP_ID}"]`)].map((a) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = a.className;
    b.textContent = a.textContent;
    if (a.accessKey) b.accessKey = a.accessKey;
    b.setAttribute('aria-controls', HELP_ID);
    a.replaceWith(b);
    return b;
  });
  const close = panel.querySelector('button');
  if (close) close.hidden = false;

  const set = (open: boolean) => {
    panel.hidden = !open;
    panel.classList.toggle('st-help--open', open);
    for (const t of toggles) t.setAttribute('aria-expanded', String(open));
  };
  const hide = (returnFocus: boolean) => {
    if (panel.hidden) return;
    set(false);
    // Back to the button that opened the panel, or to a visible one (below 992 px the '1' is hidden).
    if (returnFocus) [opener, ...toggles].find((b) => b?.getClientRects().length)?.focus();
  };
  set(location.hash === `#${HELP_ID}`);

  root.addEventListener('click', (e) => {
    const el = (e.target as Element).closest<HTMLElement>('a, button');
    if (!el) return;
    if (el === close) hide(true);
    else if (toggles.includes(el as HTMLButtonElement)) {
      if (!panel.hidden) return hide(true);
      opener = el;
      set(true);
      // Into the panel, so that screen readers read it and Tab continues there.
      panel.focus();
    } else if (el.getAttribute('href')?.startsWith('#')) {
      e.preventDefault();
      // A click without a pointer (detail 0) while Alt or Control is held came from the access key.
      goTo(el.getAttribute('href') as string, e.detail === 0 && modifierHeld);
    }
    // Links to pages (7, 8, the help text's links) are followed client-side by ClientApp (data-prose).
  });
  root.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') hide(true);
  });
  return hide;
}

/**
 * Spec §2.8: the shortcut block 'Tastaturbedienung' with access keys 1–8 at the top of every layout,
 * visible when focused like the skip links, and the help panel. The server's markup works without
 * JavaScript (AccessKeysMarkup.tsx); with JavaScript the focus delays of spec §9 apply and 'Hilfe'
 * becomes a disclosure button that opens and closes the panel (Escape closes it and returns focus).
 */
export function AccessKeys() {
  const { pathname } = useLocation();
  const { site } = useSite();
  const html = accessKeysHtml({
    seitenbedienung: hasAddressContent(site.content, '/rathaus/seitenbedienung/'),
    barrierefreiheit: hasAddressContent(site.content, '/rathaus/barrierefreiheit/'),
  });
  const root = useRef<HTMLDivElement>(null);
  const hide = useRef<(returnFocus: boolean) => void>(() => {});
  const shownPath = useRef(pathname);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    MARKUP.__html ||= el.innerHTML;
    hide.current = enhance(el);
  }, []);
  // Any route change closes the panel (spec §4); ClientApp moves the focus to the new page.
  useEffect(() => {
    if (shownPath.current !== pathname) hide.current(false);
    shownPath.current = pathname;
  }, [pathname]);

  return <div className="st-a11y" data-prose="" ref={root} dangerouslySetInnerHTML={html === undefined ? MARKUP : { __html: html }} suppressHydrationWarning />;
}
