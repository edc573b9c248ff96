import type { Bild } from '../../contract/common';

export const IMAGE_SERVICE = '/bild';

/** URL of an image-service variant (spec §7: fit, crop, w, h). */
export function imageUrl(src: string, w: number, h?: number, fit: 'cover' | 'inside' = 'cover'): string {
  const p = new URLSearchParams({ src, w: String(w) });
  if (h) p.set('h', String(h));
  if (fit !== 'cover') p.set('fit', fit);
  return `${IMAGE_SERVICE}?${p.toString()}`;
}

/**
 * A CMS image as responsive <img>: widths from the image service, intrinsic size to avoid layout
 * shifts, lazy unless it is above the fold.
 */
export function CmsImage({
  bild,
  widths,
  sizes,
  ratio,
  className,
  eager = false,
  decorative = false,
}: {
  bild: Bild;
  widths: number[];
  sizes: string;
  /** Width / height of the crop; defaults to the original's ratio. */
  ratio?: number;
  className?: string;
  eager?: boolean;
  decorative?: boolean;
}) {
  const r = ratio ?? bild.breite / bild.hoehe;
  const largest = widths[widths.length - 1] ?? 800;
  const srcSet = widths.map((w) => `${imageUrl(bild.url, w, Math.round(w / r))} ${w}w`).join(', ');
  return (
    <img
      className={className}
      src={imageUrl(bild.url, largest, Math.round(largest / r))}
      srcSet={srcSet}
      sizes={sizes}
      width={largest}
      height={Math.round(largest / r)}
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
      <CmsImage bild={bild} widths={[575, 770, 990]} sizes="(min-width: 1200px) 820px, 100vw" eager />
      <figcaption className="st-figure__caption">{bild.alt}</figcaption>
    </figure>
  );
}
