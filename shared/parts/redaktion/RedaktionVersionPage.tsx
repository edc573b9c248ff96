import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { ActionForm } from '../../components/forms/ActionForm';
import { AKTION_TITEL, deskPath } from './values';
import { zeitpunkt } from '../../format/zeitpunkt';
import { comparedFields, shownValue } from './RedaktionEditorPage';
import { RedaktionFrame } from './RedaktionFrame';
import type { RedaktionVersionData } from './types';

/** One earlier version beside the current one, field by field, with the button that restores it. */
export default function RedaktionVersionPage({ data }: PageProps<RedaktionVersionData>) {
  const { def } = data;
  const { version: v, aktuell } = data;
  return (
    <RedaktionFrame nav={data.nav} arten={data.arten} title={`Fassung ${v.nr} vergleichen`} art={data.art}>
      <p>
        <Link to={deskPath(data.art, data.ref, '/versionen')}>Zurück zu den Versionen</Link>
      </p>
      {data.message ? (
        <div className="st-form__summary" role="alert">
          <p>{data.message}</p>
        </div>
      ) : null}
      <p>
        Fassung {v.nr}: {AKTION_TITEL[v.aktion]}
        {v.aktion === 'ausgangsstand' ? '' : ` von ${v.name}, ${zeitpunkt(v.zeit)}`}.
      </p>
      <table className="st-desk__compare">
        <caption className="st-visually-hidden">Fassung {v.nr} und die aktuelle Fassung, Feld für Feld</caption>
        <thead>
          <tr>
            <th scope="col">Feld</th>
            <th scope="col">Fassung {v.nr}</th>
            <th scope="col">Aktuell{aktuell ? ` (Fassung ${aktuell.revision})` : ''}</th>
          </tr>
        </thead>
        <tbody>
          {comparedFields(def).map(({ name, label }) => {
            const before = shownValue(def, name, v.felder[name], data.optionen);
            const now = aktuell ? shownValue(def, name, aktuell.felder[name], data.optionen) : '';
            return (
              <tr key={name} className={before !== now ? 'st-desk__changed' : undefined}>
                <th scope="row">
                  {label}
                  {before !== now ? <span className="st-desk__zusatz">geändert</span> : null}
                </th>
                <td className="st-desk__value">{before}</td>
                <td className="st-desk__value">{now}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {aktuell ? (
        <ActionForm action={deskPath(data.art, data.ref, `/versionen/${v.nr}`)} csrf={data.nav.csrf}>
          <input type="hidden" name="_revision" value={String(aktuell.revision)} />
          <p className="st-form__hint">Die Fassung wird als neue Fassung gespeichert; der Status (Entwurf oder veröffentlicht) bleibt, wie er ist.</p>
          <button type="submit" className="st-button">
            Fassung {v.nr} wiederherstellen
          </button>
        </ActionForm>
      ) : null}
    </RedaktionFrame>
  );
}
