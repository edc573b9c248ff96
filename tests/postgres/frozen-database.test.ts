import fs from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir, testApp } from '../helpers/app';
import { processTree } from '../helpers/process-cpu';
import { seedTemplate } from '../helpers/seed';
import { openDatabase } from '../../server/cms/db';
import { csrfIn, earlier, hidden, hiddenIn, loginAs, openForm, postForm } from '../helpers/formulare';
import { ERIKA } from '../helpers/redaktion';
import { startPostgres, type PostgresServer } from '../../scripts/postgres-server';
import { KONTAKT } from '../../shared/parts/eingaenge/formulare/definitions';
import { KEPT_CHECK_MS } from '../../server/render/page-cache';
import { PING_MS } from '../../server/cms/store/postgres';

/**
 * A frozen database (ADR 29): the PostgreSQL server stops answering without closing a connection (a
 * hung disk, a lock storm; here SIGSTOP on every process of a server of this test's own, since the
 * run's shared server serves the other files meanwhile). Every request has one budget for its
 * database work, so each kind of route answers within it, whatever the number of its queries: kept
 * pages as they were, other pages the German 503 page, the contract and writes 503 with Retry-After
 * (the form keeps every typed value), a signed-in visitor the 503 page and not the login form, the
 * health check at once. Then the server goes on, and so does the site, without a restart.
 *
 * The bounds are generous (the budget plus two seconds for the answer on a loaded machine); the
 * figures themselves are in docs/performance.md (FIGURES=1 prints them).
 */
const BUDGET_MS = 2_500;
const BOUND_MS = BUDGET_MS + 2_000;

type Site = Awaited<ReturnType<typeof testApp>>;
let server: PostgresServer;
let site: Site;
let frozen: number[] = [];

function freeze(): void {
  // The postmaster first, so that it forks no new backend while the others stop.
  process.kill(server.pid, 'SIGSTOP');
  // The postmaster and every process below it (backends, writer, checkpointer).
  frozen = [...processTree(server.pid)];
  for (const pid of frozen) process.kill(pid, 'SIGSTOP');
}

function thaw(): void {
  for (const pid of frozen.reverse()) {
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      // gone meanwhile
    }
  }
  frozen = [];
}

const timed = async <T>(work: () => PromiseLike<T>): Promise<{ value: T; ms: number }> => {
  const t = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - t) };
};

beforeAll(async () => {
  server = await startPostgres();
  await server.admin('CREATE DATABASE eingefroren');
  // Migrated and seeded first with the default timeouts: building the search index of the demo content
  // may take longer than the short budget below on a loaded machine. (The site writes its documents
  // from the run's seeded files, testApp copies them.)
  const seedFiles = tempDataDir('st-eingefroren-');
  const store = await openDatabase(server.url('eingefroren'));
  try {
    await seedTemplate(store, seedFiles);
  } finally {
    await store.close();
    fs.rmSync(seedFiles, { recursive: true, force: true });
  }
  site = await testApp({
    // A fixed public origin: the request's host (supertest's port) would otherwise be part of the page cache's key.
    env: {
      DATABASE_URL: server.url('eingefroren'),
      DATABASE_STATEMENT_TIMEOUT_MS: String(BUDGET_MS),
      TRUST_PROXY: 'loopback',
      PUBLIC_URL: 'http://www.musterstadt.test',
    },
  });
}, 120_000);

afterAll(async () => {
  thaw();
  await site?.cleanup();
  await server?.stop();
});

