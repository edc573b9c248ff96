import { useEffect, useRef, useState } from 'react';
import { Link } from '../Link';
import { Icon } from '../icons/Icon';
import type { HeroSlide } from '../../parts/seiten/contract';
import { HERO_AUTOPLAY_MS, HERO_MAX_SLIDES, HERO_SIZES, HERO_TRANSITION_MS } from '../../site/constants';
import { imageUrl, placeholderUrl } from '../media/CmsImage';
import { inlinePlaceholder } from '../media/placeholder-field';
// Type only: the module itself (and Swiper with it) is loaded on demand, never in the first load.
import type { HeroSliderHandle } from './hero-swiper';
import { isContentLink } from '../../site/links';

/** Smallest first: the browser takes the first source whose media query matches. */
const SMALLER_FIRST = [...HERO_SIZES.slice(1)].reverse();

/**
 * Art-directed hero image in the spec §9 sizes: 2000×650 on wide screens down to 575×600 on phones.
 * Behind it its blurred 16 px placeholder (spec §7), which the image covers as it arrives: the one
 * the server wrote into the page (the whole picture, cropped by object-fit like the image), else the
 * image service's in the same art direction. The box has its height from the stylesheet, so nothing
 * moves.
 */
export function HeroImage({ slide, eager }: { slide: HeroSlide; eager: boolean }) {
  const largest = HERO_SIZES[0];
  const loading = eager ? 'eager' : 'lazy';
  const inline = inlinePlaceholder(slide.bild);
  return (
    <div className="st-hero__media">
      <picture className="st-hero__placeholder">
        {inline
          ? null
          : SMALLER_FIRST.map((s) => (
              <source key={s.w} media={`(max-width: ${s.w}px)`} srcSet={placeholderUrl(slide.bild.url, s.w, s.h)} width={s.w} height={s.h} />
            ))}
        <img
          src={inline ?? placeholderUrl(slide.bild.url, largest.w, largest.h)}
          width={largest.w}
          height={largest.h}
          alt=""
          aria-hidden="true"
          {...(inline ? {} : { loading, decoding: 'async' as const, ...(eager ? { fetchPriority: 'high' as const } : {}) })}
        />
      </picture>
      <picture>
        {SMALLER_FIRST.map((s) => (
          <source key={s.w} media={`(max-width: ${s.w}px)`} srcSet={imageUrl(slide.bild.url, s.w, s.h)} width={s.w} height={s.h} />
        ))}
        <img
          className="st-hero__image"
          src={imageUrl(slide.bild.url, largest.w, largest.h)}
          width={largest.w}
          height={largest.h}
          alt={slide.bild.alt}
          loading={loading}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
      </picture>
    </div>
  );
}

export function HeroCaption({ slide }: { slide: HeroSlide }) {
  return (
    <div className="st-hero__caption">
      <div className="st-container">
        <p className="st-hero__title">{isContentLink(slide.link) ? <Link to={slide.link}>{slide.titel}</Link> : slide.titel}</p>
      </div>
    </div>
  );
}

/**
 * Hero of the home page and the section homes (spec §2.5): at most five slides. The server renders every slide; CSS shows only
 * the first until Swiper has taken over, so without JavaScript visitors see one calm image.
 */
export function Hero({ slides, label }: { slides: HeroSlide[]; label: string }) {
  const shown = slides.slice(0, HERO_MAX_SLIDES);
  if (shown.length === 0) return null;
  // Another set of slides is another slider: React must never swap slides under a running Swiper
  // (client-side navigation from one section home to the next reuses this component).
  return <HeroSlider key={shown.map((s) => s.bild.url + s.titel).join('|')} slides={shown} label={label} />;
}

function HeroSlider({ slides, label }: { slides: HeroSlide[]; label: string }) {
  const root = useRef<HTMLElement>(null);
  const slider = useRef<HeroSliderHandle | null>(null);
  const [playing, setPlaying] = useState(true);
  const multiple = slides.length > 1;

  useEffect(() => {
    const el = root.current;
    if (!multiple || !el) return;
    let mounted = true;
    let started = false;
    let due: ReturnType<typeof setTimeout> | undefined;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    /**
     * Swiper and its script only when they are needed (issue 31, ADR 61): when the slider has been in
     * view for the time the first image shows (the first autoplay step is due), or at once when the
     * visitor touches it (pointer, touch, keyboard focus). Until then the first slide is the server's
     * HTML and nothing on the page needs more; without the chunk (offline, old deployment) it stays.
     */
    const start = (stepNow: boolean) => {
      if (started) return;
      started = true;
      stopWatching();
      import('./hero-swiper').then(
        ({ initHeroSlider }) => {
          if (mounted && root.current)
            slider.current = initHeroSlider(root.current, { autoplayMs: HERO_AUTOPLAY_MS, transitionMs: HERO_TRANSITION_MS }, setPlaying, stepNow);
        },
        () => undefined,
      );
    };
    const touched = () => start(false);
    const TOUCH = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;
    for (const type of TOUCH) el.addEventListener(type, touched, { passive: true });
    // Under reduced motion nothing changes on its own: only a touch loads the slider.
    const view =
      reducedMotion || !('IntersectionObserver' in window)
        ? null
        : new IntersectionObserver(([entry]) => {
            clearTimeout(due);
            if (entry?.isIntersecting) due = setTimeout(() => start(true), HERO_AUTOPLAY_MS);
          });
    view?.observe(el);
    function stopWatching() {
      clearTimeout(due);
      view?.disconnect();
      for (const type of TOUCH) el!.removeEventListener(type, touched);
    }
    return () => {
      mounted = false;
      stopWatching();
      slider.current?.destroy();
      slider.current = null;
    };
  }, [multiple]);

  return (
    <section ref={root} className={multiple ? 'st-hero swiper' : 'st-hero'} aria-label={label}>
      <div className="swiper-wrapper">
        {slides.map((s, i) => (
          <div className="st-hero__slide swiper-slide" key={i}>
            <HeroImage slide={s} eager={i === 0} />
            <HeroCaption slide={s} />
          </div>
        ))}
      </div>
      {multiple ? (
        // Hidden until Swiper runs (hero.css): without JavaScript there is nothing to control.
        <div className="st-container st-hero__controls">
          <div className="st-hero__bar">
            <button type="button" className="st-hero__button st-hero__prev" aria-label="Vorheriges Bild">
              <Icon name="chevron-left" />
            </button>
            <div className="st-hero__bullets" />
            <button type="button" className="st-hero__button st-hero__next" aria-label="Nächstes Bild">
              <Icon name="chevron-right" />
            </button>
            <button type="button" className="st-hero__button st-hero__toggle" onClick={() => slider.current?.toggle()}>
              <Icon name={playing ? 'pause' : 'play'} />
              <span className="st-visually-hidden">{playing ? 'Bildwechsel anhalten' : 'Bildwechsel fortsetzen'}</span>
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
