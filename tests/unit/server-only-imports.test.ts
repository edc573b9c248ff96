import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The client build replaces every export of a `*.server.ts` module by a no-op (scripts/build.ts), so
 * code that runs in the browser may import only types from them. Only the route tables (which hand
 * loaders to the server), a part's index (which hands its store to the server) and other server-only
 * modules may import their values.
 */
function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p) : /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

/** Deliberate uses of the no-op in the browser, each with its reason. */
const INTENTIONAL: Record<string, string> = {
  // The help text is rendered on the server only; in the browser the call yields nothing and React
  // keeps the server's markup, so the text costs no JavaScript.
  'shared/components/a11y/AccessKeys.tsx': 'accessKeysHtml',
};

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+\.server)'/g;

describe('server-only modules', () => {
  const browserCode = [...files('shared'), ...files('client')].filter(
    (f) =>
      !/\.server\.tsx?$/.test(f) &&
      !/\.test\.tsx?$/.test(f) &&
      !/^shared\/(?:parts\/[a-z]+\/)?routes(-[a-z]+)?\.ts$/.test(f.split(path.sep).join('/')) &&
      // A part's index hands its store to the server's registry (ADR 34); the browser never loads it.
      !/^shared\/parts\/[a-z]+\/(?:index|store\/.*)\.ts$/.test(f.split(path.sep).join('/')),
  );

  it('are imported by browser code for their types only', () => {
    const offenders: string[] = [];
    for (const file of browserCode) {
      const source = fs.readFileSync(file, 'utf8');
      for (const m of source.matchAll(IMPORT)) {
        if (m[1]) continue;
        const values = m[2]!
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s && !s.startsWith('type '));
        const allowed = INTENTIONAL[file.split(path.sep).join('/')];
        const unexpected = values.filter((v) => v !== allowed);
        if (unexpected.length) offenders.push(`${file}: ${unexpected.join(', ')} from ${m[3]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
