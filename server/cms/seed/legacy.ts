import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OpenedDb } from '../store/types';
import { parts } from '../registry';
import { contentTables, keysBefore, writeLedger, type LedgerEntry } from './ledger';

/**
 * The demo ledger of a database from a release before the ledger (ADR 31): every start of such a
 * release seeded the demo, so its rows are found by seeding the demo into a scratch database and
 * taking the rows of this one that have the same key. Their fingerprints are the scratch's, so a row
 * the town changed counts as changed (and stays on removal), as does a row whose seeding wrote the
 * time. Accounts are matched by e-mail address (their keys are random). Runs once, on the first start
 * after the upgrade; about as long as seeding the demo.
 */
export async function reconstructLedger(store: OpenedDb): Promise<number> {
  const { openDatabase } = await import('../db');
  const { seedDatabase } = await import('./run');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-demo-vergleich-'));
  const scratch = await openDatabase(path.join(dir, 'vergleich.db'));
  try {
    await seedDatabase(scratch, dir, { demo: true });
    const demo = await scratch.db.selectFrom('demo_zeile').selectAll().execute();
    const tables = await contentTables(store.db, store.dialect);
    const present = await keysBefore(store.db, tables);
    const accounts = new Set(parts.flatMap((p) => p.accountTables ?? []));
    const entries: LedgerEntry[] = [];
    for (const e of demo) {
      if (accounts.has(e.tabelle)) {
        const uuid = (JSON.parse(e.schluessel) as string[])[0]!;
        const email = (await scratch.raw.query<{ email: string }>(`SELECT email FROM "${e.tabelle}" WHERE uuid = ?`, [uuid]))[0]?.email;
        const own = email
          ? (await store.raw.query<{ uuid: string }>(`SELECT uuid FROM "${e.tabelle}" WHERE lower(email) = lower(?)`, [email]))[0]?.uuid
          : undefined;
        if (own) entries.push({ ...e, schluessel: JSON.stringify([own]) });
      } else if (present.get(e.tabelle)?.has(e.schluessel)) {
        entries.push(e);
      }
    }
    await writeLedger(store.db, entries);
    return entries.length;
  } finally {
    await scratch.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
