import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { ActionForm } from '../../components/forms/ActionForm';
import { EINLESEN_PATH, EinlesenFrame, STATUS_TEXT, instant } from './EinlesenFrame';
import type { EinlesenLaufData } from './types';

const ART_TEXT = { neu: 'neu', geaendert: 'geändert', entfernt: 'entfernt' } as const;

/**
 * /intranet/redaktion/einlesen/:art/:lauf: the preview of a run (new, changed, removed, problems) with
 * the button that applies it; after applying, what changed and the button that undoes it.
 */
export default function EinlesenLaufPage({ data }: PageProps<EinlesenLaufData>) {
  const { lauf } = data;
  const { plan } = lauf;
  const action = `${EINLESEN_PATH}/${lauf.art}/${lauf.id}`;
  const nichts = plan.neu + plan.geaendert + plan.entfernt === 0;
  const heading = lauf.status === 'vorschau' ? `Vorschau: ${lauf.titel}` : `Eingelesen: ${lauf.titel}`;
  return (
    <EinlesenFrame nav={data.nav} title={heading}>
      {data.message ? (
        <div className="st-form__summary" role="alert">
          <p>{data.message}</p>
          {data.konflikte.length ? (
            <ul>
              {data.konflikte.map((k, i) => (
                <li key={`${k.titel}-${i}`}>
                  {k.was}: {k.titel}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : data.erfolg === 'uebernommen' ? (
        <div className="st-intranet__notice" role="status">
          <p>Die Daten wurden übernommen und sind gespeichert.</p>
        </div>
      ) : data.erfolg === 'rueckgaengig' ? (
        <div className="st-intranet__notice" role="status">
          <p>Der Lauf wurde rückgängig gemacht.</p>
        </div>
      ) : null}
      <dl className="st-einlesen__facts">
        <dt>Quelle</dt>
        <dd>{lauf.quelle}</dd>
        <dt>Stand</dt>
        <dd>
          {STATUS_TEXT[lauf.status]}
          {lauf.angewendet ? `, übernommen am ${instant(lauf.angewendet)} von ${lauf.name}` : `, gelesen am ${instant(lauf.erstellt)}`}
          {lauf.rueckgaengig ? `, rückgängig gemacht am ${instant(lauf.rueckgaengig)}` : ''}
        </dd>
      </dl>
      <h2>{lauf.status === 'vorschau' ? 'Was sich ändern wird' : 'Was sich geändert hat'}</h2>
      <p className="st-einlesen__summary">
        {plan.neu} neu, {plan.geaendert} geändert, {plan.entfernt} entfernt
      </p>
      {nichts ? <p>Es gibt nichts zu ändern: Der Stand der Website entspricht bereits diesen Daten.</p> : null}
      {plan.probleme.length ? (
        <>
          <h2>Probleme</h2>
          <ul className="st-einlesen__problems">
            {plan.probleme.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      ) : null}
      {plan.zeilen.length ? (
        <table className="st-desk__table">
          <caption className="st-visually-hidden">Änderungen im Einzelnen</caption>
          <thead>
            <tr>
              <th scope="col">Änderung</th>
              <th scope="col">Was</th>
              <th scope="col">Eintrag</th>
            </tr>
          </thead>
          <tbody>
            {plan.zeilen.map((z, i) => (
              <tr key={`${z.titel}-${i}`}>
                <td>{ART_TEXT[z.art]}</td>
                <td>{z.was}</td>
                <td>{z.titel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {plan.neu + plan.geaendert + plan.entfernt > plan.zeilen.length ? <p>Die Liste zeigt die ersten {plan.zeilen.length} Änderungen.</p> : null}
      {plan.hinweise.length ? (
        <details>
          <summary>Hinweise zur Datei ({plan.hinweise.length})</summary>
          <ul>
            {plan.hinweise.map((h, i) => (
              <li key={`${h}-${i}`}>{h}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {lauf.status === 'vorschau' ? (
        <ActionForm action={action} csrf={data.nav.csrf} className="st-desk__buttons">
          <input type="hidden" name="aktion" value="anwenden" />
          <button type="submit" className="st-button">
            Übernehmen
          </button>
          <Link to={`${EINLESEN_PATH}/${lauf.art}`}>Abbrechen, andere Datei wählen</Link>
        </ActionForm>
      ) : lauf.rueckgaengigMoeglich ? (
        <ActionForm action={action} csrf={data.nav.csrf} className="st-desk__buttons">
          <input type="hidden" name="aktion" value="rueckgaengig" />
          <button type="submit" className="st-button st-button--secondary">
            Rückgängig machen
          </button>
        </ActionForm>
      ) : null}
      <p>
        <Link to={EINLESEN_PATH}>Zur Übersicht des Einlesens</Link>
      </p>
    </EinlesenFrame>
  );
}
