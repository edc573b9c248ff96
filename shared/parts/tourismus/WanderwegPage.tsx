import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { Link } from '../../components/Link';
import { ExternalEmbed } from '../../components/consent/ExternalEmbed';
import { OPENSTREETMAP, TOURENPORTAL } from '../../components/consent/providers';
import { useSite } from '../../app/site-context';
import { dauerText, kmText, SCHWIERIGKEIT_TEXT, WANDERN_PATH } from './paths';
import type { WanderwegData } from './tourismus.server';

/**
 * /gaeste/wandern-walken/{slug}: one route with its key figures and text, the hiking portal's tour
 * (map, profile, GPS data) and a map of the starting point, both behind two-click consent.
 */
export default function WanderwegPage({ data }: PageProps<WanderwegData>) {
  const { title } = useSite().page;
  const { item } = data;
  return (
    <PageFrame title={title}>
      <dl className="st-tourismus__facts st-tourismus__facts--tour">
        <div>
          <dt>Länge</dt>
          <dd>{kmText(item.laenge_km)}</dd>
        </div>
        <div>
          <dt>Aufstieg</dt>
          <dd>{item.hoehenmeter} Höhenmeter</dd>
        </div>
        <div>
          <dt>Gehzeit</dt>
          <dd>{dauerText(item.dauer_min)}</dd>
        </div>
        <div>
          <dt>Schwierigkeit</dt>
          <dd>
            <span className={`st-level st-level--${item.schwierigkeit}`}>{SCHWIERIGKEIT_TEXT[item.schwierigkeit]}</span>
          </dd>
        </div>
        <div>
          <dt>Start</dt>
          <dd>{item.start}</dd>
        </div>
      </dl>
      <Prose html={item.text} />
      {data.tourHref ? (
        <ExternalEmbed
          provider={TOURENPORTAL}
          title="Tourenkarte, Höhenprofil und GPS-Daten"
          kind="script"
          src={data.tourSrc}
          href={data.tourHref}
          linkText={`„${item.titel}“ im ${TOURENPORTAL.name} ansehen`}
          height={480}
        />
      ) : null}
      {data.map ? (
        <ExternalEmbed
          provider={OPENSTREETMAP}
          title="Karte des Startpunkts"
          kind="iframe"
          src={data.map.src}
          href={data.map.href}
          linkText="Startpunkt auf openstreetmap.org ansehen"
          height={360}
        />
      ) : null}
      <p className="st-tourismus__back">
        <Link to={WANDERN_PATH}>Alle Wanderwege</Link>
      </p>
    </PageFrame>
  );
}
