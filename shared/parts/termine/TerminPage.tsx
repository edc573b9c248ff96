import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Link } from '../../components/Link';
import { ActionForm } from '../../components/forms/ActionForm';
import { longGermanDate } from '../../components/date-picker/calendar-math';
import { TOWN } from '../../site/town';
import { TERMINE_PFAD, auswahlText, terminPfad, zeitText } from './values';
import type { TerminData } from './types';

const NEU = {
  gebucht: 'Ihr Termin ist gebucht. Die Bestätigung mit allen Angaben und dem Termin für Ihren Kalender ist per E-Mail unterwegs.',
  verlegt: 'Ihr Termin ist verlegt. Die neue Bestätigung ist per E-Mail unterwegs; der Link der alten E-Mail gilt nicht mehr.',
  abgesagt: 'Ihr Termin ist abgesagt. Die Zeit ist wieder frei für andere. Sie bekommen eine kurze Bestätigung per E-Mail.',
} as const;

/**
 * /rathaus/termine/t/<link>: an appointment behind its sealed link (ADR 55), the confirmation after the
 * booking and the place to change or cancel it, without a login. Nobody sees it without the link.
 */
export default function TerminPage({ data }: PageProps<TerminData>) {
  const t = data.termin;
  const abgesagt = t.status === 'abgesagt';
  const dienste = t.dienste.map((d) => (d.personen > 1 ? `${d.name} (für ${d.personen} Personen)` : d.name)).join(', ');
  return (
    <PageFrame title={abgesagt ? 'Termin abgesagt' : data.neu === 'gebucht' ? 'Ihr Termin ist gebucht' : 'Ihr Termin im Bürgerbüro'}>
      {data.neu ? (
        <div className="st-danke" role="status">
          <p>{NEU[data.neu]}</p>
        </div>
      ) : null}
      {data.message ? (
        <div className="st-form__summary" role="alert">
          <p>{data.message}</p>
        </div>
      ) : null}
      <dl className="st-termine__auswahl">
        <dt>Wann</dt>
        <dd>
          {longGermanDate(t.tag)}, {zeitText(t.zeit)} bis {zeitText(t.ende)}
          {abgesagt ? ' (abgesagt)' : ''}
        </dd>
        <dt>Wo</dt>
        <dd>
          Bürgerbüro, {TOWN.address.location}, {TOWN.address.street}, {TOWN.address.zip} {TOWN.address.city}
        </dd>
        <dt>Anliegen</dt>
        <dd>{dienste}</dd>
        <dt>Name</dt>
        <dd>{t.name}</dd>
        <dt>E-Mail</dt>
        <dd>{t.email}</dd>
        {t.telefon ? (
          <>
            <dt>Telefon</dt>
            <dd>{t.telefon}</dd>
          </>
        ) : null}
      </dl>
      {!abgesagt && t.dienste.some((d) => d.unterlagen.length) ? (
        <>
          <h2>Bitte mitbringen</h2>
          {t.dienste
            .filter((d) => d.unterlagen.length)
            .map((d) => (
              <section key={d.id} aria-labelledby={`mitbringen-${d.id}`}>
                <h3 id={`mitbringen-${d.id}`}>{d.personen > 1 ? `${d.name} (für ${d.personen} Personen)` : d.name}</h3>
                <ul>
                  {d.unterlagen.map((u) => (
                    <li key={u}>{u}</li>
                  ))}
                </ul>
              </section>
            ))}
        </>
      ) : null}
      {data.offen ? (
        <>
          <h2>Termin ändern oder absagen</h2>
          <p>
            <Link className="st-button st-button--secondary" to={`${TERMINE_PFAD}tag?dienste=${auswahlText(t.dienste)}&t=${t.link}`}>
              Anderen Tag oder andere Uhrzeit wählen
            </Link>
          </p>
          <ActionForm action={terminPfad(t.link)} csrf={data.csrf} className="st-form">
            <input type="hidden" name="_aktion" value="absagen" />
            <p>Wenn Sie nicht kommen können, sagen Sie bitte ab: Dann bekommt jemand anderes die Zeit.</p>
            <button type="submit" className="st-button">
              Termin absagen
            </button>
          </ActionForm>
        </>
      ) : null}
      {abgesagt ? (
        <p>
          <Link to={`${TERMINE_PFAD}tag?dienste=${auswahlText(t.dienste)}`}>Neuen Termin für dasselbe Anliegen buchen</Link>
        </p>
      ) : null}
      <p className="st-form__note">
        Bewahren Sie den Link aus der E-Mail auf und geben Sie ihn nicht weiter: Wer ihn hat, kann den Termin ändern oder absagen.
      </p>
    </PageFrame>
  );
}
