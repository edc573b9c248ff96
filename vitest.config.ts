import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Where tests live and which project runs them (ADR 41): a test of one part alone lives in the part's
 * folder, a test that spans parts or the whole site in tests/unit or tests/integration, a browser
 * test in tests/e2e. Outside tests/, the file's name says its project: `*.integration.test.ts` starts
 * the app or opens a store (the integration project, with its longer timeouts), every other
 * `*.test.ts` is a unit test.
 */
const INTEGRATION = '**/*.integration.test.{ts,tsx}';
const SOURCE_DIRS = ['shared', 'server', 'client'];

/**
 * The files the `postgres` project runs (they also run on SQLite in their own project), chosen for what
 * the store does: the search, every operation of the contract, the inbox, what instances share. The
 * forms test reads the store portably too and can join when the budget allows (ADR 20).
 */
const POSTGRES_TESTS = [
  'server/cms/search/engine.integration.test.ts',
  'server/cms/store/changes.integration.test.ts',
  'tests/integration/openapi.test.ts',
  'shared/parts/eingaenge/eingaenge.integration.test.ts',
  'tests/integration/rathaus-pages.test.ts',
  'tests/integration/dokument-text.test.ts',
  'shared/parts/intranet/benutzer/benutzer.integration.test.ts',
  'tests/integration/shared-store.test.ts',
  'tests/integration/redaktion.test.ts',
  'tests/integration/oparl.test.ts',
  'tests/integration/ratsinfo.test.ts',
  'shared/parts/termine/termine-parallel.integration.test.ts',
];

export default defineConfig({
  // JSX compiled as the build compiles it (the production runtime; React's production build has no
  // jsxDEV). See `env` below.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    // Two files at a time, browser tests too (two browsers); vitest's default on two cores is one. One
    // file leaves a core idle while it waits (disk syncs, a server's answers); two keep both busy (95–97 %
    // measured), and four browsers were slower than two (ADR 24).
    maxWorkers: 2,
    // Each project transformed the site's modules again: the unit, integration and PostgreSQL projects
    // and the browser tests' server load the same few hundred files. Kept on disk (in node_modules,
    // keyed by the file's content and this configuration), a module is transformed once per run, and
    // once for as long as it is unchanged on a developer's machine (ADR 37).
    experimental: { fsModuleCache: true },
    // The libraries as they run in production: React's server renderer in its production build, as
    // the built server loads it. Its development build (vitest's NODE_ENV is "test") renders a page in
    // twice the time and is not what ships. Our own code reads the mode from its config, never from here.
    env: { NODE_ENV: 'production' },
    projects: [
      // Vitest runs the projects' global setups one after another before any test. The browser tests'
      // setup hands out the site's address at once and starts the site in the background (ADR 41), so
      // the start overlaps the other setups when it comes first (listed first here; vitest's order
      // follows its file search), and the first unit and integration files when it comes later.
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The files share no module state (each starts its own browser): playwright-core and the
          // helpers are imported once per worker instead of once per file, about a second each time.
          isolate: false,
          setupFiles: ['tests/helpers/town.ts', 'tests/helpers/file-cpu.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A client-side navigation or an island may take more than the default second on a busy
          // machine; what is awaited stays the same.
          expect: { poll: { timeout: 5_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: [...SOURCE_DIRS.map((d) => `${d}/**/*.test.{ts,tsx}`), 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, INTEGRATION],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/helpers/town.ts', 'tests/helpers/hash-cost.ts', 'tests/helpers/file-cpu.ts', 'tests/helpers/islands-settled.ts'],
          globalSetup: ['tests/helpers/sqlite-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [...SOURCE_DIRS.map((d) => `${d}/${INTEGRATION}`), 'tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/helpers/town.ts', 'tests/helpers/hash-cost.ts', 'tests/helpers/file-cpu.ts', 'tests/helpers/islands-settled.ts'],
          globalSetup: ['tests/helpers/sqlite-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The tests of everything the store holds, again on a real PostgreSQL server (ADR 20): the
          // search engine, the contract test of every operation, forms and submissions, intranet and
          // throttling, the two-instance test. One server for the run, one database per file.
          name: 'postgres',
          include: [...POSTGRES_TESTS, 'tests/postgres/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/helpers/town.ts', 'tests/helpers/hash-cost.ts', 'tests/helpers/file-cpu.ts', 'tests/helpers/islands-settled.ts'],
          globalSetup: ['tests/helpers/postgres-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
