import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../site/constants';
import { ActionForm } from '../../components/forms/ActionForm';
import { focusInvalidField } from '../../components/forms/focus-invalid';
import { PASSWORD_CHANGE_FIELDS, validatePasswordChange, type PasswordChangeField, type PasswordChangeInput } from '../../site/validation';
import type { PasswordChangeData } from './types';

const LABELS: Record<PasswordChangeField, string> = {
  passwort_alt: 'Bisheriges Passwort',
  passwort_neu: 'Neues Passwort',
  passwort_wiederholung: 'Neues Passwort wiederholen',
};
const AUTOCOMPLETE: Record<PasswordChangeField, string> = {
  passwort_alt: 'current-password',
  passwort_neu: 'new-password',
  passwort_wiederholung: 'new-password',
};
const fieldId = (f: PasswordChangeField) => `passwort-${f}`;

/** Spec §5: on a failed submit, scroll to the first invalid field (250 ms, 120 px above it) and focus it. */
function focusFirstInvalid(fields: PasswordChangeField[]) {
  const first = PASSWORD_CHANGE_FIELDS.find((f) => fields.includes(f));
  if (first) focusInvalidField(() => document.getElementById(fieldId(first)));
}

/**
 * Change password (spec §5), of the intranet or the council information system: the action of the
 * page's address checks the rules again and shows the page with the messages (after a refused submit
 * ActionForm focuses the first invalid field); with JavaScript the rules are also checked while typing
 * and before sending.
 */
export function PasswordChangeForm({ data, action, csrf }: { data: PasswordChangeData; action: string; csrf: string }) {
  const [values, setValues] = useState<PasswordChangeInput>({ passwort_alt: '', passwort_neu: '', passwort_wiederholung: '' });
  // A field shows as invalid once it was changed or the form was validated (spec §5).
  const [touched, setTouched] = useState<Partial<Record<PasswordChangeField, boolean>>>({});
  const [clientErrors, setClientErrors] = useState<Partial<Record<PasswordChangeField, string>> | null>(null);
  const summary = useRef<HTMLDivElement>(null);

  const serverErrors = data.errors as Partial<Record<PasswordChangeField, string>>;
  const errors: Partial<Record<PasswordChangeField, string>> = {};
  for (const f of PASSWORD_CHANGE_FIELDS) {
    const e = clientErrors && touched[f] ? clientErrors[f] : !touched[f] ? serverErrors[f] : undefined;
    if (e) errors[f] = e;
  }
  const invalid = PASSWORD_CHANGE_FIELDS.filter((f) => errors[f]);

  function onChange(e: ChangeEvent<HTMLInputElement>) {
    const f = e.target.name as PasswordChangeField;
    const next = { ...values, [f]: e.target.value };
    setValues(next);
    setTouched((t) => ({ ...t, [f]: true }));
    setClientErrors(validatePasswordChange(next));
  }

  /** What the fields hold when the script starts (typed before hydration, filled in by a password manager) is the form's state. */
  function adopt(fields: Record<string, string | string[]>) {
    const next = { ...values };
    for (const f of PASSWORD_CHANGE_FIELDS) if (typeof fields[f] === 'string') next[f] = fields[f] as string;
    if (PASSWORD_CHANGE_FIELDS.some((f) => next[f] !== values[f])) setValues(next);
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const found = validatePasswordChange(values);
    if (Object.keys(found).length === 0) return; // the server checks again and changes the password
    e.preventDefault();
    setTouched({ passwort_alt: true, passwort_neu: true, passwort_wiederholung: true });
    setClientErrors(found);
    focusFirstInvalid(Object.keys(found) as PasswordChangeField[]);
  }

  return (
    <>
      {data.geaendert ? (
        <p className="st-intranet__notice" role="status">
          Ihr Passwort wurde geändert.
        </p>
      ) : null}
      {data.message ? (
        <div className="st-intranet__error" role="alert">
          <p>{data.message}</p>
        </div>
      ) : null}
      {invalid.length ? (
        <div className="st-intranet__error" role="alert" ref={summary} tabIndex={-1} aria-labelledby="passwort-fehler-titel">
          <h2 id="passwort-fehler-titel" className="st-intranet__errortitle">
            Bitte korrigieren Sie {invalid.length === 1 ? 'die folgende Angabe' : 'die folgenden Angaben'}:
          </h2>
          <ul>
            {invalid.map((f) => (
              <li key={f}>
                <a href={`#${fieldId(f)}`}>
                  {LABELS[f]}: {errors[f]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p id="passwort-regeln">
        Das neue Passwort muss mindestens {PASSWORD_MIN_LENGTH} Zeichen lang sein und einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und eines der
        Sonderzeichen _ ! @ # $ % ^ &amp; * enthalten.
      </p>
      <ActionForm action={action} csrf={csrf} className="st-intranet__form" noValidate onSubmit={onSubmit} adopt={adopt}>
        {PASSWORD_CHANGE_FIELDS.map((f) => {
          const error = errors[f];
          const describedBy = [error ? `${fieldId(f)}-fehler` : null, f === 'passwort_neu' ? 'passwort-regeln' : null].filter(Boolean).join(' ');
          return (
            <div key={f} className={`st-intranet__field${error ? ' st-intranet__field--invalid' : ''}`}>
              <label htmlFor={fieldId(f)}>{LABELS[f]}</label>
              <input
                id={fieldId(f)}
                name={f}
                type="password"
                autoComplete={AUTOCOMPLETE[f]}
                required
                value={values[f]}
                onChange={onChange}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              {error ? (
                <p className="st-intranet__fielderror" id={`${fieldId(f)}-fehler`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <button type="submit" className="st-button">
          Passwort ändern
        </button>
      </ActionForm>
    </>
  );
}
