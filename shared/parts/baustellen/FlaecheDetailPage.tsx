import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { Link } from '../../components/Link';
import { FLAECHEN_PATHS, FLAECHEN_STATUS_TEXT, FLAECHEN_TITEL, formatPreis, formatQm } from './paths';
import type { FlaecheData } from './flaechen.server';

export default function FlaecheDetailPage({ data }: PageProps<FlaecheData>) {
  const { item } = data;
  return (
    <PageFrame title={item.titel}>
      <dl className="st-bfacts">
        <div className="st-bfacts__row">
          <dt>Lage</dt>
          <dd>{item.lage}</dd>
        </div>
        <div className="st-bfacts__row">
          <dt>Größe</dt>
          <dd>{formatQm(item.groesse_qm)}</dd>
        </div>
        <div className="st-bfacts__row">
          <dt>Preis</dt>
          <dd>{item.preis_qm === null ? 'auf Anfrage' : `${formatPreis(item.preis_qm)} (erschlossen, ohne Erwerbsnebenkosten)`}</dd>
        </div>
        <div className="st-bfacts__row">
          <dt>Status</dt>
          <dd>
            <span className={`st-bstatus st-bstatus--${item.status}`}>{FLAECHEN_STATUS_TEXT[item.status]}</span>
          </dd>
        </div>
      </dl>
      <Prose html={item.text} />
      <p>
        <Link className="st-back" to={FLAECHEN_PATHS[item.art]}>
          Alle {FLAECHEN_TITEL[item.art]}
        </Link>
      </p>
    </PageFrame>
  );
}
