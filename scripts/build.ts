import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { AssetManifest } from '../server/render/manifest';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Build output; DIST_DIR lets several builds (e.g. parallel test runs) live side by side. */
export const DIST = path.resolve(ROOT, process.env.DIST_DIR || 'dist');
const ASSETS = path.join(DIST, 'client', 'assets');

/** The browser's entry module, relative to ROOT (esbuild's entry point and its name in the metafile). */
const CLIENT_ENTRY = 'client/entry.tsx';

/** Browsers the client bundle targets: ES modules with dynamic import (older ones keep the server HTML). */
export const CLIENT_TARGET = ['es2020', 'chrome87', 'edge88', 'firefox78', 'safari15'];

/**
 * Loaders and other server-only modules (`*.server.ts`) must never reach the browser: in the client
 * build each of their exports becomes a function that does nothing (loader factories are called
 * while the route table is built, so they must stay callable). Such modules export functions only.
 *
 * The exports are read from the module's text, one `export` at the start of a line each. Only the
 * forms whose name can be read that way are allowed (`export [async] function`, `export const`,
 * `export let`, `export class`; types and interfaces vanish anyway); any other form (`export { … }`,
 * `export default`, `export * from`, a destructuring `export const { … }`) stops the build with its
 * file and line, instead of a client module that silently lacks the export.
 */
export const serverOnlyPlugin: esbuild.Plugin = {
  name: 'server-only',
  setup(b) {
    b.onLoad({ filter: /\.server\.tsx?$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const names: string[] = [];
      const errors: esbuild.PartialMessage[] = [];
      for (const m of source.matchAll(/^export\b.*$/gm)) {
        const statement = m[0];
        if (/^export\s+(?:declare\s+)?(?:type|interface)\b/.test(statement)) continue;
        const name = /^export\s+(?:async\s+)?(?:const|let|function\*?|class)\s+([A-Za-z_$][\w$]*)/.exec(statement)?.[1];
        if (name) names.push(name);
        else {
          const line = source.slice(0, m.index).split('\n').length;
          errors.push({
            text: `server-only: ${path.relative(ROOT, args.path)}:${line} exportiert in einer Form, die der Client-Build nicht durch eine leere Funktion ersetzen kann (erlaubt: export function/const/let/class <Name>). Bitte so schreiben.`,
          });
        }
      }
      if (errors.length) return { errors };
      return { contents: names.map((n) => `export const ${n} = () => undefined;`).join('\n') || 'export {};', loader: 'js' };
    });
  },
};

/**
 * react-router ships as one large module whose top level calls React.createContext, forwardRef and
 * memo without purity annotations and assigns displayName to each component. esbuild must keep such
 * statements, and with them Link, Form, prefetching and the data-router code we never use (about
 * 9 KB gzip of the first load). esbuild's own `pure` option does not reach these calls (React is an
 * imported namespace there: measured, the router bundle stays 15.3 KB gzip with `pure` naming every
 * such call, 9.5 KB with this plugin), and react-router offers no smaller entry point, so the client
 * build annotates the calls and drops the assignments as it reads react-router's modules (ADR 11,
 * ADR 36). It is the one plugin that changes a dependency's text.
 *
 * The rewrite depends on react-router's text. When an upgrade changes it, the build stops with a
 * message instead of silently shipping the larger bundle: the module that defines the contexts must
 * have both kinds of statements to rewrite.
 */
