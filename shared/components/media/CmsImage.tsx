import type { Bild } from '../../contract/common';
import { LEAD_SIZES, type ImageSize } from '../../site/image-sizes';
import { inlinePlaceholder } from './placeholder-field';

export const IMAGE_SERVICE = '/bild';

/** Where a cover crop keeps the picture (server/media/image-service.ts CROPS). */
export type ImageCrop = 'center' | 'top' | 'bottom' | 'left' | 'right' | 'attention' | 'entropy';

/** URL of an image-service variant (spec §7: fit, crop, w, h). */
export function imageUrl(src: string, w: number, h?: number, fit: 'cover' | 'inside' = 'cover', crop: ImageCrop = 'center'): string {
  const p = new URLSearchParams({ src, w: String(w) });
  if (h) p.set('h', String(h));
  if (fit !== 'cover') p.set('fit', fit);
  if (crop !== 'center') p.set('crop', crop);
  return `${IMAGE_SERVICE}?${p.toString()}`;
}

/**
 * The blurred 16 px placeholder (spec §7) of a variant: the same picture in the same ratio, a few
 * hundred bytes. It shows, stretched and blurred, in the image's box while the image itself loads.
 */
export function placeholderUrl(src: string, w: number, h?: number): string {
  return `${imageUrl(src, w, h)}&blur=1`;
}

/**
 * A CMS image as responsive <img>: the declared sizes of shared/site/image-sizes.ts (smallest first),
 * intrinsic size to avoid layout shifts, lazy unless it is above the fold. Behind it, in the same box,
 * its blurred placeholder, which the image covers as it arrives; the box never changes (CLS 0). The
 * placeholder is the one the server wrote into the page where it did (placeholder-field.ts), else the
 * image service's.
 * `className` goes to that box.
 */
export function CmsImage({
  bild,
  variants,
  sizes,
  className,
  eager = false,
  decorative = false,
}: {
  bild: Bild;
  /** Sizes from shared/site/image-sizes.ts; those without a height keep the original's ratio. */
  variants: readonly ImageSize[];
  sizes: string;
  className?: string;
  eager?: boolean;
  decorative?: boolean;
}) {
  const largest = variants[variants.length - 1] ?? { w: 800 };
  const heightOf = (s: ImageSize) => s.h ?? Math.round((s.w * bild.hoehe) / bild.breite);
  const srcSet = variants.map((s) => `${imageUrl(bild.url, s.w, s.h)} ${s.w}w`).join(', ');
  const loading = eager ? 'eager' : 'lazy';
  const inline = inlinePlaceholder(bild);
  return (
    <span className={`st-img${className ? ` ${className}` : ''}`}>
      <img
        className="st-img__placeholder"
        src={inline ?? placeholderUrl(bild.url, largest.w, largest.h)}
        width={largest.w}
        height={heightOf(largest)}
        alt=""
        aria-hidden="true"
        {...(inline ? {} : { loading, decoding: 'async' as const, ...(eager ? { fetchPriority: 'high' as const } : {}) })}
      />
      <img
        className="st-img__image"
        src={imageUrl(bild.url, largest.w, largest.h)}
        srcSet={srcSet}
        sizes={sizes}
        width={largest.w}
        height={heightOf(largest)}
        alt={decorative ? '' : bild.alt}
        loading={loading}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </span>
  );
}

/** The lead image of a detail page (news, event, construction site) with its description as caption. */
export function LeadFigure({ bild }: { bild: Bild }) {
  return (
    <figure className="st-figure">
      <CmsImage bild={bild} variants={LEAD_SIZES} sizes="(min-width: 1200px) 820px, 100vw" eager />
      <figcaption className="st-figure__caption">{bild.alt}</figcaption>
    </figure>
  );
}
