import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * An internal link: a real <a href> (works without JavaScript, opens in new tabs), followed
 * client-side on a plain left click. react-router's own Link brings prefetching, view transitions
 * and relative paths we do not use, and most of its weight in the first-load bundle.
 */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || (target && target !== '_self')) return;
    e.preventDefault();
    navigate(to);
  };
  return <a href={to} target={target} onClick={handleClick} {...rest} />;
}
