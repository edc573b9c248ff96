import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../server/cms/db';
import { seedDatabase } from '../../../../server/cms/seed/run';
import { sweepRatsinfo } from './sweep';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-ratsinfo-sweep-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('council information system: retention', () => {
  it('deletes expired tokens, and an account three months after its member’s last seat ended, not before', async () => {
    const store = await openDatabase(path.join(dir, 'm.db'));
    try {
      await seedDatabase(store, dir, { demo: true });
      const q = <T>(sql: string, ...args: unknown[]) => store.raw.query<T>(sql, args);
      const schill = (await q<{ uuid: string; person_id: number }>("SELECT uuid, person_id FROM ratsinfo_konto WHERE email LIKE 'petra.schill%'"))[0]!;
      await q(
        'INSERT INTO ratsinfo_token (token_hash, konto_uuid, ablauf) VALUES (?, ?, ?), (?, ?, ?)',
        'alt',
        schill.uuid,
        Date.parse('2027-01-01T09:00:00Z'),
        'frisch',
        schill.uuid,
        Date.parse('2027-01-01T11:00:00Z'),
      );
      // Her seat ended on 30 September 2026.
      await q("UPDATE mitgliedschaft SET ende = '2026-09-30' WHERE person_id = ?", schill.person_id);

      expect(await sweepRatsinfo({ db: store.db, now: () => new Date('2026-12-28T10:00:00Z') })).toEqual({ tokens: 0, konten: 0 });
      expect(await sweepRatsinfo({ db: store.db, now: () => new Date('2027-01-01T10:00:00Z') })).toEqual({ tokens: 1, konten: 1 });
      expect(await q('SELECT uuid FROM ratsinfo_konto WHERE uuid = ?', schill.uuid)).toEqual([]);
      // Her remaining token went with the account; the other members' accounts stay.
      expect(await q('SELECT token_hash FROM ratsinfo_token')).toEqual([]);
      expect((await q<{ n: number }>('SELECT COUNT(*) AS n FROM ratsinfo_konto'))[0]!.n).toBe(2);
    } finally {
      await store.close();
    }
  }, 60_000);
});
