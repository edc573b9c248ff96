import type { PageProps } from '../../../routing/types';
import { ActionForm } from '../../../components/forms/ActionForm';
import { Link } from '../../../components/Link';
import { formatDate } from '../../../format/date';
import { IntranetFrame } from '../IntranetFrame';
import { ErrorSummary, passwordRules, RoleFields, TextField } from './BenutzerForms';
import type { BenutzerDetailData } from './types';

const SAVED: Record<NonNullable<BenutzerDetailData['gespeichert']>, string> = {
  rollen: 'Die Rollen wurden gespeichert.',
  aktiv: 'Der Status des Zugangs wurde geändert.',
  passwort: 'Das Passwort wurde zurückgesetzt. Alle Sitzungen dieses Zugangs sind beendet.',
};

/**
 * /intranet/benutzer/{uuid} (role `admin`): one account, its roles, disabling or enabling it, and
 * resetting its password; each a form of its own that works without JavaScript.
 */
export default function BenutzerDetailPage({ data }: PageProps<BenutzerDetailData>) {
  const { benutzer: b, form, aktion } = data;
  const of = (a: string) => (aktion === a ? form : { errors: {}, values: {}, message: null });
  const rollenForm = of('rollen');
  const aktivForm = of('aktiv');
  const passwortForm = of('passwort');
  const rollenWerte = rollenForm.values.rollen;
  const checked = aktion === 'rollen' && rollenWerte ? (Array.isArray(rollenWerte) ? rollenWerte : [rollenWerte]) : b.rollen;
  // Any message not tied to one of the forms (an unknown action) shows at the top.
  const general = aktion && !['rollen', 'aktiv', 'passwort'].includes(aktion) ? form.message : null;
  return (
    <IntranetFrame nav={data.nav} title={`Zugang: ${b.vorname} ${b.nachname}`}>
      <p>
        <Link to="/intranet/benutzer">Zurück zu allen Zugängen</Link>
      </p>
      {data.gespeichert ? (
        <p className="st-intranet__notice" role="status">
          {SAVED[data.gespeichert]}
        </p>
      ) : null}
      {general ? (
        <div className="st-intranet__error" role="alert">
          <p>{general}</p>
        </div>
      ) : null}
      <dl className="st-accounts__facts">
        <dt>E-Mail-Adresse</dt>
        <dd>{b.email}</dd>
        <dt>Status</dt>
        <dd>{b.aktiv ? 'aktiv' : 'deaktiviert: kann sich nicht anmelden'}</dd>
        <dt>Angelegt am</dt>
        <dd>{formatDate(b.erstellt)}</dd>
        <dt>Passwort zuletzt gesetzt am</dt>
        <dd>{formatDate(b.passwort_geaendert)}</dd>
      </dl>

      <section aria-labelledby="rollen-titel">
        <h2 id="rollen-titel">Rollen</h2>
        <ErrorSummary form="rollen" errors={rollenForm.errors} labels={{ rollen: 'Rollen' }} message={rollenForm.message} />
        <ActionForm action={`/intranet/benutzer/${b.uuid}`} csrf={data.nav.csrf} className="st-intranet__form">
          <input type="hidden" name="_aktion" value="rollen" />
          {/* An admin keeps the role themselves (the server refuses anything else too). */}
          <RoleFields form="rollen" checked={checked} error={rollenForm.errors.rollen} disabled={data.selbst ? ['admin'] : []} />
          <div>
            <button type="submit" className="st-button">
              Rollen speichern
            </button>
          </div>
        </ActionForm>
      </section>

      <section aria-labelledby="status-titel">
        <h2 id="status-titel">{b.aktiv ? 'Zugang deaktivieren' : 'Zugang wieder aktivieren'}</h2>
        <ErrorSummary form="aktiv" errors={{}} labels={{}} message={aktivForm.message} />
        {data.selbst ? (
          <p>Ihren eigenen Zugang können Sie nicht deaktivieren.</p>
        ) : (
          <ActionForm action={`/intranet/benutzer/${b.uuid}`} csrf={data.nav.csrf} className="st-intranet__form">
            <input type="hidden" name="_aktion" value="aktiv" />
            <input type="hidden" name="aktiv" value={b.aktiv ? '0' : '1'} />
            <p>
              {b.aktiv
                ? 'Ein deaktivierter Zugang kann sich nicht mehr anmelden; seine offenen Sitzungen enden sofort. Er bleibt erhalten und lässt sich wieder aktivieren.'
                : 'Danach kann sich die Person wieder mit ihrem bisherigen Passwort anmelden.'}
            </p>
            <div>
              <button type="submit" className={`st-button${b.aktiv ? ' st-button--secondary' : ''}`}>
                {b.aktiv ? 'Zugang deaktivieren' : 'Zugang aktivieren'}
              </button>
            </div>
          </ActionForm>
        )}
      </section>

      <section aria-labelledby="passwort-titel">
        <h2 id="passwort-titel">Passwort zurücksetzen</h2>
        <p>Das bisherige Passwort gilt danach nicht mehr, und alle Sitzungen dieses Zugangs enden.</p>
        <ErrorSummary form="passwort" errors={passwortForm.errors} labels={{ passwort: 'Neues Passwort' }} message={passwortForm.message} />
        <ActionForm key={data.vorschlag} action={`/intranet/benutzer/${b.uuid}`} csrf={data.nav.csrf} className="st-intranet__form" noValidate>
          <input type="hidden" name="_aktion" value="passwort" />
          <TextField
            form="passwort"
            name="passwort"
            label="Neues Passwort"
            value={data.vorschlag}
            error={passwortForm.errors.passwort}
            autoComplete="off"
            spellCheck={false}
            hint={{ id: 'passwort-regeln', text: passwordRules() }}
          />
          <div>
            <button type="submit" className="st-button">
              Passwort zurücksetzen
            </button>
          </div>
        </ActionForm>
      </section>
    </IntranetFrame>
  );
}
