import type { PageProps } from '../../routing/types';
import { island } from '../../app/island';
import { Hero } from '../../components/hero/HeroIsland';
import { TOWN } from '../../site/town';
import type { HomeData } from './home.server';

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
