import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import type { Amtsblatt } from './contract';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { Pagination } from '../../components/Pagination';
import { Icon } from '../../components/icons/Icon';
import { AmtsblattBox } from '../../components/sidebar/AmtsblattBox';
import { useGetForm } from '../../components/sidebar/get-form';
import { formatDateLong, isoDate } from '../../format/date';
import { fileformat, formatFileSize } from '../../format/text';
import { documentTextUrl, downloadSpeech, SpeakButton } from '../../components/a11y/SpeakButton';
import type { AmtsblattData } from './amtsblatt.server';

function Issue({ item }: { item: Amtsblatt }) {
  const name = `Ausgabe Nr. ${item.ausgabe}/${item.jahr}`;
  return (
    <li className="st-issue">
      <h3 className="st-issue__title">{name}</h3>
      <p className="st-meta st-issue__date">
        <Icon name="calendar-days" size={18} />
        <time dateTime={isoDate(item.datum)}>{formatDateLong(item.datum)}</time>
      </p>
      {item.themen.length ? (
        <ul className="st-issue__topics" aria-label="Themen">
          {item.themen.map((t, i) => (
            <li key={i}>{t}</li>
          ))}
        </ul>
      ) : null}
      {item.datei ? (
        <p className="st-issue__download">
          <a className="st-issue__link" href={item.datei.link} download={item.datei.datei}>
            <Icon name="download" size={20} />
            <span>
              {name} herunterladen{' '}
              <span className="st-downloads__info">({[fileformat(item.datei.datei), formatFileSize(item.datei.groesse)].filter(Boolean).join(', ')})</span>
            </span>
          </a>
          <SpeakButton
            text={downloadSpeech({ downloadtext: name, datei: item.datei.datei, groesse: item.datei.groesse })}
            name={name}
            textUrl={documentTextUrl(item.datei)}
          />
        </p>
      ) : (
        <p className="st-empty">Diese Ausgabe liegt nicht als Datei vor.</p>
      )}
    </li>
  );
}

/** The year filter: a GET form (works without JavaScript), sent client-side with it. */
function YearSelect({ jahre, jahr, action }: { jahre: number[]; jahr: number | null; action: string }) {
  const { onSubmit } = useGetForm(action);
  return (
    <form className="st-issues__filter" method="get" action={action} onSubmit={onSubmit}>
      <label htmlFor="amtsblatt-jahr">Jahrgang</label>
      <select key={jahr ?? ''} className="st-select" id="amtsblatt-jahr" name="jahr" defaultValue={jahr ? String(jahr) : ''}>
        <option value="">Alle Jahrgänge</option>
        {jahre.map((y) => (
          <option key={y} value={String(y)}>
            {`Jahrgang ${y}`}
          </option>
        ))}
      </select>
      <button className="st-button st-button--secondary" type="submit">
        Anzeigen
      </button>
    </form>
  );
}

/**
 * /rathaus/amtsblatt/ (spec §1, §2.4): the page's short description as intro, the issues by year,
 * each as a PDF, then the editorial text of the page. Most visitors come for this week's issue, so
 * the list comes before the longer explanations.
 */
export default function AmtsblattPage({ data }: PageProps<AmtsblattData>) {
  const { pathname, search } = useLocation();
  return (
    <PageFrame title={data.intro?.titel ?? 'Amtsblatt'} sidebar={<AmtsblattBox />}>
      {data.intro?.beschreibung ? <p className="st-pagelead">{data.intro.beschreibung}</p> : null}
      <section className="st-issues" aria-labelledby="amtsblatt-ausgaben">
        <h2 id="amtsblatt-ausgaben">Ausgaben{data.jahr ? ` ${data.jahr}` : ''}</h2>
        {data.jahre.length > 1 ? <YearSelect jahre={data.jahre} jahr={data.jahr} action={pathname} /> : null}
        <p className="st-list__count" role="status">
          {data.gesamt} {data.gesamt === 1 ? 'Ausgabe' : 'Ausgaben'}
          {data.jahr ? ` im Jahr ${data.jahr}` : ''}
          {data.seiten > 1 ? `, Seite ${data.seite} von ${data.seiten}` : ''}
        </p>
        {data.items.length ? (
          <ul className="st-issues__list">
            {data.items.map((item) => (
              <Issue key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <p className="st-empty st-empty--box">
            {data.jahr ? `Aus dem Jahr ${data.jahr} sind hier keine Ausgaben eingestellt.` : 'Zurzeit sind keine Ausgaben eingestellt.'}
          </p>
        )}
        <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
      </section>
      {data.intro?.inhalt ? (
        <section className="st-issues__about" aria-labelledby="amtsblatt-info">
          <h2 id="amtsblatt-info">Über das Amtsblatt</h2>
          <Prose html={data.intro.inhalt} />
        </section>
      ) : null}
    </PageFrame>
  );
}
