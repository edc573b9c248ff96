import type { ReactNode } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { ActionForm } from '../../components/forms/ActionForm';
import type { LoginData } from './types';

/**
 * The login form of a signed-in area (spec §7 POST /login): the action of the area's home, so it works
 * without JavaScript too. The intranet and the council information system show it with their own
 * title and text.
 */
export function LoginForm({ data, action, title, intro, children }: { data: LoginData; action: string; title: string; intro: string; children?: ReactNode }) {
  const emailError = data.errors.email;
  const passwortError = data.errors.passwort;
  const failed = !!data.message || !!emailError || !!passwortError;
  return (
    <PageFrame title={title}>
      <div className="st-intranet">
        <p>{intro}</p>
        {data.hinweis === 'abgemeldet' && !failed ? (
          <p className="st-intranet__notice" role="status">
            Sie wurden abgemeldet.
          </p>
        ) : null}
        {data.hinweis === 'anmelden' && !failed ? (
          <p className="st-intranet__notice" role="status">
            Bitte melden Sie sich an, um diese Seite zu sehen.
          </p>
        ) : null}
        {data.message ? (
          <div className="st-intranet__error" role="alert" id="anmeldung-fehler">
            <p>{data.message}</p>
          </div>
        ) : null}
        <ActionForm action={action} csrf={data.csrf} className="st-intranet__form" aria-describedby={data.message ? 'anmeldung-fehler' : undefined}>
          <input type="hidden" name="ziel" value={data.ziel} />
          <div className={`st-intranet__field${emailError ? ' st-intranet__field--invalid' : ''}`}>
            <label htmlFor="anmeldung-email">E-Mail-Adresse</label>
            <input
              id="anmeldung-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={data.email}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? 'anmeldung-email-fehler' : undefined}
            />
            {emailError ? (
              <p className="st-intranet__fielderror" id="anmeldung-email-fehler">
                {emailError}
              </p>
            ) : null}
          </div>
          <div className={`st-intranet__field${passwortError ? ' st-intranet__field--invalid' : ''}`}>
            <label htmlFor="anmeldung-passwort">Passwort</label>
            <input
              id="anmeldung-passwort"
              name="passwort"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={passwortError ? true : undefined}
              aria-describedby={passwortError ? 'anmeldung-passwort-fehler' : undefined}
            />
            {passwortError ? (
              <p className="st-intranet__fielderror" id="anmeldung-passwort-fehler">
                {passwortError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="st-button">
            Anmelden
          </button>
        </ActionForm>
        {children}
      </div>
    </PageFrame>
  );
}
