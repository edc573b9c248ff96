import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { Link } from '../../components/Link';
import { ActionForm } from '../../components/forms/ActionForm';
import { GEWERBEEINTRAG, HONEYPOT_FIELD } from '../eingaenge/formulare/definitions';
import { Formular } from '../eingaenge/formulare/Formular';
import { zeitpunkt } from '../../format/zeitpunkt';
import { GEWERBE_PATH } from './paths';
import type { GewerbeeintragData } from './gewerbeeintrag.server';

const def = GEWERBEEINTRAG;

/**
 * /wirtschaft/gewerbeeintrag/: the self-entry form below its editorial text; behind the private link
 * /wirtschaft/gewerbeeintrag/{encryptedID} the same form filled in, the entry's state and the request
 * to remove it; the link of a removed entry says so and offers a new entry.
 */
export default function GewerbeeintragPage({ data }: PageProps<GewerbeeintragData>) {
  if (data.modus === 'entfernt' || !data.formular) {
    return (
      <PageFrame title="Eintrag gelöscht">
        <p>Dieser Eintrag wurde aus dem Gewerbeverzeichnis gelöscht. Der persönliche Link gilt deshalb nicht mehr.</p>
        <p>Sie können Ihren Betrieb jederzeit wieder eintragen. Der Eintrag ist kostenlos und erscheint nach unserer Prüfung.</p>
        <p>
          <Link className="st-button" to={def.pfad}>
            Neuen Eintrag anlegen
          </Link>
        </p>
        <p>
          <Link to={GEWERBE_PATH}>Zum Gewerbeverzeichnis</Link>
        </p>
      </PageFrame>
    );
  }
  if (data.modus === 'neu') {
    // Sent back with messages: the summary comes right below the heading, not after the explanation.
    const refused = Object.keys(data.formular.errors).length > 0 || !!data.formular.message;
    return (
      <PageFrame title={data.seite?.titel ?? def.titel}>
        {refused ? null : data.seite ? (
          <Prose html={data.seite.inhalt} />
        ) : (
          <p>
            Tragen Sie Ihren Betrieb kostenlos in das <Link to={GEWERBE_PATH}>Gewerbeverzeichnis</Link> ein. Nach unserer Prüfung erscheint der Eintrag im
            Verzeichnis; mit Ihrem persönlichen Link können Sie ihn später ändern oder löschen lassen.
          </p>
        )}
        <section className="st-form__section" aria-labelledby="gewerbeeintrag-formular">
          <h2 id="gewerbeeintrag-formular">Ihr Eintrag</h2>
          <Formular def={def} data={data.formular} ebene={3} />
        </section>
      </PageFrame>
    );
  }
  return <Bearbeiten data={data} />;
}

/** Behind the private link: what happens with the entry, the form filled in, and the removal. */
function Bearbeiten({ data }: { data: GewerbeeintragData }) {
  const { stand, link } = data;
  const action = `${def.pfad}${link}`;
  const pending = stand?.ausstehend ?? null;
  const published = stand?.status === 'veroeffentlicht';

  const bildAktuell =
    stand?.logo?.quelle === 'veroeffentlicht' && data.logo ? (
      <div className="st-form__kept">
        <p id="gewerbeeintrag-logo-jetzt">Ihr Logo im Verzeichnis:</p>
        <img className="st-form__logo" src={data.logo.url} width={data.logo.breite} height={data.logo.hoehe} alt="Ihr bisheriges Logo" />
        <label className="st-form__choice">
          <input type="checkbox" name="logo_entfernen" value="ja" defaultChecked={data.logoEntfernen} /> Logo entfernen
        </label>
      </div>
    ) : stand?.logo?.quelle === 'ausstehend' ? (
      <div className="st-form__kept">
        <p>
          Ihr neues Logo <span className="st-form__filename">„{stand.logo.name}“</span> wird mit Ihrer Änderung geprüft.
        </p>
        <label className="st-form__choice">
          <input type="checkbox" name="logo_entfernen" value="ja" defaultChecked={data.logoEntfernen} /> Logo entfernen
        </label>
      </div>
    ) : null;

  return (
    <PageFrame title="Ihr Eintrag im Gewerbeverzeichnis">
      <div className="st-eintrag-status" role="status">
        {pending ? (
          <p>
            <strong>{pending.vorgang === 'entfernen' ? 'Ihr Antrag auf Löschung' : pending.vorgang === 'neu' ? 'Ihr Eintrag' : 'Ihre Änderung'}</strong> vom{' '}
            <time dateTime={pending.erstellt}>{zeitpunkt(pending.erstellt)}</time> (Vorgangsnummer {pending.referenz}) wird geprüft.
            {published && pending.vorgang !== 'neu' ? ' Bis zur Entscheidung bleibt die bisherige Fassung im Verzeichnis sichtbar.' : ''}
          </p>
        ) : null}
        {!pending && stand?.abgelehnt ? (
          <>
            <p>
              <strong>{published ? 'Ihre letzte Änderung' : 'Ihr Eintrag'} wurde nicht freigegeben</strong> (
              <time dateTime={stand.abgelehnt.zeit}>{zeitpunkt(stand.abgelehnt.zeit)}</time>).
              {stand.abgelehnt.grund ? ` Begründung: ${stand.abgelehnt.grund}` : ''}
            </p>
            <p>Sie können die Angaben unten korrigieren und erneut senden.</p>
          </>
        ) : null}
        {published && stand?.url ? (
          <p>
            Ihr Eintrag im Verzeichnis: <Link to={stand.url}>Eintrag ansehen</Link>
          </p>
        ) : !pending && !stand?.abgelehnt ? (
          <p>Ihr Eintrag ist noch nicht im Verzeichnis.</p>
        ) : null}
        <p>
          Ändern Sie Ihre Angaben unten und senden Sie sie ab: Wir prüfen die Änderung{published ? ', bis dahin bleibt die bisherige Fassung sichtbar' : ''}.
          Bitte geben Sie diesen Link nicht weiter.
        </p>
      </div>
      {pending && pending.vorgang !== 'entfernen' ? (
        <p className="st-form__note">Im Formular stehen die Angaben, die wir gerade prüfen. Senden Sie es erneut ab, ersetzt die neue Fassung die bisherige.</p>
      ) : null}
      <Formular
        def={def}
        data={data.formular!}
        action={action}
        senden="Änderung zur Prüfung senden"
        bildAktuell={bildAktuell}
        zugestimmt={!!stand?.zugestimmt}
      />
      <Entfernen data={data} action={action} />
    </PageFrame>
  );
}

