import { ROLLEN, ROLLEN_TITEL } from '../../../site/roles';
import { PASSWORD_MIN_LENGTH } from '../../../site/constants';

/** Field ids of the account forms, for the error summary's links. */
export const fieldId = (form: string, name: string) => `${form}-${name}`;

/** The messages of a refused form, each linking to its field (spec §5). */
export function ErrorSummary({
  form,
  errors,
  labels,
  message,
}: {
  form: string;
  errors: Record<string, string>;
  labels: Record<string, string>;
  message: string | null;
}) {
  const names = Object.keys(errors).filter((n) => labels[n]);
  if (!names.length && !message) return null;
  return (
    <div className="st-intranet__error" role="alert" aria-labelledby={names.length ? `${form}-fehler-titel` : undefined}>
      {message ? <p>{message}</p> : null}
      {names.length ? (
        <>
          <h3 id={`${form}-fehler-titel`} className="st-intranet__errortitle">
            Bitte korrigieren Sie {names.length === 1 ? 'die folgende Angabe' : 'die folgenden Angaben'}:
          </h3>
          <ul>
            {names.map((n) => (
              <li key={n}>
                <a href={`#${fieldId(form, n === 'rollen' ? 'rolle-mitarbeiter' : n)}`}>
                  {labels[n]}: {errors[n]}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** A text field with its label, its message and the values kept after a refused submit. */
export function TextField(props: {
  form: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  hint?: { id: string; text: string };
  spellCheck?: boolean;
}) {
  const id = fieldId(props.form, props.name);
  const describedBy = [props.error ? `${id}-fehler` : null, props.hint?.id ?? null].filter(Boolean).join(' ');
  return (
    <div className={`st-intranet__field${props.error ? ' st-intranet__field--invalid' : ''}`}>
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <p className="st-intranet__hint" id={props.hint.id}>
          {props.hint.text}
        </p>
      ) : null}
      <input
        key={props.value}
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.value}
        autoComplete={props.autoComplete}
        spellCheck={props.spellCheck}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {props.error ? (
        <p className="st-intranet__fielderror" id={`${id}-fehler`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The rules of spec §5, as the password fields describe them. */
export function passwordRules(): string {
  return `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen mit Groß- und Kleinbuchstaben, einer Ziffer und einem der Sonderzeichen _ ! @ # $ % ^ & *. Vorgeschlagen ist ein zufällig erzeugtes Passwort: Es wird nur hier angezeigt und nirgends gespeichert. Notieren Sie es oder geben Sie ein eigenes ein, und teilen Sie es der Person auf sicherem Weg mit.`;
}

/** The roles as checkboxes; `mitarbeiter` is always given. */
export function RoleFields({
  form,
  checked,
  error,
  disabled = [],
}: {
  form: string;
  checked: readonly string[];
  error?: string;
  disabled?: readonly string[];
}) {
  return (
    <fieldset className={`st-intranet__roles${error ? ' st-intranet__field--invalid' : ''}`} aria-describedby={error ? `${form}-rollen-fehler` : undefined}>
      <legend>Rollen</legend>
      {ROLLEN.map((r) => {
        const always = r === 'mitarbeiter';
        const locked = always || disabled.includes(r);
        return (
          <div className="st-intranet__check" key={`${r}-${checked.includes(r)}`}>
            <input type="checkbox" id={fieldId(form, `rolle-${r}`)} name="rollen" value={r} defaultChecked={always || checked.includes(r)} disabled={locked} />
            <label htmlFor={fieldId(form, `rolle-${r}`)}>
              {ROLLEN_TITEL[r]}
              {always ? ' – hat jeder Zugang' : ''}
            </label>
            {/* A disabled box is not sent: the role it shows is kept all the same. */}
            {locked && !always && checked.includes(r) ? <input type="hidden" name="rollen" value={r} /> : null}
          </div>
        );
      })}
      {error ? (
        <p className="st-intranet__fielderror" id={`${form}-rollen-fehler`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
