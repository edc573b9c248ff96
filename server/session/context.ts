import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the intranet loaders need from the request beyond LoaderContext: the CSRF token for their forms
 * and the result of a form POST that is shown again (messages, values typed except passwords).
 * Set by the server around the loader run; loaders read it through the functions below.
 */
export interface FormState {
  form: 'anmelden' | 'passwort';
  /** Message above the form (login failure, throttling, CMS unavailable). */
  message?: string;
  errors: Record<string, string>;
  /** Values to keep in the fields (never passwords). */
  values: Record<string, string>;
}

export interface RequestSessionContext {
  /** Returns the CSRF token for forms (sets the CSRF cookie on first use). */
  csrf: () => string;
  form: FormState | null;
}

const storage = new AsyncLocalStorage<RequestSessionContext>();

export function runWithSessionContext<T>(ctx: RequestSessionContext, fn: () => T): T {
  return storage.run(ctx, fn);
}

export function csrfToken(): string {
  return storage.getStore()?.csrf() ?? '';
}

export function formState(form: FormState['form']): FormState | null {
  const s = storage.getStore()?.form;
  return s && s.form === form ? s : null;
}
