import { Link } from './Link';

/** Pages to show: first, last, and two around the current one, with gaps as null. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - (sorted[i - 1] ?? p) > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Server-side pagination as plain links (works without JavaScript), keeping the other query parameters. */
export function Pagination({ current, total, pathname, search }: { current: number; total: number; pathname: string; search: string }) {
  if (total <= 1) return null;
  const href = (p: number) => {
    const q = new URLSearchParams(search);
    if (p === 1) q.delete('seite');
    else q.set('seite', String(p));
    const s = q.toString();
    return s ? `${pathname}?${s}` : pathname;
  };
  return (
    <nav className="st-pagination" aria-label="Seitennavigation">
      <ul className="st-pagination__list">
        {current > 1 ? (
          <li>
            <Link className="st-pagination__link" to={href(current - 1)} rel="prev">
              Zurück<span className="st-visually-hidden"> zur vorherigen Seite</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(current, total).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="st-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === current ? (
                <span className="st-pagination__link st-pagination__link--current" aria-current="page">
                  <span className="st-visually-hidden">Seite </span>
                  {p}
                </span>
              ) : (
                <Link className="st-pagination__link" to={href(p)}>
                  <span className="st-visually-hidden">Seite </span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link className="st-pagination__link" to={href(current + 1)} rel="next">
              Weiter<span className="st-visually-hidden"> zur nächsten Seite</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
