import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Link } from '../../components/Link';
import { ActionForm } from '../../components/forms/ActionForm';
import { useSite } from '../../app/site-context';
import { zeitpunkt } from '../../format/zeitpunkt';
import { Ampel } from './Ampel';
import { Karte } from './Karte';
import { tag } from './datum';
import { MELDUNG_STATUS_TITEL, MELDUNGEN_PATH, meldungPath } from './values';
import type { MeldungData } from './meldungen.server';
import type { MeldungVerlauf } from './contract';

const verlaufText = (v: MeldungVerlauf) => {
  switch (v.art) {
    case 'eingegangen':
      return 'Meldung eingegangen.';
    case 'status':
      return v.status ? `Status: ${MELDUNG_STATUS_TITEL[v.status]}.` : 'Status geändert.';
    case 'antwort':
      return `Antwort der Stadt: ${v.text ?? ''}`;
    case 'freigegeben':
      return 'Veröffentlicht.';
    default:
      return v.text ?? '';
  }
};

/** One public report: status, place, date, the town's answer, approved text and photos, its history and "Ich bin auch betroffen". */
export default function MeldungPage({ data }: PageProps<MeldungData>) {
  const { title } = useSite().page;
  const m = data.meldung;
  const error = data.errors.email;
  return (
    <PageFrame title={title}>
      <p>
        <Link to={MELDUNGEN_PATH}>Alle Meldungen</Link>
      </p>
      <dl className="st-meldung__daten">
        <dt>Status</dt>
        <dd>
          <Ampel status={m.status} />
        </dd>
        <dt>Kategorie</dt>
        <dd>{m.kategorie_name}</dd>
        <dt>Ort</dt>
        <dd>
          {m.adresse ?? 'Ohne Ortsangabe'}
          {m.ortsteil ? ` (${m.ortsteil})` : ''}
        </dd>
        <dt>Gemeldet am</dt>
        <dd>
          <time dateTime={m.erstellt}>{tag(m.erstellt)}</time>
        </dd>
      </dl>
      {m.text ? (
        <section aria-labelledby="meldung-text">
          <h2 id="meldung-text">Die Meldung</h2>
          <p className="st-meldung__text">{m.text}</p>
        </section>
      ) : null}
      {m.antwort ? (
        <section aria-labelledby="meldung-antwort">
          <h2 id="meldung-antwort">Antwort der Stadt</h2>
          <p className="st-meldung__text">{m.antwort}</p>
        </section>
      ) : null}
      {m.fotos.length ? (
        <section aria-labelledby="meldung-fotos">
          <h2 id="meldung-fotos">Fotos</h2>
          <ul className="st-meldung__fotos">
            {m.fotos.map((f) => (
              <li key={f.url}>
                <img src={f.url} alt={f.alt} width={f.breite} height={f.hoehe} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {m.lat !== null ? (
        <section aria-labelledby="meldung-karte">
          <h2 id="meldung-karte">Auf der Karte</h2>
          <Karte items={[m]} />
        </section>
      ) : null}
      <section aria-labelledby="meldung-verlauf">
        <h2 id="meldung-verlauf">Verlauf</h2>
        <ol className="st-meldung__verlauf">
          {m.verlauf.map((v, i) => (
            <li key={i}>
              <time dateTime={v.zeit}>{zeitpunkt(v.zeit)}</time>: {verlaufText(v)}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="betroffen" className="st-meldung__betroffen">
        <h2 id="betroffen">Ich bin auch betroffen</h2>
        {data.abo === 'gesendet' ? (
          <p role="status" className="st-meldung__hinweis">
            Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre Anmeldung mit dem Link darin (innerhalb von 7 Tagen).
          </p>
        ) : data.abo === 'bereits' ? (
          <p role="status" className="st-meldung__hinweis">
            Diese E-Mail-Adresse erhält bereits Nachrichten zu dieser Meldung.
          </p>
        ) : null}
        <p>
          Sie erhalten eine E-Mail, wenn sich der Status ändert oder die Stadt antwortet. Ihre Adresse sehen nur wir; Sie können sich mit einem Klick wieder
          abmelden. Eine neue Meldung brauchen Sie dafür nicht.
        </p>
        {data.message ? (
          <p className="st-form__summary" role="alert">
            {data.message}
          </p>
        ) : null}
        <ActionForm action={meldungPath(m.id)} csrf={data.csrf} className="st-meldung__aboform">
          <div className={`st-form__field${error ? ' st-form__field--invalid' : ''}`}>
            <label className="st-form__label" htmlFor="betroffen-email">
              Ihre E-Mail-Adresse
            </label>
            {error ? (
              <p className="st-form__error" id="betroffen-email-fehler">
                {error}
              </p>
            ) : null}
            <input
              id="betroffen-email"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              required
              defaultValue={data.values.email ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'betroffen-email-fehler' : undefined}
            />
          </div>
          <button type="submit" className="st-button">
            Benachrichtigen lassen
          </button>
        </ActionForm>
      </section>
    </PageFrame>
  );
}