/** The request to remove the entry: a confirmation and an optional reason. */
function Entfernen({ data, action }: { data: GewerbeeintragData; action: string }) {
  const { errors, grund, bestaetigt, bestaetigen, message } = data.entfernen;
  const f = data.formular!;
  const error = errors.bestaetigung;
  const grundError = errors.grund;
  return (
    <section className="st-form__section" aria-labelledby="gewerbeeintrag-loeschen">
      <h2 id="gewerbeeintrag-loeschen">Eintrag löschen lassen</h2>
      <p>Wenn es Ihren Betrieb nicht mehr gibt oder Sie nicht mehr im Verzeichnis stehen möchten, löschen wir den Eintrag. Der Link gilt danach nicht mehr.</p>
      {message ? (
        <div className="st-form__summary" role="alert">
          <p>{message}</p>
        </div>
      ) : null}
      <ActionForm action={action} csrf={f.csrf} noValidate className="st-form">
        <input type="hidden" name="_aktion" value="entfernen" />
        <input type="hidden" name="_schluessel" value={f.schluessel} />
        {bestaetigen ? <input type="hidden" name="_bestaetigung" value="1" /> : null}
        <div className={`st-form__field${grundError ? ' st-form__field--invalid' : ''}`}>
          <label htmlFor="gewerbeeintrag-grund" className="st-form__label">
            Grund<span className="st-form__optional"> (freiwillig)</span>
          </label>
          {grundError ? (
            <p className="st-form__error" id="gewerbeeintrag-grund-fehler">
              <span className="st-visually-hidden">Fehler: </span>
              {grundError}
            </p>
          ) : null}
          <textarea
            id="gewerbeeintrag-grund"
            name="grund"
            rows={3}
            defaultValue={grund}
            aria-invalid={grundError ? true : undefined}
            aria-describedby={grundError ? 'gewerbeeintrag-grund-fehler' : undefined}
          />
        </div>
        <div className={`st-form__field${error ? ' st-form__field--invalid' : ''}`}>
          {error ? (
            <p className="st-form__error" id="gewerbeeintrag-bestaetigung-fehler">
              <span className="st-visually-hidden">Fehler: </span>
              {error}
            </p>
          ) : null}
          <label className="st-form__choice st-form__choice--text" htmlFor="gewerbeeintrag-bestaetigung">
            <input
              type="checkbox"
              id="gewerbeeintrag-bestaetigung"
              name="bestaetigung"
              value="ja"
              defaultChecked={bestaetigt}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'gewerbeeintrag-bestaetigung-fehler' : undefined}
            />{' '}
            <span>Ja, der Eintrag soll aus dem Gewerbeverzeichnis gelöscht werden.</span>
          </label>
        </div>
        {bestaetigen ? null : (
          <div className="st-form__hp">
            <label htmlFor={`gewerbeeintrag-loeschen-${HONEYPOT_FIELD}`}>Bitte lassen Sie dieses Feld leer.</label>
            <input
              id={`gewerbeeintrag-loeschen-${HONEYPOT_FIELD}`}
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
              data-transient=""
            />
          </div>
        )}
        <button type="submit" className="st-button st-button--secondary">
          Löschung beantragen
        </button>
      </ActionForm>
    </section>
  );
}
