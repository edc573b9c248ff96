import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Pagination } from '../../components/Pagination';
import { Prose } from '../../components/Prose';
import { Link } from '../../components/Link';
import type { AemterListData, AmtNode } from './aemter.server';
import { linksFor, type BereichLinks } from './links';
import { ContactList } from './components/ContactList';
import { ServicebwNav } from './components/ServicebwNav';
import { TOWN } from '../../site/town';

/** /rathaus/fachaemter/ and /servicebw/fachbereiche: every office as a card with its Sachgebiete. */
export default function AemterListPage({ data }: PageProps<AemterListData>) {
  const { pathname, search } = useLocation();
  const links = linksFor(data.bereich);
  return (
    <PageFrame title={data.titel} sidebar={data.bereich === 'servicebw' ? <ServicebwNav pathname={pathname} /> : undefined}>
      {data.intro ? (
        <Prose html={data.intro} />
      ) : (
        <p className="st-pagelead">Alle Fachbereiche der {TOWN.administration} mit ihren Sachgebieten, Telefonnummern und E-Mail-Adressen.</p>
      )}
      <ul className="st-amtlist">
        {data.gruppen.map((g) => (
          <li className="st-amtlist__group" key={g.amt.id}>
            <AmtCard node={g} links={links} />
          </li>
        ))}
      </ul>
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
    </PageFrame>
  );
}

function AmtCard({ node, links }: { node: AmtNode; links: BereichLinks }) {
  const { amt, unter } = node;
  return (
    <article className="st-amtcard" aria-labelledby={`amt-${amt.id}`}>
      <h2 className="st-amtcard__title" id={`amt-${amt.id}`}>
        <Link to={links.amt(amt)}>{amt.titel}</Link>
      </h2>
      <p className="st-amtcard__text">{amt.beschreibung}</p>
      <ContactList telefon={amt.telefon} email={amt.email} />
      {unter.length ? (
        <div className="st-amtcard__sub">
          <h3 className="st-amtcard__subtitle">Sachgebiete</h3>
          <SubList nodes={unter} links={links} />
        </div>
      ) : null}
    </article>
  );
}

function SubList({ nodes, links }: { nodes: AmtNode[]; links: BereichLinks }) {
  return (
    <ul className="st-amtcard__list">
      {nodes.map((n) => (
        <li key={n.amt.id}>
          <Link className="st-amtcard__sublink" to={links.amt(n.amt)}>
            {n.amt.titel}
          </Link>
          <ContactList className="st-contactlist--inline" telefon={n.amt.telefon} email={n.amt.email} />
          {n.unter.length ? <SubList nodes={n.unter} links={links} /> : null}
        </li>
      ))}
    </ul>
  );
}
