import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress } from 'node:zlib';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

/**
 * The Chromium of the browser tests and tools: `CHROMIUM_PATH` when set, else the build that the npm
 * package @sparticuz/chromium ships, unpacked once into node_modules/.cache. So `npm install` is all
 * a machine needs: browser, the libraries it links and its fonts all come from the npm registry.
 *
 * Only the package's files are used, not its JavaScript (which writes to fixed /tmp paths and would
 * hand a half-written browser to a second process). Its version is pinned to 149 or newer: older
 * builds let a service worker reach the network while Playwright has the context offline. The package
 * declares Node 22 for its JavaScript; npm warns about that on Node 20 and installs it all the same.
 */

/** Headless without GPU; no calls home (updates, metrics), which a closed network would refuse anyway. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

interface Executable {
  path: string;
  /** Variables the browser needs on top of the process environment. */
  env: Record<string, string>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localRequire = createRequire(import.meta.url);
let resolved: Promise<Executable> | undefined;

/** Starts headless Chromium with the flags above (web security stays on). */
export async function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  const executable = await (resolved ??= resolveChromium());
  return chromium.launch({
    executablePath: executable.path,
    args: CHROMIUM_ARGS,
    env: { ...process.env, ...executable.env },
    ...options,
  });
}

/** The browser's executable and the environment it needs (for tools that start it themselves). */
export function chromiumExecutable(): Promise<Executable> {
  return (resolved ??= resolveChromium());
}

async function resolveChromium(): Promise<Executable> {
  const own = process.env.CHROMIUM_PATH;
  if (own) return { path: own, env: {} };
  const dir = await unpackBundled();
  return {
    path: path.join(dir, 'chromium'),
    env: {
      FONTCONFIG_FILE: writeFontConfig(dir),
      // NSS and expat as built for this Chromium, so the machine needs no browser libraries of its own.
      LD_LIBRARY_PATH: [path.join(dir, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
    },
  };
}

/**
 * Unpacks the package's browser, its software GL and its libraries into a folder named after the
 * package version and returns the folder. Several processes may start at once: each unpacks into a
 * folder of its own and renames it into place; the first rename wins and the others use its result.
 * A folder under the final name is therefore always complete.
 */
async function unpackBundled(): Promise<string> {
  const pkg = packageRoot('@sparticuz/chromium');
  const { version } = readPackage(pkg) as { version: string };
  const dir = path.join(ROOT, 'node_modules', '.cache', `chromium-${version}`);
  if (fs.existsSync(dir)) return dir;

  const staging = `${dir}.${process.pid}-${Date.now()}`;
  fs.mkdirSync(staging, { recursive: true });
  try {
    // tar-fs is the package's own dependency; resolved from the package, as it resolves it.
    const { extract } = createRequire(path.join(pkg, 'package.json'))('tar-fs') as {
      extract(dir: string, options: { chown: boolean }): NodeJS.WritableStream;
    };
    const inflate = (file: string, target: NodeJS.WritableStream) =>
      pipeline(fs.createReadStream(path.join(pkg, 'bin', file)), createBrotliDecompress(), target);
    await Promise.all([
      inflate('chromium.br', fs.createWriteStream(path.join(staging, 'chromium'), { mode: 0o755 })),
      inflate('swiftshader.tar.br', extract(staging, { chown: false })),
      inflate('al2023.tar.br', extract(staging, { chown: false })),
    ]);
    fs.renameSync(staging, dir);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (fs.existsSync(dir)) return dir; // another process was first
    throw error;
  }
  removeOtherVersions(dir);
  return dir;
}

/** After an update of the package, the browser of the previous version (about 200 MB) goes. */
function removeOtherVersions(dir: string): void {
  const cache = path.dirname(dir);
  const current = path.basename(dir);
  for (const name of fs.readdirSync(cache)) {
    if (name.startsWith('chromium-') && name !== current && !name.startsWith(`${current}.`)) {
      fs.rmSync(path.join(cache, name), { recursive: true, force: true });
    }
  }
}

/**
 * Fonts: DejaVu (from npm) for every family the page does not bring itself, the same on every machine
 * and the same as a Debian desktop without extra fonts. The site's text is in its web font; DejaVu
 * draws what that lacks (arrows, stars, subscripts) and the generic families.
 */
function writeFontConfig(dir: string): string {
  const ttf = path.join(packageRoot('dejavu-fonts-ttf'), 'ttf');
  const alias = (generic: string, family: string) => `  <alias><family>${generic}</family><prefer><family>${family}</family></prefer></alias>\n`;
  const xml =
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
    `  <dir>${ttf}</dir>\n  <cachedir>${path.join(dir, 'fontconfig-cache')}</cachedir>\n` +
    alias('sans-serif', 'DejaVu Sans') +
    alias('serif', 'DejaVu Serif') +
    alias('monospace', 'DejaVu Sans Mono') +
    `</fontconfig>\n`;
  const file = path.join(dir, 'fonts.conf');
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== xml) {
    // Written aside and renamed, so a browser starting meanwhile never reads half a file.
    const part = `${file}.${process.pid}`;
    fs.writeFileSync(part, xml);
    fs.renameSync(part, file);
  }
  return file;
}

/** The folder of an installed package (some hide package.json behind their exports: then from the entry point up). */
function packageRoot(name: string): string {
  try {
    return path.dirname(localRequire.resolve(`${name}/package.json`));
  } catch {
    let dir = path.dirname(localRequire.resolve(name));
    while (readPackage(dir)?.name !== name) {
      const up = path.dirname(dir);
      if (up === dir) throw new Error(`${name} nicht gefunden: erst \`npm install\` ausführen.`);
      dir = up;
    }
    return dir;
  }
}

function readPackage(dir: string): { name?: string; version?: string } | undefined {
  const file = path.join(dir, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string }) : undefined;
}
