import { Link } from '../Link';
import type { NewsItem } from '../../parts/nachrichten/contract';
import { Datum } from '../dates/Datum';
import { newsDetailPath } from '../../site/news-paths';
import { CmsImage } from '../media/CmsImage';
import { CARD_SIZES, ROW_SIZES } from '../../site/image-sizes';

/** News as a card (VISUAL.md): image, date, title, teaser; the whole card is one link named by the title. */
export function NewsCard({ item, headingLevel = 3 }: { item: NewsItem; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const href = newsDetailPath(item.rubrik, item.slug);
  // Named by its title: a list of articles read out as "Artikel" alone tells nothing apart.
  const titleId = `nachricht-${item.id}-titel`;
  return (
    <article className="st-card" aria-labelledby={titleId}>
      {item.bild ? (
        <CmsImage
          className="st-card__image"
          bild={item.bild}
          variants={CARD_SIZES}
          sizes="(min-width: 992px) 30vw, (min-width: 576px) 45vw, 100vw"
          decorative
        />
      ) : (
        <div className="st-card__image st-card__image--placeholder" aria-hidden="true" />
      )}
      <div className="st-card__body">
        <p className="st-card__meta">
          <Datum value={item.datum_von} />
        </p>
        <H className="st-card__title" id={titleId}>
          <Link className="st-card__link" to={href}>
            {item.titel}
          </Link>
        </H>
        <p className="st-card__teaser">{item.teaser}</p>
      </div>
    </article>
  );
}

/** News as a row in a list page: date, title, teaser and a "mehr" link whose name includes the title. */
export function NewsRow({ item }: { item: NewsItem }) {
  const href = newsDetailPath(item.rubrik, item.slug);
  const titleId = `nachricht-${item.id}-titel`;
  return (
    <article className="st-row" aria-labelledby={titleId}>
      {item.bild ? <CmsImage className="st-row__image" bild={item.bild} variants={ROW_SIZES} sizes="(min-width: 768px) 240px, 100vw" decorative /> : null}
      <div className="st-row__body">
        <p className="st-row__meta">
          <Datum value={item.datum_von} />
        </p>
        <h2 className="st-row__title" id={titleId}>
          <Link to={href}>{item.titel}</Link>
        </h2>
        <p className="st-row__teaser">{item.teaser}</p>
        <Link className="st-row__more" to={href} aria-label={`Mehr zu: ${item.titel}`}>
          mehr
        </Link>
      </div>
    </article>
  );
}
