import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { ActionForm } from '../../components/forms/ActionForm';
import { Link } from '../../components/Link';
import { abmeldenPfad, verwaltenPfad } from './values';
import type { AbmeldenData } from './types';

/**
 * The unsubscribe link of a mail: one button ends the subscriptions the mail was sent for (opening the
 * link alone ends nothing: mail programs open links to check them). A mail program's one-click POST
 * (RFC 8058) gets this page as its answer.
 */
export default function AbmeldenPage({ data }: PageProps<AbmeldenData>) {
  if (data.beendet) {
    return (
      <PageFrame title="Benachrichtigung abbestellt">
        <div className="st-danke" role="status">
          <p>
            {data.beendet.length ? `Abbestellt: ${data.beendet.join('; ')}.` : 'Diese Benachrichtigung war bereits abbestellt.'} Wir senden Ihnen dazu nichts
            mehr.
          </p>
        </div>
        <p>
          <Link to={verwaltenPfad(data.verwalten)}>Meine übrigen Benachrichtigungen verwalten</Link>
        </p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Benachrichtigung abbestellen">
      {data.abos.length ? (
        <>
          <p>Möchten Sie diese Benachrichtigung abbestellen?</p>
          <ul>
            {data.abos.map((a) => (
              <li key={a.id}>{a.titel}</li>
            ))}
          </ul>
          <ActionForm action={abmeldenPfad(data.token)} csrf={data.csrf} className="st-form">
            <button type="submit" className="st-button">
              Abbestellen
            </button>
          </ActionForm>
        </>
      ) : (
        <p>Diese Benachrichtigung ist bereits abbestellt.</p>
      )}
      <p>
        <Link to={verwaltenPfad(data.verwalten)}>Alle meine Benachrichtigungen verwalten</Link>
      </p>
    </PageFrame>
  );
}
