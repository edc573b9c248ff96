import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../../../server/cms/passwords';
import { validatePassword } from '../../../../site/validation';
import { gremien, personen, ratsinfoKonten } from './gremien';

/** Slow hashes: 0.3 s each on an idle machine, several seconds under load. */
const HASHING_TIMEOUT_MS = 90_000;

describe('demo council', () => {
  it(
    'seeds council accounts whose precomputed hashes match the passwords in the README, each for a member',
    async () => {
      for (const k of ratsinfoKonten) {
        expect(validatePassword(k.passwort), k.email).toBeNull();
        expect(await verifyPassword(k.passwort, k.passwortHash), k.email).toBe(true);
        expect(await verifyPassword(`${k.passwort}x`, k.passwortHash), k.email).toBe(false);
        expect(
          personen.some((p) => p.id === k.person),
          k.email,
        ).toBe(true);
      }
    },
    HASHING_TIMEOUT_MS,
  );

  it('gives every seat to a known body, and every body a distinct id and name', () => {
    const ids = new Set(gremien.map((g) => g.id));
    expect(ids.size).toBe(gremien.length);
    expect(new Set(gremien.map((g) => g.name)).size).toBe(gremien.length);
    for (const p of personen) for (const [g] of p.sitze) expect(ids.has(g), `${p.nachname}: ${g}`).toBe(true);
    expect(new Set(personen.map((p) => p.id)).size).toBe(personen.length);
  });
});
