import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import type { SearchHit, SnippetPart } from './contract';
import { redirectTarget } from './redirect';
import { PageFrame } from '../../components/PageFrame';
import { SearchForm } from '../../components/header/SearchForm';
import { Pagination } from '../../components/Pagination';
import { Link } from '../../components/Link';
import { Icon } from '../../components/icons/Icon';
import type { IconName } from '../../components/icons/icon-names';
import { Datum } from '../../components/dates/Datum';
import { fileformat, downloadLabel } from '../../format/text';
import type { SucheData } from './suche.server';
import { TOWN } from '../../site/town';
import { useSite } from '../../app/site-context';
import { hasAddressContent } from '../../site/menu-state';

/** What most visitors look for: shown without a query and when nothing was found. */
const HAEUFIG: ReadonlyArray<{ label: string; href: string; icon: IconName; text: string }> = [
  { label: 'Bürgerbüro', href: TOWN.buergerbueroPage, icon: 'building-2', text: 'Ausweise, Pässe, An- und Ummeldung' },
  { label: 'Abfallkalender', href: '/wirtschaft/abfallkalender/', icon: 'trash-2', text: 'Abfuhrtermine für Ihre Straße' },
  { label: 'Wegweiser A–Z', href: '/rathaus/wegweiser/verfahren', icon: 'compass', text: 'Alle Leistungen der Stadtverwaltung' },
  { label: 'Kontakt', href: '/rathaus/kontakt/', icon: 'phone', text: 'Anschrift, Telefon und Öffnungszeiten' },
];

const searchHref = (q: string) => `/rathaus/suche?q=${encodeURIComponent(q)}`;

/** Snippet parts as text nodes; matches in <mark>. Never HTML from the CMS. */
function Snippet({ parts }: { parts: SnippetPart[] }) {
  return <p className="st-hit__snippet">{parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : p.text))}</p>;
}

function HitItem({ hit }: { hit: SearchHit }) {
  const href = redirectTarget(hit);
  // Files are served by the CMS API: a plain link, so the browser opens the file itself.
  const file = href.startsWith('/api/') ? fileformat(href) || 'Datei' : null;
  return (
    <li className="st-hit">
      <p className="st-hit__meta">
        <span className="st-hit__kategorie">{hit.kategorie}</span>
        {hit.datum ? (
          <>
            <span aria-hidden="true"> · </span>
            <Datum value={hit.datum} />
          </>
        ) : null}
      </p>
      <h2 className="st-hit__title">
        {file ? (
          <a href={href}>
            {downloadLabel(hit.titel, href)} <span className="st-hit__file">({file})</span>
          </a>
        ) : (
          <Link to={href}>{hit.titel}</Link>
        )}
      </h2>
      {hit.snippet.length ? <Snippet parts={hit.snippet} /> : null}
    </li>
  );
}

function Haeufig({ title }: { title: string }) {
  const { site } = useSite();
  const links = HAEUFIG.filter((l) => hasAddressContent(site.content, l.href));
  if (links.length === 0) return null;
  return (
    <section className="st-suche__haeufig" aria-labelledby="suche-haeufig">
      <h2 id="suche-haeufig">{title}</h2>
      <ul className="st-suche__links">
        {links.map((l) => (
          <li key={l.href}>
            <Link className="st-suche__link" to={l.href}>
              <Icon name={l.icon} size={24} className="st-suche__link-icon" />
              <span>
                <span className="st-suche__link-label">{l.label}</span>
                <span className="st-suche__link-text">{l.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /rathaus/suche: the form, the hits with highlighted matches, or help when nothing was found. */
export default function SuchePage({ data }: PageProps<SucheData>) {
  const { pathname, search } = useLocation();
  const { q, result } = data;
  return (
    <PageFrame title="Suche">
      {/* Keyed by the query: after client-side navigation the field shows the query of the page. */}
      <SearchForm key={q} id="seiten-suche" defaultValue={q} landmarkLabel="Suchbegriff ändern" />
      {!result ? (
        <>
          <p className="st-suche__hint">
            Geben Sie einen Suchbegriff ein, zum Beispiel „Personalausweis“, „Sperrmüll“ oder den Namen eines Amtes. Die Suche findet Seiten, Nachrichten,
            Leistungen, Formulare und Ansprechpersonen.
          </p>
          <Haeufig title="Häufig gesucht" />
        </>
      ) : result.total === 0 ? (
        <>
          <div className="st-empty st-empty--box st-suche__none">
            <p role="status">
              <strong>Zu „{q}“ haben wir leider nichts gefunden.</strong>
            </p>
            {result.suggestions.length ? (
              <p className="st-suche__meinten">
                Meinten Sie:{' '}
                {result.suggestions.map((s, i) => (
                  <span key={s}>
                    {i > 0 ? ', ' : null}
                    {/* A plain link: a single hit may lead to a file, which client-side navigation cannot open. */}
                    <a href={searchHref(s)}>{s}</a>
                  </span>
                ))}
                ?
              </p>
            ) : null}
          </div>
          <h2>Tipps für Ihre Suche</h2>
          <ul className="st-suche__tipps">
            <li>Prüfen Sie die Schreibweise der Suchbegriffe.</li>
            <li>Verwenden Sie weniger Suchbegriffe: Die Suche findet nur Seiten, die alle Begriffe enthalten.</li>
            <li>Versuchen Sie andere oder allgemeinere Begriffe, zum Beispiel „Ausweis“ statt „Reisepass verlängern lassen“.</li>
            <li>Wortteile genügen: „abfuhr“ findet auch „Müllabfuhr“.</li>
          </ul>
          <Haeufig title="Vielleicht hilft Ihnen das weiter" />
        </>
      ) : (
        <>
          <p className="st-list__count" role="status">
            {result.total} Treffer für „{q}“{data.seiten > 1 ? `, Seite ${result.seite} von ${data.seiten}` : ''}
          </p>
          <ol className="st-hits" start={(result.seite - 1) * result.pro_seite + 1}>
            {result.hits.map((hit, i) => (
              <HitItem key={`${i}:${hit.url}`} hit={hit} />
            ))}
          </ol>
          <Pagination current={result.seite} total={data.seiten} pathname={pathname} search={search} />
        </>
      )}
    </PageFrame>
  );
}
