import type { RatsterminItem } from '../../ratstermine/contract';
import { Link } from '../../../components/Link';
import { Icon } from '../../../components/icons/Icon';
import { formatDateLong, formatEventDate, isoDate } from '../../../format/date';
import { ratsterminPath } from '../../ratstermine/paths';
import type { Sitzungen } from './gemeinderat.server';

/** Meetings as a short list: title (to `href`, by default the public Ratstermine page), date, place, the public flag in words. */
export function SitzungenListe({
  items,
  leer,
  href = (t) => ratsterminPath(t.slug),
}: {
  items: RatsterminItem[];
  leer: string;
  href?: (t: RatsterminItem) => string;
}) {
  if (items.length === 0) return <p>{leer}</p>;
  return (
    <ul className="st-sitzungen">
      {items.map((t) => (
        <li key={t.id} className="st-sitzungen__item">
          <Link to={href(t)}>
            {t.titel}
            <span className="st-visually-hidden"> am {formatDateLong(t.datum)}</span>
          </Link>
          <span className="st-sitzungen__meta">
            <time dateTime={isoDate(t.datum)}>{formatEventDate(t.datum)}</time> · {t.ort}
            {t.oeffentlich ? null : <span className="st-ratstermin__badge st-ratstermin__badge--inline">nichtöffentlich</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The next and the last meetings of a body, linked to their Ratstermine pages, with the link to all of
 * them and the body's calendar feed. `intro` explains whose meetings these are when not the body's own.
 */
export function SitzungenBlock({ sitzungen, name, intro }: { sitzungen: Sitzungen; name: string; intro?: string }) {
  if (!sitzungen.von) return null;
  return (
    <section className="st-block st-gremium__sitzungen" aria-labelledby="sitzungen">
      <h2 id="sitzungen">Sitzungen</h2>
      {intro ? <p>{intro}</p> : null}
      <h3>Kommende Sitzungen</h3>
      <SitzungenListe items={sitzungen.kommend} leer="Zurzeit sind keine Sitzungen angekündigt." />
      <h3>Vergangene Sitzungen</h3>
      <SitzungenListe items={sitzungen.vergangen} leer="Es gibt noch keine vergangenen Sitzungen." />
      {sitzungen.alle ? (
        <p>
          <Link to={sitzungen.alle}>
            Alle Sitzungstermine<span className="st-visually-hidden">: {sitzungen.von.name}</span>
          </Link>
        </p>
      ) : null}
      {sitzungen.feed ? (
        <p className="st-gremium__abo">
          <Icon name="calendar-days" />
          <a href={sitzungen.feed.webcal}>
            Sitzungen als Kalender abonnieren<span className="st-visually-hidden">: {name}</span>
          </a>{' '}
          (öffnet Ihr Kalenderprogramm) oder{' '}
          <a href={sitzungen.feed.https} download>
            Kalenderdatei herunterladen<span className="st-visually-hidden">: {name}</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}
