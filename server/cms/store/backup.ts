import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { FILE_FOLDERS, checksum, fileList, tablesInOrder } from './copy';
import { SESSION_SECRET_FILE } from '../../config';

/**
 * `npm run backup -- <folder>` and `npm run restore -- <folder>`: a consistent online backup of an
 * embedded installation and its way back, without the sqlite3 command.
 *
 * - The database is copied with SQLite's online backup API (better-sqlite3's `backup`): the site keeps
 *   running and writing, the copy is the database of one moment. Then the stored files (dateien/,
 *   medien/, eingaenge/) and the session secret, so sessions and the businesses' private links stay
 *   valid after a restore. A file written after the snapshot may be in the backup without its row; the
 *   site's hourly sweep removes such files after a restore.
 * - The backup folder gets `sicherung.json`: per table its rows and a SHA-256 over them (the checks of
 *   `db:copy`), per file its size and SHA-256. Both commands check against it.
 * - A restore goes only into an empty data folder, checks the backup first and the restored copy after.
 */

export const BACKUP_MANIFEST = 'sicherung.json';
const DATABASE = 'datenbank.db';

export interface BackupManifest {
  erstellt: string;
  /** The database file's name in the data folder. */
  datenbank: string;
  tabellen: Array<{ tabelle: string; zeilen: number; pruefsumme: string }>;
  dateien: Array<{ pfad: string; groesse: number; sha256: string }>;
  sitzungsschluessel: boolean;
}

export interface BackupCheck {
  ok: boolean;
  tables: number;
  rows: number;
  files: number;
  bytes: number;
  problems: string[];
}

/** Per table of a database file: rows and checksum (the content tables; the search index is rebuilt). */
export function tableSums(file: string): BackupManifest['tabellen'] {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return tablesInOrder(db).map((table) => {
      const q = `"${table.replace(/"/g, '""')}"`;
      const columns = (db.prepare(`PRAGMA table_info(${q})`).all() as { name: string }[]).map((c) => c.name);
      const rows = db.prepare(`SELECT * FROM ${q}`).safeIntegers(true).all() as Record<string, unknown>[];
      return { tabelle: table, zeilen: rows.length, pruefsumme: checksum(rows, columns) };
    });
  } finally {
    db.close();
  }
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** Compares a folder (a backup, or a restored data folder) with the manifest. */
export function checkAgainst(manifest: BackupManifest, databaseFile: string, filesDir: string): BackupCheck {
  const problems: string[] = [];
  const tables = new Map(tableSums(databaseFile).map((t) => [t.tabelle, t]));
  for (const t of manifest.tabellen) {
    const found = tables.get(t.tabelle);
    if (!found) problems.push(`Tabelle ${t.tabelle} fehlt`);
    else if (found.zeilen !== t.zeilen || found.pruefsumme !== t.pruefsumme)
      problems.push(`Tabelle ${t.tabelle}: ${found.zeilen} statt ${t.zeilen} Zeilen oder andere Prüfsumme`);
  }
  const files = fileList(filesDir);
  for (const f of manifest.dateien) {
    const found = files.get(f.pfad);
    if (!found || found.sha !== f.sha256 || found.size !== f.groesse) problems.push(`Datei ${f.pfad} fehlt oder ist verschieden`);
  }
  return {
    ok: problems.length === 0,
    tables: manifest.tabellen.length,
    rows: manifest.tabellen.reduce((a, t) => a + t.zeilen, 0),
    files: manifest.dateien.length,
    bytes: manifest.dateien.reduce((a, f) => a + f.groesse, 0),
    problems: problems.slice(0, 50),
  };
}

/** Backs the installation up into `to` (empty or new): database snapshot, files, secret, manifest. */
export async function backupSite(o: { databaseFile: string; dataDir: string; filesDir: string; to: string }): Promise<BackupCheck> {
  if (!fs.existsSync(o.databaseFile)) throw new Error(`Keine Datenbank unter ${o.databaseFile}.`);
  const to = path.resolve(o.to);
  if (!isEmptyDir(to)) throw new Error(`Der Sicherungsordner ${to} ist nicht leer: bitte einen neuen oder leeren Ordner angeben.`);
  // Holds personal data and the session secret: readable by the owner only.
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  fs.chmodSync(to, 0o700);
  const target = path.join(to, DATABASE);
  const live = new SQLite(o.databaseFile, { readonly: true, fileMustExist: true });
  try {
    await live.backup(target);
  } finally {
    live.close();
  }
  for (const folder of FILE_FOLDERS) {
    const from = path.join(o.filesDir, folder);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(to, folder), { recursive: true, preserveTimestamps: true, filter: (src) => !src.endsWith('.tmp') });
  }
  const secret = path.join(o.dataDir, SESSION_SECRET_FILE);
  const withSecret = fs.existsSync(secret);
  if (withSecret) fs.copyFileSync(secret, path.join(to, SESSION_SECRET_FILE));
  const manifest: BackupManifest = {
    erstellt: new Date().toISOString(),
    datenbank: path.basename(o.databaseFile),
    tabellen: tableSums(target),
    dateien: [...fileList(to)].map(([pfad, f]) => ({ pfad, groesse: f.size, sha256: f.sha })),
    sitzungsschluessel: withSecret,
  };
  fs.writeFileSync(path.join(to, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`, { mode: 0o600 });
  return checkAgainst(manifest, target, to);
}

export function readManifest(from: string): BackupManifest {
  const file = path.join(from, BACKUP_MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${from} ist keine Sicherung (${BACKUP_MANIFEST} fehlt).`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
}

/** Puts a backup back into an empty data folder (and files folder), checked before and after. */
export function restoreSite(o: { from: string; dataDir: string; filesDir: string }): BackupCheck {
  const from = path.resolve(o.from);
  const manifest = readManifest(from);
  const before = checkAgainst(manifest, path.join(from, DATABASE), from);
  if (!before.ok) throw new Error(`Die Sicherung ist beschädigt: ${before.problems.join('; ')}`);
  for (const dir of new Set([o.dataDir, o.filesDir])) {
    if (!isEmptyDir(dir))
      throw new Error(
        `${dir} ist nicht leer: zurückgespielt wird nur in einen leeren Datenordner (die Website dafür anhalten und den alten Ordner beiseitelegen).`,
      );
  }
  fs.mkdirSync(o.dataDir, { recursive: true });
  fs.mkdirSync(o.filesDir, { recursive: true });
  const databaseFile = path.join(o.dataDir, manifest.datenbank);
  fs.copyFileSync(path.join(from, DATABASE), databaseFile);
  for (const folder of FILE_FOLDERS) {
    const source = path.join(from, folder);
    if (fs.existsSync(source)) fs.cpSync(source, path.join(o.filesDir, folder), { recursive: true, preserveTimestamps: true });
  }
  if (manifest.sitzungsschluessel) {
    fs.copyFileSync(path.join(from, SESSION_SECRET_FILE), path.join(o.dataDir, SESSION_SECRET_FILE));
    fs.chmodSync(path.join(o.dataDir, SESSION_SECRET_FILE), 0o600);
  }
  return checkAgainst(manifest, databaseFile, o.filesDir);
}
