import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { STATUS, STATUS_TITEL, deskPath } from './values';
import { LoadFailed } from '../intranet/IntranetFrame';
import { RedaktionFrame, UpstreamNotice } from './RedaktionFrame';
import type { RedaktionStartData } from './types';

/** /intranet/redaktion: the kinds of content with their numbers per status, and where to start. */
export default function RedaktionStartPage({ data }: PageProps<RedaktionStartData>) {
  return (
    <RedaktionFrame nav={data.nav} arten={data.arten} title="Redaktion">
      {data.upstream ? (
        <UpstreamNotice />
      ) : data.anzahlen === null ? (
        <LoadFailed what="Die Übersicht der Inhalte" />
      ) : (
        <>
          <p>Hier legen Sie Inhalte der Website an, ändern sie, sehen sie vorab an und veröffentlichen sie – sofort oder zu einem geplanten Zeitpunkt.</p>
          {data.leer.length ? (
            <section className="st-intranet__notice" aria-labelledby="redaktion-leer">
              <h2 id="redaktion-leer">Was noch fehlt</h2>
              <ul>
                {data.leer.map((l) => (
                  <li key={l.titel}>
                    {l.titel}: <Link to={l.pfad}>{l.text}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <ul className="st-desk__kinds">
            {data.anzahlen.map(({ art, anzahl }) => {
              const def = data.arten.find((a) => a.name === art);
              if (!def) return null;
              return (
                <li key={art} className="st-desk__kind">
                  <h2 className="st-desk__kindtitle">
                    <Link to={deskPath(art)}>{def.titel}</Link>
                  </h2>
                  <p>{def.beschreibung}</p>
                  <p className="st-desk__counts">{STATUS.map((s) => `${anzahl[s]} ${STATUS_TITEL[s]}`).join(' · ')}</p>
                  <p>
                    <Link to={deskPath(art, 'neu')} className="st-button st-button--secondary">
                      {def.wort} anlegen<span className="st-visually-hidden"> ({def.titel})</span>
                    </Link>
                  </p>
                </li>
              );
            })}
          </ul>
          <p>
            <Link to="/intranet/redaktion/einlesen">Daten einlesen: übernehmen, was die Stadt von anderen bekommt</Link>
          </p>
          <p>
            <Link to="/intranet/redaktion/protokoll">Protokoll: Wer hat was wann veröffentlicht?</Link>
          </p>
        </>
      )}
    </RedaktionFrame>
  );
}
