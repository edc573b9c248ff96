/**
 * npm run restore -- <Sicherungsordner>
 *
 * Puts a backup of `npm run backup` back into DATA_DIR (and FILES_DIR), which must be empty: with the
 * site stopped, move the old folder aside, restore, start. The backup is checked before and the
 * restored copy after, against the rows and checksums in its sicherung.json; exits with 1 otherwise.
 */
// First: the town file, before any module that reads its facts (ADR 30).
import '../server/town/boot';
import { loadConfig } from '../server/config';
import { restoreSite } from '../server/cms/store/backup';
import { fail } from './terminal';

function main() {
  const from = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!from) fail('Aufruf: npm run restore -- <Sicherungsordner>   (in den leeren DATA_DIR)');
  const config = loadConfig();
  if (config.databaseUrl) fail('Mit DATABASE_URL liegt die Datenbank in PostgreSQL: spielen Sie sie mit pg_restore zurück (README „Mehrere Instanzen“).');
  const check = restoreSite({ from, dataDir: config.dataDir, filesDir: config.filesDir });
  console.log(`Zurückgespielt nach ${config.dataDir}: ${check.tables} Tabellen, ${check.rows} Zeilen, ${check.files} Dateien.`);
  if (!check.ok) fail(`Die zurückgespielten Daten stimmen NICHT mit der Sicherung überein:\n  ${check.problems.join('\n  ')}`);
  console.log('Die zurückgespielten Daten stimmen mit der Sicherung überein. Die Website kann starten.');
}

try {
  main();
} catch (error) {
  fail(`Zurückspielen fehlgeschlagen: ${(error as Error).message}`);
}
