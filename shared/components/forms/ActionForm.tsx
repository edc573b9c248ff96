import { useContext, useEffect, useRef, type FormHTMLAttributes, type ReactNode, type SubmitEvent } from 'react';
import { FormSubmitContext } from '../../app/form-submit';
import { focusInvalidField } from './focus-invalid';

export interface ActionFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action' | 'encType' | 'children'> {
  /** Address of the route whose action handles the form (README "Adding a page"). */
  action: string;
  /** The CSRF token from the loader (`ctx.csrf`). */
  csrf: string;
  /** The form has file inputs: sent as multipart/form-data (the route declares its upload limits). */
  files?: boolean;
  children: ReactNode;
}

/**
 * A form that posts to a route's action. Without JavaScript it is a plain POST (the hidden CSRF field
 * comes first, before any file). With JavaScript the client app sends it with fetch and either
 * navigates (redirect) or shows the page again with the errors, without a reload. The page's own
 * onSubmit runs first: calling preventDefault there (client-side validation) stops the sending.
 * When the form appears with invalid fields (after a refused submit), the first one gets the focus
 * as spec §5 says.
 */
export function ActionForm({ action, csrf, files = false, onSubmit, children, ...rest }: ActionFormProps) {
  const submit = useContext(FormSubmitContext);
  const ref = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (ref.current?.querySelector('[aria-invalid="true"]')) focusInvalidField(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
  }, []);

  const handleSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.(e);
    if (e.defaultPrevented || !submit) return;
    e.preventDefault();
    submit(e.currentTarget, e.submitter ?? e.nativeEvent.submitter ?? null);
  };

  return (
    <form ref={ref} method="post" action={action} encType={files ? 'multipart/form-data' : undefined} onSubmit={handleSubmit} {...rest}>
      <input type="hidden" name="_csrf" value={csrf} />
      {children}
    </form>
  );
}
