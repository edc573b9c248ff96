import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../helpers/app';

/**
 * The import commands (README "Daten einlesen", ADR 42), spawned as an operator runs them: German
 * output, the plan, --vorschau writes nothing, exit code 1 with a clear message on bad input.
 */
const run = promisify(execFile);
const ROOT = path.join(__dirname, '../..');
const FIX = 'tests/fixtures/import';
const dataDir = tempDataDir('st-import-cmd-');
const env = { ...process.env, DEMO: 'off', DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '', CMS_URL: '' };
const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
const command = (...args: string[]) => run(tsx, ['scripts/import.ts', ...args], { cwd: ROOT, env, timeout: 60_000 });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run import:<kind>', () => {
  // One spawn (a command loads every part, about as long as a server start): a good page is applied
  // and printed, the next file is refused with a German message and exit code 1.
  it('applies a file, prints the plan in German, and refuses bad input with exit code 1', async () => {
    const res = await command('xzufi', `${FIX}/xzufi-seite-1.xml`, `${FIX}/abfall.csv`).catch((e: { code: number; stdout: string; stderr: string }) => e);
    expect('code' in res ? res.code : 0).toBe(1);
    expect(res.stdout).toMatch(/Übernommen: 0 neu, 0 geändert, 0 entfernt\./);
    expect(res.stdout).toContain('Es gibt noch kein Amt, dem das Verfahren zugeordnet werden kann');
    expect(res.stderr).toContain('Einlesen nicht möglich: Zeile 1');
  }, 60_000);
});
