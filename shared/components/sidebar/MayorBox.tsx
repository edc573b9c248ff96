import { TOWN } from '../../site/town';
import { InfoBox } from './InfoBox';
import { ContactLines } from './ContactLines';
import { Link } from '../Link';

/**
 * Mayor pages (spec §2.4): a contact box linking to the mayor's contact page (the contact form,
 * addressed to her office). It gives the office's phone and e-mail directly too, not the town hall's.
 */
export function MayorBox() {
  const { mayor } = TOWN;
  return (
    <InfoBox title={mayor.title}>
      <p>
        <strong>{mayor.name}</strong>
        <br />
        {mayor.title} der Stadt {TOWN.name}
      </p>
      <p>
        Termine und Anliegen vermittelt das <strong>{mayor.office.name}</strong> im Rathaus:
      </p>
      <ContactLines phone={mayor.office.phone} email={mayor.office.email} />
      <p>
        <Link to={mayor.contactPage}>{`Nachricht an die ${mayor.title} schreiben`}</Link>
      </p>
    </InfoBox>
  );
}
