import { Link } from '../../../components/Link';
import { LETTERS, letterLabel } from '../letters';

export interface LetterBarProps {
  /** Name of the navigation for screen readers, e.g. 'Leistungen nach Anfangsbuchstaben'. */
  label: string;
  href: (letter: string) => string;
  /** Letters that have entries; null when unknown (every letter is a link then). */
  available: string[] | null;
  /** The letter of the page, marked with aria-current. */
  current?: string | null;
  /** An 'Alle' entry before the letters (current when no letter is selected). */
  all?: { href: string; label?: string };
  /** What a letter without entries lacks, for screen readers: 'keine Leistungen'. */
  emptyText: string;
}

/**
 * The A–Z bar: plain links, so it works without JavaScript. Letters without entries are shown, so
 * the alphabet stays complete, but are no links; screen readers hear why.
 */
export function LetterBar({ label, href, available, current = null, all, emptyText }: LetterBarProps) {
  const has = (l: string) => available === null || available.includes(l);
  const letters = available?.includes('0') ? ['0', ...LETTERS] : LETTERS;
  return (
    <nav className="st-azbar" aria-label={label}>
      <ul className="st-azbar__list">
        {all ? (
          <li>
            <Link className="st-azbar__link st-azbar__link--all" to={all.href} aria-current={current === null ? 'page' : undefined}>
              {all.label ?? 'Alle'}
            </Link>
          </li>
        ) : null}
        {letters.map((l) => (
          <li key={l}>
            {has(l) ? (
              <Link className="st-azbar__link" to={href(l)} aria-current={current === l ? 'page' : undefined}>
                {letterLabel(l)}
              </Link>
            ) : (
              <span className="st-azbar__empty">
                {letterLabel(l)}
                <span className="st-visually-hidden"> ({emptyText})</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