export const reactRouterTreeShakingPlugin: esbuild.Plugin = {
  name: 'react-router-tree-shaking',
  setup(b) {
    let rewroteContexts = false;
    b.onStart(() => {
      rewroteContexts = false;
    });
    // Real paths: a symlinked node_modules must not make the filter miss (it matches the package's dist).
    b.onLoad({ filter: /[\\/]react-router[\\/]dist[\\/].*\.mjs$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      let displayNames = 0;
      let calls = 0;
      const contents = source
        .replace(/^\s*[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm, () => {
          displayNames++;
          return '';
        })
        .replace(/\b(React\d*\.(?:createContext|forwardRef|memo)|createContext|forwardRef)\(/g, (_m, callee: string) => {
          calls++;
          return `/* @__PURE__ */ ${callee}(`;
        });
      if (calls > 0 && displayNames > 0) rewroteContexts = true;
      return { contents, loader: 'js' };
    });
    b.onEnd((result) => {
      if (result.errors.length === 0 && !rewroteContexts) {
        throw new Error(
          'react-router-tree-shaking: in keinem Modul von react-router wurden createContext-Aufrufe und displayName-Zuweisungen gefunden. Hat sich react-router geändert? Bitte scripts/build.ts anpassen.',
        );
      }
    });
  },
};

/**
 * Swiper's core without its loop and breakpoints (ADR 71). The hero's slider (hero-swiper.ts) never
 * sets `loop` (it rewinds: loop clones slides React owns) nor `breakpoints` (the stylesheet sizes
 * it), but the core installs both as methods of every instance, so no bundler can drop them: 2.3 KB
 * brotli of the slider's 19.5 KB. The client build replaces their bodies with functions that do
 * nothing, which is what the core's own calls amount to without those options (every loop call is
 * behind `params.loop`; `setBreakpoint` returns at once without `breakpoints`). The same for what only
 * other options the slider never sets reach (grab cursor, CSS mode, observer, auto height, slide to
 * the clicked slide, a change of direction): 1.3 KB brotli more (ADR 75). Like the router's
 * plugin it changes a dependency's text, so when an upgrade changes it the build stops with a
 * message instead of shipping the larger file or a broken slider.
 */
export const swiperCorePlugin: esbuild.Plugin = {
  name: 'swiper-core',
  setup(b) {
    b.onLoad({ filter: /[\\/]swiper[\\/]shared[\\/]swiper-core\.mjs$/ }, async (args) => {
      let source = await fs.promises.readFile(args.path, 'utf8');
      const cuts: [string, string, string][] = [
        ['function loopCreate(', 'var loop = {', 'function loopCreate() {}\nfunction loopDestroy() {}\nfunction loopFix() {}\n'],
        ['function getBreakpoint(', 'var breakpoints = {', 'function getBreakpoint() {}\nfunction setBreakpoint() {}\n'],
        // ADR 75: what only other options call. `grabCursor`: every call behind `params.grabCursor` or
        // in setBreakpoint; `cssMode`: onScroll is bound only then; `observer`: the module does
        // nothing else without it (an unset option reads as false); `autoHeight`: every call behind
        // it; `slideToClickedSlide`: called only behind it, and with slideToLoop (loop only) the one
        // caller of that; changeDirection and changeLanguageDirection: setBreakpoint's, or a caller's.
        ['function setGrabCursor(', 'var grabCursor = {', 'function setGrabCursor() {}\nfunction unsetGrabCursor() {}\n'],
        ['function onScroll(', 'function onTouchEnd(', 'function onScroll() {}\n\n'],
        ['const Observer = (', 'const Resize = (', 'const Observer = () => {};\n\n'],
        ['function slideToClickedSlide(', 'function slideToClosest(', 'function slideToClickedSlide() {}\n'],
        ['function slideToLoop(', 'var slide = {', 'function slideToLoop() {}\n'],
        ['function updateAutoHeight(', 'function updateClickedSlide(', 'function updateAutoHeight() {}\n'],
        [
          '    changeDirection(newDirection',
          '    mount(element) {',
          '    changeDirection() {\n        return this;\n    }\n    changeLanguageDirection() {}\n',
        ],
      ];
      for (const [from, to, stub] of cuts) {
        const start = source.indexOf(from);
        const end = source.indexOf(to);
        if (start < 0 || end < start) {
          return { errors: [{ text: `swiper-core: „${from}“ bis „${to}“ nicht gefunden. Hat sich Swiper geändert? Bitte scripts/build.ts anpassen.` }] };
        }
        source = source.slice(0, start) + stub + source.slice(end);
      }
      return { contents: source, loader: 'js' };
    });
  },
};

/**
 * One chunk for everything the entry loads, and one for the site's own code every page shares
 * (ADR 56).
 *
 * esbuild puts a module into a chunk by the set of entry points that reach it, and every page and
 * island loaded with import() is such an entry point: the entry's graph (React, the router, loadable,
 * the layouts' data, the islands' helper, …) came out as 13 chunks, each reached by another mix of
 * pages and islands. Every browser loads all of them on every page, and 13 separately compressed files
 * cost 3.6 KB gzip more than one. So every module loaded with import() (the pages by their glob, the
 * islands and the rest by their `import()`) first imports what the entry imports: all of it is then
 * reached by the same entry points and becomes one chunk; the modules were evaluated with the entry
 * already, so the added imports change no order.
 *
 * The same rule, one step further, for the site's shared code: the components, the site's data, the
 * formatting, the layouts' islands and the client's helpers (SITE_CODE below). Each page reached
 * another mix of them, so a page load fetched about 35 small files of 0.2–3 KB (the header, the
 * footer, the icons, the sidebar's boxes, each a request), the cost of a page load on a phone and in
 * every browser test. Every module loaded with import() also imports `site-chunk:all`, which imports
 * every module of SITE_CODE, so they are reached by the same entry points and become one chunk beside
 * the first-load chunk; and an import() of one of them (the islands: header, footer, sidebar, …)
 * loads `site-chunk:all` itself, so all islands of the site arrive as one file. What a person must
 * ask for first, or only some pages need, stays a chunk of its own (SITE_CODE_APART: the dates, the date
 * picker, consent embeds, Swiper, speech, search suggestions, the install offer, the prefetch, the
 * proof of work's solver, and the footers, which load when they come into view: ADR 61), and the
 * hero, whose island the pages that show it declare (ADR 75): a module of the site chunk is evaluated
 * on every page, so an island declared there that loads at once would load on every page.
 */
const SITE_CODE = /^(?:shared[\\/](?:components|site|format|app|layouts)|client)[\\/]/;
const SITE_CODE_APART =
  /(?:\.test\.|\.server\.|\.d\.ts$|render-for-test|structured-data|[\\/]date-picker[\\/](?!DatePickerIsland)|[\\/]consent[\\/]|[\\/]hero[\\/]Hero\.tsx$|hero-swiper|[\\/]format[\\/]date\.ts$|[\\/]a11y[\\/]speech|search-suggest|install-offer|proof-of-work-solver|[\\/](?:Main|MiniSite|Site)Footer\.tsx$|client[\\/](?:entry|sw|prefetch)\.tsx?$|client[\\/]shims[\\/])/;

/**
 * Small modules of the parts that several public pages need with the site's code (constants and paths,
 * a few hundred bytes each): each was a request of its own on every page that used it (the directory's
 * paths, the reports' values, an event's paths). They join the site chunk: well under 1 KB brotli on
 * every page for one to three requests fewer on the pages that load them (ADR 66). The A–Z bar's letters
 * (a few dozen bytes) joined so that the directory's bar no longer pulls in the town hall's paths and
 * their slug helpers: three requests fewer before the directory hydrates (ADR 70, amended). The map's
 * projection left again: the report form hydrates when a person turns to it (ADR 71), so no first load
 * needs it, and it cost every page 0.8 KB.
 */
const SITE_CODE_JOINED = [
  'shared/parts/gewerbe/paths.ts',
  'shared/parts/eingaenge/values.ts',
  'shared/parts/meldungen/values.ts',
  'shared/parts/veranstaltungen/event-paths.ts',
  'shared/parts/verwaltung/letters.ts',
];

/**
 * Modules that travel together as one chunk (ADR 66): every page or lazily loaded module that reaches
 * one of them by static imports imports them all (`site-chunk:group-<name>`), so esbuild puts them
 * into one file instead of one per mix of pages that reach each. The forms of the reports: the form,
 * its map picker and the form definitions were four files before the page was hydrated, because the
 * directory's self-entry and the intranet's inbox reach different parts of them.
 */
const CHUNK_GROUPS: Record<string, readonly string[]> = {
  formulare: [
    'shared/parts/eingaenge/formulare/Formular.tsx',
    'shared/parts/eingaenge/formulare/StadtKarte.tsx',
    'shared/parts/eingaenge/formulare/MapPicker.tsx',
    'shared/parts/eingaenge/formulare/karte.ts',
    'shared/parts/eingaenge/formulare/definitions.ts',
    'shared/parts/eingaenge/formulare/oeffnungszeiten.ts',
    'shared/parts/eingaenge/formulare/addresses.ts',
    'shared/map/address.ts',
  ],
};

const exists = (f: string) => fs.existsSync(f) && fs.statSync(f).isFile();
/** A relative module specifier of `file` as a path relative to ROOT ('' when it is no source file). */
function resolveRelative(file: string, spec: string): string {
  const base = path.join(ROOT, path.dirname(file), spec);
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(exists);
  return found ? path.relative(ROOT, found).split(path.sep).join('/') : '';
}

/** The formatting of dates, and with it dayjs: a chunk of its own for the pages that show dates. */
const DATES = 'shared/format/date.ts';

/**
 * The modules of the site chunk: every source file under SITE_CODE's folders, without SITE_CODE_APART;
 * `dates`: those that import the date formatting (directly or through another), which stay out of it
 * and join the date formatting's chunk instead (dayjs only on pages that format a date in the browser).
 */
function siteCodeFiles(graph: SourceGraph): { site: string[]; dates: string[] } {
  const all: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(e.name) && !/\.test\./.test(e.name)) all.push(rel);
    }
  };
  for (const dir of ['shared/components', 'shared/site', 'shared/format', 'shared/app', 'shared/layouts', 'client']) walk(dir);
  const imports = new Map(all.map((f) => [f, sourceImports(graph, f)]));
  const dates = new Set([DATES]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [f, deps] of imports) {
      if (!dates.has(f) && deps.some((d) => dates.has(d))) {
        dates.add(f);
        grew = true;
      }
    }
  }
  const site = [...all.filter((f) => SITE_CODE.test(f) && !SITE_CODE_APART.test(f) && !dates.has(f)), ...SITE_CODE_JOINED].sort();
  return { site, dates: [...dates].filter((f) => f !== DATES && !SITE_CODE_APART.test(f)).sort() };
}

