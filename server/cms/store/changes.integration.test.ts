import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDb } from '../db';
import { collectReads, newContentReads } from '../reads';
import { createTestDatabase, postgresContext } from '../../../tests/helpers/store';
import { compiledRead } from './compiled';
import { readTrackingOf } from './changes';
import { isPublicAt } from '../visibility';
import type { Database } from '../schema';

/**
 * The content versions of the store (ADR 19): raised by triggers on every committed write, read cheaply.
 * The same tests on both stores: SQLite (project unit), PostgreSQL (project postgres), each with a
 * second connection as another process or instance would have.
 */
let dataDir = '';
let opened: OpenedDb;
let second: OpenedDb;
let dropDatabase: (() => Promise<void>) | null = null;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-versionen-'));
  const pg = postgresContext();
  const database = pg ? await createTestDatabase(pg, 'vorlage') : null;
  dropDatabase = database?.drop ?? null;
  const location = database?.url ?? path.join(dataDir, 'cms.sqlite');
  opened = await openDatabase(location);
  second = await openDatabase(location);
});
afterAll(async () => {
  await second?.close();
  await opened?.close();
  await dropDatabase?.();
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
    // Nothing written: the same state (on SQLite without reading the versions again).
    expect(await opened.versions.current()).toBe(theirs);
  });

  it('raises a version for a write that changed rows, and never for one that changed none', async () => {
    const before = await opened.versions.current();
    // Three rows in one statement, then an update and a delete that match nothing.
    await second.db
      .insertInto('rubrik')
      .values([
        { id: 992, url: 'a', titel: 'A' },
        { id: 993, url: 'b', titel: 'B' },
        { id: 994, url: 'c', titel: 'C' },
      ])
      .execute();
    const inserted = (await opened.versions.current()).versions.get('rubrik')!;
    expect(inserted).toBeGreaterThan(before.versions.get('rubrik')!);
    await second.db.updateTable('rubrik').set({ titel: 'X' }).where('id', '=', -1).execute();
    await second.db.deleteFrom('rubrik').where('id', '=', -1).execute();
    expect((await opened.versions.current()).versions.get('rubrik')).toBe(inserted);
    await second.db.deleteFrom('rubrik').where('id', 'in', [992, 993, 994]).execute();
    expect((await opened.versions.current()).versions.get('rubrik')).toBeGreaterThan(inserted);
  });

  // SQLite has one writer at a time; on PostgreSQL writers run side by side and take the versions' rows at commit.
  it.runIf(postgresContext() !== null)('lets two transactions write two tables in opposite orders at the same time', async () => {
    const before = await opened.versions.current();
    const gate = () => {
      let open!: () => void;
      return { passed: new Promise<void>((r) => (open = r)), open: () => open() };
    };
    const first = gate();
    const second_ = gate();
    const weather = (n: number) => ({
      station: `Gegenläufig ${n}`,
      sortierung: 80 + n,
      icon: 'wolke',
      act_temperature: n,
      condition: 'bewölkt',
      gemessen: '2026-11-27T10:00',
    });
    await Promise.all([
      opened.db.transaction().execute(async (trx) => {
        await trx.insertInto('rubrik').values({ id: 995, url: 'gegen-1', titel: 'Gegen 1' }).execute();
        first.open();
        await second_.passed;
        await trx.insertInto('wetter').values(weather(1)).execute();
      }),
      second.db.transaction().execute(async (trx) => {
        await trx.insertInto('wetter').values(weather(2)).execute();
        second_.open();
        await first.passed;
        await trx.insertInto('rubrik').values({ id: 996, url: 'gegen-2', titel: 'Gegen 2' }).execute();
      }),
    ]);
    const after = await opened.versions.current();
    expect(after.versions.get('rubrik')).toBe(before.versions.get('rubrik')! + 2);
    expect(after.versions.get('wetter')).toBe(before.versions.get('wetter')! + 2);
  });

  it('sees a write another connection committed before the question, at once', async () => {
    // No message passes between the two: the version read for a question asked after the commit has it.
    for (let i = 0; i < 5; i++) {
      const before = (await opened.versions.current()).versions.get('wetter')!;
      await second.db
        .insertInto('wetter')
        .values({ station: `Probe ${i}`, sortierung: 90 + i, icon: 'sonne', act_temperature: 10 + i, condition: 'sonnig', gemessen: '2026-11-27T10:00' })
        .execute();
      expect((await opened.versions.current()).versions.get('wetter')).toBeGreaterThan(before);
    }
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
    let answered = false;
    const reading = opened.versions.current().then((s) => {
      answered = true;
      return s;
    });
    if (opened.kind === 'sqlite') {
      // The uncommitted insert changed the connection's count; the versions wait for the transaction.
      await new Promise((r) => setImmediate(r));
      const early = answered;
      release();
      expect(early).toBe(false);
    } else {
      // Another connection of the pool reads only what is committed: the open insert is not counted.
      expect((await reading).versions.get('rubrik')).toBe(before.versions.get('rubrik'));
      release();
    }
    await transaction;
    expect((await reading).versions.get('rubrik')).toBe(before.versions.get('rubrik'));
    // Rolled back: no version was raised.
    expect((await opened.versions.current()).versions.get('rubrik')).toBe(before.versions.get('rubrik'));
  });

  it('records the tables a piece of work reads, also in joins, subqueries and raw SQL', async () => {
    const reads = newContentReads();
    await collectReads(reads, async () => {
      await opened.db.selectFrom('aktuelles').innerJoin('rubrik', 'rubrik.id', 'aktuelles.rubrik_id').select('aktuelles.id').limit(1).execute();
      await opened.db
        .selectFrom('dokument')
        .select('id')
        .where('aktuelles_id', 'in', (eb) => eb.selectFrom('aktuelles').select('id'))
        .execute();
      await sql`SELECT COUNT(*) FROM medium`.execute(opened.db);
    });
    expect([...reads.tables].sort()).toEqual(['aktuelles', 'dokument', 'medium', 'rubrik']);
    expect(reads.allTables).toBe(false);
    // Outside of a collection nothing is recorded.
    await opened.db.selectFrom('wetter').selectAll().execute();
    expect(reads.tables.has('wetter')).toBe(false);
  });
});

