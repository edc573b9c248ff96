import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { berlinNow, berlinToday } from '../format/date';
import { firstMessage, q, rawQuery } from './operation';

/** The query parameters of the contract as the dispatcher reads them (rawQuery) and the schemas parse them. */
const parse = <S extends z.ZodObject<z.ZodRawShape>>(schema: S, search: string) => schema.safeParse(rawQuery(schema, new URLSearchParams(search)));

describe('CMS query parameters', () => {
  it('reads list parameters in every encoding the spec and clients use', () => {
    const schema = z.object({ themen_id: q.intList('themen_id') });
    for (const s of ['themen_id=30&themen_id=31', 'themen_id[]=30&themen_id[]=31', 'themen_id=30,31', 'themen_id=[30,31]']) {
      expect(parse(schema, s).data, s).toEqual({ themen_id: [30, 31] });
    }
    expect(parse(schema, 'themen_id=[30,31,32]').data).toEqual({ themen_id: [30, 31, 32] });
  });

  it('rejects page sizes outside the bounds, with the German message', () => {
    const schema = z.object({ pro_seite: q.intOr('pro_seite', 10, { min: 1, max: 100 }) });
    expect(parse(schema, 'pro_seite=100').data).toEqual({ pro_seite: 100 });
    expect(parse(schema, '').data).toEqual({ pro_seite: 10 });
    for (const bad of ['pro_seite=101', 'pro_seite=-1', 'pro_seite=1e3', 'pro_seite=abc']) {
      const r = parse(schema, bad);
      expect(r.success, bad).toBe(false);
      expect(firstMessage(r.error!), bad).toMatch(/^Parameter pro_seite muss (eine ganze Zahl sein|zwischen 1 und 100 liegen)\.$/);
    }
  });

  it('accepts only whitelisted sort fields', () => {
    const schema = z.object({ order: q.order(['datum_von', 'sortierung'] as const, []) });
    expect(parse(schema, 'order=[datum_von DESC, sortierung ASC]').data).toEqual({
      order: [
        { field: 'datum_von', dir: 'DESC' },
        { field: 'sortierung', dir: 'ASC' },
      ],
    });
    for (const bad of ['order=passwort_hash ASC', 'order=datum_von; DROP TABLE x']) {
      const r = parse(schema, bad);
      expect(r.success, bad).toBe(false);
      expect(firstMessage(r.error!)).toMatch(/^Sortierung ".*" ist nicht erlaubt\.$/);
    }
  });

  it('reads booleans strictly', () => {
    const schema = z.object({ aktiv: q.bool('aktiv', true) });
    expect(parse(schema, 'aktiv=false').data).toEqual({ aktiv: false });
    expect(parse(schema, '').data).toEqual({ aktiv: true });
    const r = parse(schema, 'aktiv=vielleicht');
    expect(r.success).toBe(false);
    expect(firstMessage(r.error!)).toBe('Parameter aktiv muss true oder false sein.');
  });

  it('computes local dates in Europe/Berlin, not UTC', () => {
    // 23:30 UTC on 31 March is already 1 April 01:30 in Berlin (summer time).
    const d = new Date('2026-03-31T23:30:00Z');
    expect(berlinToday(d)).toBe('2026-04-01');
    expect(berlinNow(d)).toBe('2026-04-01T01:30');
  });
});
