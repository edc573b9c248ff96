import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import graph of the sources, read statically: relative imports must not form circles (a circle
 * makes the order of module initialisation depend on which file is loaded first), and they keep the
 * directions of ADR 34 between the core, the parts, their stores and the browser.
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

/** The modules of a part that other parts and the core may import: its contract and its value lists (ADR 34). */
const PART_FACE = /^shared\/parts\/[^/]+\/(?:contract|values)\.ts$/;
/** The registry and the part's type: what derives from the parts imports these, never a part. */
const REGISTRY = /^shared\/parts\/(?:registry|part)\.ts$/;
const partOf = (file: string): string | null => /^shared\/parts\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Every value and type import between the sources (tests excluded), resolved to files. */
function edges(root: string, dirs: string[]): Array<{ from: string; to: string; specifier: string }> {
  return dirs
    .flatMap((d) => sourceFiles(root, d))
    .filter((f) => !/\.test\.tsx?$/.test(f))
    .flatMap((from) =>
      importSpecifiers(fs.readFileSync(path.join(root, from), 'utf8')).flatMap(({ specifier }) => {
        const to = resolveRelative(root, from, specifier);
        return to ? [{ from, to, specifier }] : [];
      }),
    );
}

/**
 * Imports that still break a direction rule, each with its reason (ADR 34). The test fails on any
 * other, and on an entry that no longer matches anything: this list only shrinks.
 */