/** The source files each file imports (relative specifiers, relative to ROOT), each file read once per build. */
type SourceGraph = Map<string, { static: string[]; dynamic: string[] }>;

function importsOf(graph: SourceGraph, file: string): { static: string[]; dynamic: string[] } {
  let found = graph.get(file);
  if (!found) {
    const source = exists(path.join(ROOT, file)) ? fs.readFileSync(path.join(ROOT, file), 'utf8') : '';
    const resolved = (specs: IterableIterator<RegExpMatchArray>) => [...specs].map(([, spec]) => resolveRelative(file, spec!)).filter(Boolean);
    found = {
      static: resolved(source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?from\s+)?['"](\.[^'"]+)['"]/gm)),
      dynamic: resolved(source.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)),
    };
    graph.set(file, found);
  }
  return found;
}

/** The source files a file imports statically (types left out). */
function sourceImports(graph: SourceGraph, file: string): string[] {
  return importsOf(graph, file).static;
}

/** The source files a file names in a literal import(). */
function dynamicImports(graph: SourceGraph, file: string): string[] {
  return importsOf(graph, file).dynamic;
}

/**
 * The client's source files reached from `from` by static imports and literal import()s, without
 * server-only modules (empty in the client build) and without the import() targets in `skip`.
 * shared/site/part-menus.ts: with `menus` 'parts' the walk goes on into the parts' `menu.ts` too (what
 * partMenusPlugin builds in its place); with 'stop' it is reached and not walked (its text imports the
 * registry; the parts' menus are no site code).
 */
