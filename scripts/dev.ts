import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { clientOptions, cssOptions, DIST, manifestFrom, ROOT, serverOptions, stylesheet, writeManifest } from './build';

/**
 * `npm run dev`: rebuilds client, styles and server on every change, restarts the server after a
 * server rebuild and tells open browsers to reload (Server-Sent Events, see server/dev/live-reload.ts).
 */
let server: ChildProcess | null = null;
let clientMeta: esbuild.Metafile | null = null;
let cssMeta: esbuild.Metafile | null = null;

function restartServer() {
  server?.kill('SIGTERM');
  server = spawn(process.execPath, ['--enable-source-maps', path.join(DIST, 'server', 'index.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', DEMO: process.env.DEMO ?? 'on', LIVE_RELOAD: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  });
}

async function updateManifest() {
  if (!clientMeta || !cssMeta) return;
  try {
    await writeManifest(manifestFrom(clientMeta, cssMeta));
  } catch (error) {
    console.error(error);
  }
}

const onEnd = (name: string, fn: (result: esbuild.BuildResult) => void | Promise<void>): esbuild.Plugin => ({
  name,
  setup(b) {
    b.onEnd(async (result) => {
      if (result.errors.length === 0) await fn(result);
    });
  },
});

const client = await esbuild.context({
  ...clientOptions(true),
  plugins: [
    ...(clientOptions(true).plugins ?? []),
    onEnd('manifest', async (r) => {
      clientMeta = r.metafile ?? null;
      await updateManifest();
    }),
  ],
});
const css = await esbuild.context({
  ...cssOptions(true, await stylesheet()),
  plugins: [
    onEnd('manifest', async (r) => {
      cssMeta = r.metafile ?? null;
      await updateManifest();
    }),
  ],
});
const srv = await esbuild.context({ ...serverOptions(true), plugins: [onEnd('restart', () => restartServer())] });

await Promise.all([client.watch(), css.watch(), srv.watch()]);
console.log('Entwicklungsmodus: beobachte Änderungen (Strg+C beendet)');

process.on('SIGINT', async () => {
  server?.kill('SIGTERM');
  await Promise.all([client.dispose(), css.dispose(), srv.dispose()]);
  process.exit(0);
});
