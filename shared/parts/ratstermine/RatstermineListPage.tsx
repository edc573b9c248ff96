import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import type { RatsterminItem } from './contract';
import { PageFrame } from '../../components/PageFrame';
import { Pagination } from '../../components/Pagination';
import { Link } from '../../components/Link';
import { Icon } from '../../components/icons/Icon';
import { useGetForm } from '../../components/sidebar/get-form';
import { formatDateLong, formatEventDate, isoDate } from '../../format/date';
import { RATSTERMINE_PATH, ratstermineListPath, ratsterminPath, type RatstermineZeitraum } from './paths';
import { kalenderblatt } from './ratstermin-text';
import type { RatstermineListData } from './ratstermine.server';

const TABS: { zeitraum: RatstermineZeitraum; label: string }[] = [
  { zeitraum: 'kommend', label: 'Kommende Sitzungen' },
  { zeitraum: 'vergangen', label: 'Vergangene Sitzungen' },
];

function countText(data: RatstermineListData): string {
  const n = data.gesamt;
  const art = data.zeitraum === 'kommend' ? 'kommende' : 'vergangene';
  return [
    `${n} ${art} ${n === 1 ? 'Sitzung' : 'Sitzungen'}`,
    data.gremium ? ` – ${data.gremium.name}` : '',
    data.seiten > 1 ? `, Seite ${data.seite} von ${data.seiten}` : '',
  ].join('');
}

function Termin({ item }: { item: RatsterminItem }) {
  const [tag, monat] = kalenderblatt(item.datum);
  return (
    <li className="st-ratstermin">
      <div className="st-ratstermin__leaf" aria-hidden="true">
        <span className="st-ratstermin__day">{tag}</span>
        <span className="st-ratstermin__month">{monat}</span>
      </div>
      <div className="st-ratstermin__body">
        <h2 className="st-ratstermin__title">
          <Link to={ratsterminPath(item.slug)}>
            {item.titel}
            <span className="st-visually-hidden"> am {formatDateLong(item.datum)}</span>
          </Link>
        </h2>
        <p className="st-ratstermin__date">
          <time dateTime={isoDate(item.datum)}>{formatEventDate(item.datum)}</time>
        </p>
        <dl className="st-ratstermin__meta">
          <div>
            <dt>Gremium</dt>
            <dd>{item.gremium.name}</dd>
          </div>
          <div>
            <dt>Ort</dt>
            <dd>{item.ort}</dd>
          </div>
        </dl>
        {item.oeffentlich ? null : <p className="st-ratstermin__badge">nichtöffentlich</p>}
      </div>
    </li>
  );
}

export default function RatstermineListPage({ data }: PageProps<RatstermineListData>) {
  const { pathname, search } = useLocation();
  const { onSubmit } = useGetForm(RATSTERMINE_PATH);
  const gremiumKey = data.gremium?.key ?? null;
  return (
    <PageFrame
      title="Sitzungstermine"
      lead={
        <p>
          Der Gemeinderat, seine Ausschüsse und die Ortschaftsräte tagen in der Regel öffentlich. Zuhörerinnen und Zuhörer sind willkommen; Tagesordnung und
          Sitzungsunterlagen finden Sie beim jeweiligen Termin.
        </p>
      }
    >
      <nav className="st-ratstermine__tabs" aria-label="Zeitraum">
        <ul className="st-ratstermine__tablist">
          {TABS.map((t) => (
            <li key={t.zeitraum}>
              <Link
                className={`st-ratstermine__tab${t.zeitraum === data.zeitraum ? ' st-ratstermine__tab--current' : ''}`}
                to={ratstermineListPath({ gremium: gremiumKey, zeitraum: t.zeitraum })}
                aria-current={t.zeitraum === data.zeitraum ? 'page' : undefined}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {/* Keyed by the selection: after back/forward navigation the field shows what the list shows. */}
      <form key={`${gremiumKey}-${data.zeitraum}`} className="st-ratstermine__filter" method="get" action={RATSTERMINE_PATH} onSubmit={onSubmit}>
        <label htmlFor="ratstermine-gremium">Gremium</label>
        <select className="st-select" id="ratstermine-gremium" name="gremium" defaultValue={gremiumKey ?? ''}>
          <option value="">Alle Gremien</option>
          {data.gremien.map((g) => (
            <option key={g.key} value={g.key}>
              {g.name}
            </option>
          ))}
        </select>
        {data.zeitraum === 'vergangen' ? <input type="hidden" name="zeitraum" value="vergangen" /> : null}
        <button className="st-button st-button--secondary" type="submit">
          Anzeigen
        </button>
      </form>

      <p className="st-list__count" role="status">
        {countText(data)}
      </p>
      {data.items.length === 0 ? (
        <p>{data.zeitraum === 'kommend' ? 'Zurzeit sind keine Sitzungen angekündigt.' : 'Es gibt keine vergangenen Sitzungen.'}</p>
      ) : (
        <ul className="st-ratstermine__list">
          {data.items.map((item) => (
            <Termin key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />

      <section className="st-ratstermine__abo" aria-labelledby="ratstermine-abo">
        <h2 id="ratstermine-abo" className="st-ratstermine__abo-title">
          <Icon name="calendar-days" />
          Kalender abonnieren
        </h2>
        <p>
          {data.gremium ? `Die kommenden Sitzungen „${data.gremium.name}“` : 'Die kommenden Sitzungen aller Gremien'} erscheinen als Abonnement automatisch in
          Ihrem Kalenderprogramm, auch wenn Termine hinzukommen.
        </p>
        <ul className="st-ratstermine__abo-links">
          <li>
            <a href={data.feed.webcal}>
              Kalender abonnieren
              <span className="st-visually-hidden">: {data.gremium ? data.gremium.name : 'alle Gremien'}</span>
            </a>{' '}
            (öffnet Ihr Kalenderprogramm)
          </li>
          <li>
            <a href={data.feed.https} download>
              Kalenderdatei herunterladen
              <span className="st-visually-hidden">: {data.gremium ? data.gremium.name : 'alle Gremien'}</span>
            </a>{' '}
            (iCalendar). Zum Abonnieren in Online-Kalendern diese Adresse einfügen: <code className="st-ratstermine__url">{data.feed.https}</code>
          </li>
        </ul>
      </section>
    </PageFrame>
  );
}
