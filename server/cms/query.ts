/** Reading the query parameters of the CMS contract, which arrive in several list encodings. */

export class BadRequest extends Error {
  readonly status = 400;
}

/**
 * A list parameter may come as `a=1&a=2`, `a[]=1&a[]=2`, `a=1,2` or `a=[1,2]` (spec §7 writes
 * `themen_id=[30,31,32]`). All forms give ['1', '2'].
 */
export function readList(query: URLSearchParams, name: string): string[] {
  const raw = [...query.getAll(name), ...query.getAll(`${name}[]`)];
  return raw
    .flatMap((v) => v.replace(/^\[|\]$/g, '').split(','))
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

export function readInt(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const v = query.get(name);
  if (v === null || v === '') return fallback;
  if (!/^\d{1,9}$/.test(v)) throw new BadRequest(`Parameter ${name} muss eine ganze Zahl sein.`);
  const n = Number(v);
  if (n < min || n > max) throw new BadRequest(`Parameter ${name} muss zwischen ${min} und ${max} liegen.`);
  return n;
}

export function readIntList(query: URLSearchParams, name: string): number[] {
  return readList(query, name).map((v) => {
    if (!/^\d{1,9}$/.test(v)) throw new BadRequest(`Parameter ${name} enthält keine gültige Zahl.`);
    return Number(v);
  });
}

/** `true`/`1` → true, `false`/`0` → false, absent → fallback. */
export function readBool(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const v = query.get(name);
  if (v === null || v === '') return fallback;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new BadRequest(`Parameter ${name} muss true oder false sein.`);
}

export interface OrderTerm {
  field: string;
  dir: 'ASC' | 'DESC';
}

/** Reads `order=[feld ASC, feld2 DESC]`, accepting only the given fields. */
export function readOrder(query: URLSearchParams, allowed: readonly string[], fallback: OrderTerm[]): OrderTerm[] {
  const terms = readList(query, 'order');
  if (terms.length === 0) return fallback;
  return terms.map((t) => {
    const [field = '', dir = 'ASC'] = t.split(/\s+/);
    const d = dir.toUpperCase();
    if (!allowed.includes(field) || (d !== 'ASC' && d !== 'DESC')) {
      throw new BadRequest(`Sortierung "${t}" ist nicht erlaubt.`);
    }
    return { field, dir: d };
  });
}

export function compareBy<T>(terms: OrderTerm[], pick: (item: T, field: string) => string | number | null | undefined) {
  const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });
  return (a: T, b: T): number => {
    for (const { field, dir } of terms) {
      const x = pick(a, field) ?? '';
      const y = pick(b, field) ?? '';
      const c = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      if (c !== 0) return dir === 'ASC' ? c : -c;
    }
    return 0;
  };
}

/** Today's date in Europe/Berlin as 'YYYY-MM-DD' (validity dates are local days). */
export function berlinToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Current Europe/Berlin wall-clock time as 'YYYY-MM-DDTHH:mm'. */
export function berlinNow(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}