function reachable(graph: SourceGraph, from: readonly string[], menus: 'parts' | 'stop', skip: ReadonlySet<string> = new Set()): Set<string> {
  const reached = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const file = queue.pop()!;
    if (reached.has(file) || /\.server\.tsx?$/.test(file)) continue;
    reached.add(file);
    if (file === 'shared/site/part-menus.ts') {
      if (menus === 'stop') continue;
      for (const part of fs.readdirSync(path.join(ROOT, 'shared', 'parts'))) {
        const menu = `shared/parts/${part}/menu.ts`;
        if (exists(path.join(ROOT, menu))) queue.push(menu);
      }
    }
    queue.push(...sourceImports(graph, file));
    for (const target of dynamicImports(graph, file)) if (!skip.has(target)) queue.push(target);
  }
  return reached;
}

/**
 * The chunk groups (CHUNK_GROUPS) a file reaches by static imports. The walk stops at the site chunk's
 * modules (every page has them; what they import is in every page's first load anyway, and the client
 * build replaces shared/site/part-menus.ts) and at server-only modules (empty in the client build).
 */
function groupsReached(graph: SourceGraph, file: string, site: ReadonlySet<string>): string[] {
  const seen = new Set<string>([file]);
  const queue = [file];
  while (queue.length) {
    for (const next of sourceImports(graph, queue.pop()!)) {
      if (seen.has(next)) continue;
      seen.add(next);
      if (!site.has(next) && !/\.server\.tsx?$/.test(next)) queue.push(next);
    }
  }
  return Object.entries(CHUNK_GROUPS)
    .filter(([, members]) => members.some((m) => seen.has(m)))
    .map(([name]) => name);
}

/** The modules named by a literal import() in a site module or the entry: the islands, which load the site chunk. */
function siteIslands(graph: SourceGraph, site: readonly string[]): Set<string> {
  const targets = new Set<string>();
  for (const file of [...site, CLIENT_ENTRY]) {
    for (const found of dynamicImports(graph, file)) if (site.includes(found)) targets.add(path.join(ROOT, found));
  }
  return targets;
}

/**
 * Every module a literal import() names in the client's code, absolute: walked from the entry by static
 * and dynamic imports (server-only modules are empty in the client build; shared/site/part-menus.ts
 * stands for the parts' `menu.ts`, as partMenusPlugin builds it). Known before esbuild starts: what
 * esbuild happens to reach first (a module imported both ways) must not decide how it is chunked, or
 * the same sources give different chunks on a slower machine.
 */
function dynamicTargets(graph: SourceGraph): Set<string> {
  const reached = reachable(graph, [CLIENT_ENTRY], 'parts');
  return new Set([...reached].flatMap((file) => dynamicImports(graph, file).map((target) => path.join(ROOT, target))));
}

/**
 * The islands that wait for a person (`island(() => import('…').then((m) => m.X), { visible } or
 * { touched })`, shared/app/island.tsx): the modules they load, relative to ROOT. An island without a
 * second argument loads at once, 'idle' when the browser is idle: neither is listed.
 */
