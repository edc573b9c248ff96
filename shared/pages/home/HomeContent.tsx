import { Link } from '../../components/Link';
import { QuickTiles } from '../../components/QuickTiles';
import { NewsCard } from '../../components/news/NewsCard';
import { OpeningHours } from '../../components/footer/OpeningHours';
import { BUERGERBUERO_HOURS, TOWN } from '../../site/town';
import { removeintprefix, telformat } from '../../format/text';
import type { HomeData } from './home.server';
import { NewsDateList } from '../../components/news/NewsDateList';
import { hasAddressContent } from '../../site/menu-state';
import { useSite } from '../../app/site-context';

/** The home page below the hero: quick tiles, news, the town hall (an island of HomePage). */
export function HomeContent({ data }: { data: HomeData }) {
  const { site } = useSite();
  // A new site has no news yet (ADR 31): its sections appear with the first item.
  return (
    <div className="st-container">
      <QuickTiles />
      {data.news.length ? (
        <section className="st-home__section" aria-labelledby="home-news">
          <div className="st-home__head">
            <h2 id="home-news">Bürgernachrichten</h2>
            <Link className="st-more" to="/rathaus/buergernachrichten/">
              Alle Bürgernachrichten
            </Link>
          </div>
          <div className="st-cards">
            {data.news.map((n) => (
              <NewsCard key={n.id} item={n} />
            ))}
          </div>
        </section>
      ) : null}
      <div className="st-home__split">
        {data.rathausNews.length ? (
          <section className="st-home__section" aria-labelledby="home-rathaus-news">
            <div className="st-home__head">
              <h2 id="home-rathaus-news">Aus dem Rathaus</h2>
              <Link className="st-more" to="/rathaus/rathausnachrichten/">
                Alle Rathausnachrichten
              </Link>
            </div>
            <NewsDateList items={data.rathausNews} />
          </section>
        ) : null}
        <section className="st-home__section st-rathausbox" aria-labelledby="home-rathaus">
          <h2 id="home-rathaus">Rathaus</h2>
          <p>
            {TOWN.address.street}, {TOWN.address.zip} {TOWN.address.city}
            <br />
            Telefon <a href={`tel:${telformat(TOWN.phone)}`}>{removeintprefix(TOWN.phone)}</a>
          </p>
          <h3>Öffnungszeiten Bürgerbüro</h3>
          <OpeningHours hours={BUERGERBUERO_HOURS} />
          {hasAddressContent(site.content, TOWN.buergerbueroPage) ? (
            <p>
              <Link className="st-button" to={TOWN.buergerbueroPage}>
                Zum Bürgerbüro
              </Link>
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
