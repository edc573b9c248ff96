import type { MenuItem } from '../../site/menu-types';
import { TOWN } from '../../site/town';
import { removeintprefix, telformat } from '../../format/text';
import { currentLink } from './navigation';
import { ContactLines } from './ContactLines';
import { InfoBox } from './InfoBox';
import { SidebarLink } from './SidebarLink';
import { PostalAddress } from '../PostalAddress';

/**
 * Contextual info (spec §2.4): the town administration's address, phone, fax, e-mail and emergency
 * numbers; with `section` (sidebar without the navigation flag) also the links of the section menu.
 */
export function ContactInfoBox({ section, pathname = '', search = '' }: { section?: MenuItem | null; pathname?: string; search?: string }) {
  const links = section?.sub ?? [];
  const current = currentLink(
    links.map((l) => l.link),
    pathname,
    search,
  );
  return (
    <InfoBox title={TOWN.administration}>
      <PostalAddress address={TOWN.address} />
      <ContactLines phone={TOWN.phone} fax={TOWN.fax} email={TOWN.email} />
      <h3 className="st-infobox__subtitle">Notrufnummern</h3>
      <ul className="st-infobox__list">
        {TOWN.emergency.map((e) => (
          <li key={e.label}>
            {e.label}: <a href={`tel:${telformat(e.number)}`}>{removeintprefix(e.number)}</a>
          </li>
        ))}
      </ul>
      {section && links.length ? (
        <nav aria-label={`Bereichsnavigation ${section.name}`}>
          <h3 className="st-infobox__subtitle">{section.name}</h3>
          <ul className="st-infobox__list">
            {links.map((l) => (
              <li key={l.link}>
                <SidebarLink href={l.link} extern={l.extern} current={l.link === current}>
                  {l.name}
                </SidebarLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </InfoBox>
  );
}
