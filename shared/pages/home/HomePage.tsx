import type { PageProps } from '../../routing/types';
import { island } from '../../app/island';
import { Hero } from '../../components/hero/HeroIsland';
import { TOWN } from '../../site/town';
import type { HomeData } from './home.server';

/** Below the hero: static links and lists, hydrated once the page has loaded (shared/app/island.tsx). */
const HomeContent = island(() => import('./HomeContent').then((m) => m.HomeContent), 'idle');

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
