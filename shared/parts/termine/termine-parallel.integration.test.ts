import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../tests/helpers/app';
import { cookiesOf, csrfIn, decode, freshIp } from '../../../tests/helpers/formulare';
import { openSiteStore, postgresContext } from '../../../tests/helpers/store';
import type { OpenedDb } from '../../../server/cms/db';
import { weekdayOf } from '../../time/holidays';

/**
 * No double booking, ever (ADR 55): 100 bookings at once at the last free unit of a day, of which
 * exactly one is accepted and 99 get the polite "already taken" page with the next free times. On
 * SQLite one site; in the postgres project two sites (two instances with their own pools) on one
 * PostgreSQL database, the requests alternating between them.
 */
const SECRET = 'zwei-instanzen-termine-ein-gemeinsames-geheimnis-0123456789';
const N = 100;
const MELDEBESCHEINIGUNG = 8;

let sites: Array<Awaited<ReturnType<typeof testApp>>> = [];
let store: OpenedDb;

beforeAll(async () => {
  // The operator's database budget and pool as they ship (ADR 29): a booking under contention waits
  // for its turn without a connection (ADR 55), so no timeout is raised here.
  const env = { TRUST_PROXY: 'loopback', SESSION_SECRET: SECRET };
  const first = await testApp({ env });
  sites = [first];
  if (postgresContext() && first.config.databaseUrl) sites.push(await testApp({ env: { ...env, DATABASE_URL: first.config.databaseUrl } }));
  store = await openSiteStore(first.config);
});

afterAll(async () => {
  await store?.close();
  // The second site shares the first one's database: it goes first, the first drops the database.
  for (const s of [...sites].reverse()) await s.cleanup();
});

describe('the last free unit, booked 100 times at once', () => {
  // 100 forms opened and 100 bookings sent: more than the default 20 s on a busy machine.
  it('accepts exactly one and tells 99 politely that it is taken, with the next free times', { timeout: 120_000 }, async () => {
    const app = sites[0]!.app;
    // A weekday with free times, from the calendar.
    const kalender = await request(app).get(`/rathaus/termine/tag?dienste=${MELDEBESCHEINIGUNG}:1`);
    let tage = [...kalender.text.matchAll(/tag=(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]!);
    if (!tage.length) {
      const next = /href="([^"]+)">Nächster Monat</.exec(kalender.text)![1]!;
      const more = await request(app).get(decode(next));
      tage = [...more.text.matchAll(/tag=(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]!);
    }
    const tag = tage.find((t) => weekdayOf(t) >= 1 && weekdayOf(t) <= 5)!;
    expect(tag).toBeDefined();

    // Everything of the day blocked but 09:00–09:10, and of that the first counter taken: one unit left online.
    const now = new Date().toISOString();
    await store.db
      .insertInto('termin_sperre')
      .values([
        { tag, von: 0, bis: 9 * 60, grund: 'Test', erstellt: now, von_name: 'Test' },
        { tag, von: 9 * 60 + 10, bis: 24 * 60 - 1, grund: 'Test', erstellt: now, von_name: 'Test' },
      ])
      .execute();
    const vorher = await store.db
      .insertInto('termin')
      .values({
        uuid: 'vorher-gebucht',
        tag,
        beginn: 9 * 60,
        dauer: 10,
        schalter: 1,
        dienste: JSON.stringify([{ id: MELDEBESCHEINIGUNG, name: 'Meldebescheinigung', personen: 1, unterlagen: [] }]),
        name: 'Vorher Gebucht',
        email: 'vorher@example.org',
        telefon: null,
        status: 'gebucht',
        quelle: 'online',
        link_version: 1,
        erstellt: now,
        geaendert: now,
        erinnert: null,
        abgesagt_von: null,
        geloescht: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await store.db
      .insertInto('termin_einheit')
      .values({ tag, minute: 9 * 60, schalter: 1, termin_id: vorher.id })
      .execute();

    // 100 visitors open the last step (each from a network of its own), then all send at once.
    const url = `/rathaus/termine/angaben?dienste=${MELDEBESCHEINIGUNG}:1&tag=${tag}&zeit=09:00`;
    const visitors: Array<{ site: (typeof sites)[number]; ip: string; csrf: string; cookie: string }> = [];
    for (let batch = 0; batch < N; batch += 10) {
      const opened = await Promise.all(
        Array.from({ length: 10 }, async (_, j) => {
          const site = sites[(batch + j) % sites.length]!;
          const ip = freshIp();
          const page = await request(site.app).get(url).set('x-forwarded-for', ip);
          expect(page.status).toBe(200);
          return {
            site,
            ip,
            csrf: csrfIn(page.text),
            cookie: cookiesOf(page)
              .map((c) => c.split(';')[0])
              .join('; '),
          };
        }),
      );
      visitors.push(...opened);
    }
    const answers = await Promise.all(
      visitors.map((v, i) =>
        request(v.site.app)
          .post('/rathaus/termine/angaben')
          .type('form')
          .set('cookie', v.cookie)
          .set('x-forwarded-for', v.ip)
          .send({
            _csrf: v.csrf,
            dienste: `${MELDEBESCHEINIGUNG}:1`,
            tag,
            zeit: '09:00',
            t: '',
            name: `Person ${i}`,
            email: `person${i}@example.org`,
            telefon: '',
          }),
      ),
    );
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    expect(statuses).toEqual({ 303: 1, 409: N - 1 });
    const accepted = answers.filter((a) => a.status === 303);
    const taken = answers.filter((a) => a.status === 409);
    expect(accepted).toHaveLength(1);
    expect(taken).toHaveLength(N - 1);
    for (const a of taken) {
      const text = decode(a.text);
      expect(text).toContain('Dieser Termin ist leider gerade vergeben worden.');
      expect(text).toContain('Die nächsten freien Zeiten:');
      expect(a.text).toMatch(/href="\/rathaus\/termine\/angaben\?dienste=8:1&amp;tag=\d{4}-\d{2}-\d{2}&amp;zeit=\d\d:\d\d"/);
      // What was typed is still in the form.
      expect(a.text).toMatch(/name="email"[^>]*value="person\d+@example.org"|value="person\d+@example.org"[^>]*name="email"/);
    }

    // In the store: the unit's two counters, each held by one appointment; one booking of the 100.
    const units = await store.db
      .selectFrom('termin_einheit')
      .select(['schalter', 'termin_id'])
      .where('tag', '=', tag)
      .where('minute', '=', 9 * 60)
      .execute();
    expect(units.map((u) => u.schalter).sort()).toEqual([1, 2]);
    const booked = await store.db.selectFrom('termin').select('name').where('tag', '=', tag).where('status', '=', 'gebucht').execute();
    expect(booked).toHaveLength(2);
  });
});
