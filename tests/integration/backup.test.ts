import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { tempDataDir, testApp } from '../helpers/app';
import { BACKUP_MANIFEST, backupSite, readManifest, restoreSite, tableSums } from '../../server/cms/store/backup';
import { FILE_FOLDERS, fileList } from '../../server/cms/store/copy';
import { storeLocation } from '../../server/backend';

/**
 * `npm run backup` and `npm run restore`: a backup of the running site, put back into an empty data
 * folder, holds every table with the same rows and checksums and every file with the same bytes,
 * and the site starts on it.
 */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * The script `npm run backup` runs (package.json: `tsx scripts/backup.ts`), in a process of its own as
 * on a server, but started as one Node process with tsx's loader: `npm run` and the tsx command would
 * each start another Node process first (about 1.5 s of CPU, and a timeout under load).
 */
const script = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', `${name}.ts`), ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env },
    timeout: 60_000,
  });

type Site = Awaited<ReturnType<typeof testApp>>;

describe('backup and restore', () => {
  let site: Site;
  let backupDir: string;
  let restoredDir: string;
  beforeAll(async () => {
    site = await testApp();
    backupDir = path.join(tempDataDir('st-sicherung-'), 'sicherung');
    restoredDir = tempDataDir('st-zurueck-');
  });
  afterAll(async () => {
    await site.cleanup();
    fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
    fs.rmSync(restoredDir, { recursive: true, force: true });
  });

  // A second process that loads the site's modules: more than the project's 20 s on a machine under load.
  it('backs up the running site and restores it into an empty folder: same rows, checksums and files', { timeout: 60_000 }, async () => {
    const backup = await script('backup', [backupDir], { DATA_DIR: site.dataDir });
    expect(backup.stdout).toContain('Die Sicherung ist vollständig und geprüft.');
    // The site kept serving while it was copied.
    expect((await request(site.app).get('/rathaus/impressum/')).status).toBe(200);
    const manifest = readManifest(backupDir);
    expect(manifest.tabellen.length).toBeGreaterThan(40);
    expect(manifest.dateien.length).toBeGreaterThan(10);
    expect(manifest.sitzungsschluessel).toBe(true);
    expect(fs.statSync(backupDir).mode & 0o777).toBe(0o700);

    // What `npm run restore` does (scripts/restore.ts), without a second process.
    const restore = restoreSite({ from: backupDir, dataDir: restoredDir, filesDir: restoredDir });
    expect(restore).toMatchObject({ ok: true, problems: [] });

    // Proven against the original, not only against the manifest.
    const original = tableSums(storeLocation(site.config));
    const restored = tableSums(storeLocation({ dataDir: restoredDir, databaseUrl: null }));
    expect(restored).toEqual(original);
    expect(original.reduce((a, t) => a + t.zeilen, 0)).toBeGreaterThan(1_000);
    const files = (dir: string) => Object.fromEntries([...fileList(dir)].map(([p, f]) => [p, f.sha]));
    expect(files(restoredDir)).toEqual(files(site.dataDir));
    expect(Object.keys(files(restoredDir)).some((f) => f.startsWith(`${FILE_FOLDERS[0]}/`))).toBe(true);
    expect(fs.readFileSync(path.join(restoredDir, 'session-secret'), 'utf8')).toBe(fs.readFileSync(path.join(site.dataDir, 'session-secret'), 'utf8'));

    // The site starts on the restored folder.
    const back = await testApp({ config: { dataDir: restoredDir, filesDir: restoredDir } });
    try {
      expect((await request(back.app).get('/rathaus/buergernachrichten/')).status).toBe(200);
    } finally {
      await back.close();
    }
  });

  it('refuses a backup folder in use, a restore into a folder with data, and a damaged backup', async () => {
    const options = { databaseFile: storeLocation(site.config), dataDir: site.dataDir, filesDir: site.dataDir };
    await expect(backupSite({ ...options, to: backupDir })).rejects.toThrow('ist nicht leer');
    expect(() => restoreSite({ from: backupDir, dataDir: site.dataDir, filesDir: site.dataDir })).toThrow(
      'zurückgespielt wird nur in einen leeren Datenordner',
    );
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, BACKUP_MANIFEST), 'utf8'));
    fs.appendFileSync(path.join(backupDir, manifest.dateien[0].pfad), 'x');
    const empty = tempDataDir('st-leer-');
    try {
      expect(() => restoreSite({ from: backupDir, dataDir: empty, filesDir: empty })).toThrow('Die Sicherung ist beschädigt');
      expect(fs.readdirSync(empty)).toEqual([]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
