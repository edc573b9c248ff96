import { createContext } from 'react';

/**
 * How a form with an action is sent when the page's script runs: the client app posts it with fetch
 * and shows the answer (a navigation, or the page again with the form's errors). Absent on the
 * server and before the script runs: the form is then an ordinary POST.
 *
 * The outcome tells the form what became of it: handled (the server answered with a new address),
 * answered (the page again, shown in place), busy (a send is on its way), or failed: nothing arrived
 * or nothing came back that could be shown, and the form stays on the page with its values (ADR 28).
 */
export type SubmitOutcome = { kind: 'handled' } | { kind: 'answered' } | { kind: 'busy' } | { kind: 'failed'; message: string };

/** `handled` is called as soon as the server has handled the form, before the page it leads to is shown. */
export type SubmitForm = (form: HTMLFormElement, submitter: HTMLElement | null, handled?: () => void) => Promise<SubmitOutcome>;

export const FormSubmitContext = createContext<SubmitForm | null>(null);

/** A send without a connection (the wording the issue of offline sends asks for). */
export const OFFLINE_MESSAGE = 'Keine Verbindung. Ihre Angaben bleiben hier erhalten; senden Sie erneut, sobald Sie wieder online sind.';
