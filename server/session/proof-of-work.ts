import type { RequestHandler } from 'express';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';
import { deriveKey } from './seal';

/**
 * The proof of work of the forms anyone may send, with JavaScript (ADR 54): a self-hosted ALTCHA
 * challenge (altcha-lib, MIT; no cookie, no request to anyone but us). The browser asks for a
 * challenge bound to the form's key, solves it in the background while the person types (a few
 * thousand SHA-256 rounds: well under a second on an old phone) and sends the solution with the form.
 *
 * - Signed with a key derived from SESSION_SECRET (HMAC), so nobody makes challenges of their own.
 * - Deterministic mode with a key signature: the server knows the answer's key without searching, so
 *   checking a solution is two HMACs, never work of our own (1,000 forged solutions cost nothing).
 * - Bound to one form key: a form key stores one submission (ADR 28), so one solution is good for one
 *   submission; a solution solved for another form is refused.
 * - Valid for CHALLENGE_TTL_S: long enough for a slow person, short enough that collecting them pays little.
 */
export const CHALLENGE_TTL_S = 2 * 60 * 60;
/** The range of the secret counter: the browser tries about half of the upper bound on average. */
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 20_000;
const ALGORITHM = 'SHA-256';

/** What the action learns of a form's proof of work: solved for this form, absent (no JavaScript, or it failed there), or sent but not valid. */
export type WorkCheck = 'solved' | 'absent' | 'invalid';

export interface ProofOfWork {
  /** A new challenge for the form with this key. */
  challenge(formKey: string): Promise<Challenge>;
  /** Whether `payload` (the form's `_altcha` field: JSON of challenge and solution) solves a challenge of ours for this form key. */
  verify(payload: unknown, formKey: string | null): Promise<WorkCheck>;
}

/** The field the browser sends the solution in. */
export const WORK_FIELD = '_altcha';
/** Largest payload accepted (a challenge and its solution are about 600 characters). */
const MAX_PAYLOAD = 4_000;

export function createProofOfWork(secret: string, now: () => number = Date.now): ProofOfWork {
  const hmacSignatureSecret = deriveKey(secret, 'altcha challenge hmac').toString('base64url');
  const hmacKeySignatureSecret = deriveKey(secret, 'altcha key hmac').toString('base64url');
  return {
    challenge(formKey) {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(COUNTER_MIN, COUNTER_MAX),
        deriveKey: sha,
        // The end of its validity by the site's clock (the library's own check reads the system clock).
        data: { k: formKey, bis: Math.floor(now() / 1000) + CHALLENGE_TTL_S },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    async verify(payload, formKey) {
      if (payload === undefined || payload === '') return 'absent';
      if (typeof payload !== 'string' || payload.length > MAX_PAYLOAD || !formKey) return 'invalid';
      let parsed: { challenge?: Challenge; solution?: Solution };
      try {
        parsed = JSON.parse(payload) as typeof parsed;
      } catch {
        return 'invalid';
      }
      const { challenge, solution } = parsed ?? {};
      if (!challenge?.parameters || typeof challenge.parameters !== 'object' || !solution || typeof solution !== 'object') return 'invalid';
      if (challenge.parameters.data?.k !== formKey) return 'invalid';
      const bis = challenge.parameters.data?.bis;
      if (typeof bis !== 'number' || bis * 1000 < now() || challenge.parameters.expiresAt !== undefined) return 'invalid';
      if (!Number.isInteger(solution.counter) || typeof solution.derivedKey !== 'string' || solution.derivedKey.length > 256) return 'invalid';
      try {
        const result = await verifySolution({ challenge, solution, deriveKey: sha, hmacSignatureSecret, hmacKeySignatureSecret });
        return result.verified ? 'solved' : 'invalid';
      } catch {
        return 'invalid';
      }
    },
  };
}

/** The address the browser asks for a challenge at: `?k=<form key>`. */
export const CHALLENGE_PATH = '/formulare/pruefung';
const FORM_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** GET CHALLENGE_PATH: a new challenge as JSON, never cached; 400 without a form key. */
export function challengeHandler(work: ProofOfWork): RequestHandler {
  return (req, res, next) => {
    const k = typeof req.query.k === 'string' ? req.query.k : '';
    res.set('Cache-Control', 'no-store');
    if (!FORM_KEY.test(k)) {
      res.status(400).json({ fehler: 'Der Schlüssel des Formulars fehlt oder ist ungültig.' });
      return;
    }
    work.challenge(k).then((c) => res.json(c), next);
  };
}
