import { describe, expect, it } from 'vitest';
import { intranetUsers } from '../../shared/parts/intranet/store/demo/intranet';
import { verifyPassword } from '../../server/cms/passwords';
import { ForbiddenError, requireRole } from '../../shared/routing/errors';
import { ROLLEN, isRolle } from '../../shared/site/roles';

/** Slow hashes: 0.3 s each on an idle machine, several seconds under load. */
const HASHING_TIMEOUT_MS = 90_000;

describe('intranet roles', () => {
  it('lets a user with the role, and an admin, through; refuses everyone else with 403', () => {
    expect(() => requireRole({ rollen: ['redaktion'] }, 'redaktion')).not.toThrow();
    expect(() => requireRole({ rollen: ['admin'] }, 'eingaenge')).not.toThrow();
    expect(() => requireRole({ rollen: ['mitarbeiter'] }, 'redaktion')).toThrow(ForbiddenError);
    expect(() => requireRole(null, 'mitarbeiter')).toThrow(ForbiddenError);
    try {
      requireRole({ rollen: [] }, 'mitarbeiter');
    } catch (error) {
      expect((error as ForbiddenError).status).toBe(403);
    }
  });

  it('knows exactly the five roles', () => {
    expect([...ROLLEN]).toEqual(['mitarbeiter', 'redaktion', 'eingaenge', 'buergerbuero', 'admin']);
    expect(isRolle('redaktion')).toBe(true);
    expect(isRolle('Redaktion')).toBe(false);
    expect(isRolle(undefined)).toBe(false);
  });

  it(
    'seeds demo accounts whose precomputed hashes match the passwords in the README',
    async () => {
      expect(intranetUsers.length).toBeGreaterThanOrEqual(4);
      for (const user of intranetUsers) {
        expect(await verifyPassword(user.passwort, user.passwortHash), user.email).toBe(true);
        expect(await verifyPassword(`${user.passwort}x`, user.passwortHash), user.email).toBe(false);
        expect(user.rollen.length, user.email).toBeGreaterThan(0);
        expect(user.rollen.every(isRolle), user.email).toBe(true);
      }
      // every role has a demo account, so the desk and the inbox can be tried
      for (const rolle of ROLLEN)
        expect(
          intranetUsers.some((u) => u.rollen.includes(rolle)),
          rolle,
        ).toBe(true);
    },
    HASHING_TIMEOUT_MS,
  );
});
