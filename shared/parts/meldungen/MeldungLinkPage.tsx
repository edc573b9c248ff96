import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Link } from '../../components/Link';
import { ActionForm } from '../../components/forms/ActionForm';
import { useSite } from '../../app/site-context';
import { useLocation } from 'react-router-dom';
import { BESTAETIGUNG_TAGE, MELDUNGEN_PATH, meldungPath } from './values';
import type { LinkData } from './meldungen.server';

/** The pages behind the sealed links of the reports' mails: confirmed, expired, unsubscribe, "Ist es behoben?". */
export default function MeldungLinkPage({ data }: PageProps<LinkData>) {
  const { title } = useSite().page;
  const { pathname } = useLocation();
  const zur = data.meldung ? (
    <p>
      <Link to={meldungPath(data.meldung)}>Zur Meldung Nr. {data.meldung}</Link> · <Link to={MELDUNGEN_PATH}>Alle Meldungen</Link>
    </p>
  ) : (
    <p>
      <Link to={MELDUNGEN_PATH}>Alle Meldungen</Link>
    </p>
  );
  switch (data.art) {
    case 'bestaetigt':
      return (
        <PageFrame title={title}>
          <p role="status">Danke! Sie erhalten jetzt eine E-Mail, wenn sich der Status der Meldung ändert oder die Stadt antwortet.</p>
          {zur}
        </PageFrame>
      );
    case 'bereits_bestaetigt':
      return (
        <PageFrame title={title}>
          <p role="status">Ihre Anmeldung war schon bestätigt. Sie erhalten weiterhin Nachrichten zu dieser Meldung.</p>
          {zur}
        </PageFrame>
      );
    case 'abgelaufen':
      return (
        <PageFrame title={title}>
          <p role="status">
            Dieser Link war {BESTAETIGUNG_TAGE} Tage gültig und ist abgelaufen. Ihre Adresse ist nicht angemeldet. Auf der Seite der Meldung können Sie sich
            erneut anmelden.
          </p>
          {zur}
        </PageFrame>
      );
    case 'abmelden':
      return (
        <PageFrame title={title}>
          {data.message ? (
            <p className="st-form__summary" role="alert">
              {data.message}
            </p>
          ) : null}
          <p>Möchten Sie keine E-Mails mehr zu dieser Meldung erhalten?</p>
          <ActionForm action={pathname} csrf={data.csrf}>
            <button type="submit" className="st-button">
              Ja, abmelden
            </button>
          </ActionForm>
        </PageFrame>
      );
    case 'abgemeldet':
      return (
        <PageFrame title={title}>
          <p role="status">Sie sind abgemeldet und erhalten keine E-Mails mehr zu dieser Meldung.</p>
          {zur}
        </PageFrame>
      );
    case 'umfrage_danke':
      return (
        <PageFrame title={title}>
          <p role="status">
            {data.umfrage?.wiedereroeffnet
              ? 'Wir haben die Meldung wieder geöffnet und sehen sie uns noch einmal an.'
              : 'Schön, dass es behoben ist. Vielen Dank für Ihre Rückmeldung.'}
          </p>
          {zur}
        </PageFrame>
      );
    case 'umfrage': {
      const u = data.umfrage!;
      return (
        <PageFrame title={title}>
          <p>
            Ihre Meldung Nr. {data.meldung}: {u.kategorie}
            {u.adresse ? `, ${u.adresse}` : ''}. Wir haben sie als erledigt markiert.
          </p>
          <ActionForm action={pathname} csrf={data.csrf} className="st-meldung__umfrage">
            <fieldset className="st-form__choices">
              <legend className="st-form__legend">Ist es behoben?</legend>
              <label className="st-form__choice">
                <input type="radio" name="behoben" value="ja" defaultChecked={u.vorschlag === 'ja'} required /> Ja, es ist behoben
              </label>
              <label className="st-form__choice">
                <input type="radio" name="behoben" value="nein" defaultChecked={u.vorschlag === 'nein'} /> Nein, es ist nicht behoben
              </label>
            </fieldset>
            <div className="st-form__field">
              <label className="st-form__label" htmlFor="umfrage-kommentar">
                Möchten Sie noch etwas dazu sagen? <span className="st-form__optional">(freiwillig)</span>
              </label>
              <textarea id="umfrage-kommentar" name="kommentar" rows={3} maxLength={2000} />
            </div>
            <button type="submit" className="st-button">
              Antwort senden
            </button>
          </ActionForm>
          {zur}
        </PageFrame>
      );
    }
  }
}
