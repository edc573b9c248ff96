import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import type { Formular } from './contract';
import { PageFrame } from '../../components/PageFrame';
import { Pagination } from '../../components/Pagination';
import { Link } from '../../components/Link';
import { letterOf } from '../../site/paths';
import type { FormulareAnsicht, FormulareData } from './wegweiser.server';
import { letterLabel, linksFor } from './links';
import { ServicebwNav } from './components/ServicebwNav';
import { FormList } from './components/FormList';

interface Group {
  key: string;
  title: string;
  items: Formular[];
}

/** The forms of the page grouped by office (sorted by office) or by initial letter. */
function groupForms(items: Formular[], ansicht: FormulareAnsicht): Group[] {
  const groups = new Map<string, Group>();
  for (const f of items) {
    const key = ansicht === 'amt' ? String(f.amt.id) : letterOf(f.titel);
    const title = ansicht === 'amt' ? f.amt.titel : letterLabel(key);
    const g = groups.get(key) ?? { key, title, items: [] };
    g.items.push(f);
    groups.set(key, g);
  }
  return [...groups.values()].sort((a, b) => a.title.localeCompare(b.title, 'de'));
}

/** /rathaus/wegweiser/formulare and /servicebw/formulare: all forms with file type and size. */
export default function FormularePage({ data }: PageProps<FormulareData>) {
  const { pathname, search } = useLocation();
  const links = linksFor(data.bereich);
  const base = links.formulare;
  const views: { key: FormulareAnsicht; label: string; href: string }[] = [
    { key: 'amt', label: 'Nach Ämtern', href: base },
    { key: 'az', label: 'Von A bis Z', href: `${base}?ansicht=az` },
  ];
  return (
    <PageFrame title="Formulare" sidebar={data.bereich === 'servicebw' ? <ServicebwNav pathname={pathname} /> : undefined}>
      <p className="st-pagelead">
        Hier finden Sie Anträge und Vordrucke der Stadtverwaltung zum Herunterladen. Füllen Sie das Formular aus und geben Sie es bei der zuständigen Stelle ab
        oder senden Sie es per Post. Welche Unterlagen Sie außerdem brauchen, steht bei der jeweiligen Leistung im{' '}
        <Link to="/rathaus/wegweiser/">Wegweiser</Link>.
      </p>
      <nav className="st-viewswitch" aria-label="Sortierung der Formulare">
        <ul className="st-viewswitch__list">
          {views.map((v) => (
            <li key={v.key}>
              <Link className="st-viewswitch__link" to={v.href} aria-current={data.ansicht === v.key ? 'page' : undefined}>
                {v.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="st-list__count">
        {data.gesamt} {data.gesamt === 1 ? 'Formular' : 'Formulare'}
        {data.seiten > 1 ? `, Seite ${data.seite} von ${data.seiten}` : ''}
      </p>
      {data.items.length === 0 ? <p className="st-empty">Zurzeit sind keine Formulare eingestellt.</p> : null}
      {groupForms(data.items, data.ansicht).map((g) => (
        <div className="st-formgroup" key={g.key}>
          <FormList
            title={data.ansicht === 'amt' ? g.title : `Buchstabe ${g.title}`}
            items={g.items}
            amtHref={data.ansicht === 'az' ? (f) => links.amt(f.amt) : undefined}
          />
          {data.ansicht === 'amt' ? (
            <p className="st-formgroup__more">
              <Link to={links.amt(g.items[0]!.amt)}>Zur Seite {g.title}</Link>
            </p>
          ) : null}
        </div>
      ))}
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
    </PageFrame>
  );
}
