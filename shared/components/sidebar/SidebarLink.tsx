import type { ReactNode } from 'react';
import { Link } from '../Link';

/**
 * A link in a sidebar box: internal ones follow client-side and may be the current page;
 * external ones open in a new tab and say so (spec §2.6).
 */
export function SidebarLink({
  href,
  extern,
  current,
  className,
  children,
}: {
  href: string;
  extern?: boolean;
  current?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return extern ? (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="st-visually-hidden"> (öffnet in einem neuen Fenster)</span>
    </a>
  ) : (
    <Link className={className} to={href} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
