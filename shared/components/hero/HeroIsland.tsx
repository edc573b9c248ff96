import { island } from '../../app/island';

/**
 * The hero as an island (shared/app/island.tsx): its images are in the page's HTML, the first one
 * preloaded as the largest paint; its script, and Swiper after it, follow the page's own.
 */
export const Hero = island(() => import('./Hero').then((m) => m.Hero));
