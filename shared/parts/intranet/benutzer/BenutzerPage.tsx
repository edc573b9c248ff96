import type { PageProps } from '../../../routing/types';
import { ActionForm } from '../../../components/forms/ActionForm';
import { Link } from '../../../components/Link';
import { formatDate } from '../../../format/date';
import { ROLLEN_KURZ } from './labels';
import { IntranetFrame, LoadFailed } from '../IntranetFrame';
import { ErrorSummary, passwordRules, RoleFields, TextField } from './BenutzerForms';
import type { BenutzerListeData } from './types';

const FORM = 'neu';
const LABELS: Record<string, string> = { email: 'E-Mail-Adresse', vorname: 'Vorname', nachname: 'Nachname', rollen: 'Rollen', passwort: 'Anfangspasswort' };

/**
 * /intranet/benutzer (role `admin`): the accounts with their roles and state, each linking to its
 * page, and the form that adds one (README "Intranet").
 */
export default function BenutzerPage({ data }: PageProps<BenutzerListeData>) {
  const { form } = data;
  const value = (name: string) => {
    const v = form.values[name];
    return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
  };
  const rollen = form.values.rollen;
  const checked = Array.isArray(rollen) ? rollen : rollen ? [rollen] : [];
  return (
    <IntranetFrame nav={data.nav} title="Zugänge verwalten">
      {data.angelegt ? (
        <p className="st-intranet__notice" role="status">
          Der Zugang für {data.angelegt} wurde angelegt.
        </p>
      ) : null}
      <section aria-labelledby="zugaenge-titel">
        <h2 id="zugaenge-titel">Alle Zugänge</h2>
        {data.benutzer ? (
          <div className="st-inbox__scroll">
            <table className="st-inbox__table st-accounts">
              <caption className="st-visually-hidden">Zugänge zum Intranet, nach Nachnamen</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-Mail-Adresse</th>
                  <th scope="col">Rollen</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {data.benutzer.map((b) => (
                  <tr key={b.uuid}>
                    <th scope="row">
                      <Link to={`/intranet/benutzer/${b.uuid}`}>{`${b.nachname}, ${b.vorname}`}</Link>
                    </th>
                    <td className="st-accounts__email">{b.email}</td>
                    <td>{b.rollen.map((r) => ROLLEN_KURZ[r]).join(', ')}</td>
                    <td>
                      <span className={`st-inbox__status st-accounts__state${b.aktiv ? '' : ' st-accounts__state--off'}`}>
                        {b.aktiv ? 'aktiv' : 'deaktiviert'}
                      </span>
                      <br />
                      <span className="st-inbox__fotos">seit {formatDate(b.erstellt)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <LoadFailed what="Die Liste der Zugänge" />
        )}
      </section>
      <section aria-labelledby="neu-titel">
        <h2 id="neu-titel">Zugang anlegen</h2>
        <ErrorSummary form={FORM} errors={form.errors} labels={LABELS} message={form.message} />
        {/* Anew with every answer (its suggestion changes): empty after an account was added, the kept values after a refusal. */}
        <ActionForm key={data.vorschlag} action="/intranet/benutzer" csrf={data.nav.csrf} className="st-intranet__form" noValidate>
          <TextField
            form={FORM}
            name="email"
            type="email"
            label={LABELS.email!}
            value={value('email')}
            error={form.errors.email}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField form={FORM} name="vorname" label={LABELS.vorname!} value={value('vorname')} error={form.errors.vorname} autoComplete="off" />
          <TextField form={FORM} name="nachname" label={LABELS.nachname!} value={value('nachname')} error={form.errors.nachname} autoComplete="off" />
          <RoleFields form={FORM} checked={checked} error={form.errors.rollen} />
          <TextField
            form={FORM}
            name="passwort"
            label={LABELS.passwort!}
            value={data.vorschlag}
            error={form.errors.passwort}
            autoComplete="off"
            spellCheck={false}
            hint={{ id: `${FORM}-passwort-regeln`, text: passwordRules() }}
          />
          <div>
            <button type="submit" className="st-button">
              Zugang anlegen
            </button>
          </div>
        </ActionForm>
      </section>
    </IntranetFrame>
  );
}
