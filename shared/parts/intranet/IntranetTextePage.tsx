import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { formatDate, isoDate } from '../../format/date';
import { IntranetFrame, LoadFailed } from './IntranetFrame';
import type { IntranetTexteData } from './types';

/** The texts of one intranet category, newest first (spec §7 intranet/rubrik/{url}). */
export default function IntranetTextePage({ data }: PageProps<IntranetTexteData>) {
  return (
    <IntranetFrame nav={data.nav} title={data.rubrik.titel}>
      {data.texte === null ? (
        <LoadFailed what="Die Liste der Mitteilungen" />
      ) : data.texte.length === 0 ? (
        <p>In dieser Rubrik gibt es noch keine Mitteilungen.</p>
      ) : (
        <ul className="st-intranet__texts">
          {data.texte.map((t) => (
            <li key={t.id} className="st-intranet__text">
              <Link to={`/intranet/texte/${data.rubrik.url}/${t.url}`}>{t.titel}</Link>
              <p className="st-meta">
                <time dateTime={isoDate(t.datum_von)}>{formatDate(t.datum_von)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </IntranetFrame>
  );
}
