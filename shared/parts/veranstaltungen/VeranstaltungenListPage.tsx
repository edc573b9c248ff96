import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Pagination } from '../../components/Pagination';
import { Link } from '../../components/Link';
import { EventFilter, ZEITRAUM_LABELS } from '../../components/sidebar/EventFilter';
import { formatDate, formatEventDays, isoDate } from '../../format/date';
import { useSite } from '../../app/site-context';
import { CalendarLink, ortText } from './EventParts';
import { EventTopicBox } from './EventTopicBox';
import { feedUrl, webcalUrl } from '../../site/webcal';
import { eventFeedPath, eventPath, eventsListPath } from './event-paths';
import type { EventListData } from './veranstaltungen.server';

export default function VeranstaltungenListPage({ data }: PageProps<EventListData>) {
  const { pathname, search } = useLocation();
  const { title } = useSite().page;
  const action = eventsListPath(data.section);
  return (
    <PageFrame
      title={title}
      sidebar={
        <>
          <EventFilter
            categories={data.categories}
            selected={data.rubrikId}
            action={action}
            variant={data.section}
            zeitraum={data.zeitraum}
            dateRange={data.section === 'stadtleben' ? data.tage : undefined}
          />
          {data.section === 'gaeste' ? <EventTopicBox rubrikId={data.rubrikId} /> : null}
        </>
      }
    >
      <p className="st-list__count" role="status">
        {data.gesamt} {data.gesamt === 1 ? 'Veranstaltung' : 'Veranstaltungen'}
        {data.rubrikTitel ? ` in der Kategorie „${data.rubrikTitel}“` : ''}
        {data.zeitraum !== 'alle' ? ` (${ZEITRAUM_LABELS[data.zeitraum]})` : ''}
        {data.tage.von ? ` ab ${formatDate(data.tage.von)}` : ''}
        {data.tage.bis ? ` bis ${formatDate(data.tage.bis)}` : ''}
        {data.seiten > 1 ? `, Seite ${data.seite} von ${data.seiten}` : ''}
      </p>
      {data.items.length === 0 ? (
        <p>
          {data.rubrikTitel || data.zeitraum !== 'alle'
            ? 'Zurzeit sind hier keine Veranstaltungen angekündigt.'
            : 'Zurzeit sind keine Veranstaltungen eingetragen.'}
        </p>
      ) : (
        <ul className="st-events">
          {data.items.map((item) => (
            <li key={item.id} className="st-event">
              <h2 className="st-event__title">
                <Link to={eventPath(data.section, item.slug)}>{item.titel}</Link>
              </h2>
              <p className="st-event__date">
                <time dateTime={isoDate(item.datum_von)}>{formatEventDays(item.datum_von, item.datum_bis)}</time>
              </p>
              <p className="st-event__place">{ortText(item.ort)}</p>
              {item.rubriken.length ? <p className="st-event__rubriken">{item.rubriken.map((r) => r.titel).join(', ')}</p> : null}
              <p className="st-event__actions">
                <CalendarLink href={item.ics} titel={item.titel} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
      <div className="st-events__feed">
        <p>
          <a href={webcalUrl(data.origin, eventFeedPath(data.rubrikId))}>
            {data.rubrikTitel ? `Kalender „${data.rubrikTitel}“ abonnieren` : 'Alle Veranstaltungen als Kalender abonnieren'}
          </a>{' '}
          (öffnet Ihr Kalenderprogramm) oder{' '}
          <a href={eventFeedPath(data.rubrikId)} download>
            Kalenderdatei herunterladen
          </a>
          . Online-Kalender abonnieren diese Adresse: <code className="st-events__url">{feedUrl(data.origin, eventFeedPath(data.rubrikId))}</code>
        </p>
      </div>
      <details className="st-events__feeds">
        <summary>Kalender nach Kategorie abonnieren</summary>
        <ul>
          {data.categories.map((c) => (
            <li key={c.id}>
              <a href={webcalUrl(data.origin, eventFeedPath(c.id))}>{c.name}</a>
            </li>
          ))}
        </ul>
      </details>
    </PageFrame>
  );
}
