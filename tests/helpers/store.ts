import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type OpenedDb, type SqliteStore } from '../../server/cms/db';
import { storeLocation } from '../../server/backend';
import type { Config } from '../../server/config';
import type { PostgresTestContext } from './postgres-setup';
import { untilReady } from './ready';

/** The PostgreSQL server of this run when the file runs in the `postgres` project, else null (SQLite). */
export function postgresContext(): PostgresTestContext | null {
  return inject('postgres') ?? null;
}

async function admin(ctx: PostgresTestContext, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ctx.adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database on the test server: a copy of the seeded template, or empty. Answers its address and how to drop it. */
export async function createTestDatabase(ctx: PostgresTestContext, from: 'vorlage' | 'leer'): Promise<{ url: string; drop: () => Promise<void> }> {
  // Started in the background while the browser tests run first (ADR 63).
  if (ctx.ready) await untilReady(ctx.ready, 'Der PostgreSQL-Testserver');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await admin(ctx, from === 'vorlage' ? `CREATE DATABASE ${name} TEMPLATE ${ctx.template}` : `CREATE DATABASE ${name}`);
  return { url: `${ctx.base}/${name}`, drop: () => admin(ctx, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A second connection to a test site's store (for what the tests check or change behind the site's
 * back), as it is: no migrations, the site's triggers untouched.
 */
export function openSiteStore(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<OpenedDb> {
  return openDatabase(storeLocation(config), { migrate: false });
}

/** The first row of a query, or undefined. */
export async function firstRow<R>(store: OpenedDb, sql: string, ...params: unknown[]): Promise<R | undefined> {
  return (await store.raw.query<R>(sql, params))[0];
}

/** The first column of the first row. */
export async function scalar<T = number>(store: OpenedDb, sql: string, params: unknown[] = []): Promise<T> {
  const row = (await store.raw.query<Record<string, unknown>>(sql, params))[0];
  return (row ? Object.values(row)[0] : undefined) as T;
}

/** The better-sqlite3 handle of a store a test opened from a file (tests of SQLite-only upgrades). */
export function sqliteOf(store: OpenedDb): SqliteStore['sqlite'] {
  if (store.kind !== 'sqlite') throw new Error('Dieser Test braucht die eingebettete SQLite-Datenbank.');
  return store.sqlite;
}
