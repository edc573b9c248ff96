import type { PageProps } from '../../routing/types';
import { ActionForm } from '../../components/forms/ActionForm';
import { EINLESEN_PATH, EinlesenFrame } from './EinlesenFrame';
import type { EinlesenFormData } from './types';

const value = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

/** /intranet/redaktion/einlesen/:art: a file or an address; sending it shows the preview (nothing is changed yet). */
export default function EinlesenFormPage({ data }: PageProps<EinlesenFormData>) {
  const { art, errors } = data;
  const server = art.eingabe === 'server';
  return (
    <EinlesenFrame nav={data.nav} title={`${art.titel} einlesen`}>
      <p>{art.beschreibung}</p>
      {data.message ? (
        <div className="st-form__summary" role="alert">
          <p>{data.message}</p>
        </div>
      ) : null}
      <ActionForm action={`${EINLESEN_PATH}/${art.art}`} csrf={data.nav.csrf} files={!server}>
        {server ? null : (
          <div className="st-form__field">
            <label className="st-form__label" htmlFor="einlesen-datei">
              Datei
            </label>
            <p className="st-form__hint" id="einlesen-datei-hinweis">
              Höchstens 20 MB. Statt einer Datei können Sie unten die Adresse angeben, unter der sie liegt.
            </p>
            {errors.datei ? (
              <p className="st-form__error" id="einlesen-datei-fehler">
                {errors.datei}
              </p>
            ) : null}
            <input
              id="einlesen-datei"
              name="datei"
              type="file"
              accept={art.dateitypen ?? undefined}
              aria-describedby={`einlesen-datei-hinweis${errors.datei ? ' einlesen-datei-fehler' : ''}`}
              aria-invalid={errors.datei ? true : undefined}
            />
          </div>
        )}
        <div className="st-form__field">
          <label className="st-form__label" htmlFor="einlesen-url">
            {server ? 'Adresse des Systems' : 'oder Adresse der Datei'}
            {server ? null : <span className="st-form__optional"> (optional)</span>}
          </label>
          {server ? (
            <p className="st-form__hint" id="einlesen-url-hinweis">
              Die Adresse des OParl-Systems, z. B. https://ratsinfo.example/oparl/v1. Ab dem zweiten Lauf werden nur die Änderungen gelesen.
            </p>
          ) : null}
          {errors.url ? (
            <p className="st-form__error" id="einlesen-url-fehler">
              {errors.url}
            </p>
          ) : null}
          <input
            id="einlesen-url"
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            required={server}
            defaultValue={value(data.values.url)}
            aria-describedby={[server ? 'einlesen-url-hinweis' : '', errors.url ? 'einlesen-url-fehler' : ''].filter(Boolean).join(' ') || undefined}
            aria-invalid={errors.url ? true : undefined}
          />
        </div>
        {art.jahr ? (
          <div className="st-form__field">
            <label className="st-form__label" htmlFor="einlesen-jahr">
              Jahr <span className="st-form__optional">(optional)</span>
            </label>
            <p className="st-form__hint" id="einlesen-jahr-hinweis">
              Übernommen werden nur die Termine dieses Jahres; andere Jahre bleiben, wie sie sind. Ohne Angabe das Jahr mit den meisten Terminen der Datei, z.
              B. {data.jahrVorschlag}.
            </p>
            {errors.jahr ? (
              <p className="st-form__error" id="einlesen-jahr-fehler">
                {errors.jahr}
              </p>
            ) : null}
            <input
              id="einlesen-jahr"
              name="jahr"
              type="text"
              inputMode="numeric"
              size={6}
              defaultValue={value(data.values.jahr)}
              aria-describedby={`einlesen-jahr-hinweis${errors.jahr ? ' einlesen-jahr-fehler' : ''}`}
              aria-invalid={errors.jahr ? true : undefined}
            />
          </div>
        ) : null}
        <button type="submit" className="st-button">
          Vorschau anzeigen
        </button>
      </ActionForm>
    </EinlesenFrame>
  );
}
