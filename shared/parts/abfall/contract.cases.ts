import { expect, it } from 'vitest';
import type { PartContractCases } from '../../../tests/helpers/contract-cases';

/** The waste calendar's operations, requested by the contract test (tests/integration/openapi.test.ts, ADR 34). */
const cases: PartContractCases = ({ call, dataOf, embedded, firstOutOfOrder }) => {
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';
  interface Strasse {
    uuid: string;
    name: string;
    ortsteil: string;
    abfuhrbezirk: { nr: number };
  }
  interface Termin {
    datum: string;
    art: string;
    hinweis: string | null;
  }

  it('waste types and streets (German order, Ortsteil filter), one street, 404 for an unknown one', async () => {
    const arten = dataOf<Array<{ key: string }>>(await call('GET', '/api/cms/abfall/arten', 200));
    expect(arten.length).toBeGreaterThan(0);
    const all = dataOf<Strasse[]>(await call('GET', '/api/cms/abfall/strassen', 200));
    expect(all.length).toBeGreaterThan(0);
    expect(firstOutOfOrder(all.map((s) => [s.name, s.ortsteil]))).toBeNull();
    const ortsteil = all[0]!.ortsteil;
    const some = dataOf<Strasse[]>(await call('GET', `/api/cms/abfall/strassen?ortsteil=${encodeURIComponent(ortsteil)}`, 200));
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((s) => s.ortsteil === ortsteil)).toBe(true);
    await call('GET', `/api/cms/abfall/strassen?ortsteil=${'x'.repeat(61)}`, 400);
    const one = dataOf<Strasse>(await call('GET', `/api/cms/abfall/strassen/${all[0]!.uuid}`, 200));
    expect(one).toEqual(all[0]);
    await call('GET', `/api/cms/abfall/strassen/${UNKNOWN}`, 404);
  });

  it("the streets' course: only streets with a known course, each a MultiLineString of [lon, lat]", async () => {
    const all = dataOf<Array<{ name: string; ortsteil: string; verlauf: number[][][] }>>(await call('GET', '/api/cms/abfall/strassenverlauf', 200));
    // The demo town's streets have their course on the drawn map, not in the store: an import brings it (ADR 59).
    for (const s of all) expect(s.verlauf.every((l) => l.length >= 2 && l.every((p) => p.length === 2))).toBe(true);
  });

  it('collection dates of a street with period and type filter; 400 and 404', async () => {
    const [first] = dataOf<Strasse[]>(await call('GET', '/api/cms/abfall/strassen', 200));
    const von = embedded ? '2026-12-01' : new Date().toISOString().slice(0, 10);
    const bis = embedded ? '2027-01-31' : new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const all = dataOf<Termin[]>(await call('GET', `/api/cms/abfall/termine?strasse=${first!.uuid}&von=${von}&bis=${bis}`, 200));
    expect(all.every((t) => t.datum >= von && t.datum <= bis)).toBe(true);
    expect(all.map((t) => t.datum)).toEqual([...all.map((t) => t.datum)].sort());
    if (embedded) expect(all.length).toBeGreaterThan(0);
    const art = all[0]?.art ?? 'restmuell';
    const only = dataOf<Termin[]>(await call('GET', `/api/cms/abfall/termine?strasse=${first!.uuid}&von=${von}&bis=${bis}&arten=${art}`, 200));
    expect(only.every((t) => t.art === art)).toBe(true);
    await call('GET', '/api/cms/abfall/termine', 400);
    await call('GET', `/api/cms/abfall/termine?strasse=${first!.uuid}&von=2027-02-01&bis=2027-01-01`, 400);
    await call('GET', `/api/cms/abfall/termine?strasse=${UNKNOWN}`, 404);
  });

  it('calendar feed of a street: text/calendar; 400 for an unknown type, 404 for an unknown street', async () => {
    const [first] = dataOf<Strasse[]>(await call('GET', '/api/cms/abfall/strassen', 200));
    const a = await call('GET', `/api/cms/abfall/strassen/${first!.uuid}/ics?arten=restmuell,bio`, 200);
    const ics = (a.body as Buffer).toString('utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(a.headers['content-disposition']).toMatch(/^attachment;/);
    if (embedded) expect(ics).toContain('DTSTART;VALUE=DATE:');
    await call('GET', `/api/cms/abfall/strassen/${first!.uuid}/ics?arten=plastik`, 400);
    await call('GET', `/api/cms/abfall/strassen/${UNKNOWN}/ics`, 404);
  });
};

export default cases;
