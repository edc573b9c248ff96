import { removeintprefix, telformat } from '../../format/text';

/**
 * Phone, fax and e-mail lines of a contact; empty values are left out. Numbers are shown the
 * national way (spec §9 removeintprefix) and dialled from the digits only (telformat).
 */
export function ContactLines({ phone, fax, email }: { phone?: string; fax?: string; email?: string }) {
  if (!phone && !fax && !email) return null;
  return (
    <ul className="st-infobox__contact">
      {phone ? (
        <li>
          Telefon: <a href={`tel:${telformat(phone)}`}>{removeintprefix(phone)}</a>
        </li>
      ) : null}
      {fax ? <li>Fax: {removeintprefix(fax)}</li> : null}
      {email ? (
        <li>
          E-Mail: <a href={`mailto:${email}`}>{email}</a>
        </li>
      ) : null}
    </ul>
  );
}
