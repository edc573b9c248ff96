import { useEffect, useState } from 'react';
import type { Abfallart, Abfuhrtermin } from './contract';
import { Link } from '../../components/Link';
import { InfoBox } from '../../components/sidebar/InfoBox';
import { useGetForm } from '../../components/sidebar/get-form';
import { ABFALL_ACTIONS, ABFALL_PATH, ACTION_LABELS, actionPath, type AbfallAction } from './paths';
import type { StreetBase } from './abfall.server';

const HEX_RE = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

/**
 * The colour of a bin as a small square; decorative, the type's name always stands next to it.
 * An SVG fill rather than an inline style: the CSP allows no style attributes, and browsers print
 * fills but drop background colours.
 */
export function Swatch({ farbe }: { farbe: string }) {
  return (
    <svg className="st-abfall__swatch" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="15" height="15" rx="3" fill={HEX_RE.test(farbe) ? farbe : '#4a5260'} stroke="#1f2328" strokeOpacity="0.35" />
    </svg>
  );
}

export function artOf(arten: Abfallart[], key: string): Abfallart {
  return arten.find((a) => a.key === key) ?? { id: 0, key, titel: key, kuerzel: key, farbe: '#4a5260', hinweis: '' };
}

/** One collection in a list: swatch, type and its note (holiday shift, stops of the hazardous-waste vehicle). */
export function TerminLine({ termin, arten }: { termin: Abfuhrtermin; arten: Abfallart[] }) {
  const art = artOf(arten, termin.art);
  return (
    <>
      <span className="st-abfall__art">
        <Swatch farbe={art.farbe} />
        {art.titel}
      </span>
      {termin.hinweis ? <span className="st-abfall__hinweis">{termin.hinweis}</span> : null}
    </>
  );
}

/**
 * Sidebar box of the action pages: the chosen street, its district and the three views of it.
 * The links keep the waste-type selection.
 */
export function StrasseBox({ base }: { base: StreetBase }) {
  const { strasse, action, gewaehlt } = base;
  return (
    <InfoBox title="Ihre Straße" className="st-abfall__box">
      <p className="st-infobox__name">
        {strasse.name}
        <br />
        <span className="st-abfall__ortsteil">{strasse.ortsteil}</span>
      </p>
      <p>Abfuhrbezirk {strasse.abfuhrbezirk.titel}</p>
      <ul className="st-infobox__list">
        {ABFALL_ACTIONS.map((a) => (
          <li key={a}>
            <Link to={actionPath(a, strasse.uuid, a === 'jahresuebersicht' ? [] : gewaehlt)} aria-current={a === action ? 'page' : undefined}>
              {ACTION_LABELS[a]}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link className="st-back" to={ABFALL_PATH}>
          Andere Straße wählen
        </Link>
      </p>
    </InfoBox>
  );
}

/**
 * The waste-type filter: checkboxes in a GET form (works without JavaScript; with it the page is
 * loaded client-side). Nothing ticked means all types.
 */
export function ArtenFilter({ base, action, legend }: { base: StreetBase; action: AbfallAction; legend: string }) {
  const target = actionPath(action, base.strasse.uuid);
  const { onSubmit } = useGetForm(target);
  const all = base.gewaehlt.length === 0;
  return (
    <form key={base.gewaehlt.join(',')} className="st-abfall__filter" method="get" action={target} onSubmit={onSubmit}>
      <fieldset>
        <legend>{legend}</legend>
        <ul className="st-abfall__choices">
          {base.arten.map((a) => (
            <li key={a.key}>
              <label>
                <input type="checkbox" name="arten" value={a.key} defaultChecked={all || base.gewaehlt.includes(a.key)} />
                <Swatch farbe={a.farbe} />
                {a.titel}
              </label>
            </li>
          ))}
        </ul>
        <p className="st-abfall__filterhint">Ohne Auswahl werden alle Abfallarten gezeigt.</p>
      </fieldset>
      <button className="st-button st-button--secondary" type="submit">
        Auswahl anwenden
      </button>
    </form>
  );
}

/** „Drucken“ button: only where JavaScript runs (the text next to it names the browser's print function). */
export function PrintButton() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <button type="button" className="st-button st-abfall__print" hidden={!ready} onClick={() => window.print()}>
      Drucken
    </button>
  );
}
