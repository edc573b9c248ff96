import { Link } from '../Link';
import type { HeroSlide } from '../../api/types';
import { HERO_SIZES } from '../../site/constants';
import { imageUrl } from '../media/CmsImage';

/** Art-directed hero image in the spec §9 sizes: 2000×650 on wide screens down to 575×600 on phones. */
export function HeroImage({ slide, eager }: { slide: HeroSlide; eager: boolean }) {
  const largest = HERO_SIZES[0];
  return (
    <picture>
      {/* Smallest first: the browser takes the first source whose media query matches. */}
      {[...HERO_SIZES.slice(1)].reverse().map((s) => (
        <source key={s.w} media={`(max-width: ${s.w}px)`} srcSet={imageUrl(slide.bild.url, s.w, s.h)} width={s.w} height={s.h} />
      ))}
      <img
        className="st-hero__image"
        src={imageUrl(slide.bild.url, largest.w, largest.h)}
        width={largest.w}
        height={largest.h}
        alt={slide.bild.alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}

export function HeroCaption({ slide }: { slide: HeroSlide }) {
  return (
    <div className="st-hero__caption">
      <div className="st-container">
        <p className="st-hero__title">{slide.link ? <Link to={slide.link}>{slide.titel}</Link> : slide.titel}</p>
      </div>
    </div>
  );
}

/** Hero of a home page. Shows the first slide; the slider enhancement builds on the same markup. */
export function Hero({ slides, label }: { slides: HeroSlide[]; label: string }) {
  const first = slides[0];
  if (!first) return null;
  return (
    <section className="st-hero" aria-label={label}>
      <HeroImage slide={first} eager />
      <HeroCaption slide={first} />
    </section>
  );
}
