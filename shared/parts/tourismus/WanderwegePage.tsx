import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { Pagination } from '../../components/Pagination';
import { Link } from '../../components/Link';
import { useSite } from '../../app/site-context';
import { dauerText, kmText, SCHWIERIGKEIT_TEXT, wanderwegPath } from './paths';
import type { WanderwegeData } from './tourismus.server';

/** /gaeste/wandern-walken/: intro and the routes with length, ascent, walking time and difficulty. */
export default function WanderwegePage({ data }: PageProps<WanderwegeData>) {
  const { title } = useSite().page;
  const { pathname, search } = useLocation();
  return (
    <PageFrame title={title}>
      {data.seiteInhalt ? <Prose html={data.seiteInhalt.inhalt} /> : null}
      <h2 id="touren">Unsere Touren</h2>
      <div className="st-tourismus__table" role="region" aria-labelledby="touren-caption" tabIndex={0}>
        <table className="st-touren">
          <caption id="touren-caption">
            Wanderwege und Walkingstrecken ({data.gesamt}){data.seiten > 1 ? `, Seite ${data.seite} von ${data.seiten}` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Tour</th>
              <th scope="col">Länge</th>
              <th scope="col">Aufstieg</th>
              <th scope="col">Gehzeit</th>
              <th scope="col">Schwierigkeit</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((w) => (
              <tr key={w.id}>
                <th scope="row">
                  <Link to={wanderwegPath(w.slug)}>{w.titel}</Link>
                  <span className="st-touren__start">Start: {w.start}</span>
                </th>
                <td>{kmText(w.laenge_km)}</td>
                <td>{w.hoehenmeter} m</td>
                <td>{dauerText(w.dauer_min)}</td>
                <td>
                  <span className={`st-level st-level--${w.schwierigkeit}`}>{SCHWIERIGKEIT_TEXT[w.schwierigkeit]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
    </PageFrame>
  );
}
