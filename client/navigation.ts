import { pageEntryOf } from '../shared/app/page-entry';
import { wakeIslands } from '../shared/app/island';
import { DATA_ENDPOINT, type NavigationData } from '../shared/app/state';
import { takePrefetched } from './prefetch-store';
import { OFFLINE_MESSAGE } from '../shared/app/form-submit';
import { NO_ANSWER_MESSAGE, refusedMessage } from '../shared/components/forms/messages';

/**
 * Fetching the next page's state and sending forms with JavaScript (ClientApp): a chunk of its own,
 * loaded when the browser is idle after the first load or at the first navigation, whichever comes
 * first; the first load needs none of it (docs/performance.md).
 */

export async function fetchPage(target: string, signal: AbortSignal): Promise<NavigationData> {
  // Fetched ahead while the link was on screen (client/prefetch.ts), if that is recent enough.
  const body = (await takePrefetched(target)?.catch(() => null)) ?? (await fetchData(target, signal));
  // The page and its islands, so the next page appears whole.
  if (body.kind === 'page') await pageEntryOf(body.page).preload().then(wakeIslands);
  return body;
}

/** What became of a form sent by the script: the server's answer, or a send that failed (nothing to show). */
export type FormAnswer = NavigationData | { kind: 'failed'; message: string };

/**
 * Sends a form to its action as a script may (the server answers JSON): FormData keeps the fields in
 * document order, so the token comes first. A refusal the server explains comes back as the page
 * again (a token that does not fit, a file too many: ADR 28); anything that is no page and no
 * redirect is a failed send with a German message, and the form stays on the page: no connection,
 * an answer that never came, a proxy's error page, a short refusal (its message).
 */
export async function postForm(form: HTMLFormElement, submitter: HTMLElement | null): Promise<FormAnswer> {
  const body = new FormData(form);
  if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name) body.append(submitter.name, submitter.value);
  // The attribute, not form.action: a field named "action" would shadow the property.
  const url = new URL(form.getAttribute('action') ?? '', location.href);
  let res: Response;
  try {
    res = await fetch(url.pathname + url.search, {
      method: 'POST',
      body,
      headers: { accept: 'application/json', 'x-requested-with': 'fetch' },
      credentials: 'same-origin',
    });
  } catch {
    // No connection, or the answer was lost on its way.
    return { kind: 'failed', message: OFFLINE_MESSAGE };
  }
  let answer: Partial<NavigationData> & { error?: unknown };
  try {
    if (!(res.headers.get('content-type') ?? '').includes('application/json')) return { kind: 'failed', message: NO_ANSWER_MESSAGE };
    answer = (await res.json()) as typeof answer;
  } catch {
    return { kind: 'failed', message: navigator.onLine ? NO_ANSWER_MESSAGE : OFFLINE_MESSAGE };
  }
  if (answer.kind === 'page' && answer.page) {
    await pageEntryOf(answer.page).preload().then(wakeIslands);
    return { kind: 'page', page: answer.page };
  }
  if (answer.kind === 'redirect' && typeof answer.location === 'string') return { kind: 'redirect', location: answer.location };
  return { kind: 'failed', message: typeof answer.error === 'string' ? refusedMessage(answer.error) : NO_ANSWER_MESSAGE };
}

async function fetchData(target: string, signal: AbortSignal): Promise<NavigationData> {
  const res = await fetch(`${DATA_ENDPOINT}${target}`, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal });
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) throw new Error(`Unerwartete Antwort ${res.status}`);
  return (await res.json()) as NavigationData;
}
