import type { PageProps } from '../../routing/types';
import { ActionForm } from '../../components/forms/ActionForm';
import { IntranetFrame } from '../intranet/IntranetFrame';
import { INTRANET_PFAD, THEMA_TITEL } from './values';
import type { IntranetData } from './types';

/**
 * The alerts in the intranet (ADR 50): subscribers per topic, counts only (no editor ever sees an
 * address); the "send now" of the warning banner valid now to a district's subscribers; for admins
 * the export of one person's stored data (GDPR Art. 15).
 */
export default function BenachrichtigungenIntranetPage({ data }: PageProps<IntranetData>) {
  const { zahlen: z, werte, errors } = data;
  const auskunft = werte.auskunft;
  return (
    <IntranetFrame nav={data.nav} title="E-Mail-Benachrichtigungen">
      {data.message && !auskunft ? (
        <p role="alert" className="st-form__summary">
          {data.message}
        </p>
      ) : null}
      {data.gesendet !== null ? (
        <p role="status" className="st-danke">
          Der Hinweis geht an {data.gesendet} {data.gesendet === 1 ? 'Adresse' : 'Adressen'}.
        </p>
      ) : null}
      <h2>Abonnements</h2>
      {z ? (
        <>
          <p>
            {z.personen} {z.personen === 1 ? 'Adresse hat' : 'Adressen haben'} mindestens eine bestätigte Benachrichtigung
            {z.pausiert ? `; ${z.pausiert} ${z.pausiert === 1 ? 'ist' : 'sind'} pausiert, weil E-Mails mehrmals zurückkamen` : ''}. Adressen werden hier nie
            gezeigt.
          </p>
          {z.themen.length ? (
            <table className="st-inbox__table">
              <caption className="st-visually-hidden">Abonnements je Thema</caption>
              <thead>
                <tr>
                  <th scope="col">Thema</th>
                  <th scope="col">Bestätigt</th>
                  <th scope="col">Unbestätigt</th>
                </tr>
              </thead>
              <tbody>
                {z.themen.map((t) => (
                  <tr key={`${t.thema}:${t.bezug}`}>
                    <th scope="row">{t.titel || THEMA_TITEL[t.thema]}</th>
                    <td>{t.aktiv}</td>
                    <td>{t.offen}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>Noch niemand hat Benachrichtigungen bestellt.</p>
          )}
        </>
      ) : (
        <p role="alert">Die Zahlen können gerade nicht geladen werden.</p>
      )}

      <h2>Dringenden Hinweis jetzt per E-Mail senden</h2>
      {data.warnhinweis ? (
        <ActionForm action={INTRANET_PFAD} csrf={data.nav.csrf} className="st-intranet__form">
          <input type="hidden" name="_aktion" value="dringend" />
          <input type="hidden" name="warnhinweis" value={String(data.warnhinweis.id)} />
          <p>
            Der Warnhinweis, der jetzt auf der Website steht: <strong>{data.warnhinweis.titel}</strong> – {data.warnhinweis.text}
          </p>
          <div className={`st-intranet__field${errors.ortsteil ? ' st-intranet__field--invalid' : ''}`}>
            <label htmlFor="dringend-ortsteil">An die Abonnentinnen und Abonnenten in</label>
            {errors.ortsteil ? (
              <p className="st-intranet__fielderror" id="dringend-ortsteil-fehler">
                {errors.ortsteil}
              </p>
            ) : null}
            <select
              id="dringend-ortsteil"
              name="ortsteil"
              defaultValue={werte.ortsteil ?? ''}
              aria-describedby={errors.ortsteil ? 'dringend-ortsteil-fehler' : undefined}
            >
              <option value="">Bitte wählen</option>
              <option value="alle">der ganzen Stadt ({z ? z.personen : '?'} Adressen)</option>
              {(z?.ortsteile ?? []).map((o) => (
                <option key={o.ortsteil} value={o.ortsteil}>
                  {o.ortsteil} ({o.personen} Adressen)
                </option>
              ))}
            </select>
          </div>
          <div className={`st-intranet__field${errors.sicher ? ' st-intranet__field--invalid' : ''}`}>
            {errors.sicher ? (
              <p className="st-intranet__fielderror" id="dringend-sicher-fehler">
                {errors.sicher}
              </p>
            ) : null}
            <label htmlFor="dringend-sicher">
              <input type="checkbox" id="dringend-sicher" name="sicher" value="ja" aria-describedby={errors.sicher ? 'dringend-sicher-fehler' : undefined} />{' '}
              Ja, jetzt an alle diese Adressen senden
            </label>
          </div>
          <button type="submit" className="st-button">
            Jetzt senden
          </button>
        </ActionForm>
      ) : (
        <p>
          Es ist gerade kein Warnhinweis veröffentlicht. Schreiben Sie zuerst in der Redaktion einen Warnhinweis (Straße gesperrt, Abkochgebot); er erscheint
          oben auf jeder Seite und kann dann hier an die Betroffenen gesendet werden.
        </p>
      )}

      {data.admin ? (
        <>
          <h2>Auskunft über gespeicherte Daten (Art. 15 DSGVO)</h2>
          <ActionForm action={INTRANET_PFAD} csrf={data.nav.csrf} className="st-intranet__form">
            <input type="hidden" name="_aktion" value="auskunft" />
            <div className={`st-intranet__field${errors.email ? ' st-intranet__field--invalid' : ''}`}>
              <label htmlFor="auskunft-email">E-Mail-Adresse der anfragenden Person</label>
              {errors.email ? (
                <p className="st-intranet__fielderror" id="auskunft-email-fehler">
                  {errors.email}
                </p>
              ) : null}
              <input
                type="email"
                id="auskunft-email"
                name="email"
                defaultValue={werte.email ?? ''}
                aria-describedby={errors.email ? 'auskunft-email-fehler' : undefined}
              />
            </div>
            <button type="submit" className="st-button">
              Auskunft erstellen
            </button>
          </ActionForm>
          {auskunft ? (
            <section aria-labelledby="auskunft-titel">
              <h3 id="auskunft-titel">Gespeicherte Daten</h3>
              <p>
                <a href={`data:application/json;charset=utf-8,${encodeURIComponent(auskunft)}`} download="auskunft-benachrichtigungen.json">
                  Als Datei herunterladen
                </a>
              </p>
              <pre className="st-abo__auskunft" tabIndex={0}>
                {auskunft}
              </pre>
            </section>
          ) : null}
        </>
      ) : null}
    </IntranetFrame>
  );
}
