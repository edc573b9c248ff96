import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Swatch } from './AbfallParts';
import { ABFALL_PATH, MUELLABFUHR_PATH, UUID_RE, actionPath } from './paths';
import type { ChooserData } from './abfall.server';
import { ContentLink } from '../../components/ContentLink';

/**
 * The street chooser: one <select> grouped by Ortsteil in a GET form. Without JavaScript the
 * server answers `?strasse=` with a redirect to the street's dates; with it the page goes there
 * directly.
 */
export default function AbfallkalenderPage({ data }: PageProps<ChooserData>) {
  const navigate = useNavigate();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const uuid = new FormData(e.currentTarget).get('strasse');
    if (typeof uuid === 'string' && UUID_RE.test(uuid)) {
      e.preventDefault();
      navigate(actionPath('termine', uuid));
    }
  };
  return (
    <PageFrame
      title="Abfallkalender"
      lead={
        <p>
          Wann wird bei Ihnen Restmüll, Biotonne, Papier oder der Gelbe Sack abgeholt? Wählen Sie Ihre Straße: Sie sehen die nächsten Termine, eine
          Jahresübersicht zum Ausdrucken und können die Termine in Ihren Kalender übernehmen.
        </p>
      }
    >
      <form className="st-abfall__chooser" method="get" action={ABFALL_PATH} onSubmit={onSubmit}>
        {data.unbekannt ? (
          <p className="st-abfall__error" role="alert" id="strasse-fehler">
            Diese Straße ist uns nicht bekannt. Bitte wählen Sie Ihre Straße aus der Liste.
          </p>
        ) : null}
        <label className="st-abfall__label" htmlFor="strasse">
          Straße
        </label>
        <select
          className="st-select st-abfall__select"
          id="strasse"
          name="strasse"
          required
          defaultValue=""
          aria-describedby={data.unbekannt ? 'strasse-fehler strasse-hinweis' : 'strasse-hinweis'}
        >
          <option value="" disabled>
            Bitte wählen
          </option>
          {data.gruppen.map((g) => (
            <optgroup key={g.ortsteil} label={g.ortsteil}>
              {g.strassen.map((s) => (
                <option key={s.uuid} value={s.uuid}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <p className="st-abfall__hint" id="strasse-hinweis">
          Die Straßen sind nach Ortsteilen geordnet: Kernstadt, dann die Ortsteile.
        </p>
        <button className="st-button" type="submit">
          Termine anzeigen
        </button>
      </form>

      {data.arten.length ? (
        <section className="st-abfall__arten" aria-labelledby="abfallarten">
          <h2 id="abfallarten">Abfallarten</h2>
          <ul className="st-abfall__artlist">
            {data.arten.map((a) => (
              <li key={a.key} className="st-abfall__artitem">
                <h3 className="st-abfall__arttitle">
                  <Swatch farbe={a.farbe} />
                  {a.titel}
                </h3>
                <p>{a.hinweis}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        Gebühren, Sperrmüllkarten und wer die Abfuhr übernimmt: <ContentLink to={MUELLABFUHR_PATH}>Informationen zur Müllabfuhr</ContentLink>
      </p>
    </PageFrame>
  );
}
