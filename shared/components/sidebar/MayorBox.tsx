import { TOWN } from '../../site/town';
import { InfoBox } from './InfoBox';
import { ContactLines } from './ContactLines';

/**
 * Mayor pages (spec §2.4): a contact box. It gives the mayor's office directly (phone and e-mail),
 * not the town hall's general contact page.
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
    </InfoBox>
  );
}
