import Swiper from 'swiper';

/**
 * The hero slider enhancement (spec §2.5, §9). Loaded with import() when the slider has shown its first
 * image for the autoplay delay or the visitor touches it (Hero.tsx, ADR 61), and only where a
 * hero has more than one slide, so Swiper never weighs on the first load.
 *
 * Swiper's core moves the slides (touch, drag, transitions, rewind, the neighbours' images); the
 * arrows, bullets, autoplay, arrow keys and the carousel's roles and labels are this module's own,
 * a few lines each on the core's `slideTo`/`slideNext`/`slidePrev` and its `slideChange` event,
 * instead of Swiper's five modules (Navigation, Pagination, Autoplay, Keyboard, A11y: 7 KB brotli of
 * the slider's chunk for what the slider uses of them, ADR 71).
 *
 * It takes over markup React rendered (Hero.tsx) and must leave React's nodes alone: `rewind`, not
 * `loop` (loop clones slides), the bullets go into an element React keeps empty, and the arrows are
 * React's own buttons; every attribute it adds it takes away again on destroy.
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

/**
 * The automatic change of images, where Swiper's Autoplay module kept it (`swiper.autoplay`), so that
 * its state can be read from the slider's element as before (the browser tests do).
 */
interface Autoplay {
  running: boolean;
  start(): void;
  stop(): void;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const ACTIVE_BULLET = 'swiper-pagination-bullet-active';

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
  const prev = el.querySelector<HTMLElement>('.st-hero__prev');
  const next = el.querySelector<HTMLElement>('.st-hero__next');
  let stopped = reducedMotion.matches;
  let hovered = false;
  let focused = false;

  const swiper = new Swiper(el, {
    rewind: true,
    speed: reducedMotion.matches ? 0 : timing.transitionMs,
    // The neighbours' images load ahead, so a slide never moves in empty.
    lazyPreloadPrevNext: 1,
  });
  const { slides, wrapperEl } = swiper;

  // The carousel's roles and names (WAI-ARIA carousel pattern), as Swiper's A11y module set them.
  const wrapperId = wrapperEl.id || `${el.id || 'st-hero'}-bilder`;
  const added: [Element, string][] = [];
  const mark = (node: Element | null, name: string, value: string) => {
    if (!node || node.hasAttribute(name)) return;
    node.setAttribute(name, value);
    added.push([node, name]);
  };
  mark(el, 'aria-roledescription', 'Karussell');
  mark(wrapperEl, 'id', wrapperId);
  slides.forEach((slide, i) => {
    mark(slide, 'role', 'group');
    mark(slide, 'aria-roledescription', 'Folie');
    mark(slide, 'aria-label', `Bild ${i + 1} von ${slides.length}`);
  });
  for (const button of [prev, next]) mark(button, 'aria-controls', wrapperId);

  // One bullet per image, in the element React keeps empty.
  const dots = slides.map((_, i) => {
    const dot = document.createElement('button');
    dot.type = 'button';
    dot.className = 'swiper-pagination-bullet';
    dot.setAttribute('aria-label', `Bild ${i + 1} anzeigen`);
    dot.setAttribute('aria-controls', wrapperId);
    dot.addEventListener('click', () => swiper.slideTo(i));
    return dot;
  });
  bullets?.replaceChildren(...dots);

  // Automatic change: the next image `autoplayMs` after the last change, whatever caused it.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    if (autoplay.running) timer = setTimeout(() => swiper.slideNext(), timing.autoplayMs);
  };
  const autoplay: Autoplay = {
    running: false,
    start() {
      autoplay.running = true;
      schedule();
    },
    stop() {
      autoplay.running = false;
      clearTimeout(timer);
    },
  };
  (swiper as Swiper & { autoplay: Autoplay }).autoplay = autoplay;

  /** Only the current slide can be reached by Tab and screen readers; the current bullet says so. */
  const markCurrent = () => {
    const current = swiper.activeIndex;
    slides.forEach((slide, i) => slide.toggleAttribute('inert', i !== current));
    dots.forEach((dot, i) => {
      dot.classList.toggle(ACTIVE_BULLET, i === current);
      if (i === current) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };

  const sync = () => {
    if (swiper.destroyed) return;
    const run = !stopped && !hovered && !focused;
    if (run && !autoplay.running) autoplay.start();
    if (!run && autoplay.running) autoplay.stop();
    // Changes the visitor causes are announced; automatic ones are not (WAI-ARIA carousel pattern).
    wrapperEl.setAttribute('aria-live', run ? 'off' : 'polite');
    onPlayingChange(!stopped);
  };

  const onPrev = () => swiper.slidePrev();
  const onNext = () => swiper.slideNext();
  /** The arrow keys change the image only while focus is on the slider's controls; elsewhere they are the page's. */
  const onKey = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if (e.key === 'ArrowLeft') swiper.slidePrev();
    else if (e.key === 'ArrowRight') swiper.slideNext();
    else return;
    e.preventDefault();
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

  // A change restarts the clock; a finger on the slider holds it until it lets go.
  swiper.on('slideChange', () => {
    markCurrent();
    schedule();
  });
  swiper.on('touchStart', () => clearTimeout(timer));
  swiper.on('touchEnd', schedule);
  prev?.addEventListener('click', onPrev);
  next?.addEventListener('click', onNext);
  controls?.addEventListener('keydown', onKey);
  el.addEventListener('pointerenter', onPointerEnter);
  el.addEventListener('pointerleave', onPointerLeave);
  el.addEventListener('focusin', onFocusIn);
  el.addEventListener('focusout', onFocusOut);
  reducedMotion.addEventListener('change', onMotionChange);
  focused = el.contains(document.activeElement) && isKeyboardFocus(document.activeElement);
  markCurrent();
  sync();
  // Loaded because the first step was due (Hero.tsx): that step now, the next after the usual delay.
  if (stepNow && autoplay.running) swiper.slideNext();

  return {
    toggle() {
      stopped = !stopped;
      sync();
    },
    destroy() {
      autoplay.stop();
      prev?.removeEventListener('click', onPrev);
      next?.removeEventListener('click', onNext);
      controls?.removeEventListener('keydown', onKey);
      el.removeEventListener('pointerenter', onPointerEnter);
      el.removeEventListener('pointerleave', onPointerLeave);
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
      reducedMotion.removeEventListener('change', onMotionChange);
      swiper.destroy(true, true);
      // Back to the server markup, in case the same nodes are enhanced again.
      for (const slide of slides) slide.removeAttribute('inert');
      for (const [node, name] of added) node.removeAttribute(name);
      wrapperEl.removeAttribute('aria-live');
      bullets?.replaceChildren();
    },
  };
}
