import { ICON_SPRITE, type IconName } from './icon-names';

/**
 * A line icon from the sprite. Decorative by default (hidden from screen readers); pass `label` when
 * the icon alone carries meaning.
 */
export function Icon({ name, size = 20, strokeWidth = 2, className, label }: { name: IconName; size?: number; strokeWidth?: number; className?: string; label?: string }) {
  return (
    <svg
      className={className ? `st-icon ${className}` : 'st-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
