import { Link } from '../Link';
import { TOWN } from '../../site/town';
import { InfoBox } from './InfoBox';

/** The gazette's subscription, by mail to the address of the town file. */
export function amtsblattSubscribeHref(): string {
  return `mailto:${TOWN.gazetteEmail}?subject=Abonnement%20Amtsblatt`;
}

/** Rathaus, Amtsblatt (spec §1, §2.4): what the weekly gazette is, and how to reach or subscribe to it. */
export function AmtsblattBox() {
  return (
    <InfoBox title="Das Amtsblatt">
      <p>Das Amtsblatt der {TOWN.officialName} erscheint jede Woche. Es wird freitags kostenlos an alle Haushalte verteilt.</p>
      <p>Sie haben kein Amtsblatt erhalten oder möchten es abonnieren, etwa weil Sie außerhalb wohnen?</p>
      <ul className="st-infobox__list">
        <li>
          <Link to="/rathaus/kontakt/">Kontakt zur Stadtverwaltung</Link>
        </li>
        <li>
          <a href={amtsblattSubscribeHref()}>Abonnement per E-Mail anfragen</a>
        </li>
      </ul>
    </InfoBox>
  );
}
