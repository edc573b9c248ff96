import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDb } from '../db';
import { collectReads, newContentReads } from '../reads';

/** The content versions of the store (ADR 19): raised by triggers on every committed write, read cheaply. */
let dataDir = '';
let opened: OpenedDb;
let second: OpenedDb;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-versionen-'));
  opened = await openDatabase(path.join(dataDir, 'cms.sqlite'));
  second = await openDatabase(path.join(dataDir, 'cms.sqlite'));
});
afterAll(async () => {
  await second?.close();
  await opened?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('content versions', () => {
  it('tracks every content table, not the search index or the migration list', async () => {
    const tables = opened.versions.tables();
    expect(tables.has('aktuelles')).toBe(true);
    expect(tables.has('medium')).toBe(true);
    expect([...tables].some((t) => t.startsWith('suchindex'))).toBe(false);
    expect(tables.has('schema_migration')).toBe(false);
  });

  it('raises the version of exactly the written table, for writes of this connection and of another', async () => {
    const before = await opened.versions.current();
    await opened.db.insertInto('rubrik').values({ id: 990, url: 'sturm', titel: 'Sturm' }).execute();
    const mine = await opened.versions.current();
    expect(mine.versions.get('rubrik')).toBe(before.versions.get('rubrik')! + 1);
    expect(mine.versions.get('aktuelles')).toBe(before.versions.get('aktuelles'));
    expect(mine.total).toBe(before.total + 1);
    // Another connection (another process) deletes: seen here without any message between the two.
    await second.db.deleteFrom('rubrik').where('url', '=', 'sturm').execute();
    const theirs = await opened.versions.current();
    expect(theirs.versions.get('rubrik')).toBe(before.versions.get('rubrik')! + 2);
    // Nothing written: the same state, without reading the versions again.
    expect(await opened.versions.current()).toBe(theirs);
  });

  it('never reports a version of a transaction that is still open, and none that was rolled back', async () => {
    const before = await opened.versions.current();
    let release!: () => void;
    let inserted!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const written = new Promise<void>((r) => (inserted = r));
    const transaction = opened.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('rubrik').values({ id: 991, url: 'entwurf', titel: 'Entwurf' }).execute();
        inserted();
        await held;
        throw new Error('verworfen');
      })
      .catch(() => undefined);
    await written;
    // The uncommitted insert changed the connection's count; the versions wait for the transaction.
    let answered = false;
    const reading = opened.versions.current().then((s) => {
      answered = true;
      return s;
    });
    await new Promise((r) => setImmediate(r));
    const early = answered;
    release();
    expect(early).toBe(false);
    await transaction;
    expect((await reading).versions.get('rubrik')).toBe(before.versions.get('rubrik'));
  });

  it('records the tables a piece of work reads, also in joins, subqueries and raw SQL', async () => {
    const reads = newContentReads();
    await collectReads(reads, async () => {
      await opened.db.selectFrom('aktuelles').innerJoin('rubrik', 'rubrik.id', 'aktuelles.rubrik_id').select('aktuelles.id').limit(1).execute();
      await opened.db.selectFrom('dokument').select('id').where('aktuelles_id', 'in', (eb) => eb.selectFrom('aktuelles').select('id')).execute();
      await sql`SELECT COUNT(*) FROM medium`.execute(opened.db);
    });
    expect([...reads.tables].sort()).toEqual(['aktuelles', 'dokument', 'medium', 'rubrik']);
    expect(reads.allTables).toBe(false);
    // Outside of a collection nothing is recorded.
    await opened.db.selectFrom('wetter').selectAll().execute();
    expect(reads.tables.has('wetter')).toBe(false);
  });
});
