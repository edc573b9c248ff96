import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';

/**
 * The hero slider enhancement (spec §2.5, §9). Loaded with import() when the slider has shown its first
 * image for the autoplay delay or the visitor touches it (Hero.tsx, ADR 61), and only where a
 * hero has more than one slide, so Swiper never weighs on the first load.
 *
 * It takes over markup React rendered (Hero.tsx) and must leave React's nodes alone: `rewind`, not
 * `loop` (loop clones slides), pagination bullets go into an element React keeps empty, and the
 * arrows are React's own buttons.
 *
 * Autoplay follows WCAG 2.2.2: it never starts under prefers-reduced-motion (and the transition is
 * then instant), the visitor can stop and restart it with the pause button, and it waits while the
 * pointer rests on the slider or keyboard focus is inside it.
 */

export interface HeroTiming {
  /** Time each image shows (spec §9 HERO_AUTOPLAY_MS). */
  autoplayMs: number;
  /** Duration of the change between images (spec §9 HERO_TRANSITION_MS). */
  transitionMs: number;
}

export interface HeroSliderHandle {
  /** Stops or restarts the automatic change of images (the pause button). */
  toggle(): void;
  destroy(): void;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Keyboard focus, not focus left on a button by a mouse click (which would stop autoplay for good). */
function isKeyboardFocus(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  try {
    return target.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * `stepNow`: loaded because the first automatic step is due, so it is taken at once (unless autoplay
 * does not run: reduced motion, pointer or focus on the slider).
 *
 * The timing comes from the caller (spec constants): imported here, site/constants.ts would get one
 * more importer and esbuild would split it into a chunk of its own in the first load.
 */
export function initHeroSlider(el: HTMLElement, timing: HeroTiming, onPlayingChange: (playing: boolean) => void, stepNow = false): HeroSliderHandle {
  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  const controls = el.querySelector<HTMLElement>('.st-hero__controls');
  const bullets = el.querySelector<HTMLElement>('.st-hero__bullets');
  let stopped = reducedMotion.matches;
  let hovered = false;
  let focused = false;

  const swiper = new Swiper(el, {
    modules: [A11y, Autoplay, Keyboard, Navigation, Pagination],
    rewind: true,
    speed: reducedMotion.matches ? 0 : timing.transitionMs,
    // The neighbours' images load ahead, so a slide never moves in empty.
    lazyPreloadPrevNext: 1,
    // Started and stopped by sync() below, which knows about the pause button, hover and focus.
    autoplay: { enabled: false, delay: timing.autoplayMs, disableOnInteraction: false, waitForTransition: false },
    // Only while focus is on the slider's controls (see sync), so arrow keys elsewhere stay the page's.
    keyboard: { enabled: false, pageUpDown: false },
    navigation: { prevEl: el.querySelector<HTMLElement>('.st-hero__prev'), nextEl: el.querySelector<HTMLElement>('.st-hero__next'), addIcons: false },
    pagination: {
      el: bullets,
      clickable: true,
      renderBullet: (index, className) => `<button type="button" class="${className}" aria-label="Bild ${index + 1} anzeigen"></button>`,
    },
    a11y: {
      prevSlideMessage: 'Vorheriges Bild',
      nextSlideMessage: 'Nächstes Bild',
      firstSlideMessage: 'Das ist das erste Bild',
      lastSlideMessage: 'Das ist das letzte Bild',
      paginationBulletMessage: 'Bild {{index}} anzeigen',
      slideLabelMessage: 'Bild {{index}} von {{slidesLength}}',
      containerRoleDescriptionMessage: 'Karussell',
      itemRoleDescriptionMessage: 'Folie',
    },
  });

  // Only the current slide can be reached by Tab and screen readers: a caption link of a slide that is
  // out of view must not receive focus.
  const markCurrent = () => swiper.slides.forEach((slide, i) => slide.toggleAttribute('inert', i !== swiper.activeIndex));

  const sync = () => {
    if (swiper.destroyed) return;
    const run = !stopped && !hovered && !focused;
    if (run && !swiper.autoplay.running) swiper.autoplay.start();
    if (!run && swiper.autoplay.running) swiper.autoplay.stop();
    // Changes the visitor causes are announced; automatic ones are not (WAI-ARIA carousel pattern).
    swiper.wrapperEl.setAttribute('aria-live', run ? 'off' : 'polite');
    if (controls?.contains(document.activeElement)) swiper.keyboard.enable();
    else swiper.keyboard.disable();
    onPlayingChange(!stopped);
  };

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    hovered = true;
    sync();
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    hovered = false;
    sync();
  };
  const onFocusIn = (e: FocusEvent) => {
    focused = isKeyboardFocus(e.target);
    sync();
  };
  const onFocusOut = (e: FocusEvent) => {
    // Moving within the slider: the focusin that follows decides.
    if (e.relatedTarget instanceof Node && el.contains(e.relatedTarget)) return;
    focused = false;
    sync();
  };
  const onMotionChange = () => {
    swiper.params.speed = reducedMotion.matches ? 0 : timing.transitionMs;
    if (reducedMotion.matches) stopped = true;
    sync();
  };

  swiper.on('slideChange', markCurrent);
  el.addEventListener('pointerenter', onPointerEnter);
  el.addEventListener('pointerleave', onPointerLeave);
  el.addEventListener('focusin', onFocusIn);
  el.addEventListener('focusout', onFocusOut);
  reducedMotion.addEventListener('change', onMotionChange);
  focused = el.contains(document.activeElement) && isKeyboardFocus(document.activeElement);
  markCurrent();
  sync();
  // Loaded because the first step was due (Hero.tsx): that step now, the next after the usual delay.
  if (stepNow && swiper.autoplay.running) {
    swiper.slideNext();
    swiper.autoplay.stop();
    swiper.autoplay.start();
  }

  return {
    toggle() {
      stopped = !stopped;
      sync();
    },
    destroy() {
      const slides = [...swiper.slides];
      el.removeEventListener('pointerenter', onPointerEnter);
      el.removeEventListener('pointerleave', onPointerLeave);
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
      reducedMotion.removeEventListener('change', onMotionChange);
      swiper.destroy(true, true);
      // Back to the server markup, in case the same nodes are enhanced again.
      for (const slide of slides) slide.removeAttribute('inert');
      bullets?.replaceChildren();
    },
  };
}
