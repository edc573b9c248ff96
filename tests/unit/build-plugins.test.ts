import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, reactRouterTreeShakingPlugin } from '../../scripts/build';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-build-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function bundle(source: string) {
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
    plugins: [reactRouterTreeShakingPlugin],
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
