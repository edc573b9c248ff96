import type { PageProps } from '../../../routing/types';
import { Link } from '../../../components/Link';
import { Prose } from '../../../components/Prose';
import { formatDate, formatEventDate, isoDate } from '../../../format/date';
import { DocumentList } from '../../intranet/DocumentDownload';
import { RATSINFO_VORLAGEN_PATH, ratsinfoSitzungPath } from './paths';
import { RatsinfoFrame } from './RatsinfoFrame';
import type { RatsinfoVorlageData } from './ratsinfo.server';

/** /ratsinfo/vorlagen/{slug}: a paper with its facts, the proposed resolution, where it is discussed and its documents. */
export default function RatsinfoVorlagePage({ data }: PageProps<RatsinfoVorlageData>) {
  const { vorlage } = data;
  return (
    <RatsinfoFrame nav={data.nav} title={`${vorlage.art} ${vorlage.nummer}`}>
      <p className="st-ratsinfo__betreff">{vorlage.titel}</p>
      <dl className="st-ratstermin__facts">
        <dt>Öffentlichkeit</dt>
        <dd>{vorlage.oeffentlich ? 'öffentlich' : 'nichtöffentlich'}</dd>
        <dt>Datum</dt>
        <dd>
          <time dateTime={isoDate(vorlage.datum)}>{formatDate(vorlage.datum)}</time>
        </dd>
        {vorlage.federfuehrend ? (
          <>
            <dt>Federführend</dt>
            <dd>{vorlage.federfuehrend}</dd>
          </>
        ) : null}
      </dl>
      {vorlage.beschlussvorschlag ? (
        <section className="st-ratsinfo__beschluss" aria-labelledby="beschlussvorschlag">
          <h2 id="beschlussvorschlag">Beschlussvorschlag</h2>
          <p>{vorlage.beschlussvorschlag}</p>
        </section>
      ) : null}
      <section aria-labelledby="sachverhalt">
        <h2 id="sachverhalt">Sachverhalt</h2>
        <Prose html={vorlage.sachverhalt} />
      </section>
      <section aria-labelledby="beratungsfolge">
        <h2 id="beratungsfolge">Beratungsfolge</h2>
        {vorlage.beratungen.length ? (
          <ul className="st-sitzungen">
            {vorlage.beratungen.map((b) => (
              <li key={`${b.sitzung.id}-${b.top}`} className="st-sitzungen__item">
                <Link to={ratsinfoSitzungPath(b.sitzung.slug)}>{b.sitzung.titel}</Link>
                <span className="st-sitzungen__meta">
                  <time dateTime={isoDate(b.sitzung.datum)}>{formatEventDate(b.sitzung.datum)}</time>, Tagesordnungspunkt {b.top} (
                  {b.oeffentlich ? 'öffentlich' : 'nichtöffentlich'})
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>Die Vorlage steht noch auf keiner Tagesordnung.</p>
        )}
      </section>
      {vorlage.dokumente.length ? <DocumentList items={vorlage.dokumente} area="ratsinfo" title="Dokumente" headingLevel={2} /> : null}
      <p>
        <Link className="st-back" to={RATSINFO_VORLAGEN_PATH}>
          Alle Vorlagen
        </Link>
      </p>
    </RatsinfoFrame>
  );
}
