/**
 * A function of one string with its answers kept: for work that is the same on every request for the
 * same few strings (a page's dates, a path's menu position, an address's route). Bounded, since the
 * strings may come from outside: emptied when `max` answers are kept. Only for functions whose answer
 * depends on the string alone, and whose answer no caller changes (it is shared).
 */
export function keptPerString<T>(fn: (s: string) => T, max: number): (s: string) => T {
  const kept = new Map<string, T>();
  return (s) => {
    let answer = kept.get(s);
    if (answer === undefined && !kept.has(s)) {
      answer = fn(s);
      if (kept.size >= max) kept.clear();
      kept.set(s, answer);
    }
    return answer as T;
  };
}
