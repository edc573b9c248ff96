import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { Prose } from '../../components/Prose';
import { formatDateLong, isoDate } from '../../format/date';
import { IntranetFrame, LoadFailed } from './IntranetFrame';
import type { IntranetTextData } from './types';

/** One intranet text. */
export default function IntranetTextPage({ data }: PageProps<IntranetTextData>) {
  const { text, rubrik } = data;
  return (
    <IntranetFrame nav={data.nav} title={text?.titel ?? rubrik.titel}>
      {text ? (
        <article>
          <p className="st-meta">
            <time dateTime={isoDate(text.datum_von)}>{formatDateLong(text.datum_von)}</time> · {rubrik.titel}
          </p>
          <Prose html={text.text} />
        </article>
      ) : (
        <LoadFailed what="Die Mitteilung" />
      )}
      <p>
        <Link to={`/intranet/texte/${rubrik.url}`}>Alle Mitteilungen: {rubrik.titel}</Link>
      </p>
    </IntranetFrame>
  );
}
