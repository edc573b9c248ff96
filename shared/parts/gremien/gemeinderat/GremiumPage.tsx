import type { PageProps } from '../../../routing/types';
import { PageFrame } from '../../../components/PageFrame';
import { Prose } from '../../../components/Prose';
import { Link } from '../../../components/Link';
import { formatDate } from '../../../format/date';
import { EmailLink } from '../../verwaltung/components/ContactList';
import { GREMIEN_PATHS, gremiumPath } from './paths';
import { MemberCards } from './MemberCards';
import { SitzungenBlock } from './SitzungenBlock';
import type { GremiumPageData } from './gemeinderat.server';

const LISTE: Record<string, string> = { ausschuss: 'Alle Ausschüsse', fraktion: 'Alle Fraktionen', ortschaftsrat: 'Alle Ortschaftsräte' };

/** One committee, party group or Ortschaftsrat: what it does, its members with their functions, its meetings. */
export default function GremiumPage({ data }: PageProps<GremiumPageData>) {
  const { gremium, mitglieder, sitzungen } = data;
  const eigene = sitzungen.von?.id === gremium.id;
  return (
    <PageFrame title={gremium.name} lead={<Prose html={gremium.beschreibung} />}>
      <dl className="st-orgfacts">
        {gremium.uebergeordnet ? (
          <div className="st-orgfacts__row">
            <dt>Gehört zum</dt>
            <dd>
              <Link to={gremiumPath(gremium.uebergeordnet)}>{gremium.uebergeordnet.name}</Link>
            </dd>
          </div>
        ) : null}
        <div className="st-orgfacts__row">
          <dt>Mitglieder</dt>
          <dd>{gremium.mitglieder}</dd>
        </div>
        {gremium.beginn ? (
          <div className="st-orgfacts__row">
            <dt>Im Amt seit</dt>
            <dd>{formatDate(gremium.beginn)}</dd>
          </div>
        ) : null}
        {gremium.email ? (
          <div className="st-orgfacts__row">
            <dt>E-Mail</dt>
            <dd>
              <EmailLink email={gremium.email} />
            </dd>
          </div>
        ) : null}
      </dl>

      <section className="st-block" aria-labelledby="mitglieder">
        <h2 id="mitglieder">Mitglieder</h2>
        {mitglieder.length ? <MemberCards cards={mitglieder} showFraktion={gremium.art !== 'fraktion'} /> : <p>Zurzeit sind keine Mitglieder eingetragen.</p>}
      </section>

      <SitzungenBlock
        sitzungen={sitzungen}
        name={gremium.name}
        intro={
          !eigene && sitzungen.von
            ? `Die Fraktion hat keine öffentlichen Sitzungen; ihre Mitglieder beraten und entscheiden im ${sitzungen.von.name}. Dessen Sitzungen:`
            : undefined
        }
      />

      <p>
        <Link className="st-back" to={GREMIEN_PATHS[gremium.art]}>
          {LISTE[gremium.art] ?? 'Zum Gemeinderat'}
        </Link>
      </p>
    </PageFrame>
  );
}
