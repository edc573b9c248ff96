import type { ProviderId } from './providers';

/**
 * A remembered consent per provider, kept in the browser's localStorage (never sent to the server):
 * only when the visitor ticks „Entscheidung merken“. localStorage rather than a cookie because the
 * server never needs the choice: the pages stay the same for everyone (cacheable, no Vary on a
 * consent cookie) and nothing travels with each request. Key: `st-einwilligung:<provider>`, value:
 * the date of the consent (ISO), so a later policy change can ask again.
 */
const PREFIX = 'st-einwilligung:';

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled (privacy settings): nothing is remembered.
    return null;
  }
}

export function hasRememberedConsent(id: ProviderId): boolean {
  try {
    return !!store()?.getItem(PREFIX + id);
  } catch {
    return false;
  }
}

export function rememberConsent(id: ProviderId, now = new Date()): void {
  try {
    store()?.setItem(PREFIX + id, now.toISOString());
  } catch {
    // Full or disabled storage: the content still loads this once.
  }
}

export function forgetConsent(id: ProviderId): void {
  try {
    store()?.removeItem(PREFIX + id);
  } catch {
    // Nothing to forget.
  }
}