const KNOWN: Array<{ from: RegExp; to: RegExp; why: string }> = [
  {
    from: /^(?:server\/(?:render|feeds|oparl|open311|session|weather|eingaenge|termine|cms\/search)|shared\/(?:app|components|pages))\//,
    to: PART_FACE,
    why: "core features built on parts' answers (the layout's site data, feeds, OParl, the session areas' downloads, the header, the home page) read their contracts",
  },
  {
    from: /^server\/open311\/router\.ts$/,
    to: /^shared\/parts\/eingaenge\/formulare\/formulare\.server\.ts$/,
    why: "Open311's POST goes through the damage form's own action (ADR 54)",
  },
  {
    from: /^server\/cms\/search\/engine\.ts$/,
    to: /^shared\/parts\/suche\/redirect\.ts$/,
    why: "the search engine is core, its redirect rules are the search part's",
  },
  {
    from: /^server\/(?:feeds|oparl)\//,
    to: /^shared\/parts\/(?:ratstermine\/paths|gremien\/gemeinderat\/paths|veranstaltungen\/event-paths)\.ts$/,
    why: "feeds and OParl link to a part's pages by their addresses",
  },
  {
    from: /^server\//,
    to: /^shared\/parts\/(?:drossel|einrichtung|intranet)\/store\//,
    why: "core services still inside parts: the login throttle, the first administrator, the intranet's session check",
  },
  {
    from: /^shared\/parts\/[^/]+\/store\//,
    to: /^shared\/parts\/[^/]+\/store\/schema\.ts$/,
    why: "a part's tables refer to another's; the table types are still imported one by one",
  },
  {
    from: /^shared\/parts\/(?:amtsblatt|archiv)\/store\/redaktion\.ts$/,
    to: /^shared\/parts\/seiten\/store\/api\.ts$/,
    why: "the desk's documents list reads the pages part",
  },
  {
    from: /^shared\/parts\/intranet\/store\/redaktion\.ts$/,
    to: /^shared\/parts\/archiv\/store\/api\.ts$/,
    why: "the intranet's archive topics and entries are rows of the archive part's tables: the desk's preview shows a topic as the archive part reads it",
  },
  {
    from: /^shared\/parts\/ratstermine\/store\/api\.ts$/,
    to: /^shared\/parts\/gremien\/store\/access\.ts$/,
    why: "the council's two parts share the council members' access rule",
  },
  {
    from: /^shared\/parts\/ratstermine\/(?:desk|store\/redaktion)\.ts$/,
    to: /^shared\/parts\/gremien\/ratsinfo\/(?:RatsinfoVorlagePage\.tsx|paths\.ts)$/,
    why: "a paper (ratstermine's table) has no public page: the desk's preview shows it on the council information system's page (gremien's)",
  },
  {
    from: /^shared\/parts\/gewerbe\/store\/logo\.ts$/,
    to: /^shared\/parts\/eingaenge\/store\/files\.ts$/,
    why: "the logo of a self-entry is stored like a submission's photo",
  },
  {
    from: /^shared\/parts\/(?:redaktion|eingaenge|gremien|einlesen|meldungen|benachrichtigungen|termine)\//,
    to: /^shared\/parts\/intranet\/(?:IntranetFrame\.tsx|DocumentDownload\.tsx|types\.ts|intranet\.server\.ts)$/,
    why: "the signed-in areas' frame, downloads and session helpers are still the intranet part's",
  },
  { from: /^shared\/parts\/gewerbe\//, to: /^shared\/parts\/eingaenge\/formulare\//, why: 'the business self-entry is a form of the forms part' },
  { from: /^shared\/parts\/eingaenge\//, to: /^shared\/parts\/gewerbe\/eintragung\.ts$/, why: 'the inbox shows a business self-entry' },
  {
    from: /^shared\/parts\/(?:gewerbe|gremien)\//,
    to: /^shared\/parts\/verwaltung\/(?:components\/[^/]+\.tsx|links\.ts|letters\.ts)$/,
    why: 'list components of the town hall, used by the directory and the council',
  },
  {
    from: /^shared\/parts\/meinort\//,
    to: /^shared\/parts\/(?:abfall\/paths|baustellen\/paths|veranstaltungen\/event-paths|ratstermine\/paths)\.ts$/,
    why: '"Mein Ort" gathers what other parts publish for one street and links to their pages by their addresses',
  },
  {
    from: /^shared\/parts\/(?:gremien|ratstermine)\//,
    to: /^shared\/parts\/(?:ratstermine\/(?:paths|ratstermin-text)|gremien\/gemeinderat\/paths)\.ts$/,
    why: "the council's two parts link to each other's pages",
  },
];

/** The direction rules of ADR 34 an import breaks, if any. */
function broken(from: string, to: string): string | null {
  const a = partOf(from);
  const b = partOf(to);
  if (!a && b && !REGISTRY.test(to) && !(from === 'shared/parts/registry.ts' && /^shared\/parts\/[^/]+\/index\.ts$/.test(to))) return 'core imports a part';
  if (a && b && a !== b && !PART_FACE.test(to)) return 'a part reaches into another beyond its contract';
  if (a && a === b && /\/store\//.test(to) && !/\/store\//.test(from) && !/\/store\.server\.ts$/.test(from))
    return "a part's store reached past store.server.ts";
  if (PART_FACE.test(from) && (/\.tsx$/.test(to) || /\.server\.ts$/.test(to) || /\/routes(?:-[a-z]+)?\.ts$/.test(to))) return 'a contract imports a page';
  return null;
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

  it("keeps the direction: nothing under shared/ imports from server/, not even a type, but a part's store", () => {
    const offenders: string[] = [];
    // A part's tests live in its folder (ADR 41) and may start the server; like the edges below, tests
    // are no part of what is built.
    for (const file of sourceFiles(ROOT, 'shared').filter((f) => !STORE.test(f) && !/\.test\.tsx?$/.test(f))) {
      for (const { specifier } of importSpecifiers(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
        const target = specifier.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) : specifier;
        if (target === 'server' || target.startsWith('server/') || target.startsWith('../')) offenders.push(`${file} → ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('keeps the directions of ADR 34: core never imports a part; parts meet through contracts; a store behind its door; contracts never import pages', () => {
    const found = edges(ROOT, ['server', 'shared', 'client']).flatMap(({ from, to }) => {
      const rule = broken(from, to);
      return rule ? [{ edge: `${from} → ${to}`, rule, known: KNOWN.findIndex((k) => k.from.test(from) && k.to.test(to)) }] : [];
    });
    expect(found.filter((f) => f.known < 0).map((f) => `${f.edge} (${f.rule})`)).toEqual([]);
    const stale = KNOWN.filter((_, i) => !found.some((f) => f.known === i)).map((k) => k.why);
    expect(stale, 'an exception that no longer happens: delete it').toEqual([]);
  });

  it("finds a core file that imports a part, a part past another's contract and a contract importing a page", () => {
    expect(broken('server/render/x.ts', 'shared/parts/abfall/AbfallParts.tsx')).toBe('core imports a part');
    expect(broken('server/render/x.ts', 'shared/parts/registry.ts')).toBeNull();
    expect(broken('shared/parts/registry.ts', 'shared/parts/abfall/index.ts')).toBeNull();
    expect(broken('server/render/x.ts', 'shared/parts/abfall/index.ts')).toBe('core imports a part');
    expect(broken('shared/parts/abfall/x.ts', 'shared/parts/gewerbe/paths.ts')).toBe('a part reaches into another beyond its contract');
    expect(broken('shared/parts/abfall/x.ts', 'shared/parts/gewerbe/contract.ts')).toBeNull();
    expect(broken('shared/parts/abfall/index.ts', 'shared/parts/abfall/store/index.ts')).toBe("a part's store reached past store.server.ts");
    expect(broken('shared/parts/abfall/store.server.ts', 'shared/parts/abfall/store/index.ts')).toBeNull();
    expect(broken('shared/parts/abfall/contract.ts', 'shared/parts/abfall/AbfallkalenderPage.tsx')).toBe('a contract imports a page');
  });

  it('never lets the browser load server code: nothing reached from client/entry.tsx and the pages is below server/ or a store', () => {
    // The pages are loaded by their ids (shared/app/page-entry.ts), so each is a root of its own; a
    // `*.server.ts` module is a leaf, since the client build replaces it (scripts/build.ts).
    const pages = [...sourceFiles(ROOT, 'shared/pages'), ...sourceFiles(ROOT, 'shared/parts')].filter((f) => /Page\.tsx$/.test(f));
    const seen = new Set<string>();
    const queue = ['client/entry.tsx', ...pages];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      if (/\.server\.tsx?$/.test(file)) continue;
      for (const { specifier, typeOnly } of importSpecifiers(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
        const to = typeOnly ? null : resolveRelative(ROOT, file, specifier);
        if (to) queue.push(to);
      }
    }
    expect(seen.size).toBeGreaterThan(pages.length);
    expect([...seen].filter((f) => f.startsWith('server/') || STORE.test(f))).toEqual([]);
  });

  it('has no circles of value imports under server/, shared/ and client/', () => {
    expect(circles(ROOT, ['server', 'shared', 'client'], false)).toEqual([]);
  });

  it('has no circles under server/, shared/ and client/, not even through type imports', () => {
    expect(circles(ROOT, ['server', 'shared', 'client'], true)).toEqual([]);
  });
});
