import type { PageProps } from '../../../routing/types';
import type { Seite } from '../contract';
import { PageFrame } from '../../../components/PageFrame';
import { Prose } from '../../../components/Prose';
import { Link } from '../../../components/Link';
import { paths } from '../../../site/paths';

export default function ContentPage({ data }: PageProps<{ seite: Seite }>) {
  const { seite } = data;
  // Older CMS answers may lack the navigation fields.
  const unterseiten = seite.unterseiten ?? [];
  return (
    <PageFrame title={seite.titel} parents={seite.oberseite ? [{ label: seite.oberseite.titel, href: paths.seite(seite.oberseite.pfad) }] : undefined}>
      <Prose html={seite.inhalt} />
      {unterseiten.length > 0 ? (
        <nav className="st-subpages" aria-labelledby="st-subpages-title">
          <h2 id="st-subpages-title">Weitere Seiten zu diesem Thema</h2>
          <ul className="st-subpages__list">
            {unterseiten.map((u) => (
              <li key={u.pfad} className="st-subpages__item">
                <Link to={paths.seite(u.pfad)} className="st-subpages__link">
                  {u.titel}
                </Link>
                {u.beschreibung ? <p className="st-subpages__text">{u.beschreibung}</p> : null}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {seite.oberseite ? (
        <p className="st-back">
          <Link to={paths.seite(seite.oberseite.pfad)}>Zurück zu: {seite.oberseite.titel}</Link>
        </p>
      ) : null}
    </PageFrame>
  );
}
