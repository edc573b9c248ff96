import type { Bild } from '../../contract/common';
import { LEAD_SIZES, type ImageSize } from '../../site/image-sizes';

export const IMAGE_SERVICE = '/bild';

/** URL of an image-service variant (spec §7: fit, crop, w, h). */
export function imageUrl(src: string, w: number, h?: number, fit: 'cover' | 'inside' = 'cover'): string {
  const p = new URLSearchParams({ src, w: String(w) });
  if (h) p.set('h', String(h));
  if (fit !== 'cover') p.set('fit', fit);
  return `${IMAGE_SERVICE}?${p.toString()}`;
}

/**
 * A CMS image as responsive <img>: the declared sizes of shared/site/image-sizes.ts (smallest first),
 * intrinsic size to avoid layout shifts, lazy unless it is above the fold.
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
  return (
    <img
      className={className}
      src={imageUrl(bild.url, largest.w, largest.h)}
      srcSet={srcSet}
      sizes={sizes}
      width={largest.w}
      height={heightOf(largest)}
      alt={decorative ? '' : bild.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
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
