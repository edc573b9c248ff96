import type { PageProps } from '../../../routing/types';
import { Link } from '../../../components/Link';
import { formatEventDate, isoDate } from '../../../format/date';
import { DocumentList } from '../../intranet/DocumentDownload';
import { ratsterminPath } from '../../ratstermine/paths';
import { ratsterminTitle } from '../../ratstermine/ratstermin-text';
import { RATSINFO_SITZUNGEN_PATH, ratsinfoVorlagePath } from './paths';
import { RatsinfoFrame } from './RatsinfoFrame';
import { NichtoeffentlichBadge } from './VorlagenListe';
import type { RatsinfoSitzungData } from './ratsinfo.server';

/** /ratsinfo/sitzungen/{slug}: the whole agenda, public and non-public, with the paper of every item. */
export default function RatsinfoSitzungPage({ data }: PageProps<RatsinfoSitzungData>) {
  const { sitzung } = data;
  const oeffentlich = sitzung.tagesordnung.filter((p) => p.oeffentlich);
  const nichtoeffentlich = sitzung.tagesordnung.filter((p) => !p.oeffentlich);
  const Teil = ({ items }: { items: typeof sitzung.tagesordnung }) => (
    <ol className="st-agenda" start={items[0]?.nr}>
      {items.map((p) => (
        <li key={p.nr} value={p.nr} className="st-agenda__item">
          <span className="st-agenda__titel">{p.titel}</span>
          {p.oeffentlich ? null : <NichtoeffentlichBadge />}
          {p.vorlage ? (
            <span className="st-agenda__vorlage">
              Vorlage <Link to={ratsinfoVorlagePath(p.vorlage.slug)}>{`${p.vorlage.nummer}: ${p.vorlage.titel}`}</Link>
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
  return (
    <RatsinfoFrame nav={data.nav} title={ratsterminTitle(sitzung)}>
      <dl className="st-ratstermin__facts">
        <dt>Gremium</dt>
        <dd>{sitzung.gremium.name}</dd>
        <dt>Beginn</dt>
        <dd>
          <time dateTime={isoDate(sitzung.datum)}>{formatEventDate(sitzung.datum)}</time>
        </dd>
        <dt>Ort</dt>
        <dd>{sitzung.ort}</dd>
        <dt>Öffentliche Seite</dt>
        <dd>
          <Link to={ratsterminPath(sitzung.slug)}>Sitzungstermin auf der Website</Link>
        </dd>
      </dl>
      <section aria-labelledby="tagesordnung">
        <h2 id="tagesordnung">Tagesordnung</h2>
        {oeffentlich.length ? (
          <>
            <h3>Öffentlicher Teil</h3>
            <Teil items={oeffentlich} />
          </>
        ) : null}
        {nichtoeffentlich.length ? (
          <>
            <h3>Nichtöffentlicher Teil</h3>
            <Teil items={nichtoeffentlich} />
          </>
        ) : null}
        {sitzung.tagesordnung.length === 0 ? <p>Die Tagesordnung wird noch bekannt gegeben.</p> : null}
      </section>
      {sitzung.dokumente.length ? <DocumentList items={sitzung.dokumente} area="ratsinfo" title="Sitzungsunterlagen" headingLevel={2} /> : null}
      <p>
        <Link className="st-back" to={RATSINFO_SITZUNGEN_PATH}>
          Alle Sitzungen Ihrer Gremien
        </Link>
      </p>
    </RatsinfoFrame>
  );
}