/** A read of the hot path compiled once (ADR 69): the time a parameter, the tables recorded as before. */
const plannedNews = compiledRead((db: Kysely<Database>, p: { rubrik: number; now: string; limit: number }, newestFirst: boolean) =>
  db
    .selectFrom('aktuelles')
    .innerJoin('rubrik', 'rubrik.id', 'aktuelles.rubrik_id')
    .select(['aktuelles.titel'])
    .where('rubrik_id', '=', p.rubrik)
    .where(isPublicAt({ status: 'aktuelles.status', von: 'aktuelles.datum_von' }, p.now))
    .orderBy('aktuelles.datum_von', newestFirst ? 'desc' : 'asc')
    .limit(p.limit),
);

describe('compiled reads', () => {
  it('take the time and every value as parameters, per shape, and record the tables they read', async () => {
    await opened.db.insertInto('rubrik').values({ id: 991, url: 'kompiliert', titel: 'Kompiliert' }).execute();
    await opened.db
      .insertInto('aktuelles')
      .values([
        { rubrik_id: 991, titel: 'Früher', slug: 'frueher', teaser: '', text: '', datum_von: '2030-01-01T08:00', status: 'veroeffentlicht' },
        { rubrik_id: 991, titel: 'Später', slug: 'spaeter', teaser: '', text: '', datum_von: '2030-06-01', status: 'veroeffentlicht' },
      ])
      .execute();
    const titles = async (now: string, limit = 5, newestFirst = true) =>
      (await plannedNews(opened.db, { rubrik: 991, now, limit }, newestFirst)).map((r) => r.titel);
    // The store's own instance runs the compiled SQL (a transaction has no tracking and builds the query).
    expect(readTrackingOf(opened.db)).not.toBeNull();
    // The same compiled query at three times: the planned items appear at their time, not at the first run's.
    expect(await titles('2029-12-31T23:59')).toEqual([]);
    expect(await titles('2030-01-01T08:00')).toEqual(['Früher']);
    expect(await titles('2030-06-01T00:00')).toEqual(['Später', 'Früher']);
    expect(await titles('2030-06-01T00:00', 1)).toEqual(['Später']);
    // Another shape is another query.
    expect(await titles('2030-06-01T00:00', 5, false)).toEqual(['Früher', 'Später']);
    const reads = newContentReads();
    await collectReads(reads, () => titles('2030-06-01T00:00'));
    expect([...reads.tables].sort()).toEqual(['aktuelles', 'rubrik']);
    // In a transaction (no read tracking of its own) the query is built and run as usual.
    const inTransaction = await opened.db.transaction().execute((trx) => plannedNews(trx, { rubrik: 991, now: '2030-01-02T00:00', limit: 5 }, true));
    expect(inTransaction.map((r) => r.titel)).toEqual(['Früher']);
    await opened.db.deleteFrom('aktuelles').where('rubrik_id', '=', 991).execute();
    await opened.db.deleteFrom('rubrik').where('id', '=', 991).execute();
  });

  it('refuses a value written into the SQL text, where it could not be a parameter', async () => {
    const inline = compiledRead((db: Kysely<Database>, p: { column: string }) => db.selectFrom('rubrik').select(sql.ref<string>(p.column).as('x')));
    await expect(inline(opened.db, { column: 'url' })).rejects.toThrow(/SQL-Text/);
  });
});
