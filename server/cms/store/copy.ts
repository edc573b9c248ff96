import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../db';
import { searchSources } from '..';
import { createSearch } from '../search/engine';
import { syncSequences } from './postgres';
import { numberedPlaceholders } from './dialect';
import type { OpenedDb } from './types';

/**
 * `npm run db:copy`: moves an embedded installation (SQLite under DATA_DIR, with its files) to
 * PostgreSQL (and FILES_DIR), and proves the copy (ADR 20).
 *
 * 1. A consistent snapshot of the SQLite database is taken with SQLite's online backup, so the site
 *    may keep running; what it writes afterwards is not in the copy (stop writes for the final copy).
 * 2. The target must be empty; it gets the schema of this release (the source must have it too).
 * 3. Every table is copied in the order of its foreign keys, rows in batches, in one transaction;
 *    generated keys continue after the copied ones; the search index is built anew.
 * 4. The stored files (dateien/, medien/, eingaenge/) are copied to the target's files folder.
 * 5. Verified: per table the number of rows and a SHA-256 over all rows (order-independent), and per
 *    file its size and SHA-256, on both sides.
 */

export interface CopyOptions {
  /** The SQLite file of the installation. */
  from: string;
  /** postgres:// address of the (empty) target database. */
  to: string;
  /** The installation's files folder (its DATA_DIR); default the folder of the database file. */
  filesFrom?: string;
  /** FILES_DIR of the new installation; default filesFrom (then nothing is copied, only checked). */
  filesTo?: string;
  log?: (line: string) => void;
}

export interface TableReport {
  table: string;
  rows: number;
  copied: number;
  checksum: string;
  same: boolean;
}

export interface CopyReport {
  tables: TableReport[];
  files: { count: number; bytes: number; same: boolean; missing: string[] };
  ok: boolean;
}

/**
 * Tables that are not content: the engines' own bookkeeping, the search index (rebuilt) and the content
 * versions of the page cache (the target's triggers keep its own, ADR 19).
 */
