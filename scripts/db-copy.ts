/**
 * npm run db:copy -- --from sqlite:./data/musterstadt.db --to postgres://benutzer:passwort@host/musterstadt [--dateien-nach /srv/musterstadt-dateien]
 *
 * Copies an embedded installation (SQLite and its files) to PostgreSQL and a files folder for
 * several instances, and verifies the copy by row counts and checksums of every table and file
 * (server/cms/store/copy.ts, ADR 20). Exits with 1 when anything differs.
 */
// First: the town file, before any module that reads its facts (ADR 30).
import '../server/town/boot';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { copyStore } from '../server/cms/store/copy';
import { isPostgresUrl, redactUrl } from '../server/cms/store/types';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    'dateien-von': { type: 'string' },
    'dateien-nach': { type: 'string' },
  },
});
const usage =
  'npm run db:copy -- --from sqlite:./data/musterstadt.db --to postgres://benutzer:passwort@host:5432/musterstadt [--dateien-von ./data] [--dateien-nach /srv/dateien]';
if (!values.from?.startsWith('sqlite:')) fail(`--from muss eine SQLite-Datei nennen (sqlite:…).\n${usage}`);
if (!values.to || !isPostgresUrl(values.to)) fail(`--to muss eine postgres://-Adresse sein.\n${usage}`);

const from = path.resolve(values.from.slice('sqlite:'.length));
const started = Date.now();
const report = await copyStore({
  from,
  to: values.to,
  filesFrom: values['dateien-von'],
  filesTo: values['dateien-nach'],
  log: (line) => console.log(`  ${line}`),
}).catch((error: unknown) => fail(`Kopieren fehlgeschlagen: ${(error as Error).message}`));

console.log(`\nKopie von ${from} nach ${redactUrl(values.to)} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
console.log('Tabelle | Zeilen Quelle | Zeilen Ziel | Prüfsumme (SHA-256) | gleich');
for (const t of report.tables) console.log(`${t.table} | ${t.rows} | ${t.copied} | ${t.checksum.slice(0, 16)}… | ${t.same ? 'ja' : 'NEIN'}`);
const rows = report.tables.reduce((a, t) => a + t.rows, 0);
console.log(
  `\n${report.tables.length} Tabellen, ${rows} Zeilen; ${report.files.count} Dateien, ${(report.files.bytes / 2 ** 20).toFixed(1)} MB: ${report.files.same ? 'gleich' : 'VERSCHIEDEN'}`,
);
for (const f of report.files.missing) console.log(`  fehlt oder verschieden: ${f}`);
if (!report.ok) fail('\nDie Kopie stimmt NICHT mit der Quelle überein.');
console.log('\nDie Kopie stimmt mit der Quelle überein.');