function waitingIslands(files: readonly string[]): Set<string> {
  const waiting = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of source.matchAll(/\bisland\(\s*\(\)\s*=>\s*import\(\s*['"](\.[^'"]+)['"]\s*\)\.then\(\(m\)\s*=>\s*m\.\w+\)\s*(\)|,\s*['"]idle['"]|,)/g)) {
      if (m[2] === ',') waiting.add(resolveRelative(file, m[1]!));
    }
  }
  return waiting;
}

/** Site modules that only some pages reach stay in the site chunk when they are smaller than this, minified (ADR 70). */
const SITE_CODE_SMALL = 1700;

/** A source file's size minified, as the client build would emit it (about). */
async function minifiedBytes(file: string): Promise<number> {
  const source = await fs.promises.readFile(path.join(ROOT, file), 'utf8');
  const out = await esbuild.transform(source, { loader: file.endsWith('.tsx') ? 'tsx' : 'ts', jsx: 'automatic', minify: true, format: 'esm' });
  return out.code.length;
}

/**
 * The site chunk split by when and where its code is needed (ADR 70). The site chunk keeps what the
 * entry and the islands that load at once or when idle reach, the modules of SITE_CODE_JOINED, and
 * what at least SITE_CODE_SHARE of the pages reach (the page frame, links, icons, prose). `later` holds
 * the site modules that only the islands waiting for a person reach (the header with its menus, the
 * sidebar's boxes, the access keys, the skip links, read-aloud, the breadcrumb): one chunk, loaded at a
 * person's first interaction. The rest (`own`: what a few pages need, the event filter, the
 * pagination, the section homes' menus, the forms' helpers) is left to esbuild: a chunk per set of
 * pages that reach it, on those pages only. Walked by static imports and the import()s of anything but
 * the waiting islands; the walk stops at server-only modules (empty in the client build) and at
 * shared/site/part-menus.ts (its text imports the registry; the client build replaces it by the parts'
 * menus, which are no site code).
 */
async function splitSiteCode(graph: SourceGraph, site: readonly string[], pages: readonly string[]): Promise<{ later: Set<string>; own: Set<string> }> {
  const waiting = waitingIslands([...site.filter((f) => /\.tsx$/.test(f)), ...pages]);
  const core = reachable(graph, [CLIENT_ENTRY, ...SITE_CODE_JOINED], 'stop', waiting);
  const byPages = reachable(graph, pages, 'stop', waiting);
  const later = new Set(site.filter((f) => !core.has(f) && !byPages.has(f)));
  const fewPages = site.filter((f) => !core.has(f) && byPages.has(f));
  // The parts' menus replace shared/site/part-menus.ts in the client build (partMenusPlugin): large.
  const sizes = await Promise.all(fewPages.map((f) => (f === 'shared/site/part-menus.ts' ? Number.POSITIVE_INFINITY : minifiedBytes(f))));
  const own = new Set(fewPages.filter((_, i) => sizes[i]! >= SITE_CODE_SMALL));
  // A small module of a few pages that imports one of them goes with it; what a module of the site
  // chunk imports is in the site chunk.
  for (let grew = true; grew; ) {
    grew = false;
    for (const f of fewPages) {
      if (!own.has(f) && sourceImports(graph, f).some((dep) => own.has(dep))) {
        own.add(f);
        grew = true;
      }
    }
  }
  for (let shrank = true; shrank; ) {
    shrank = false;
    for (const f of site) {
      if (own.has(f) || later.has(f)) continue;
      for (const dep of sourceImports(graph, f)) if (own.delete(dep)) shrank = true;
    }
  }
  return { later, own };
}

/** Every page module (shared/pages and shared/parts, `*Page.tsx`), relative to ROOT. */
function pageFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (/Page\.tsx$/.test(e.name)) found.push(rel);
    }
  };
  for (const dir of ['shared/pages', 'shared/parts']) walk(dir);
  return found;
}

