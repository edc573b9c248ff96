import type { PageProps } from '../../../routing/types';
import { ActionForm } from '../../../components/forms/ActionForm';
import { IntranetFrame, LoadFailed } from '../../intranet/IntranetFrame';
import { zeitpunkt } from '../../../format/zeitpunkt';
import type { Open311Data } from './types';

/**
 * The keys of the Open311 API (ADR 54): who files reports through /open311/v2/ (an app, a dashboard).
 * A new key is shown once, in the form that issues it; revoked keys file nothing from that moment on.
 */
export default function Open311Page({ data }: PageProps<Open311Data>) {
  const { errors } = data;
  return (
    <IntranetFrame nav={data.nav} title="Open311-Schlüssel">
      <p>
        Über die Schnittstelle Open311 GeoReport v2 unter <code>/open311/v2/</code> lesen Apps und Auswertungen die veröffentlichten Meldungen. Wer Meldungen
        einreichen will, braucht einen Schlüssel von Ihnen. Eingereichte Meldungen durchlaufen dieselben Prüfungen wie das Formular der Website.
      </p>
      {data.gespeichert === 'ausgegeben' ? (
        <p className="st-intranet__notice" role="status">
          Der Schlüssel ist ausgegeben. Er ist nur als Prüfsumme gespeichert und lässt sich nicht mehr anzeigen.
        </p>
      ) : null}
      {data.gespeichert === 'widerrufen' ? (
        <p className="st-intranet__notice" role="status">
          Der Schlüssel ist widerrufen.
        </p>
      ) : null}
      {data.message ? (
        <p className="st-intranet__error" role="alert">
          {data.message}
        </p>
      ) : null}

      <section aria-labelledby="open311-neu">
        <h2 id="open311-neu">Neuen Schlüssel ausgeben</h2>
        <ActionForm action="/intranet/open311" csrf={data.nav.csrf} className="st-intranet__form">
          <input type="hidden" name="_aktion" value="ausgeben" />
          <div className="st-intranet__field">
            <label htmlFor="open311-schluessel">Schlüssel (nur jetzt sichtbar: kopieren Sie ihn, bevor Sie ausgeben)</label>
            <input id="open311-schluessel" name="schluessel" value={data.neu} readOnly size={52} autoComplete="off" spellCheck={false} />
          </div>
          <div className="st-intranet__field">
            <label htmlFor="open311-name">Wer nutzt den Schlüssel?</label>
            <input
              id="open311-name"
              name="name"
              defaultValue={data.name}
              maxLength={120}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'open311-name-fehler' : undefined}
            />
            {errors.name ? (
              <p className="st-form__error" id="open311-name-fehler">
                <span className="st-visually-hidden">Fehler: </span>
                {errors.name}
              </p>
            ) : null}
          </div>
          <div>
            <button type="submit" className="st-button">
              Schlüssel ausgeben
            </button>
          </div>
        </ActionForm>
      </section>

      <section aria-labelledby="open311-liste">
        <h2 id="open311-liste">Ausgegebene Schlüssel</h2>
        {data.schluessel === null ? (
          <LoadFailed what="Die Schlüssel" />
        ) : data.schluessel.length === 0 ? (
          <p>Noch kein Schlüssel ausgegeben.</p>
        ) : (
          <table className="st-table">
            <thead>
              <tr>
                <th scope="col">Genutzt von</th>
                <th scope="col">Beginnt mit</th>
                <th scope="col">Ausgegeben</th>
                <th scope="col">Zuletzt genutzt</th>
                <th scope="col">Stand</th>
              </tr>
            </thead>
            <tbody>
              {data.schluessel.map((k) => (
                <tr key={k.id}>
                  <td>{k.name}</td>
                  <td>
                    <code>{k.anfang}…</code>
                  </td>
                  <td>
                    {zeitpunkt(k.erstellt)} von {k.erstellt_von}
                  </td>
                  <td>{k.zuletzt ? zeitpunkt(k.zuletzt) : 'nie'}</td>
                  <td>
                    {k.widerrufen ? (
                      `widerrufen ${zeitpunkt(k.widerrufen)} von ${k.widerrufen_von ?? ''}`
                    ) : (
                      <ActionForm action="/intranet/open311" csrf={data.nav.csrf}>
                        <input type="hidden" name="_aktion" value="widerrufen" />
                        <input type="hidden" name="id" value={k.id} />
                        <button type="submit" className="st-button st-button--secondary" aria-label={`Schlüssel von ${k.name} widerrufen`}>
                          Widerrufen
                        </button>
                      </ActionForm>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </IntranetFrame>
  );
}
