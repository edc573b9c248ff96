import { MELDUNG_AMPEL, MELDUNG_STATUS_TITEL, type MeldungStatus } from './values';

/** The status as a traffic light with its word beside it: the colour never says it alone (Maerker's light, BITV). */
export function Ampel({ status }: { status: MeldungStatus }) {
  return (
    <span className={`st-ampel st-ampel--${MELDUNG_AMPEL[status]}`}>
      <span className="st-ampel__licht" aria-hidden="true" />
      {MELDUNG_STATUS_TITEL[status]}
    </span>
  );
}
