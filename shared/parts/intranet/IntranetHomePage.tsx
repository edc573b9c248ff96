import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { LoginForm } from '../../pages/login/LoginForm';
import { formatDate, isoDate } from '../../format/date';
import { IntranetFrame, LoadFailed } from './IntranetFrame';
import type { IntranetHomeData, IntranetLoginData } from './types';
import { TOWN } from '../../site/town';
import { FIRST_ADMIN_COMMAND } from '../../site/first-admin';

function Home({ data }: { data: IntranetHomeData }) {
  const { nav } = data;
  return (
    <IntranetFrame nav={nav} title="Intranet">
      <p className="st-intranet__welcome">Willkommen, {`${nav.user.vorname} ${nav.user.nachname}`}.</p>
      <section aria-labelledby="intranet-neueste">
        <h2 id="intranet-neueste">Neueste Mitteilungen</h2>
        {data.latest === null ? (
          <LoadFailed what="Die Liste der neuesten Mitteilungen" />
        ) : data.latest.length === 0 ? (
          <p>Zurzeit gibt es keine Mitteilungen.</p>
        ) : (
          <ul className="st-intranet__texts">
            {data.latest.map((t) => (
              <li key={`${t.rubrik}-${t.id}`} className="st-intranet__text">
                <Link to={`/intranet/texte/${t.rubrik}/${t.url}`}>{t.titel}</Link>
                <p className="st-meta">
                  <time dateTime={isoDate(t.datum_von)}>{formatDate(t.datum_von)}</time> · {t.rubrik_titel}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="intranet-start-thema">
        <h2 id="intranet-start-thema">{data.start?.thema ?? 'Dienstanweisungen'}</h2>
        {data.start === null ? (
          <LoadFailed what="Das Archiv" />
        ) : data.start.archiv.length === 0 ? (
          <p>Zurzeit gibt es hier keine gültigen Einträge.</p>
        ) : (
          <ul className="st-intranet__links">
            {data.start.archiv.map((a) => (
              <li key={a.id}>
                <Link to={`/intranet/archiv/${data.start!.id}#archiv-${a.id}`}>{a.titel}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="intranet-bereiche">
        <h2 id="intranet-bereiche">Bereiche</h2>
        <div className="st-intranet__areas">
          <div>
            <h3>Archiv</h3>
            {nav.themen ? (
              <ul className="st-intranet__links">
                {nav.themen.map((t) => (
                  <li key={t.id}>
                    <Link to={`/intranet/archiv/${t.id}`}>{t.thema}</Link>{' '}
                    <span className="st-meta">
                      ({t.anzahl} {t.anzahl === 1 ? 'Eintrag' : 'Einträge'})
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <LoadFailed what="Die Liste der Archivthemen" />
            )}
          </div>
          <div>
            <h3>Mitteilungen</h3>
            {nav.rubriken ? (
              <ul className="st-intranet__links">
                {nav.rubriken.map((r) => (
                  <li key={r.id}>
                    <Link to={`/intranet/texte/${r.url}`}>{r.titel}</Link>
                  </li>
                ))}
              </ul>
            ) : (
              <LoadFailed what="Die Liste der Rubriken" />
            )}
          </div>
        </div>
      </section>
    </IntranetFrame>
  );
}

/** /intranet: the login form when logged out, the intranet home when logged in (spec §4). */
export default function IntranetHomePage({ data }: PageProps<IntranetLoginData | IntranetHomeData>) {
  return data.kind === 'login' ? (
    <LoginForm
      data={data}
      action="/intranet"
      title="Anmeldung zum Intranet"
      intro={`Das Intranet ist den Beschäftigten der ${TOWN.administration} vorbehalten. Bitte melden Sie sich mit Ihrer dienstlichen E-Mail-Adresse an.`}
    >
      {data.ersterAdmin ? (
        <section className="st-panel st-intranet__erster-admin" aria-labelledby="erster-admin">
          <h2 className="st-panel__title" id="erster-admin">
            Noch kein Zugang mit Verwaltungsrechten
          </h2>
          <p>
            Diese Website hat noch keinen Zugang mit der Rolle „admin“. Den ersten legt, wer die Website betreibt, auf dem Server an (das Passwort wird
            abgefragt oder aus INTRANET_PASSWORT gelesen):
          </p>
          <p>
            <code>{FIRST_ADMIN_COMMAND}</code>
          </p>
          <p>Mit diesem Zugang legen Sie danach unter „Zugänge verwalten“ alle weiteren an.</p>
        </section>
      ) : null}
    </LoginForm>
  ) : (
    <Home data={data} />
  );
}
