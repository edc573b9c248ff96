import { Link } from '../Link';
import { TOWN } from '../../site/town';
import { InfoBox } from './InfoBox';

export const AMTSBLATT_SUBSCRIBE_HREF = 'mailto:amtsblatt@musterstadt.de?subject=Abonnement%20Amtsblatt';

/** Rathaus, Amtsblatt (spec §1, §2.4): what the weekly gazette is, and how to reach or subscribe to it. */
export function AmtsblattBox() {
  return (
    <InfoBox title="Das Amtsblatt">
      <p>
        Das Amtsblatt der Stadt {TOWN.name} erscheint jede Woche. Es wird freitags kostenlos an alle Haushalte verteilt.
      </p>
      <p>Sie haben kein Amtsblatt erhalten oder möchten es abonnieren, etwa weil Sie außerhalb wohnen?</p>
      <ul className="st-infobox__list">
        <li>
          <Link to="/rathaus/kontakt/">Kontakt zur Stadtverwaltung</Link>
        </li>
        <li>
          <a href={AMTSBLATT_SUBSCRIBE_HREF}>Abonnement per E-Mail anfragen</a>
        </li>
      </ul>
    </InfoBox>
  );
}
