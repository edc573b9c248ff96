import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { Link } from '../../components/Link';
import { LeadFigure } from '../../components/media/CmsImage';
import { KontaktBox, PhaseDates, PhasenTimeline, SiteStatusText } from './BaustellenParts';
import { BAUSTELLEN_PATH, parkenPath, umbauPath } from './paths';
import type { BaustelleData } from './baustellen.server';

export default function BaustelleDetailPage({ data }: PageProps<BaustelleData>) {
  const { item } = data;
  return (
    <PageFrame title={item.titel} sidebar={<KontaktBox kontakt={item.kontakt} />}>
      <dl className="st-bfacts">
        <div className="st-bfacts__row">
          <dt>Ort</dt>
          <dd>{item.strasse}</dd>
        </div>
        <div className="st-bfacts__row">
          <dt>Ortsteil</dt>
          <dd>{item.ortsteil}</dd>
        </div>
        <div className="st-bfacts__row">
          <dt>Bauzeit</dt>
          <dd>{item.beginn ? <PhaseDates von={item.beginn} bis={item.ende} /> : 'noch offen'}</dd>
        </div>
        <div className="st-bfacts__row">
          <dt>Stand</dt>
          <dd>
            <SiteStatusText status={item.status} />
          </dd>
        </div>
      </dl>
      {item.bild ? <LeadFigure bild={item.bild} /> : null}
      <Prose html={item.beschreibung} />
      <h2>Bauphasen</h2>
      <PhasenTimeline phasen={item.phasen} />
      {item.umleitung ? (
        <>
          <h2>Umleitung und Verkehrsführung</h2>
          <Prose html={item.umleitung} />
        </>
      ) : null}
      <h2>Parken</h2>
      <p>
        Wo Parkplätze wegfallen und wo Sie stattdessen parken können, lesen Sie unter{' '}
        <Link to={parkenPath(item.slug)}>Hinweise zum Parken an dieser Baustelle</Link>.
      </p>
      <p>
        <Link className="st-more" to={umbauPath(item.slug)}>
          Bauphasen als Tabelle<span className="st-visually-hidden">: {item.titel}</span>
        </Link>
      </p>
      <p>
        <Link className="st-back" to={BAUSTELLEN_PATH}>
          Alle Baustellen
        </Link>
      </p>
    </PageFrame>
  );
}
