import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * altcha-lib's solver and the browser's SHA-256 for it, one module loaded with one import() by
 * proof-of-work.ts: two import()s made three chunks of altcha-lib (the solver, the hash and what
 * both share), each a request before a form page was hydrated (ADR 61). Kept out of the site chunk
 * (scripts/build.ts, SITE_CODE_APART): only form pages load it.
 */
export { deriveKey, solveChallenge };
