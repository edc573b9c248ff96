import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { Pagination } from '../../components/Pagination';
import { PostalAddress } from '../../components/PostalAddress';
import { ExternalEmbed } from '../../components/consent/ExternalEmbed';
import { BUCHUNGSPORTAL } from '../../components/consent/providers';
import { useGetForm } from '../../components/sidebar/get-form';
import { useSite } from '../../app/site-context';
import { removeintprefix, telformat } from '../../format/text';
import { ART_PLURAL, bettenText, hostOf, sterneText, UNTERKUENFTE_PATH, UNTERKUNFT_ARTEN } from './paths';
import type { UnterkuenfteData } from './tourismus.server';

/**
 * /gaeste/unterkuenfte/: intro, the hosts filterable by kind (GET form) and, in the sidebar, the
 * booking search widget of the destination behind two-click consent (spec §2.4).
 */
export default function UnterkuenftePage({ data }: PageProps<UnterkuenfteData>) {
  const { title } = useSite().page;
  const { pathname, search } = useLocation();
  const { onSubmit } = useGetForm(UNTERKUENFTE_PATH);
  return (
    <PageFrame
      title={title}
      sidebar={
        <ExternalEmbed
          provider={BUCHUNGSPORTAL}
          title="Unterkunft suchen und buchen"
          kind="iframe"
          src={data.bookingSrc}
          href={BUCHUNGSPORTAL.startseite}
          linkText={`Freie Unterkünfte beim ${BUCHUNGSPORTAL.name} suchen`}
          height={520}
        />
      }
    >
      {data.seiteInhalt ? <Prose html={data.seiteInhalt.inhalt} /> : null}
      <h2 id="gastgeber">Gastgeberverzeichnis</h2>
      {/* Keyed by the selection: after back/forward the field shows what the list shows. */}
      <form key={data.art ?? ''} className="st-tourismus__filter" method="get" action={UNTERKUENFTE_PATH} onSubmit={onSubmit}>
        <label htmlFor="art">Art der Unterkunft</label>
        <select className="st-select" id="art" name="art" defaultValue={data.art ?? ''}>
          <option value="">Alle Unterkünfte</option>
          {UNTERKUNFT_ARTEN.map((a) => (
            <option key={a} value={a}>
              {ART_PLURAL[a]}
            </option>
          ))}
        </select>
        <button className="st-button st-button--secondary" type="submit">
          Anzeigen
        </button>
      </form>
      <p className="st-list__count" role="status">
        {data.gesamt} {data.gesamt === 1 ? 'Unterkunft' : 'Unterkünfte'}
        {data.art ? ` (${ART_PLURAL[data.art]})` : ''}
        {data.seiten > 1 ? `, Seite ${data.seite} von ${data.seiten}` : ''}
      </p>
      {data.items.length === 0 ? (
        <p>Für diese Auswahl gibt es zurzeit keine Unterkünfte.</p>
      ) : (
        <ul className="st-unterkuenfte">
          {data.items.map((u) => (
            <li key={u.id} className="st-unterkunft">
              <h3 className="st-unterkunft__name">{u.name}</h3>
              <p className="st-unterkunft__meta">
                {u.art}
                {u.sterne ? (
                  <>
                    {' · '}
                    <span className="st-unterkunft__sterne">
                      <span aria-hidden="true">{'★'.repeat(u.sterne)} </span>
                      {sterneText(u.sterne)}
                    </span>
                  </>
                ) : null}
                {' · '}
                {bettenText(u.betten, u.art)}
              </p>
              <p>{u.text}</p>
              <div className="st-unterkunft__contact">
                <PostalAddress address={u.adresse} />
                <ul className="st-unterkunft__lines">
                  <li>
                    Telefon: <a href={`tel:${telformat(u.telefon)}`}>{removeintprefix(u.telefon)}</a>
                  </li>
                  {u.email ? (
                    <li>
                      E-Mail: <a href={`mailto:${u.email}`}>{u.email}</a>
                    </li>
                  ) : null}
                  {u.web ? (
                    <li>
                      Website:{' '}
                      <a href={u.web} target="_blank" rel="noopener noreferrer">
                        {hostOf(u.web)}
                        <span className="st-visually-hidden"> (Website von {u.name}, öffnet in einem neuen Fenster)</span>
                      </a>
                    </li>
                  ) : null}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination current={data.seite} total={data.seiten} pathname={pathname} search={search} />
    </PageFrame>
  );
}
