import { ICON_SPRITE, type IconName } from './icon-names';

/**
 * A line icon from the sprite. Decorative by default (hidden from screen readers); pass `label` when
 * the icon alone carries meaning. Fill, stroke colour, width and joins come from `.st-icon` in
 * base.css: every page carries dozens of icons (the menus' toggles), so each attribute less is kilobytes.
 */
export function Icon({
  name,
  size = 20,
  strokeWidth = 2,
  className,
  label,
}: {
  name: IconName;
  size?: number;
  strokeWidth?: number;
  className?: string;
  label?: string;
}) {
  return (
    <svg
      className={className ? `st-icon ${className}` : 'st-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      {...(strokeWidth !== 2 ? { strokeWidth } : {})}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
