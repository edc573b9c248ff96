import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Link } from '../../components/Link';
import { BENACHRICHTIGUNGEN_PFAD, BESTAETIGUNG_TAGE } from './values';
import type { BestelltData } from './types';

/** After the subscribe form: the confirmation mail is on its way (the same words whether the address was known or not). */
export default function BestelltPage(_props: PageProps<BestelltData>) {
  return (
    <PageFrame title="Bitte bestätigen Sie Ihre E-Mail-Adresse">
      <div className="st-danke" role="status">
        <p>Wir haben Ihnen eine E-Mail mit einem Link geschickt. Erst wenn Sie diesen Link öffnen und bestätigen, senden wir Ihnen Benachrichtigungen.</p>
      </div>
      <h2>So geht es weiter</h2>
      <ul>
        <li>Der Link gilt {BESTAETIGUNG_TAGE} Tage. Ohne Bestätigung löschen wir Ihre Adresse danach.</li>
        <li>Keine E-Mail erhalten? Bitte sehen Sie im Spam-Ordner nach, oder bestellen Sie noch einmal.</li>
        <li>Jede Benachrichtigung enthält einen Link, mit dem Sie sie ändern oder abbestellen.</li>
      </ul>
      <p className="st-back">
        <Link to={BENACHRICHTIGUNGEN_PFAD}>Weitere Benachrichtigungen bestellen</Link>
      </p>
    </PageFrame>
  );
}