export const oneFirstLoadChunkPlugin: esbuild.Plugin = {
  name: 'one-first-load-chunk',
  setup(b) {
    const entry = path.join(ROOT, CLIENT_ENTRY);
    const PAGE = /[\\/]shared[\\/](?:pages|parts)[\\/].*Page\.tsx$/;
    /** The modules loaded by import() (dynamicTargets), each with the site chunk before it. */
    let dynamic = new Set<string>();
    let site: string[] = [];
    let dates: string[] = [];
    let islands = new Set<string>();
    let siteSet = new Set<string>();
    /** Site modules only the islands waiting for a person need (the later chunk), and those of a few pages (ADR 70). */
    let later = new Set<string>();
    let own = new Set<string>();
    const datesModule = path.join(ROOT, DATES);
    const graph: SourceGraph = new Map();
    b.onStart(async () => {
      graph.clear();
      ({ site, dates } = siteCodeFiles(graph));
      dynamic = dynamicTargets(graph);
      siteSet = new Set(site);
      islands = siteIslands(graph, site);
      ({ later, own } = await splitSiteCode(graph, site, pageFiles()));
    });
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'first-load') return undefined;
      const resolved = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'first-load' });
      if (resolved.errors.length) return { errors: resolved.errors };
      // An island of the site: the site chunk, which exports it with all the others, or the later chunk
      // for an island that waits for a person.
      const rel = path.relative(ROOT, resolved.path).split(path.sep).join('/');
      if (islands.has(resolved.path) && !own.has(rel)) return { path: later.has(rel) ? 'later' : 'all', namespace: 'site-chunk' };
      // A module of ours loaded by an import() the walk did not see (a specifier it cannot read) would
      // be chunked by chance: the build stops instead.
      if (
        !resolved.external &&
        !dynamic.has(resolved.path) &&
        !resolved.path.includes(`${path.sep}node_modules${path.sep}`) &&
        resolved.path.startsWith(ROOT)
      ) {
        return {
          errors: [
            {
              text: `one-first-load-chunk: ${path.relative(ROOT, resolved.path)} wird per import() geladen, aber nicht als Literal gefunden; import('…') mit festem relativem Pfad schreiben.`,
            },
          ],
        };
      }
      // esbuild resolves it again itself: a path returned here would lose what the package says of its
      // module type, and a module reached both ways would be compiled by whichever came first.
      return undefined;
    });
    b.onResolve({ filter: /^first-load:entry-imports$/ }, () => ({ path: 'entry-imports', namespace: 'first-load' }));
    b.onResolve({ filter: /^site-chunk:(?:all|later|dates|group-[a-z]+)$/ }, (args) => ({
      path: args.path.slice('site-chunk:'.length),
      namespace: 'site-chunk',
    }));
    // A chunk group: all its members, for every module that reaches one of them.
    b.onLoad({ filter: /^group-[a-z]+$/, namespace: 'site-chunk' }, (args) => ({
      contents: (CHUNK_GROUPS[args.path.slice('group-'.length)] ?? []).map((f) => `import ${JSON.stringify(`./${f}`)};`).join('\n'),
      resolveDir: ROOT,
      loader: 'js',
    }));
    b.onLoad({ filter: /.*/, namespace: 'first-load' }, async () => {
      const source = await fs.promises.readFile(entry, 'utf8');
      // Named imports are re-exported rather than imported bare: esbuild drops a bare import of a
      // package that declares itself free of side effects (react-router-dom), and the module with it.
      const lines = [...source.matchAll(/^import\s+(?!type\b)(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm)].map(([, clause = '', specifier]) => {
        const names = (/\{([^}]*)\}/.exec(clause)?.[1] ?? '')
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => n.split(/\s+as\s+/)[0]);
        return names.length ? `export { ${names.join(', ')} } from ${JSON.stringify(specifier)};` : `import ${JSON.stringify(specifier)};`;
      });
      return { contents: lines.join('\n'), resolveDir: path.dirname(entry), loader: 'js' };
    });
    // Whatever reaches the date formatting reaches every site module that formats dates: one chunk.
    b.onLoad({ filter: /^dates$/, namespace: 'site-chunk' }, () => ({
      contents: dates.map((f) => `import ${JSON.stringify(`./${f}`)};`).join('\n'),
      resolveDir: ROOT,
      loader: 'js',
    }));
    b.onLoad({ filter: /^(?:all|later)$/, namespace: 'site-chunk' }, (args) => {
      // The islands' exports (each island's module names its component once), then the rest bare. The
      // later chunk imports the site chunk first: what both need is in the site chunk.
      const members = site.filter((f) => !own.has(f) && later.has(f) === (args.path === 'later'));
      const islandFiles = members.filter((f) => islands.has(path.join(ROOT, f)));
      // Re-exported by name: a name two islands export would silently be neither's, so it stops the build.
      const owner = new Map<string, string>();
      const clashes: esbuild.PartialMessage[] = [];
      for (const f of islandFiles) {
        const source = fs.readFileSync(path.join(ROOT, f), 'utf8');
        for (const [, name] of source.matchAll(/^export\s+(?:async\s+)?(?:const|let|function\*?|class)\s+([A-Za-z_$][\w$]*)/gm)) {
          const other = owner.get(name!);
          if (other) clashes.push({ text: `site-chunk: ${other} und ${f} exportieren beide „${name}“; die Inseln der Website brauchen eindeutige Namen.` });
          owner.set(name!, f);
        }
      }
      if (clashes.length) return { errors: clashes };
      const lines = [
        "import 'first-load:entry-imports';",
        ...(args.path === 'later' ? ["import 'site-chunk:all';"] : []),
        ...islandFiles.map((f) => `export * from ${JSON.stringify(`./${f}`)};`),
        ...members.filter((f) => !islands.has(path.join(ROOT, f))).map((f) => `import ${JSON.stringify(`./${f}`)};`),
      ];
      return { contents: lines.join('\n'), resolveDir: ROOT, loader: 'js' };
    });
    b.onLoad({ filter: /\.(?:tsx?|jsx?|mjs)$/ }, async (args) => {
      // The entry imports them too, so that the list itself joins their chunk.
      const isEntry = args.path === entry;
      if (args.path === datesModule) {
        const source = await fs.promises.readFile(args.path, 'utf8');
        return { contents: `import 'site-chunk:dates';\n${source}`, loader: 'ts' };
      }
      if (!isEntry && !dynamic.has(args.path) && !PAGE.test(args.path)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : args.path.endsWith('.jsx') ? 'jsx' : 'js';
      const site = isEntry ? '' : "import 'site-chunk:all';\n";
      const groups = isEntry
        ? ''
        : groupsReached(graph, path.relative(ROOT, args.path).split(path.sep).join('/'), siteSet)
            .map((g) => `import 'site-chunk:group-${g}';\n`)
            .join('');
      return { contents: `import 'first-load:entry-imports';\n${site}${groups}${source}`, loader };
    });
  },
};

/**
 * The navigation's links without the route tables (ADR 45). Each part brings its menu entries, footer
 * links and content links in its own `menu.ts`; on the server shared/site/part-menus.ts reads them from
 * the registry. The browser needs them in the first load (header, breadcrumb, sidebar), but a part's
 * `index.ts` brings its route table, so the client build replaces that module with one that imports
 * each part's `menu.ts` alone, in the registry's order, as the stylesheet collects the parts'
 * `styles.css`. A part whose `menu` is set but has no `menu.ts` stops the build.
 */
