import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import type { VerfahrenListItem } from './contract';
import { PageFrame } from '../../components/PageFrame';
import { Pagination } from '../../components/Pagination';
import { Link } from '../../components/Link';
import { paths } from '../../site/paths';
import type { VerfahrenIndexData } from './wegweiser.server';
import { LETTERS, letterLabel } from './links';
import { LetterBar } from './components/LetterBar';
import { ProcedureList } from './components/ProcedureList';

/** Procedures grouped by their letter, in the order of the alphabet ('0' for digits first). */
function byLetter(items: VerfahrenListItem[]): [string, VerfahrenListItem[]][] {
  const groups = new Map<string, VerfahrenListItem[]>();
  for (const v of items) groups.set(v.buchstabe, [...(groups.get(v.buchstabe) ?? []), v]);
  const order = ['0', ...LETTERS];
  return [...groups].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
}

/** /rathaus/wegweiser/verfahren: the letter bar and the whole list of procedures, grouped by letter. */
export default function VerfahrenIndexPage({ data }: PageProps<VerfahrenIndexData>) {
  const { pathname, search } = useLocation();
  return (
    <PageFrame title="Leistungen von A bis Z">
      <p className="st-pagelead">
        Alle Leistungen der Stadtverwaltung in alphabetischer Reihenfolge. Wählen Sie einen Anfangsbuchstaben oder suchen Sie in der Liste. Leistungen für
        bestimmte Lebenssituationen finden Sie unter <Link to="/rathaus/wegweiser/lebenslagen/">Lebenslagen</Link>.
      </p>
      <LetterBar label="Leistungen nach Anfangsbuchstaben" href={paths.verfahrenBuchstabe} available={data.buchstaben} emptyText="keine Leistungen" />
      <p className="st-list__count">
        {data.gesamt} {data.gesamt === 1 ? 'Leistung' : 'Leistungen'}
        {data.seiten > 1 ? `, Seite ${data.seite} von ${data.seiten}` : ''}
      </p>
      <div className="st-azgroups">
        {byLetter(data.items).map(([b, items]) => (
          <section className="st-azgroup" aria-labelledby={`buchstabe-${b}`} key={b}>
            <h2 className="st-azgroup__letter" id={`buchstabe-${b}`}>
              <span className="st-visually-hidden">Buchstabe </span>
              {letterLabel(b)}
            </h2>
            <ProcedureList items={items} href={(v) => v.url} compact />
          </section>
        ))}
      </div>
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
    </PageFrame>
  );
}
