import type { PageProps } from '../../routing/types';
import type { Tagesordnungspunkt } from './contract';
import { PageFrame } from '../../components/PageFrame';
import { Link } from '../../components/Link';
import { Icon } from '../../components/icons/Icon';
import { DownloadList } from '../../components/DownloadList';
import { formatEventDate, isoDate } from '../../format/date';
import { ratstermineListPath } from './paths';
import { oeffentlichkeitText, ratsterminTitle } from './ratstermin-text';
import type { RatsterminDetailData } from './ratstermine.server';

function Agenda({ items, nichtoeffentlich }: { items: Tagesordnungspunkt[]; nichtoeffentlich?: boolean }) {
  return (
    <ol className={`st-agenda${nichtoeffentlich ? ' st-agenda--nichtoeffentlich' : ''}`} start={items[0]?.nr}>
      {items.map((p) => (
        <li key={p.nr} value={p.nr} className="st-agenda__item">
          <span className="st-agenda__titel">{p.titel}</span>
          {nichtoeffentlich ? <span className="st-ratstermin__badge st-ratstermin__badge--inline">nichtöffentlich</span> : null}
        </li>
      ))}
    </ol>
  );
}

export default function RatsterminDetailPage({ data }: PageProps<RatsterminDetailData>) {
  const { item } = data;
  const title = ratsterminTitle(item);
  const { oeffentlich, nichtoeffentlich } = item.tagesordnung;
  return (
    <PageFrame title={title}>
      <dl className="st-ratstermin__facts">
        <dt>Gremium</dt>
        <dd>{data.gremiumPfad ? <Link to={data.gremiumPfad}>{item.gremium.name}</Link> : item.gremium.name}</dd>
        <dt>Beginn</dt>
        <dd>
          <time dateTime={isoDate(item.datum)}>{formatEventDate(item.datum)}</time>
        </dd>
        <dt>Ort</dt>
        <dd>{item.ort}</dd>
        <dt>Öffentlichkeit</dt>
        <dd>{oeffentlichkeitText(item.oeffentlich, nichtoeffentlich.length > 0)}</dd>
      </dl>
      <p className="st-ratstermin__actions">
        <a className="st-ratstermin__ics" href={item.ics} download>
          <Icon name="calendar-days" />
          In den Kalender
          <span className="st-visually-hidden"> eintragen: {title} (iCalendar-Datei)</span>
        </a>
      </p>

      <section className="st-ratstermin__agenda" aria-labelledby="tagesordnung">
        <h2 id="tagesordnung">Tagesordnung</h2>
        {oeffentlich.length ? (
          <>
            <h3>Öffentlicher Teil</h3>
            <Agenda items={oeffentlich} />
          </>
        ) : null}
        {nichtoeffentlich.length ? (
          <>
            <h3>Nichtöffentlicher Teil</h3>
            <Agenda items={nichtoeffentlich} nichtoeffentlich />
          </>
        ) : null}
        {oeffentlich.length + nichtoeffentlich.length === 0 ? <p>Die Tagesordnung wird noch bekannt gegeben.</p> : null}
      </section>

      {item.dokumente.length ? <DownloadList title="Sitzungsunterlagen" items={item.dokumente} /> : null}

      <p>
        <Link className="st-back" to={ratstermineListPath()}>
          Alle Sitzungstermine
        </Link>
      </p>
    </PageFrame>
  );
}
