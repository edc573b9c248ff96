import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { ActionForm } from '../../components/forms/ActionForm';
import { Link } from '../../components/Link';
import { BENACHRICHTIGUNGEN_PFAD, bestaetigenPfad } from './values';
import type { BestaetigenData } from './types';

/**
 * The confirmation link's page: what it confirms and one button (a mail program that opens links to
 * check them confirms nothing); an expired link says so and leads to the form again.
 */
export default function BestaetigenPage({ data }: PageProps<BestaetigenData>) {
  if (data.status === 'abgelaufen' || data.message) {
    return (
      <PageFrame title="Bestätigungslink abgelaufen">
        <p role="alert">
          {data.message ?? 'Dieser Bestätigungslink ist abgelaufen. Aus Datenschutzgründen gilt er nur 7 Tage; danach löschen wir die unbestätigte Bestellung.'}
        </p>
        <p>
          <Link to={BENACHRICHTIGUNGEN_PFAD}>Benachrichtigungen noch einmal bestellen</Link>
        </p>
      </PageFrame>
    );
  }
  if (data.status === 'bestaetigt') {
    return (
      <PageFrame title="Bereits bestätigt">
        <p>Diese Benachrichtigungen sind bereits bestätigt. Den Link zum Verwalten finden Sie in jeder Benachrichtigung.</p>
        <Liste abos={data.abos} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="E-Mail-Benachrichtigungen bestätigen">
      <p>Bitte bestätigen Sie, dass Sie diese Benachrichtigungen erhalten möchten:</p>
      <Liste abos={data.abos} />
      <ActionForm action={bestaetigenPfad(data.token)} csrf={data.csrf} className="st-form">
        <button type="submit" className="st-button">
          Ja, Benachrichtigungen bestätigen
        </button>
      </ActionForm>
    </PageFrame>
  );
}

function Liste({ abos }: { abos: BestaetigenData['abos'] }) {
  return (
    <ul>
      {abos.map((a) => (
        <li key={a.id}>{a.titel}</li>
      ))}
    </ul>
  );
}
