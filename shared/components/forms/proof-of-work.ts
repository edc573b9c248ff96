import { useEffect, useState } from 'react';

/**
 * The proof of work of a form anyone may send, with JavaScript (ADR 54): after hydration the browser
 * asks our server for a challenge bound to the form's key, solves it in the background (ALTCHA,
 * altcha-lib's solver on the browser's own SHA-256; loaded as a chunk of its own, only on a form
 * page) and the form sends the solution in `_altcha`. Nothing is shown and nothing is asked of the
 * person. When anything fails (no network, an old browser without WebCrypto), the form is sent
 * without it, as a form without JavaScript is, and the server's other checks and limits apply: nobody is locked out.
 */
export const WORK_FIELD = '_altcha';
const CHALLENGE_PATH = '/formulare/pruefung';

async function solve(formKey: string, signal: AbortSignal): Promise<string> {
  const res = await fetch(`${CHALLENGE_PATH}?k=${encodeURIComponent(formKey)}`, { signal, credentials: 'omit', headers: { accept: 'application/json' } });
  if (!res.ok) return '';
  const challenge = await res.json();
  const { solveChallenge, deriveKey } = await import('./proof-of-work-solver');
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  return solution ? JSON.stringify({ challenge, solution }) : '';
}

/** The solution for the form with this key once solved ('' before, and when it failed); null: no proof of work (a staff form). */
export function useProofOfWork(formKey: string | null): string {
  const [solved, setSolved] = useState<{ key: string; payload: string } | null>(null);
  useEffect(() => {
    if (!formKey || typeof crypto === 'undefined' || !crypto.subtle) return;
    const abort = new AbortController();
    solve(formKey, abort.signal).then(
      (payload) => {
        if (!abort.signal.aborted) setSolved({ key: formKey, payload });
      },
      () => {},
    );
    return () => abort.abort();
  }, [formKey]);
  return solved && solved.key === formKey ? solved.payload : '';
}
