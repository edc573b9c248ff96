import { Link } from 'react-router-dom';
import { Briefcase, Building2, CalendarDays, Compass, Construction, Mail, Newspaper, Trash2, type LucideIcon } from 'lucide-react';
import { QUICK_TILES, type QuickTileIcon } from '../site/quick-tiles';

const ICONS: Record<QuickTileIcon, LucideIcon> = {
  buergerbuero: Building2,
  abfall: Trash2,
  kalender: CalendarDays,
  amtsblatt: Newspaper,
  wegweiser: Compass,
  ausschreibungen: Briefcase,
  baustellen: Construction,
  kontakt: Mail,
};

export function QuickTiles() {
  return (
    <nav className="st-tiles" aria-labelledby="schnellzugriff">
      <h2 className="st-visually-hidden" id="schnellzugriff">
        Schnellzugriff
      </h2>
      <ul className="st-tiles__list">
        {QUICK_TILES.map((t) => {
          const Icon = ICONS[t.icon];
          return (
            <li key={t.href}>
              <Link className="st-tiles__tile" to={t.href}>
                <Icon className="st-tiles__icon" aria-hidden="true" focusable="false" size={32} strokeWidth={1.5} />
                <span>{t.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
