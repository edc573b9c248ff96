import type { PageProps } from '../../../routing/types';
import { Link } from '../../../components/Link';
import { FORMULARE } from '../formulare/definitions';
import { Formular } from '../formulare/Formular';
import { IntranetFrame } from '../../intranet/IntranetFrame';
import type { EingangBearbeitenData } from './types';

/**
 * A version of an entry in its own form, for staff to correct before approving it (ADR 15): the same
 * fields and rules as the business had, without the spam traps; the logo that came with it can be
 * left out. Saving approves the edited values.
 */
export default function EingangBearbeitenPage({ data }: PageProps<EingangBearbeitenData>) {
  const def = FORMULARE[data.art]!;
  const zurueck = `/intranet/eingaenge/${data.referenz}`;
  const bild =
    data.logo === 'neu' && data.logoFoto ? (
      <div className="st-form__kept">
        <p>Mit dieser Fassung kam ein neues Logo:</p>
        <img className="st-form__logo" src={`${zurueck}/fotos/${data.logoFoto}`} alt={`Neues Logo aus ${data.referenz}`} />
        <Weglassen checked={data.logoWeglassen} />
      </div>
    ) : data.logo === 'bisher' ? (
      <div className="st-form__kept">
        <p>Das veröffentlichte Logo bleibt.</p>
        <Weglassen checked={data.logoWeglassen} />
      </div>
    ) : null;
  return (
    <IntranetFrame nav={data.nav} title={`${def.titel} ${data.referenz} bearbeiten`}>
      <p>
        <Link to={zurueck}>Zurück zum Eingang, ohne zu speichern</Link>
      </p>
      <p>Korrigieren Sie die Angaben. Mit dem Speichern geben Sie diese Fassung frei: Sie erscheint sofort im Gewerbeverzeichnis.</p>
      <Formular def={def} data={data.formular} action={`${zurueck}/bearbeiten`} senden="Speichern und freigeben" intern bildAktuell={bild} />
    </IntranetFrame>
  );
}

function Weglassen({ checked }: { checked: boolean }) {
  return (
    <label className="st-form__choice">
      <input type="checkbox" name="logo_weglassen" value="ja" defaultChecked={checked} /> Logo nicht veröffentlichen
    </label>
  );
}
