import { describe, expect, it } from 'vitest';
import { BadRequest, berlinNow, berlinToday, readBool, readInt, readList, readOrder } from './query';

const q = (s: string) => new URLSearchParams(s);

describe('CMS query parameters', () => {
  it('reads list parameters in every encoding the spec and clients use', () => {
    expect(readList(q('themen_id=30&themen_id=31'), 'themen_id')).toEqual(['30', '31']);
    expect(readList(q('themen_id[]=30&themen_id[]=31'), 'themen_id')).toEqual(['30', '31']);
    expect(readList(q('themen_id=30,31,32'), 'themen_id')).toEqual(['30', '31', '32']);
    expect(readList(q('themen_id=[30,31,32]'), 'themen_id')).toEqual(['30', '31', '32']);
  });

  it('rejects page sizes outside the bounds', () => {
    expect(readInt(q('pro_seite=100'), 'pro_seite', 10, 1, 100)).toBe(100);
    expect(() => readInt(q('pro_seite=101'), 'pro_seite', 10, 1, 100)).toThrow(BadRequest);
    expect(() => readInt(q('pro_seite=-1'), 'pro_seite', 10, 1, 100)).toThrow(BadRequest);
    expect(() => readInt(q('pro_seite=1e3'), 'pro_seite', 10, 1, 100)).toThrow(BadRequest);
  });

  it('accepts only whitelisted sort fields', () => {
    expect(readOrder(q('order=[datum_von DESC, sortierung ASC]'), ['datum_von', 'sortierung'], [])).toEqual([
      { field: 'datum_von', dir: 'DESC' },
      { field: 'sortierung', dir: 'ASC' },
    ]);
    expect(() => readOrder(q('order=passwort_hash ASC'), ['datum_von'], [])).toThrow(BadRequest);
    expect(() => readOrder(q('order=datum_von; DROP TABLE x'), ['datum_von'], [])).toThrow(BadRequest);
  });

  it('reads booleans strictly', () => {
    expect(readBool(q('aktiv=false'), 'aktiv', true)).toBe(false);
    expect(readBool(q(''), 'aktiv', true)).toBe(true);
    expect(() => readBool(q('aktiv=vielleicht'), 'aktiv', true)).toThrow(BadRequest);
  });

  it('computes local dates in Europe/Berlin, not UTC', () => {
    // 23:30 UTC on 31 March is already 1 April 01:30 in Berlin (summer time).
    const d = new Date('2026-03-31T23:30:00Z');
    expect(berlinToday(d)).toBe('2026-04-01');
    expect(berlinNow(d)).toBe('2026-04-01T01:30');
  });
});
