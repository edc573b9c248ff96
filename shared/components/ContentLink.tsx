import type { ReactNode } from 'react';
import { Link, type LinkProps } from './Link';
import { useSite } from '../app/site-context';
import { hasAddressContent } from '../site/menu-state';

/**
 * A link to a page of this site that a component names in its text (a help text's "Mehr dazu", a form's
 * privacy note): a link while the page has content, else its words alone, so an empty site links
 * nowhere empty (ADR 31). Its address must be in CONTENT_LINKS (shared/site/menus.ts), which the server
 * checks.
 */
export function ContentLink({ to, children, ...rest }: LinkProps & { children: ReactNode }) {
  const { site } = useSite();
  return hasAddressContent(site.content, to) ? (
    <Link to={to} {...rest}>
      {children}
    </Link>
  ) : (
    children
  );
}
