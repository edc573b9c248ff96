import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Pagination } from '../../components/Pagination';
import { Link } from '../../components/Link';
import { EntryList, RubrikenBox, betriebe } from './GewerbeParts';
import { GEWERBE_PATH } from './paths';
import type { GewerbeRubrikData } from './gewerbe.server';

/** /wirtschaft/gewerbeverzeichnis/{rubrik}: the entries of one category with address and phone. */
export default function GewerbeRubrikPage({ data }: PageProps<GewerbeRubrikData>) {
  const { pathname, search } = useLocation();
  return (
    <PageFrame title={data.rubrik.titel} sidebar={<RubrikenBox rubriken={data.rubriken} current={data.rubrik.url} isPage />}>
      <p className="st-list__count" role="status">
        {betriebe(data.gesamt)} in der Branche „{data.rubrik.titel}“{data.seiten > 1 ? `, Seite ${data.seite} von ${data.seiten}` : ''}
      </p>
      {data.items.length === 0 ? (
        <p>In dieser Branche ist zurzeit kein Betrieb eingetragen.</p>
      ) : (
        <EntryList items={data.items} headingLevel={2} details="kontakt" />
      )}
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
      <p>
        <Link className="st-back" to={GEWERBE_PATH}>
          Alle Branchen im Gewerbeverzeichnis
        </Link>
      </p>
    </PageFrame>
  );
}