describe('a frozen database', () => {
  it('holds no request longer than its budget, and the site goes on when the database does', async () => {
    const kept = '/rathaus/buergernachrichten/';
    await request(site.app).get(kept).expect(200);
    expect((await request(site.app).get(kept)).headers['x-st-cache']).toBe('hit');
    const form = await openForm(site.app, KONTAKT.pfad);
    const staff = await loginAs(site.app, ERIKA.email, ERIKA.passwort);
    expect((await request(site.app).get('/intranet').set('cookie', staff)).text).toContain('Abmelden');
    // The same form, opened by the signed-in colleague.
    const staffPage = await request(site.app).get(KONTAKT.pfad).set('cookie', staff);
    const staffShown = csrfIn(staffPage.text);
    const staffForm = {
      ip: '10.9.9.9',
      cookie: staff,
      csrf: earlier(site.app, KONTAKT.pfad, staffShown),
      shownNow: staffShown,
      schluessel: hiddenIn(staffPage.text, '_schluessel'),
    };
    const values = { betreff: 'Während der Störung', amt: '49', nachricht: 'Geht das gerade?', name: 'Jürgen Weiß', email: 'juergen.weiss@example.org' };

    freeze();
    let figures: Record<string, { status: number; ms: number }> = {};
    try {
      // Every kind of route at once, each with its own budget.
      const [health, cached, uncached, api, search, post, signedIn, signedInPost] = await Promise.all([
        timed(() => request(site.app).get('/healthz')),
        timed(() => request(site.app).get(kept)),
        timed(() => request(site.app).get('/rathaus/wegweiser/')),
        timed(() => request(site.app).get('/api/cms/verfahren/buchstaben')),
        timed(() => request(site.app).get('/rathaus/suche?q=Hundesteuer')),
        timed(() => postForm(site.app, KONTAKT.pfad, form, { ...hidden(form), ...values })),
        timed(() => request(site.app).get('/intranet').set('cookie', staff)),
        timed(() => postForm(site.app, KONTAKT.pfad, staffForm, { ...hidden(staffForm), ...values })),
      ]);
      // Known to be down now: the health check answers at once.
      const healthAgain = await timed(() => request(site.app).get('/healthz'));
      figures = Object.fromEntries(
        Object.entries({ health, healthAgain, cached, uncached, api, search, post, signedIn, signedInPost }).map(([k, v]) => [
          k,
          { status: v.value.status, ms: v.ms },
        ]),
      );
      if (process.env.FIGURES) console.info(`frozen database, budget ${BUDGET_MS} ms: ${JSON.stringify(figures)}`);

      expect(health.value.status).toBe(503);
      expect(health.value.body).toEqual({ status: 'gestört', datenbank: { art: 'postgres', erreichbar: false } });
      expect(health.ms).toBeLessThan(PING_MS + 1_000);
      expect(healthAgain.value.status).toBe(503);
      expect(healthAgain.ms).toBeLessThan(500);

      // A kept page: as it was, after the short check.
      expect(cached.value.status).toBe(200);
      expect(cached.value.headers['x-st-cache']).toBe('stale');
      expect(cached.ms).toBeLessThan(KEPT_CHECK_MS + 1_500);

      // A page never built: the German 503 page.
      expect(uncached.value.status).toBe(503);
      expect(uncached.value.headers['retry-after']).toBeDefined();
      expect(uncached.value.text).toContain('Vorübergehend nicht erreichbar');
      expect(uncached.ms).toBeLessThan(BOUND_MS);

      // The contract: 503 with Retry-After, never 500.
      expect(api.value.status).toBe(503);
      expect(api.value.headers['retry-after']).toBeDefined();
      expect(api.ms).toBeLessThan(BOUND_MS);

      // The search: several queries, one budget.
      expect(search.value.status).toBe(503);
      expect(search.value.text).toContain('Vorübergehend nicht erreichbar');
      expect(search.ms).toBeLessThan(BOUND_MS);

      // A write: 503, Retry-After, every typed value shown again, nothing acknowledged.
      expect(post.value.status).toBe(503);
      expect(post.value.headers['retry-after']).toBeDefined();
      for (const v of Object.values(values)) expect(post.value.text).toContain(v);
      expect(post.ms).toBeLessThan(BOUND_MS);

      // A signed-in visitor whose session cannot be confirmed: the 503 page, not the login form.
      expect(signedIn.value.status).toBe(503);
      expect(signedIn.value.text).toContain('Vorübergehend nicht erreichbar');
      expect(signedIn.value.text).not.toContain('name="passwort"');
      expect(signedIn.ms).toBeLessThan(BOUND_MS);
      // Their form on a public page: 503 with every value, as for anybody.
      expect(signedInPost.value.status).toBe(503);
      expect(signedInPost.value.headers['retry-after']).toBeDefined();
      for (const v of Object.values(values)) expect(signedInPost.value.text).toContain(v);
      expect(signedInPost.ms).toBeLessThan(BOUND_MS);
    } finally {
      thaw();
    }

    // The database goes on: so does the site, without a restart.
    await expect.poll(async () => (await request(site.app).get('/healthz')).status, { timeout: 15_000, interval: 200 }).toBe(200);
    expect((await request(site.app).get('/rathaus/wegweiser/')).status).toBe(200);
    expect((await request(site.app).get('/intranet').set('cookie', staff)).text).toContain('Abmelden');
    const later = await openForm(site.app, KONTAKT.pfad);
    const ok = await postForm(site.app, KONTAKT.pfad, later, { ...hidden(later), ...values, betreff: 'Nach der Störung' });
    expect(ok.status).toBe(303);
  }, 60_000);
});
