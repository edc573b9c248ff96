import { Link } from '../../components/Link';
import { QuickTiles } from '../../components/QuickTiles';
import { NewsCard } from '../../components/news/NewsCard';
import { OpeningHours } from '../../components/footer/OpeningHours';
import { BUERGERBUERO_HOURS, TOWN } from '../../site/town';
import { removeintprefix, telformat } from '../../format/text';
import type { HomeData } from './home.server';
import { NewsDateList } from '../../components/news/NewsDateList';

/** The home page below the hero: quick tiles, news, the town hall (an island of HomePage). */
export function HomeContent({ data }: { data: HomeData }) {
  return (
    <div className="st-container">
      <QuickTiles />
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
      <div className="st-home__split">
        <section className="st-home__section" aria-labelledby="home-rathaus-news">
          <div className="st-home__head">
            <h2 id="home-rathaus-news">Aus dem Rathaus</h2>
            <Link className="st-more" to="/rathaus/rathausnachrichten/">
              Alle Rathausnachrichten
            </Link>
          </div>
          <NewsDateList items={data.rathausNews} />
        </section>
        <section className="st-home__section st-rathausbox" aria-labelledby="home-rathaus">
          <h2 id="home-rathaus">Rathaus</h2>
          <p>
            {TOWN.address.street}, {TOWN.address.zip} {TOWN.address.city}
            <br />
            Telefon <a href={`tel:${telformat(TOWN.phone)}`}>{removeintprefix(TOWN.phone)}</a>
          </p>
          <h3>Öffnungszeiten Bürgerbüro</h3>
          <OpeningHours hours={BUERGERBUERO_HOURS} />
          <p>
            <Link className="st-button" to="/rathaus/fachaemter/buergerbuero_49">
              Zum Bürgerbüro
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
