import { Link } from '../Link';
import { TOWN } from '../../site/town';
import { InfoBox } from './InfoBox';

/** Mayor pages (spec §2.4): a contact box leading to the mayor's contact page. */
export function MayorBox() {
  const { mayor } = TOWN;
  return (
    <InfoBox title={mayor.title}>
      <p>
        <strong>{mayor.name}</strong>
        <br />
        {mayor.title} der Stadt {TOWN.name}
      </p>
      <p>Termine und Anliegen vermittelt das Sekretariat im Rathaus.</p>
      <p>
        <Link className="st-button st-button--secondary" to={mayor.contactPath}>
          Kontakt aufnehmen
        </Link>
      </p>
    </InfoBox>
  );
}
