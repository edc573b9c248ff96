import type { PageProps } from '../../routing/types';
import { island } from '../../app/island';
import { TOWN } from '../../site/town';
import type { HomeData } from './home.server';

/**
 * The hero (spec §2.5) as an island that loads at once: its images are in the page's HTML, the first
 * one preloaded as the largest paint; its script, and Swiper after it, follow the page's own. Declared
 * here and in the section homes, the only pages with a hero, so that no other page loads its chunk
 * (an island that loads at once starts loading where it is declared; ADR 75).
 */
const Hero = island(() => import('../../components/hero/Hero').then((m) => m.Hero));

/**
 * Below the hero: static links and lists (with the news' dates, and so dayjs), hydrated at a person's
 * first interaction with the page or the first navigation (shared/app/island.tsx, ADR 70).
 */
const HomeContent = island(() => import('./HomeContent').then((m) => m.HomeContent), { touched: () => '' });

export default function HomePage({ data }: PageProps<HomeData>) {
  return (
    <>
      <h1 className="st-visually-hidden">
        {TOWN.officialName} – {TOWN.claim}
      </h1>
      <Hero slides={data.hero} label={`Bilder aus ${TOWN.name}`} />
      <HomeContent data={data} />
    </>
  );
}