export const SKIP = /^(sqlite_|schema_migration$|_migration$|suchindex|content_version$)/;
export const FILE_FOLDERS = ['dateien', 'medien', 'eingaenge'];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables of the snapshot in an order where every table comes after the tables it refers to. */
export function tablesInOrder(db: SQLite.Database): string[] {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[]).filter((t) => !SKIP.test(t));
  const refs = new Map(
    tables.map((t) => [
      t,
      new Set((db.prepare(`PRAGMA foreign_key_list(${quote(t)})`).all() as { table: string }[]).map((r) => r.table).filter((r) => r !== t)),
    ]),
  );
  const ordered: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (ordered.includes(t) || path.has(t)) return;
    path.add(t);
    for (const r of refs.get(t) ?? []) if (refs.has(r)) visit(r, path);
    path.delete(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/** Rows of a table that refers to itself, parents before children. */
function parentsFirst(db: SQLite.Database, table: string, rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const self = (db.prepare(`PRAGMA foreign_key_list(${quote(table)})`).all() as { table: string; from: string; to: string }[]).filter((r) => r.table === table);
  if (!self.length) return rows;
  const { from, to } = self[0]!;
  const done = new Set<unknown>();
  const out: Record<string, unknown>[] = [];
  let rest = rows;
  while (rest.length) {
    const ready = rest.filter((r) => r[from] === null || done.has(r[from]) || !rows.some((p) => p[to] === r[from]));
    if (!ready.length) throw new Error(`${table}: Kreis in ${from}`);
    for (const r of ready) {
      out.push(r);
      done.add(r[to]);
    }
    rest = rest.filter((r) => !ready.includes(r));
  }
  return out;
}

/** A value as both engines give it back: numbers as numbers, bytes as hex, text as text. */
function canonical(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  return value;
}

/** SHA-256 over the rows of a table, whatever their order. */
export function checksum(rows: Record<string, unknown>[], columns: string[]): string {
  const lines = rows.map((r) => JSON.stringify(columns.map((c) => canonical(r[c])))).sort();
  const hash = crypto.createHash('sha256');
  for (const line of lines) hash.update(line).update('\n');
  return hash.digest('hex');
}

async function isEmpty(target: OpenedDb, tables: string[]): Promise<boolean> {
  for (const t of tables) {
    const [row] = await target.raw.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${quote(t)}`);
    if (Number(row?.n) > 0) return false;
  }
  return true;
}

/** Every file below the folders, with its size and SHA-256, by relative path. */
export function fileList(base: string): Map<string, { size: number; sha: string }> {
  const out = new Map<string, { size: number; sha: string }>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
        const bytes = fs.readFileSync(full);
        out.set(path.relative(base, full), { size: bytes.length, sha: crypto.createHash('sha256').update(bytes).digest('hex') });
      }
    }
  };
  for (const folder of FILE_FOLDERS) if (fs.existsSync(path.join(base, folder))) walk(path.join(base, folder));
  return out;
}

export async function copyStore(options: CopyOptions): Promise<CopyReport> {
  const log = options.log ?? (() => {});
  const filesFrom = path.resolve(options.filesFrom ?? path.dirname(options.from));
  const filesTo = path.resolve(options.filesTo ?? filesFrom);
  if (!fs.existsSync(options.from)) throw new Error(`Keine SQLite-Datenbank unter ${options.from}`);

  // 1. Snapshot: consistent while the site keeps running.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'st-kopie-'));
  const snapshotFile = path.join(tmp, 'schnappschuss.db');
  const live = new SQLite(options.from, { readonly: true, fileMustExist: true });
  try {
    await live.backup(snapshotFile);
  } finally {
    live.close();
  }
  const source = new SQLite(snapshotFile, { readonly: true });
  let target: OpenedDb | null = null;
  try {
    // 2. The target: this release's schema, empty.
    target = await openDatabase(options.to);
    const own = new Set((await target.raw.query<{ name: string }>('SELECT name FROM schema_migration')).map((r) => r.name));
    const theirs = new Set(source.prepare('SELECT name FROM schema_migration').pluck().all() as string[]);
    const missing = [...own].filter((m) => !theirs.has(m));
    if (missing.length)
      throw new Error(
        `Die Quelle hat nicht den Stand dieser Version (es fehlen ${missing.join(', ')}): die Website mit dieser Version einmal starten, dann kopieren.`,
      );
    const extra = [...theirs].filter((m) => !own.has(m));
    if (extra.length) throw new Error(`Die Quelle ist neuer als diese Version (${extra.join(', ')}): mit der Version der Quelle kopieren.`);
    const tables = tablesInOrder(source);
    if (!(await isEmpty(target, tables))) throw new Error('Die Ziel-Datenbank ist nicht leer: bitte eine leere Datenbank angeben.');

    // 3. Rows, in one transaction on one connection.
    const reports: TableReport[] = [];
    const t = target;
    if (t.kind !== 'postgres') throw new Error('Das Ziel muss eine postgres://-Adresse sein.');
    const client = await t.pool.connect();
    const insert = (sql: string, params: unknown[]) => client.query(numberedPlaceholders(sql), params);
    await client.query('BEGIN');
    try {
      for (const table of tables) {
        const columns = (source.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[]).map((c) => c.name);
        const rows = parentsFirst(
          source,
          table,
          source
            .prepare(`SELECT * FROM ${quote(table)}`)
            .safeIntegers(true)
            .all() as Record<string, unknown>[],
        );
        const batch = Math.max(1, Math.floor(20_000 / columns.length));
        for (let i = 0; i < rows.length; i += batch) {
          const chunk = rows.slice(i, i + batch);
          const values = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
          await insert(
            `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${values}`,
            chunk.flatMap((r) => columns.map((c) => canonicalParam(r[c]))),
          );
        }
        reports.push({ table, rows: rows.length, copied: rows.length, checksum: checksum(rows, columns), same: false });
        log(`${table}: ${rows.length} Zeilen`);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    await syncSequences(t.raw);
    await t.raw.exec('DELETE FROM suchindex_dirty');
    const indexed = await createSearch(t, { db: t.db, sources: searchSources() }).rebuild();
    log(`Suchindex: ${indexed} Einträge`);

    // 4. Files.
    if (filesTo !== filesFrom) {
      for (const folder of FILE_FOLDERS) {
        const from = path.join(filesFrom, folder);
        if (fs.existsSync(from)) fs.cpSync(from, path.join(filesTo, folder), { recursive: true, force: false, errorOnExist: false, preserveTimestamps: true });
      }
    }

    // 5. Proof.
    for (const r of reports) {
      const columns = (source.prepare(`PRAGMA table_info(${quote(r.table)})`).all() as { name: string }[]).map((c) => c.name);
      const copied = await t.raw.query<Record<string, unknown>>(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(r.table)}`);
      r.copied = copied.length;
      r.same = copied.length === r.rows && checksum(copied, columns) === r.checksum;
    }
    const before = fileList(filesFrom);
    const after = fileList(filesTo);
    const missingFiles = [...before].filter(([name, f]) => after.get(name)?.sha !== f.sha || after.get(name)?.size !== f.size).map(([name]) => name);
    const files = {
      count: before.size,
      bytes: [...before.values()].reduce((a, f) => a + f.size, 0),
      same: missingFiles.length === 0,
      missing: missingFiles.slice(0, 20),
    };
    return { tables: reports, files, ok: reports.every((r) => r.same) && files.same };
  } finally {
    source.close();
    await target?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** SQLite's 64-bit integers arrive as bigint (exact); the driver takes them as text. */
function canonicalParam(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  return value;
}
