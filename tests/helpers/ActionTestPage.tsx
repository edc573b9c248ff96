import type { PageProps } from '../../shared/routing/types';
import type { FormResult } from '../../shared/routing/types';

export interface ActionTestData {
  csrf: string;
  form: FormResult | null;
  gesendet: string | null;
}

const value = (form: FormResult | null, name: string) => {
  const v = form?.values[name];
  return Array.isArray(v) ? v.join(', ') : (v ?? '');
};

/** The page of the test route with an action (tests/helpers/action-route.ts). */
export default function ActionTestPage({ data }: PageProps<ActionTestData>) {
  const { form } = data;
  return (
    <div id="inhalt-test">
      <h1>Testformular</h1>
      {data.gesendet ? <p id="gesendet">{data.gesendet}</p> : null}
      {form?.message ? <p role="alert">{form.message}</p> : null}
      <form method="post" encType="multipart/form-data">
        <input type="hidden" name="_csrf" value={data.csrf} />
        {(['name', 'email'] as const).map((f) => (
          <p key={f}>
            <label htmlFor={`test-${f}`}>{f}</label>
            <input id={`test-${f}`} name={f} defaultValue={value(form, f)} aria-invalid={form?.errors[f] ? true : undefined} />
            {form?.errors[f] ? <span className="fehler">{form.errors[f]}</span> : null}
          </p>
        ))}
        <input name="passwort" type="password" />
        <input name="datei" type="file" />
        <button type="submit">Senden</button>
      </form>
    </div>
  );
}
