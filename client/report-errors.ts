/**
 * Sends browser errors to the server, which logs them and forwards them like its own (ARCHITECTURE.md).
 * Loaded once the page is idle; `early` are the errors the entry kept until then.
 */
export function reportClientErrors(early: ReadonlyArray<ErrorEvent | PromiseRejectionEvent> = []): void {
  let sent = 0;
  const send = (message: string, stack?: string) => {
    // A broken page must not flood the server.
    if (sent++ >= 5) return;
    const body = JSON.stringify({ message, stack, url: location.pathname });
    if (!navigator.sendBeacon?.('/_client-error', new Blob([body], { type: 'application/json' }))) {
      fetch('/_client-error', { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => {});
    }
  };
  const onError = (e: ErrorEvent) => send(e.message, e.error instanceof Error ? e.error.stack : undefined);
  const onRejection = (e: PromiseRejectionEvent) => {
    const r = e.reason as unknown;
    send(r instanceof Error ? r.message : String(r), r instanceof Error ? r.stack : undefined);
  };
  for (const e of early) {
    if ('reason' in e) onRejection(e);
    else onError(e);
  }
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
}
