import { createContext } from 'react';

/**
 * How a form with an action is sent when the page's script runs: the client app posts it with fetch
 * and shows the answer (a navigation, or the page again with the form's errors). Absent on the
 * server and before the script runs: the form is then an ordinary POST.
 */
export type SubmitForm = (form: HTMLFormElement, submitter: HTMLElement | null) => void;

export const FormSubmitContext = createContext<SubmitForm | null>(null);
