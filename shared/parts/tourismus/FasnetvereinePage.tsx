import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { Pagination } from '../../components/Pagination';
import { useSite } from '../../app/site-context';
import { FasnetSidebar } from './FasnetSidebar';
import { hostOf, vereinAnchor } from './paths';
import type { FasnetvereineData } from './tourismus.server';

/** /gaeste/fasnetvereine/: the clubs with founding year, district, figures and text. */
export default function FasnetvereinePage({ data }: PageProps<FasnetvereineData>) {
  const { title } = useSite().page;
  const { pathname, search } = useLocation();
  return (
    <PageFrame title={title} sidebar={<FasnetSidebar topic="fasnetvereine" vereine={data.items} />}>
      {data.seiteInhalt ? <Prose html={data.seiteInhalt.inhalt} /> : null}
      <ul className="st-vereine">
        {data.items.map((v) => (
          <li key={v.id} className="st-verein" id={vereinAnchor(v.id)}>
            <h2 className="st-verein__name">{v.name}</h2>
            <dl className="st-tourismus__facts">
              <div>
                <dt>Gegründet</dt>
                <dd>{v.gruendung}</dd>
              </div>
              <div>
                <dt>Stadtteil</dt>
                <dd>{v.ortsteil}</dd>
              </div>
            </dl>
            {v.figuren.length ? (
              <>
                <h3 className="st-verein__subtitle">{v.figuren.length === 1 ? 'Figur' : 'Figuren und Gruppen'}</h3>
                <ul className="st-verein__figuren">
                  {v.figuren.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </>
            ) : null}
            <Prose html={v.text} />
            {v.web ? (
              <p className="st-verein__web">
                <a href={v.web} target="_blank" rel="noopener noreferrer">
                  Website: {hostOf(v.web)}
                  <span className="st-visually-hidden"> (öffnet in einem neuen Fenster)</span>
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
    </PageFrame>
  );
}
