import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Pagination } from '../../components/Pagination';
import { Link } from '../../components/Link';
import type { VerfahrenBuchstabeData } from './wegweiser.server';
import { letterLabel, linksFor } from './links';
import { LetterBar } from './components/LetterBar';
import { ProcedureList } from './components/ProcedureList';
import { ServicebwNav } from './components/ServicebwNav';
import { ContentLink } from '../../components/ContentLink';
import { TOWN } from '../../site/town';

/**
 * Procedures of one letter: /rathaus/wegweiser/verfahren/{buchstabe} and, in the service area,
 * /servicebw/{anfangsbuchstabe}. A letter without procedures says so and shows the way on.
 */
export default function VerfahrenBuchstabePage({ data }: PageProps<VerfahrenBuchstabeData>) {
  const { pathname, search } = useLocation();
  const links = linksFor(data.bereich);
  const letter = letterLabel(data.buchstabe);
  return (
    <PageFrame title={`Leistungen mit ${letter}`} sidebar={data.bereich === 'servicebw' ? <ServicebwNav pathname={pathname} /> : undefined}>
      <LetterBar
        label="Leistungen nach Anfangsbuchstaben"
        href={links.buchstabe}
        available={data.buchstaben}
        current={data.buchstabe}
        all={data.bereich === 'rathaus' ? { href: links.verfahrenStart, label: 'Alle' } : undefined}
        emptyText="keine Leistungen"
      />
      {data.items.length ? (
        <>
          <p className="st-list__count">
            {data.gesamt} {data.gesamt === 1 ? 'Leistung' : 'Leistungen'} mit dem Anfangsbuchstaben {letter}
            {data.seiten > 1 ? `, Seite ${data.seite} von ${data.seiten}` : ''}
          </p>
          <ProcedureList items={data.items} href={links.verfahren} />
        </>
      ) : (
        <div className="st-empty st-empty--box">
          <p>
            <strong>Zum Buchstaben {letter} gibt es keine Leistungen.</strong>
          </p>
          <p>
            Wählen Sie oben einen anderen Anfangsbuchstaben
            {data.bereich === 'rathaus' ? (
              <>
                , sehen Sie sich <Link to={links.verfahrenStart}>alle Leistungen von A bis Z</Link> an oder suchen Sie nach{' '}
                <Link to="/rathaus/wegweiser/lebenslagen/">Lebenslagen</Link>.
              </>
            ) : (
              <>
                {' '}
                oder kehren Sie zur <Link to={links.verfahrenStart}>Übersicht Service-BW</Link> zurück.
              </>
            )}{' '}
            Sie wissen nicht, wer zuständig ist? Das <ContentLink to={TOWN.buergerbueroPage}>Bürgerbüro</ContentLink> hilft Ihnen gerne weiter.
          </p>
        </div>
      )}
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
    </PageFrame>
  );
}
