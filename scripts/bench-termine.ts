import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/cms/db';
import { storeLocation } from '../server/backend';
import fs from 'node:fs';
import path from 'node:path';
import { freieTage } from '../shared/parts/termine/store/api';
import { termineEinstellungen } from '../shared/parts/termine/settings';
import { buchungsfenster } from '../shared/parts/termine/slots';
import { berlinToday } from '../shared/format/date';

/**
 * `npm run bench -- --termine` (ADR 55): the appointments' two figures on a fresh demo database.
 *
 * - Slot search: the free times of a 10-minute service over the whole booking window (8 weeks in the
 *   demo town), as the calendar asks for them; median and p95 of 200 searches, after 20 warm-up ones,
 *   on an empty and on a half-booked calendar.
 * - Booking throughput: bookings accepted per second, each a full visit without JavaScript (the last
 *   step's page, then the POST answered 303 once the booking is committed), BENCH_CONNECTIONS visitors
 *   at once (default 10), each from a network of its own.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 400);

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

export async function benchTermine(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-bench-termine-'));
  const config = loadConfig({ NODE_ENV: 'production', DEMO: 'on', DATA_DIR: dataDir, TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn', SEED_MEDIA: 'false' });
  const site = await createApp(config, { renderMedia: false });
  // A compression library of the site exits the process on any unhandled rejection (its own handler);
  // here, in one process with the site, a failed background fetch (weather, no network) is only logged.
  process.removeAllListeners('unhandledRejection');
  process.on('unhandledRejection', (error) => console.warn(`Hintergrund: ${(error as Error)?.message ?? error}`));
  const server = site.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const store = await openDatabase(storeLocation(config), { migrate: false });
  try {
    const e = termineEinstellungen();
    const fenster = buchungsfenster(berlinToday(), e);
    const search = async () => {
      const t0 = performance.now();
      const tage = await freieTage(store.db, e, fenster.von, fenster.bis, 10);
      return { ms: performance.now() - t0, frei: tage.reduce((n, t) => n + t.zeiten.length, 0) };
    };
    const measure = async (label: string) => {
      for (let i = 0; i < 20; i++) await search();
      const times: number[] = [];
      let frei = 0;
      for (let i = 0; i < 200; i++) {
        const r = await search();
        times.push(r.ms);
        frei = r.frei;
      }
      console.log(`| Suche freier Zeiten, ${label} | ${frei} freie Zeiten | ${quantile(times, 0.5).toFixed(1)} ms | ${quantile(times, 0.95).toFixed(1)} ms |`);
    };
    console.log(`\nTermine (ADR 55): Fenster ${fenster.von} bis ${fenster.bis}, Raster ${e.raster} Minuten`);
    console.log('| Messung | Umfang | Median | p95 |');
    console.log('|---|---:|---:|---:|');
    await measure('leerer Kalender');

    // Booking throughput: each visitor walks to a free time of the first days and books it.
    const tage = (await freieTage(store.db, e, fenster.von, fenster.bis, 10)).filter((t) => t.zeiten.length);
    const slots = tage.flatMap((t) => t.zeiten.map((zeit) => ({ tag: t.tag, zeit })));
    let next = 0;
    let accepted = 0;
    let taken = 0;
    // Every answer that is neither accepted nor taken, by status and the page's message (or title).
    const other = new Map<string, number>();
    let ip = 1;
    const visitor = async () => {
      while (next < Math.min(BOOKINGS, slots.length)) {
        const slot = slots[next++]!;
        // Each visitor's own number, taken once: the counter moves on while this visitor waits for its
        // page, and an address or e-mail read from it later would be another visitor's (the e-mail
        // limit then answered 429 to the bench itself).
        const n = ip++;
        const addr = `10.${(n >> 8) & 255}.${n & 255}.1`;
        const url = `/rathaus/termine/angaben?dienste=8:1&tag=${slot.tag}&zeit=${slot.zeit}`;
        const page = await fetch(base + url, { headers: { 'x-forwarded-for': addr } });
        const html = await page.text();
        const csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
        const cookie = page.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        const body = new URLSearchParams({
          _csrf: csrf,
          dienste: '8:1',
          tag: slot.tag,
          zeit: slot.zeit,
          t: '',
          name: `Bench ${n}`,
          email: `bench${n}@example.org`,
          telefon: '',
        });
        const res = await fetch(`${base}/rathaus/termine/angaben`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'x-forwarded-for': addr, origin: base },
          body,
        });
        const answer = await res.text();
        if (res.status === 303) accepted++;
        else if (res.status === 409) taken++;
        else {
          const said = /role="alert"><p>([^<]*)</.exec(answer)?.[1] ?? /<title>([^<]*)</.exec(answer)?.[1] ?? answer.slice(0, 120);
          const key = `${res.status} ${said.replace(/&quot;/g, '"').replace(/&amp;/g, '&')}`;
          other.set(key, (other.get(key) ?? 0) + 1);
        }
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, visitor));
    const s = (performance.now() - t0) / 1000;
    const others = [...other.values()].reduce((a, b) => a + b, 0);
    console.log(
      `| Buchungen (Seite + POST bis 303), ${CONNECTIONS} gleichzeitig | ${accepted} angenommen, ${taken} vergeben, ${others} andere | ${(accepted / s).toFixed(1)} Buchungen/s | ${s.toFixed(1)} s gesamt |`,
    );
    for (const [key, n] of other) console.log(`  andere Antwort ${n} ×: ${key}`);
    await measure('nach diesen Buchungen');
    console.log(
      `\nMaschine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, Last ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, Node ${process.version}`,
    );
  } finally {
    await store.close();
    server.close();
    await site.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
