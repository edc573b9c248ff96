import { useContext, useEffect, useLayoutEffect, useRef, useState, type FormHTMLAttributes, type ReactNode, type SubmitEvent } from 'react';
import { FormSubmitContext } from '../../app/form-submit';
import { RESTORED_MESSAGE } from './messages';
import { SiteContext } from '../../app/site-context';
import { focusInvalidField } from './focus-invalid';
import { fieldsOf, forgetSavedForm, restoreSavedForm, saveForm } from './form-memory';
import { restoreTypedValues } from './typed-values';

export interface ActionFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action' | 'encType' | 'children'> {
  /** Address of the route whose action handles the form (README "Adding a page"). */
  action: string;
  /** The form's token from the loader (`ctx.csrf`, ADR 28). */
  csrf: string;
  /** The form has file inputs: sent as multipart/form-data (the route declares its upload limits). */
  files?: boolean;
  /**
   * A form whose fields the page controls takes what the fields hold when the script starts: typed
   * before hydration, filled in by the browser's autofill, or a failed send's copy brought back after
   * a reload (ADR 28). Called once, with the fields as the browser would send them.
   */
  adopt?: (fields: Record<string, string | string[]>) => void;
  children: ReactNode;
}

/**
 * A form that posts to a route's action. Without JavaScript it is a plain POST (the hidden token field
 * comes first, before any file). With JavaScript the client app sends it with fetch and either
 * navigates (redirect) or shows the page again with the errors, without a reload. The page's own
 * onSubmit runs first: calling preventDefault there (client-side validation) stops the sending.
 *
 * Nothing typed is lost to the script (ADR 28): at hydration the form's state is what its fields hold
 * (`adopt`); a send that fails keeps the form on the page, says so in the live region at its end, and
 * keeps a copy of its values (never files or passwords) in the tab's sessionStorage, which a reload of
 * the page brings back; the copy goes once the form was handled. When the form appears with invalid
 * fields (after a refused submit), the first one gets the focus as spec §5 says.
 */
export function ActionForm({ action, csrf, files = false, onSubmit, onInput, adopt, children, ...rest }: ActionFormProps) {
  const submit = useContext(FormSubmitContext);
  const site = useContext(SiteContext);
  const ref = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState('');
  /** The key of the copy in sessionStorage while one is kept. */
  const saved = useRef<string | null>(null);
  // The token sent with the form: the page's, or a restored copy's (its form key makes a send repeated
  // after a lost answer find the first one). A new page's token replaces it.
  const [token, setToken] = useState(csrf);
  const shownToken = useRef(csrf);
  if (shownToken.current !== csrf) {
    shownToken.current = csrf;
    setToken(csrf);
  }

  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return;
    restoreTypedValues(form);
    // A page loaded afresh brings back a failed send's copy; a page that is the answer to a send shows
    // what was sent.
    const restored = (site?.page.status ?? 200) === 200 && restoreSavedForm(form);
    const fields = fieldsOf(form);
    adopt?.(fields);
    if (restored) {
      if (typeof fields._csrf === 'string' && fields._csrf) setToken(fields._csrf);
      saved.current = saveForm(form);
      setStatus(RESTORED_MESSAGE);
    }
  }, []);

  useEffect(() => {
    if (ref.current?.querySelector('[aria-invalid="true"]')) focusInvalidField(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
  }, []);

  const handleSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.(e);
    if (e.defaultPrevented || !submit) return;
    e.preventDefault();
    const form = e.currentTarget;
    setStatus('');
    saved.current = saveForm(form);
    // Handled: the copy goes before the next page shows (it may hold this form again, empty).
    const forget = () => {
      if (saved.current) forgetSavedForm(saved.current);
      saved.current = null;
    };
    void submit(form, e.submitter ?? e.nativeEvent.submitter ?? null, forget).then((outcome) => {
      if (outcome.kind === 'handled') forget();
      else if (outcome.kind === 'failed') setStatus(outcome.message);
    });
  };

  return (
    <form
      ref={ref}
      method="post"
      action={action}
      encType={files ? 'multipart/form-data' : undefined}
      onSubmit={handleSubmit}
      onInput={(e) => {
        onInput?.(e);
        // Once a copy is kept, it follows what is typed.
        if (saved.current) saved.current = saveForm(e.currentTarget);
      }}
      {...rest}
    >
      <input type="hidden" name="_csrf" value={token} />
      {children}
      <div className="st-form__status" aria-live="assertive" aria-atomic="true">
        {status ? <p>{status}</p> : null}
      </div>
    </form>
  );
}