export const partMenusPlugin: esbuild.Plugin = {
  name: 'part-menus',
  setup(b) {
    b.onLoad({ filter: /[\\/]shared[\\/]site[\\/]part-menus\.ts$/ }, async () => {
      await import('../server/town/boot');
      const { parts } = await import('../shared/parts/registry');
      const own = parts.filter((p) => 'menu' in p && p.menu).map((p) => p.name);
      const missing = own.filter((name) => !fs.existsSync(path.join(ROOT, 'shared', 'parts', name, 'menu.ts')));
      if (missing.length) {
        return {
          errors: missing.map((name) => ({ text: `part-menus: der Teil „${name}“ hat Menüeinträge (menu), aber keine Datei shared/parts/${name}/menu.ts.` })),
        };
      }
      const lines = own.map((name, i) => `import { menu as m${i} } from '../parts/${name}/menu';`);
      lines.push(`export function partMenus() { return [${own.map((_, i) => `m${i}`).join(', ')}]; }`);
      return {
        contents: lines.join('\n'),
        resolveDir: path.join(ROOT, 'shared', 'site'),
        loader: 'ts',
        watchFiles: [path.join(ROOT, 'shared', 'parts', 'registry.ts')],
      };
    });
  },
};

/** What the build is made of: a build older than any file below these is stale (`npm start`, the tests' server processes). */
const BUILD_SOURCES = ['client', 'shared', 'server', 'public', 'scripts/build.ts', 'package-lock.json'];

/** The newest modification time of the build's sources (BUILD_SOURCES). */
export function newestSourceChange(): number {
  let newest = 0;
  const visit = (p: string) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const e of BUILD_SOURCES) visit(path.join(ROOT, e));
  return newest;
}

/** The first line of every client script: compile all its functions eagerly, off the main thread (ADR 77). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function clientOptions(dev: boolean): esbuild.BuildOptions {
  return {
    absWorkingDir: ROOT,
    entryPoints: [CLIENT_ENTRY],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: CLIENT_TARGET,
    outdir: ASSETS,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    publicPath: '/assets',
    metafile: true,
    minify: !dev,
    sourcemap: 'linked',
    jsx: 'automatic',
    legalComments: 'linked',
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    // Pages have no statics to copy (client/shims/no-statics.ts).
    alias: { 'hoist-non-react-statics': './client/shims/no-statics.ts' },
    // Chromium's explicit compile hint (ADR 77): V8 compiles every function of these files while it
    // streams them, on a background thread, instead of each on the main thread when first called —
    // React's module body was a 75–125 ms task of its own at hydration. Other browsers see a comment.
    banner: { js: COMPILE_HINT },
    plugins: [serverOnlyPlugin, reactRouterTreeShakingPlugin, swiperCorePlugin, oneFirstLoadChunkPlugin, partMenusPlugin],
    logLevel: 'warning',
  };
}

/**
 * The one stylesheet: the core styles (client/styles/main.css), then each part's `styles.css` in the
 * registry's order (ADR 34), then the print styles, which override everything on paper.
 */
export async function stylesheet(): Promise<string> {
  // The registry follows the town file (routes name its segment), read first.
  await import('../server/town/boot');
  const { parts } = await import('../shared/parts/registry');
  const own = parts.map((p) => `shared/parts/${p.name}/styles.css`).filter((f) => fs.existsSync(path.join(ROOT, f)));
  return ['client/styles/main.css', ...own, 'client/styles/print.css'].map((f) => `@import './${f}';`).join('\n');
}

export function cssOptions(dev: boolean, styles: string): esbuild.BuildOptions {
  return {
    absWorkingDir: ROOT,
    stdin: { contents: styles, resolveDir: ROOT, sourcefile: 'styles.css', loader: 'css' },
    bundle: true,
    outdir: ASSETS,
    entryNames: 'styles-[hash]',
    assetNames: '[name]-[hash]',
    publicPath: '/assets',
    loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file' },
    metafile: true,
    minify: !dev,
    sourcemap: dev ? 'linked' : false,
    target: ['chrome87', 'firefox78', 'safari15'],
    logLevel: 'warning',
  };
}

export function serverOptions(dev: boolean): esbuild.BuildOptions {
  return {
    absWorkingDir: ROOT,
    entryPoints: { index: 'server/index.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: path.join(DIST, 'server'),
    // Modules loaded with import() stay chunks of their own: the demo content and the image renderer
    // are read only when a database is seeded, never by a running site.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    // Dependencies stay in node_modules (native modules such as better-sqlite3 and sharp cannot be bundled).
    packages: 'external',
    sourcemap: 'linked',
    jsx: 'automatic',
    minify: false,
    define: { 'process.env.NODE_ENV': dev ? '"development"' : 'process.env.NODE_ENV' },
    logLevel: 'warning',
  };
}

/**
 * The service worker (client/sw.ts): one classic script at dist/client/sw.js, served as /sw.js so that
 * its scope is the whole site (spec §7). Not hashed: browsers look for updates under the same name.
 */
export function swOptions(dev: boolean): esbuild.BuildOptions {
  return {
    absWorkingDir: ROOT,
    entryPoints: ['client/sw.ts'],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: CLIENT_TARGET,
    outfile: path.join(DIST, 'client', 'sw.js'),
    minify: !dev,
    logLevel: 'warning',
  };
}

const toUrl = (outputPath: string) => `/assets/${path.relative(ASSETS, path.join(ROOT, outputPath)).split(path.sep).join('/')}`;

/** Turns esbuild's metafiles into the asset manifest the server reads. */
export function manifestFrom(client: esbuild.Metafile, css: esbuild.Metafile): AssetManifest {
  const outputs = client.outputs;
  const staticImports = (file: string, seen = new Set<string>()): string[] => {
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        staticImports(imp.path, seen);
      }
    }
    return [...seen];
  };
  let entry = '';
  const pages: Record<string, string[]> = {};
  for (const [file, out] of Object.entries(outputs)) {
    if (!file.endsWith('.js') || !out.entryPoint) continue;
    if (out.entryPoint === CLIENT_ENTRY) entry = file;
    const m = out.entryPoint.match(/^shared\/((?:pages|parts)\/.+)\.tsx?$/);
    if (m?.[1]) pages[m[1]] = [file, ...staticImports(file)];
  }
  if (!entry) throw new Error('Build: kein Einstiegspunkt im Metafile');
  const entryGraph = new Set([entry, ...staticImports(entry)]);
  const cssFile = Object.keys(css.outputs).find((f) => f.endsWith('.css'));
  const fonts = Object.keys(css.outputs).filter((f) => /latin-(400|600|700)-normal-[^/]*\.woff2$/.test(f));
  return {
    entry: toUrl(entry),
    entryImports: staticImports(entry).map(toUrl),
    css: cssFile ? toUrl(cssFile) : '',
    fonts: fonts.map(toUrl),
    // A page's preload list leaves out what the entry already loads.
    pages: Object.fromEntries(Object.entries(pages).map(([id, files]) => [id, files.filter((f) => !entryGraph.has(f)).map(toUrl)])),
  };
}

