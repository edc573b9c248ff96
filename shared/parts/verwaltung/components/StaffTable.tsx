import { Link } from '../../../components/Link';
import { removeintprefix, telformat } from '../../../format/text';
import type { AmtMitarbeiter } from '../contract';
import { personName } from '../links';
import { EmailLink } from './ContactList';

/**
 * The staff of an office as a table: name (linked), function, room, phone, e-mail. Where the column
 * is narrow, each row becomes a small card with the column names as labels (verwaltung.css); the
 * table markup stays, so screen readers keep the headers.
 */
export function StaffTable({ staff, href, labelledBy }: { staff: AmtMitarbeiter[]; href: (m: AmtMitarbeiter) => string; labelledBy: string }) {
  return (
    <div className="st-stafftable">
      <table className="st-stafftable__table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Funktion</th>
            <th scope="col">Zimmer</th>
            <th scope="col">Telefon</th>
            <th scope="col">E-Mail</th>
          </tr>
        </thead>
        <tbody>
          {staff.map((m) => (
            <tr key={m.id}>
              <th scope="row" className="st-stafftable__name">
                <Link to={href(m)}>{personName(m)}</Link>
              </th>
              <td data-label="Funktion">{m.funktion}</td>
              <td data-label="Zimmer">{m.zimmer || '–'}</td>
              <td data-label="Telefon">{m.kontakt.telefon ? <a href={`tel:${telformat(m.kontakt.telefon)}`}>{removeintprefix(m.kontakt.telefon)}</a> : '–'}</td>
              <td data-label="E-Mail" className="st-stafftable__mail">
                {m.kontakt.email ? <EmailLink email={m.kontakt.email} /> : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
