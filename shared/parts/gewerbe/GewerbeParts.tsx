import type { GewerbeItem, GewerbeRubrik } from './contract';
import { Link } from '../../components/Link';
import { InfoBox } from '../../components/sidebar/InfoBox';
import { removeintprefix, telformat } from '../../format/text';
import { GEWERBE_PATH, gewerbeRubrikPath, shortAddress } from './paths';

/** A phone number as a tel: link (spec §9 filters): digits for dialling, the national form for reading. */
export function TelLink({ telefon }: { telefon: string }) {
  return <a href={`tel:${telformat(telefon)}`}>{removeintprefix(telefon)}</a>;
}

/** '1 Betrieb', '12 Betriebe'. */
export const betriebe = (n: number) => `${n} ${n === 1 ? 'Betrieb' : 'Betriebe'}`;

/** The categories as a grid of links with their number of entries (start page). */
export function RubrikGrid({ rubriken }: { rubriken: GewerbeRubrik[] }) {
  return (
    <ul className="st-gewerbe-rubriken">
      {rubriken.map((r) => (
        <li key={r.id} className="st-gewerbe-rubriken__item">
          <Link className="st-gewerbe-rubriken__link" to={gewerbeRubrikPath(r.url)}>
            <span className="st-gewerbe-rubriken__title">{r.titel}</span>
            <span className="st-gewerbe-rubriken__count">{betriebe(r.anzahl)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Sidebar box of the category and entry pages: all categories, the current one marked. */
export function RubrikenBox({ rubriken, current, isPage }: { rubriken: GewerbeRubrik[]; current: string; isPage: boolean }) {
  if (rubriken.length === 0) return null;
  return (
    <InfoBox title="Branchen" className="st-gewerbe-box">
      <ul className="st-infobox__list">
        {rubriken.map((r) => (
          <li key={r.id}>
            <Link
              to={gewerbeRubrikPath(r.url)}
              aria-current={r.url === current ? (isPage ? 'page' : 'true') : undefined}
              className={r.url === current ? 'st-gewerbe-box__current' : undefined}
            >
              {r.titel} <span className="st-gewerbe-box__count">({r.anzahl})</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="st-gewerbe-box__all">
        <Link className="st-back" to={GEWERBE_PATH}>
          Gewerbeverzeichnis
        </Link>
      </p>
    </InfoBox>
  );
}

/**
 * Entries as rows: name (link), specialisation and, in a category's list, the short address and
 * phone; on the start page the category instead.
 */
export function EntryList({ items, headingLevel, details }: { items: GewerbeItem[]; headingLevel: 2 | 3; details: 'kontakt' | 'rubrik' }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="st-gewerbe-list">
      {items.map((g) => (
        <li key={g.id} className="st-gewerbe-list__item">
          <H className="st-gewerbe-list__name">
            <Link to={g.url}>{g.name}</Link>
          </H>
          <p className="st-gewerbe-list__spez">{g.spezialisierung}</p>
          {details === 'kontakt' ? (
            <p className="st-gewerbe-list__kontakt">
              <span>{shortAddress(g.adresse)}</span>
              {g.telefon ? (
                <span>
                  <span className="st-gewerbe-list__label">Telefon </span>
                  <TelLink telefon={g.telefon} />
                </span>
              ) : null}
            </p>
          ) : (
            <p className="st-gewerbe-list__rubrik">
              <span className="st-visually-hidden">Branche: </span>
              {g.rubrik.titel}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
