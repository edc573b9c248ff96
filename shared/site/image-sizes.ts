import { HERO_SIZES } from './constants';

/**
 * Every image size the site asks the image service (`/bild`) for. The components take their sizes
 * from here and the service renders only these: any other request gets the nearest of them, so the
 * number of variants per image, and with it the image cache, stays bounded.
 */
export interface ImageSize {
  readonly w: number;
  /** Height of the crop; without it the image keeps the original's aspect ratio. */
  readonly h?: number;
}

/** Width / height of the news cards and list rows. */
export const CARD_RATIO = 3 / 2;

const cropped = (widths: readonly number[], ratio: number): ImageSize[] => widths.map((w) => ({ w, h: Math.round(w / ratio) }));

/** News cards in the grid (home page, news lists). */
export const CARD_SIZES = cropped([400, 600, 800], CARD_RATIO);
/** The small image of a news list row. */
export const ROW_SIZES = cropped([240, 360], CARD_RATIO);
/** Lead image of a detail page (news, event, construction site): uncropped. */
export const LEAD_SIZES: readonly ImageSize[] = [{ w: 575 }, { w: 770 }, { w: 990 }];
/** Portraits of council members (4:5): the cards' small one, the member page's larger one. */
export const PORTRAIT_RATIO = 4 / 5;
export const PORTRAIT_SIZES = cropped([120, 240, 360], PORTRAIT_RATIO);
/** A page's picture where it is shared (Open Graph's 1.91 : 1), as the head names it. */
export const SHARE_SIZE = { w: 1200, h: 630 } as const;
/** The blurred placeholder (spec §7) is this wide, in the aspect ratio of the size it stands for. */
export const PLACEHOLDER_WIDTH = 16;

/** All sizes the image service renders (spec §9 hero sizes first). */
export const DECLARED_IMAGE_SIZES: readonly ImageSize[] = [...HERO_SIZES, ...CARD_SIZES, ...ROW_SIZES, ...LEAD_SIZES, ...PORTRAIT_SIZES, SHARE_SIZE];

/**
 * The declared size nearest to a requested one: same kind (cropped or not), then closest in aspect
 * ratio and width, both compared on a log scale (a ratio that is off counts four times as much as a
 * width that is off).
 */
export function nearestImageSize(w: number, h?: number): ImageSize {
  const candidates = DECLARED_IMAGE_SIZES.filter((s) => (h === undefined) === (s.h === undefined));
  let best = candidates[0]!;
  let bestDistance = Infinity;
  for (const s of candidates) {
    const widthOff = Math.abs(Math.log(w / s.w));
    const ratioOff = h === undefined || s.h === undefined ? 0 : Math.abs(Math.log(w / h / (s.w / s.h)));
    const distance = 4 * ratioOff + widthOff;
    if (distance < bestDistance) {
      best = s;
      bestDistance = distance;
    }
  }
  return best;
}
