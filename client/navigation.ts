import { pageEntryOf } from '../shared/app/page-entry';
import { islandsReady } from '../shared/app/island';
import { DATA_ENDPOINT, type NavigationData } from '../shared/app/state';
import { takePrefetched } from './prefetch-store';

/**
 * Fetching the next page's state and sending forms with JavaScript (ClientApp): a chunk of its own,
 * loaded when the browser is idle after the first load or at the first navigation, whichever comes
 * first; the first load needs none of it (docs/performance.md).
 */

export async function fetchPage(target: string, signal: AbortSignal): Promise<NavigationData> {
  // Fetched ahead while the link was on screen (client/prefetch.ts), if that is recent enough.
  const body = (await takePrefetched(target)?.catch(() => null)) ?? (await fetchData(target, signal));
  // The page and its islands, so the next page appears whole.
  if (body.kind === 'page') await pageEntryOf(body.page).preload().then(islandsReady);
  return body;
}

/**
 * Sends a form to its action as a script may (the server answers JSON): FormData keeps the fields in
 * document order, so the CSRF token comes first. Anything but a page or a redirect (a refusal, an
 * outage) is null: the browser then sends the form itself and shows the server's page.
 */
export async function postForm(form: HTMLFormElement, submitter: HTMLElement | null): Promise<NavigationData | null> {
  const body = new FormData(form);
  if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name) body.append(submitter.name, submitter.value);
  // The attribute, not form.action: a field named "action" would shadow the property.
  const url = new URL(form.getAttribute('action') ?? '', location.href);
  try {
    const res = await fetch(url.pathname + url.search, {
      method: 'POST',
      body,
      headers: { accept: 'application/json', 'x-requested-with': 'fetch' },
      credentials: 'same-origin',
    });
    if (!(res.headers.get('content-type') ?? '').includes('application/json')) return null;
    const answer = (await res.json()) as Partial<NavigationData>;
    if (answer.kind === 'page' && answer.page) {
      await pageEntryOf(answer.page).preload().then(islandsReady);
      return { kind: 'page', page: answer.page };
    }
    return answer.kind === 'redirect' && typeof answer.location === 'string' ? { kind: 'redirect', location: answer.location } : null;
  } catch {
    return null;
  }
}

async function fetchData(target: string, signal: AbortSignal): Promise<NavigationData> {
  const res = await fetch(`${DATA_ENDPOINT}${target}`, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal });
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) throw new Error(`Unerwartete Antwort ${res.status}`);
  return (await res.json()) as NavigationData;
}

