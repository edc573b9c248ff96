import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, reactRouterTreeShakingPlugin, serverOnlyPlugin, swiperCorePlugin } from '../../scripts/build';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-build-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function bundle(source: string, plugins: esbuild.Plugin[] = [reactRouterTreeShakingPlugin]) {
  const entry = path.join(dir, `entry-${Math.random().toString(36).slice(2)}.ts`);
  fs.writeFileSync(entry, source);
  return esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    nodePaths: [path.join(ROOT, 'node_modules')],
    plugins,
    logLevel: 'silent',
  });
}

describe('the react-router rewrite of the client build', () => {
  it('marks react-router’s context calls pure', async () => {
    const result = await bundle(`import { BrowserRouter } from 'react-router-dom';\nconsole.log(BrowserRouter);`);
    const text = result.outputFiles[0]!.text;
    expect(text).toContain('/* @__PURE__ */');
    expect(text).not.toMatch(/\.displayName = "/);
  });

  it('fails loudly when there is nothing of react-router to rewrite', async () => {
    await expect(bundle(`import { createElement } from 'react';\nconsole.log(createElement);`)).rejects.toThrow(/react-router-tree-shaking/);
  });
});

describe('Swiper’s core in the client build (ADR 71)', () => {
  it('leaves out the loop and the breakpoints and keeps the rest of the core', async () => {
    const text = (await bundle(`import Swiper from 'swiper';\nconsole.log(Swiper);`, [swiperCorePlugin])).outputFiles[0]!.text;
    expect(text).not.toContain('Swiper Loop Warning');
    expect(text).not.toContain('breakpointContainer');
    // What only options the slider never sets reach (ADR 75): the observer, auto height, grab cursor.
    expect(text).not.toContain('MutationObserver');
    expect(text).not.toContain('wrapperEl.style.height');
    expect(text).not.toMatch(/cursor\s*=\s*['"]grab/);
    expect(text).toContain('slideNext');
    expect(text).toContain('rewind');
  });

  it('fails loudly when Swiper’s text no longer has what it cuts', async () => {
    const core = path.join(dir, 'swiper', 'shared', 'swiper-core.mjs');
    fs.mkdirSync(path.dirname(core), { recursive: true });
    fs.writeFileSync(core, 'export const S = 1;');
    await expect(bundle(`import { S } from ${JSON.stringify(core)};\nconsole.log(S);`, [swiperCorePlugin])).rejects.toThrow(/swiper-core/);
  });
});

describe('the server-only modules in the client build', () => {
  /** Bundles an entry that imports `name` from a server module with the given text. */
  function withServerModule(text: string, name: string) {
    const id = Math.random().toString(36).slice(2);
    fs.writeFileSync(path.join(dir, `modul-${id}.server.ts`), text);
    const entry = path.join(dir, `entry-${id}.ts`);
    fs.writeFileSync(entry, `import { ${name} } from './modul-${id}.server';\nconsole.log(${name});`);
    return esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      plugins: [serverOnlyPlugin],
      logLevel: 'silent',
    });
  }

  it('replaces each export by a function that does nothing, and nothing of the module reaches the bundle', async () => {
    const result = await withServerModule(
      `import fs from 'node:fs';\nexport const loader = async () => fs.readFileSync('/geheim');\nexport interface Daten { a: string }`,
      'loader',
    );
    const text = result.outputFiles[0]!.text;
    expect(text).toContain('() => void 0');
    expect(text).not.toContain('geheim');
  });

  it('stops the build at an export it cannot replace, naming the file and line', async () => {
    await expect(withServerModule(`const geheim = () => 1;\nexport { geheim };`, 'geheim')).rejects.toThrow(/server-only: .*modul-.*\.server\.ts:2 exportiert/);
  });
});
