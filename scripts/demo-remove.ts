/**
 * `npm run demo:remove`: takes the demo town's content, files and accounts out of the database of
 * DATA_DIR (or DATABASE_URL) and keeps everything the town added or changed itself (ADR 31). Run it
 * with the site stopped, after a backup. `-- --probe` lists what would go and what stays, and changes
 * nothing.
 */
// First: the town file, before any module that reads its facts (ADR 30).
import '../server/town/boot';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/cms/db';
import { storeLocation } from '../server/backend';
import { removeDemo, reportLines } from '../server/cms/seed/remove';
import { fail } from './terminal';

async function main() {
  const { values } = parseArgs({
    options: { probe: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
    strict: true,
  });
  if (values.help) {
    console.log(
      'npm run demo:remove [-- --probe]\nNimmt die Demo-Inhalte, ihre Dateien und die Demo-Zugänge aus der Datenbank; was die Stadt angelegt oder geändert hat, bleibt. --probe zeigt nur, was geschähe.',
    );
    return;
  }
  const config = loadConfig();
  if (config.cmsUrl) fail('CMS_URL ist gesetzt: Die Inhalte liegen dann im Upstream-CMS, nicht hier.');
  const store = await openDatabase(storeLocation(config));
  try {
    const report = await removeDemo(store, config.filesDir, { trial: values.probe, dataDir: config.dataDir });
    for (const line of reportLines(report)) console.log(line);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
