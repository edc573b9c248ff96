import { DISTRICTS, type DistrictKey, type DistrictPage } from '../../site/districts';
import { ContactLines } from './ContactLines';
import { PostalAddress } from '../PostalAddress';
import { InfoBox } from './InfoBox';
import { SidebarLink } from './SidebarLink';

/**
 * District pages (spec §2.4): the village administration's address and phone, and the links between
 * the district's administration and history pages (the one shown marked as the current page).
 */
export function DistrictBox({ district, page }: { district: DistrictKey; page: DistrictPage | null }) {
  const d = DISTRICTS[district];
  if (!d) return null;
  const o = d.ortsverwaltung;
  return (
    <InfoBox title={`Ortsteil ${d.name}`}>
      <PostalAddress address={{ location: o.name, street: o.street, zip: o.zip, city: o.city }} />
      <ContactLines phone={d.phone} />
      <nav aria-label={`Seiten zum Ortsteil ${d.name}`}>
        <ul className="st-infobox__list">
          <li>
            <SidebarLink href={d.paths.verwaltung} current={page === 'verwaltung'}>
              Ortsverwaltung {d.name}
            </SidebarLink>
          </li>
          <li>
            <SidebarLink href={d.paths.geschichte} current={page === 'geschichte'}>
              Geschichte von {d.name}
            </SidebarLink>
          </li>
        </ul>
      </nav>
    </InfoBox>
  );
}