export async function writeManifest(manifest: AssetManifest): Promise<void> {
  // Every page of the route table must have its chunk, or the server could not preload it. The table
  // follows the town file (its town segment, its mini-sites), read first.
  await import('../server/town/boot');
  const { routes, errorPage } = await import('../shared/routes');
  const missing = [...new Set([...routes.map((r) => r.page.id), errorPage.id])].filter((id) => !manifest.pages[id]);
  if (missing.length) throw new Error(`Build: keine Chunks für ${missing.join(', ')} (Seiten-Id und Modulpfad müssen übereinstimmen)`);
  await fs.promises.mkdir(path.join(DIST, 'client'), { recursive: true });
  await fs.promises.writeFile(path.join(DIST, 'client', 'manifest.json'), JSON.stringify(manifest, null, 2));
}

/**
 * Hashed assets never change, so they are compressed once at the highest levels and served as they
 * are (server/static/precompressed.ts) instead of per request at level 6: brotli 11 and gzip 9.
 * The script every page loads first (`firstLoad`: the entry and its chunk) is gzipped by Zopfli, a
 * deflate encoder that searches far longer for the same format every browser reads: 3 % smaller than
 * level 9 (2.7 KB of 82 KB) for about a second of build time with one iteration, which finds nearly
 * all of it. On every file it would cost half a minute. Source maps (three quarters of the bytes,
 * fetched only by developer tools) get quick levels: brotli 11 on them took most of the build. zlib's
 * work runs in the thread pool, on every core.
 */
export async function precompress(dir: string = ASSETS, firstLoad: ReadonlySet<string> = new Set()): Promise<void> {
  const files = (await fs.promises.readdir(dir)).filter((f) => /\.(js|css|svg|map|txt)$/.test(f));
  await Promise.all(
    files.map(async (f) => {
      const body = await fs.promises.readFile(path.join(dir, f));
      if (body.length < 1024) return;
      const map = f.endsWith('.map');
      const [gz, br] = await Promise.all([
        firstLoad.has(f) ? zopfliGzip(body, { numiterations: 1 }) : gzip(body, { level: map ? 6 : 9 }),
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: map ? 5 : 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      ]);
      await Promise.all([fs.promises.writeFile(path.join(dir, `${f}.gz`), gz), fs.promises.writeFile(path.join(dir, `${f}.br`), br)]);
    }),
  );
}

/** 'musterstadt-web@0.1.0+ab12cd3': the version of package.json and, in a git checkout, the commit. */
export function releaseName(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout (a release archive): the version alone.
  }
  return `${pkg.name}@${pkg.version}${commit ? `+${commit}` : ''}`;
}

export async function build(dev = false): Promise<AssetManifest> {
  const t = Date.now();
  await fs.promises.rm(DIST, { recursive: true, force: true });
  const styles = await stylesheet();
  const [client, css] = await Promise.all([
    esbuild.build(clientOptions(dev)),
    esbuild.build(cssOptions(dev, styles)),
    esbuild.build(serverOptions(dev)),
    esbuild.build(swOptions(dev)),
  ]);
  const manifest = manifestFrom(client.metafile!, css.metafile!);
  await writeManifest(manifest);
  await fs.promises.writeFile(path.join(DIST, 'client', 'meta.json'), JSON.stringify(client.metafile));
  // The release error reports name (SENTRY_RELEASE overrides it): the package's version and commit.
  await fs.promises.writeFile(path.join(DIST, 'release.json'), JSON.stringify({ release: releaseName() }));
  if (!dev) await precompress(ASSETS, new Set([manifest.entry, ...manifest.entryImports].map((url) => path.basename(url))));
  console.log(`Build fertig in ${Date.now() - t} ms`);
  return manifest;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  build(process.argv.includes('--dev')).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
