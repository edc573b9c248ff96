/**
 * npm run backup -- <Ordner>
 *
 * A consistent backup of the running embedded installation (SQLite's online backup, then the stored
 * files and the session secret) into a new or empty folder, with the rows and checksums of every
 * table and file in sicherung.json (server/cms/store/backup.ts). Exits with 1 when the backup does not
 * match what was read. With DATABASE_URL (PostgreSQL) use pg_dump and the files of FILES_DIR.
 */
// First: the town file, before any module that reads its facts (ADR 30).
import '../server/town/boot';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { storeLocation } from '../server/backend';
import { backupSite } from '../server/cms/store/backup';
import { fail } from './terminal';

async function main() {
  const target = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!target) fail('Aufruf: npm run backup -- <Ordner>   (ein neuer oder leerer Ordner)');
  const config = loadConfig();
  if (config.databaseUrl)
    fail('Mit DATABASE_URL liegt die Datenbank in PostgreSQL: sichern Sie sie mit pg_dump und dann die Dateien in FILES_DIR (README „Mehrere Instanzen“).');
  const started = Date.now();
  const check = await backupSite({ databaseFile: storeLocation(config), dataDir: config.dataDir, filesDir: config.filesDir, to: target });
  console.log(
    `Sicherung in ${path.resolve(target)} (${((Date.now() - started) / 1000).toFixed(1)} s): ${check.tables} Tabellen, ${check.rows} Zeilen, ${check.files} Dateien, ${(check.bytes / 2 ** 20).toFixed(1)} MB.`,
  );
  if (!check.ok) fail(`Die Sicherung stimmt NICHT:\n  ${check.problems.join('\n  ')}`);
  console.log('Die Sicherung ist vollständig und geprüft.');
}

main().catch((error: unknown) => fail(`Sicherung fehlgeschlagen: ${(error as Error).message}`));
