import { Link } from '../../../components/Link';
import { Icon } from '../../../components/icons/Icon';

export interface ProcedureItem {
  id: number;
  titel: string;
  /** Address in the town-hall area (the CMS's url). */
  url: string;
  kurztext?: string;
}

/** Procedures as a list of links, with their short text where there is one. */
export function ProcedureList({ items, href, compact = false }: { items: ProcedureItem[]; href: (item: ProcedureItem) => string; compact?: boolean }) {
  return (
    <ul className={compact ? 'st-proclist st-proclist--compact' : 'st-proclist'}>
      {items.map((v) => (
        <li className="st-proclist__item" key={v.id}>
          <Link className="st-proclist__link" to={href(v)}>
            <Icon className="st-proclist__icon" name="chevron-right" size={18} />
            <span>{v.titel}</span>
          </Link>
          {!compact && v.kurztext ? <p className="st-proclist__text">{v.kurztext}</p> : null}
        </li>
      ))}
    </ul>
  );
}
