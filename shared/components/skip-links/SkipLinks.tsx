import { TOP_ID } from '../a11y/access-keys';

/**
 * Skip-navigation block (spec §2.8): links that become visible when focused. It is the top of the
 * page: access key 5 ('Seitenanfang') leads here.
 */
export function SkipLinks() {
  return (
    <nav className="st-skip" id={TOP_ID} tabIndex={-1} aria-label="Sprunglinks">
      <ul className="st-skip__list">
        <li>
          <a className="st-skip__link" href="#inhalt">
            Zum Inhalt springen
          </a>
        </li>
        <li>
          <a className="st-skip__link" href="#hauptnavigation">
            Zur Hauptnavigation springen
          </a>
        </li>
        <li>
          <a className="st-skip__link" href="#suche">
            Zur Suche springen
          </a>
        </li>
        <li>
          <a className="st-skip__link" href="#kontakt">
            Zu den Kontaktinformationen springen
          </a>
        </li>
      </ul>
    </nav>
  );
}
