import { Link } from './Link';
import { Icon } from './icons/Icon';
import type { IconName } from './icons/icon-names';
import { QUICK_TILES, type QuickTileIcon } from '../site/quick-tiles';
import { useSite } from '../app/site-context';
import { hasAddressContent } from '../site/menu-state';

const ICONS: Record<QuickTileIcon, IconName> = {
  buergerbuero: 'building-2',
  abfall: 'trash-2',
  kalender: 'calendar-days',
  amtsblatt: 'newspaper',
  wegweiser: 'compass',
  ausschreibungen: 'briefcase',
  baustellen: 'construction',
  kontakt: 'mail',
};

export function QuickTiles() {
  const { site } = useSite();
  const tiles = QUICK_TILES.filter((t) => hasAddressContent(site.content, t.href));
  if (tiles.length === 0) return null;
  return (
    <nav className="st-tiles" aria-labelledby="schnellzugriff">
      <h2 className="st-visually-hidden" id="schnellzugriff">
        Schnellzugriff
      </h2>
      <ul className="st-tiles__list">
        {tiles.map((t) => {
          return (
            <li key={t.href}>
              <Link className="st-tiles__tile" to={t.href}>
                <Icon className="st-tiles__icon" name={ICONS[t.icon]} size={32} strokeWidth={1.5} />
                <span>{t.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
