import { Icon } from '../../../components/icons/Icon';
import { removeintprefix, telformat } from '../../../format/text';

/**
 * Phone, fax and e-mail with visible labels; numbers shown the national way (spec §9
 * removeintprefix) and dialled from the digits only (telformat). Empty values are left out.
 */
export function ContactList({
  telefon,
  telefax,
  email,
  className,
}: {
  telefon?: string | null;
  telefax?: string | null;
  email?: string | null;
  className?: string;
}) {
  if (!telefon && !telefax && !email) return null;
  return (
    <ul className={className ? `st-contactlist ${className}` : 'st-contactlist'}>
      {telefon ? (
        <li>
          <Icon className="st-contactlist__icon" name="phone" size={18} />
          <span className="st-contactlist__label">Telefon</span> <a href={`tel:${telformat(telefon)}`}>{removeintprefix(telefon)}</a>
        </li>
      ) : null}
      {telefax ? (
        <li>
          <Icon className="st-contactlist__icon" name="printer" size={18} />
          <span className="st-contactlist__label">Fax</span> {removeintprefix(telefax)}
        </li>
      ) : null}
      {email ? (
        <li>
          <Icon className="st-contactlist__icon" name="mail" size={18} />
          <span className="st-contactlist__label">E-Mail</span> <EmailLink email={email} />
        </li>
      ) : null}
    </ul>
  );
}

/** A mailto link whose address may break before the '@' where the column is narrow. */
export function EmailLink({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <a href={`mailto:${email}`}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </a>
  );
}
