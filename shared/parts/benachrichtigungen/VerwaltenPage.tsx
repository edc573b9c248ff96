import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { ActionForm } from '../../components/forms/ActionForm';
import { Link } from '../../components/Link';
import { BENACHRICHTIGUNGEN_PFAD, HAEUFIGKEIT_TITEL, verwaltenPfad } from './values';
import { Fehler, Wahl } from './Auswahl';
import type { VerwaltenData } from './types';

/** "Manage my alerts" (the sealed link of every mail): the active subscriptions, each or all to end. */
export default function VerwaltenPage({ data }: PageProps<VerwaltenData>) {
  return (
    <PageFrame title="Meine E-Mail-Benachrichtigungen">
      {data.bestaetigt ? (
        <div className="st-danke" role="status">
          <p>Vielen Dank, Ihre Benachrichtigungen sind bestätigt.</p>
        </div>
      ) : null}
      {data.beendet.length ? (
        <div className="st-danke" role="status">
          <p>Abbestellt: {data.beendet.join('; ')}.</p>
        </div>
      ) : null}
      {data.pausiert ? (
        <p role="alert">
          E-Mails an Ihre Adresse kamen mehrmals zurück. Wir senden deshalb vorerst nichts mehr. Bestellen Sie eine Benachrichtigung neu und bestätigen Sie sie,
          geht es weiter.
        </p>
      ) : null}
      <p>Benachrichtigungen für {data.email}:</p>
      {data.abos.length ? (
        <ActionForm action={verwaltenPfad(data.token)} csrf={data.csrf} className="st-form" noValidate>
          <fieldset className={`st-form__group${data.errors.abo ? ' st-form__field--invalid' : ''}`}>
            <legend className="st-form__grouptitle">Ihre Benachrichtigungen</legend>
            <Fehler id="abo-fehler" text={data.errors.abo} />
            {data.abos.map((a) => (
              <Wahl key={a.id} id={`abo-${a.id}`} name="abo" value={String(a.id)} checked={false}>
                {a.titel}
                {a.thema === 'abfall' ? '' : ` – ${HAEUFIGKEIT_TITEL[a.haeufigkeit]}`}
              </Wahl>
            ))}
          </fieldset>
          <p className="st-form__buttons">
            <button type="submit" className="st-button" name="_aktion" value="abmelden">
              Ausgewählte abbestellen
            </button>{' '}
            <button type="submit" className="st-button st-button--secondary" name="_aktion" value="alle">
              Alle abbestellen
            </button>
          </p>
        </ActionForm>
      ) : (
        <p>Sie haben keine Benachrichtigungen bestellt. Ihre Adresse löschen wir 28 Tage nach der letzten Abmeldung.</p>
      )}
      <p>
        <Link to={BENACHRICHTIGUNGEN_PFAD}>Weitere Benachrichtigungen bestellen</Link>
      </p>
    </PageFrame>
  );
}
