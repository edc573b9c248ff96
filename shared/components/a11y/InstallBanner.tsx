import { useEffect, useRef } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

const DISMISSED_KEY = 'st-app-banner-aus';

/*
 * The browser may fire `beforeinstallprompt` before React has mounted: catch it as soon as this module
 * runs and keep it. preventDefault() replaces the browser's own mini-infobar with the banner.
 */
let deferred: BeforeInstallPromptEvent | null = null;
let onPrompt: (() => void) | null = null;
if (typeof window !== 'undefined') {
  addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as BeforeInstallPromptEvent;
    onPrompt?.();
  });
}

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * iOS has no install prompt: Safari adds to the home screen from the share menu. iPhones and iPads
 * (which report themselves as Macs with touch) get a closer look in install-offer.ts.
 */
const maybeIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

/**
 * Spec §2.8: a banner on the main layout that offers the site as a web app for the home screen.
 * Only with JavaScript, only when the browser can install (beforeinstallprompt) or on iOS Safari
 * outside the installed app. The region is polite, so the banner is announced when it appears.
 *
 * React renders only the empty region; the banner itself (install-offer.ts, plain DOM) loads when
 * there is something to offer. A lazy React component would split React and the router into
 * separate first-load chunks and cost more than the banner weighs.
 */
export function InstallBanner() {
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = region.current;
    if (!el || dismissed()) return;
    let active = true;
    const close = () => {
      el.replaceChildren();
      // The focused button is gone: keep the keyboard position where the banner was.
      el.focus();
    };
    const show = (kind: 'prompt' | 'ios') =>
      import('./install-offer').then(
        (m) => {
          if (!active || (kind === 'ios' && !m.iosSafariInBrowser())) return;
          m.showInstallOffer(el, kind, {
            install() {
              const prompt = deferred;
              deferred = null;
              close();
              // The prompt can be used once; whatever the visitor chooses, the banner has done its job.
              prompt?.prompt().catch(() => {});
            },
            never() {
              try {
                localStorage.setItem(DISMISSED_KEY, '1');
              } catch {
                // Private mode: hidden for this page view only.
              }
              close();
            },
          });
        },
        () => {},
      );
    onPrompt = () => show('prompt');
    if (deferred) onPrompt();
    else if (maybeIos()) show('ios');
    const installed = () => {
      deferred = null;
      el.replaceChildren();
    };
    addEventListener('appinstalled', installed);
    return () => {
      active = false;
      onPrompt = null;
      removeEventListener('appinstalled', installed);
    };
  }, []);

  return <div className="st-install" ref={region} tabIndex={-1} aria-live="polite" />;
}
