import type { z } from 'zod';
import type { AnyOperation } from '../../../shared/contract/operation';

/** A declared operation's path template as a pattern, built once. */
interface Compiled<T> {
  value: T;
  operation: AnyOperation;
  pattern: RegExp;
  names: string[];
  /** Literal characters of the template: a literal path beats one with parameters ('/verfahren/buchstaben' before '/verfahren/{id}'). */
  literal: number;
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/**
 * Finds the declared operation of a method and a path below /api (still percent-encoded). A path
 * parameter outside its declared form is no match ('/cms/gewerbe/abc'). HEAD counts as GET.
 */
export function operationMatcher<T>(entries: ReadonlyArray<{ operation: AnyOperation; value: T }>) {
  const compiled: Compiled<T>[] = entries.map(({ operation, value }) => {
    const names: string[] = [];
    const source = operation.path
      .split(/(\{[a-zA-Z_]+\})/)
      .map((piece) => {
        const m = /^\{([a-zA-Z_]+)\}$/.exec(piece);
        if (!m) return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(m[1]!);
        return '([^/]+?)';
      })
      .join('');
    return { value, operation, pattern: new RegExp(`^${source}$`), names, literal: operation.path.replace(/\{[a-zA-Z_]+\}/g, '').length };
  });

  return function find(method: string, path: string): { value: T; params: Record<string, string> } | { status: 404 | 405 } {
    const m = method === 'HEAD' ? 'GET' : method;
    let pathMatched = false;
    let best: { c: Compiled<T>; params: Record<string, string> } | null = null;
    for (const c of compiled) {
      const match = c.pattern.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      let ok = true;
      c.names.forEach((name, i) => {
        const v = safeDecode(match[i + 1]!);
        if (v === null) ok = false;
        else params[name] = v;
      });
      if (!ok) continue;
      if (c.operation.params && !(c.operation.params as z.ZodType).safeParse(params).success) continue;
      pathMatched = true;
      if (c.operation.method !== m) continue;
      if (!best || c.literal > best.c.literal) best = { c, params };
    }
    if (best) return { value: best.c.value, params: best.params };
    return { status: pathMatched ? 405 : 404 };
  };
}
