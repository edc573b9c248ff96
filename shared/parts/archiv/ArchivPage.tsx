import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import type { Archiv } from './contract';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { DownloadList } from '../../components/DownloadList';
import { Link } from '../../components/Link';
import { formatDate, isoDate } from '../../format/date';
import type { ArchivData } from './archiv.server';

/** 'gültig vom 20.02.2026 bis 31.12.2026' or 'gültig ab 01.01.2026, unbefristet'. */
function Validity({ entry }: { entry: Archiv }) {
  const von = <time dateTime={isoDate(entry.gueltig_von)}>{formatDate(entry.gueltig_von)}</time>;
  return entry.gueltig_bis ? (
    <>
      gültig vom {von} bis <time dateTime={isoDate(entry.gueltig_bis)}>{formatDate(entry.gueltig_bis)}</time>
    </>
  ) : (
    <>gültig ab {von}, unbefristet</>
  );
}

function Entry({ entry, expired }: { entry: Archiv; expired: boolean }) {
  return (
    <li className={`st-archiv__entry${expired ? ' st-archiv__entry--expired' : ''}`} id={`archiv-${entry.id}`}>
      <h2 className="st-archiv__title">{entry.titel}</h2>
      <p className="st-meta st-archiv__validity">
        {expired ? <span className="st-archiv__badge">Abgelaufen</span> : null}
        <span>
          <Validity entry={entry} />
        </span>
      </p>
      {entry.beschreibung ? <p className="st-archiv__desc">{entry.beschreibung}</p> : null}
      {entry.dokumente.length ? <DownloadList title="Dokumente" items={entry.dokumente} headingLevel={3} /> : null}
    </li>
  );
}

/**
 * An archive topic (Öffentliche Bekanntmachungen, Satzungen, Ausschreibungen): the entries valid
 * today, or with ?archiv=1 the expired ones too. Each entry has the id the search links to.
 */
export default function ArchivPage({ data }: PageProps<ArchivData>) {
  const { pathname } = useLocation();
  const views = [
    { key: false, label: 'Aktuell gültig', href: pathname },
    { key: true, label: 'Archiv', href: `${pathname}?archiv=1` },
  ];
  return (
    <PageFrame title={data.titel}>
      {data.intro ? <Prose html={data.intro.inhalt} /> : null}
      <nav className="st-viewswitch" aria-label="Angezeigte Einträge">
        <ul className="st-viewswitch__list">
          {views.map((v) => (
            <li key={v.label}>
              <Link className="st-viewswitch__link" to={v.href} aria-current={data.archiv === v.key ? 'page' : undefined}>
                {v.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="st-list__count" role="status">
        {data.entries.length} {data.entries.length === 1 ? 'Eintrag' : 'Einträge'}
        {data.archiv ? ' (gültige und abgelaufene)' : ', die heute gültig sind'}
      </p>
      {data.entries.length ? (
        <ul className="st-archiv">
          {data.entries.map((e) => (
            <Entry key={e.id} entry={e} expired={!!e.gueltig_bis && e.gueltig_bis < data.heute} />
          ))}
        </ul>
      ) : (
        <div className="st-empty st-empty--box">
          <p>Zurzeit gibt es hier keine gültigen Einträge.</p>
          {data.archiv ? null : (
            <p>
              Ältere Einträge finden Sie im <Link to={`${pathname}?archiv=1`}>Archiv</Link>.
            </p>
          )}
        </div>
      )}
    </PageFrame>
  );
}
