import type { ProcedureSidebar } from '../../site/sidebar';
import { ContactLines } from './ContactLines';
import { PostalAddress, fromAdresse } from '../PostalAddress';
import { InfoBox } from './InfoBox';
import { SidebarLink } from './SidebarLink';

const isExternal = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

/**
 * Procedure detail sidebar (spec §2.4, §3): the first responsible employee (name, functions, room,
 * phone, e-mail) or, when no employee is named, the responsible office (title, building, street,
 * postcode, city, phone, fax, e-mail). Names and titles lead to their detail pages.
 */
export function ProcedureContact({ contact }: { contact: ProcedureSidebar }) {
  const person = contact.mitarbeiter[0];
  if (person) {
    return (
      <InfoBox title="Ihre Ansprechperson" className="st-procedure-contact">
        <p className="st-infobox__name">
          <SidebarLink href={person.detailURL} extern={isExternal(person.detailURL)}>
            {person.vorname} {person.nachname}
          </SidebarLink>
        </p>
        {person.aemter.map((amt, i) => (
          <div className="st-infobox__group" key={`${amt.funktion}-${i}`}>
            {amt.funktion || amt.zimmer ? (
              <p>
                {amt.funktion}
                {amt.funktion && amt.zimmer ? <br /> : null}
                {amt.zimmer ? `Zimmer ${amt.zimmer}` : null}
              </p>
            ) : null}
            <ContactLines phone={amt.kontakt.telefon} email={amt.kontakt.email} />
          </div>
        ))}
      </InfoBox>
    );
  }
  const { amt } = contact;
  return (
    <InfoBox title="Zuständige Stelle" className="st-procedure-contact">
      <p className="st-infobox__name">
        <SidebarLink href={amt.detailURL} extern={isExternal(amt.detailURL)}>
          {amt.titel}
        </SidebarLink>
      </p>
      <PostalAddress address={fromAdresse(amt.adresse)} />
      <ContactLines phone={amt.kontakt.telefon} fax={amt.kontakt.telefax} email={amt.kontakt.email} />
    </InfoBox>
  );
}
