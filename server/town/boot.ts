import { installTown } from '../../shared/site/town';
import { readTownFile, townFilePath, TownFileError, type LoadedTown } from './file';

/**
 * Reads the town file and installs its facts, as the first thing the server does: imported first by
 * the server's entry (and by scripts and test setups), so it runs before any module that reads the
 * facts (ADR 30). An invalid file ends the process with its German message.
 */
let loaded: LoadedTown;
try {
  loaded = readTownFile(townFilePath());
} catch (error) {
  if (!(error instanceof TownFileError)) throw error;
  console.error(`Konfigurationsfehler: ${error.message}`);
  process.exit(1);
}
installTown(loaded.facts);

/** The town file this process runs with. */
export function loadedTown(): LoadedTown {
  return loaded;
}
