import type { PageProps } from '../../../routing/types';
import { Link } from '../../../components/Link';
import { LoginForm } from '../../../pages/login/LoginForm';
import type { LoginData } from '../../../pages/login/types';
import { SitzungenListe } from '../gemeinderat/SitzungenBlock';
import { RATSINFO_PATH, RATSINFO_SITZUNGEN_PATH, RATSINFO_VORLAGEN_PATH, ratsinfoSitzungPath } from './paths';
import { LoadFailed, RatsinfoFrame } from './RatsinfoFrame';
import { VorlagenListe } from './VorlagenListe';
import type { RatsinfoHomeData } from './ratsinfo.server';
import { TOWN } from '../../../site/town';
import { RATSTERMINE_PATH } from '../../ratstermine/paths';

function Home({ data }: { data: RatsinfoHomeData }) {
  const { nav } = data;
  return (
    <RatsinfoFrame nav={nav} title="Ratsinformationssystem">
      <p className="st-intranet__welcome">Willkommen, {`${nav.user.vorname} ${nav.user.nachname}`}.</p>
      <section aria-labelledby="ratsinfo-sitzungen">
        <h2 id="ratsinfo-sitzungen">Kommende Sitzungen Ihrer Gremien</h2>
        {data.kommend === null ? (
          <LoadFailed what="Die Liste der Sitzungen" />
        ) : (
          <SitzungenListe items={data.kommend} leer="Zurzeit sind keine Sitzungen angekündigt." href={(t) => ratsinfoSitzungPath(t.slug)} />
        )}
        <p>
          <Link to={RATSINFO_SITZUNGEN_PATH}>Alle Sitzungen Ihrer Gremien</Link>
        </p>
      </section>
      <section aria-labelledby="ratsinfo-vorlagen">
        <h2 id="ratsinfo-vorlagen">Neueste Vorlagen</h2>
        {data.vorlagen === null ? <LoadFailed what="Die Liste der Vorlagen" /> : <VorlagenListe items={data.vorlagen} />}
        <p>
          <Link to={RATSINFO_VORLAGEN_PATH}>Alle Vorlagen</Link>
        </p>
      </section>
    </RatsinfoFrame>
  );
}

/** /ratsinfo: the login of council members without a council session, their start page with one. */
export default function RatsinfoHomePage({ data }: PageProps<LoginData | RatsinfoHomeData>) {
  return data.kind === 'login' ? (
    <LoginForm
      data={data}
      action={RATSINFO_PATH}
      title="Anmeldung zum Ratsinformationssystem"
      intro="Das Ratsinformationssystem ist den Mitgliedern des Gemeinderats und der Ortschaftsräte vorbehalten. Hier finden Sie die nichtöffentlichen Tagesordnungen, Beschlussvorlagen und Sitzungsunterlagen Ihrer Gremien. Bitte melden Sie sich mit Ihrem Zugang für das Ratsinformationssystem an; der Zugang zum Intranet gilt hier nicht."
    >
      <p>
        Ihren Zugang erhalten Sie beim {TOWN.oparl.contactName}, E-Mail <a href={`mailto:${TOWN.oparl.contactEmail}`}>{TOWN.oparl.contactEmail}</a>. Die
        öffentlichen Sitzungstermine und Unterlagen finden Sie ohne Anmeldung unter <Link to={RATSTERMINE_PATH}>Sitzungstermine</Link>.
      </p>
    </LoginForm>
  ) : (
    <Home data={data} />
  );
}
