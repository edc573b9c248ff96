import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import graph of the sources, read statically: relative imports must not form circles (a circle
 * makes the order of module initialisation depend on which file is loaded first).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The server half of a part (ADR 34): `shared/parts/<part>/store/`. */
const STORE = /^shared\/parts\/[^/]+\/store\//;

function sourceFiles(root: string, dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    return e.isDirectory() ? sourceFiles(root, rel) : /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

export interface ImportSpecifier {
  specifier: string;
  /** `import type …` / `export type … from`: erased by the compiler. */
  typeOnly: boolean;
  /** `import('…')`: loaded when called. */
  dynamic: boolean;
}

/** Every module specifier a file names: static imports and re-exports (with `type`), and dynamic imports. */
export function importSpecifiers(source: string): ImportSpecifier[] {
  const found: ImportSpecifier[] = [];
  // `import x from '…'`, `import { a,\n b } from '…'`, `import type …`, `export { … } from '…'`, `export * from '…'`, `import '…'`.
  const statement = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const m of source.matchAll(statement)) found.push({ specifier: m[2]!, typeOnly: !!m[1], dynamic: false });
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ specifier: m[1]!, typeOnly: false, dynamic: true });
  return found;
}

/** The file a relative specifier names (with .ts/.tsx or index), or null for packages and unknown files. */
function resolveRelative(root: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(root, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return candidate;
  }
  return null;
}

/** The circles (strongly connected components of more than one file, or a file importing itself). */
function circles(root: string, dirs: string[], withTypes: boolean): string[][] {
  const files = dirs.flatMap((d) => sourceFiles(root, d));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const edges = importSpecifiers(fs.readFileSync(path.join(root, file), 'utf8'))
      .filter((s) => !s.dynamic && (withTypes || !s.typeOnly))
      .map((s) => resolveRelative(root, file, s.specifier))
      .filter((f): f is string => f !== null && f !== undefined);
    graph.set(file, edges);
  }
  // Tarjan's algorithm.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const result: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)!.includes(v)) result.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return result;
}

describe('import graph', () => {
  it('reads imports over several lines, type imports, re-exports and dynamic imports', () => {
    const source = [
      "import a from './a';",
      'import {',
      '  b,',
      '  c,',
      "} from '../b';",
      "import type { D } from './d';",
      "export { e } from './e';",
      "export type { F } from './f';",
      "export * from './g';",
      "import './h.css';",
      "const i = () => import('./i');",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      { specifier: './a', typeOnly: false, dynamic: false },
      { specifier: '../b', typeOnly: false, dynamic: false },
      { specifier: './d', typeOnly: true, dynamic: false },
      { specifier: './e', typeOnly: false, dynamic: false },
      { specifier: './f', typeOnly: true, dynamic: false },
      { specifier: './g', typeOnly: false, dynamic: false },
      { specifier: './h.css', typeOnly: false, dynamic: false },
      { specifier: './i', typeOnly: false, dynamic: true },
    ]);
  });

  it('finds a circle, also one through a type import only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-imports-'));
    try {
      fs.mkdirSync(path.join(dir, 'src', 'b'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'src', 'a.ts'), "import { b } from './b/b';\nexport const a = 1;\n");
      fs.writeFileSync(path.join(dir, 'src', 'b', 'b.ts'), "import type { C } from './c';\nexport const b = 2;\n");
      fs.writeFileSync(path.join(dir, 'src', 'b', 'c.ts'), "import { a } from '../a';\nexport type C = number;\n");
      fs.writeFileSync(path.join(dir, 'src', 'd.ts'), "import { a } from './a';\n");
      expect(circles(dir, ['src'], true)).toEqual([['src/a.ts', 'src/b/b.ts', 'src/b/c.ts']]);
      expect(circles(dir, ['src'], false)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the direction: nothing under shared/ imports from server/, not even a type, but a part\'s store', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(ROOT, 'shared').filter((f) => !STORE.test(f))) {
      for (const { specifier } of importSpecifiers(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
        const target = specifier.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) : specifier;
        if (target === 'server' || target.startsWith('server/') || target.startsWith('../')) offenders.push(`${file} → ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('has no circles of value imports under server/, shared/ and client/', () => {
    expect(circles(ROOT, ['server', 'shared', 'client'], false)).toEqual([]);
  });

  it('has no circles under server/, shared/ and client/, not even through type imports', () => {
    expect(circles(ROOT, ['server', 'shared', 'client'], true)).toEqual([]);
  });
});
