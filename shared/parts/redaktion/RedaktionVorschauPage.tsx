import type { PageProps } from '../../routing/types';
import { Link } from '../../components/Link';
import { ActionForm } from '../../components/forms/ActionForm';
import { ARTEN_DEF, deskPath } from './values';
import NewsDetailPage from '../nachrichten/NewsDetailPage';
import VeranstaltungDetailPage from '../veranstaltungen/VeranstaltungDetailPage';
import ArchivPage from '../archiv/ArchivPage';
import AmtsblattPage from '../amtsblatt/AmtsblattPage';
import ContentPage from '../seiten/content/ContentPage';
import SectionHomePage from '../seiten/section/SectionHomePage';
import HomePage from '../../pages/home/HomePage';
import type { NewsDetailData } from '../nachrichten/news.server';
import type { EventDetailData } from '../veranstaltungen/veranstaltungen.server';
import type { ArchivData } from '../archiv/archiv.server';
import type { AmtsblattData } from '../amtsblatt/amtsblatt.server';
import type { SectionHomeData } from '../seiten/section/section.server';
import type { HomeData } from '../../pages/home/home.server';
import type { Seite } from '../seiten/contract';
import type { Warnhinweis } from '../warnhinweis/contract';
import { WarnBanner } from '../../components/header/WarnBanner';
import AmtDetailPage from '../verwaltung/AmtDetailPage';
import MitarbeiterDetailPage from '../verwaltung/MitarbeiterDetailPage';
import VerfahrenDetailPage from '../verwaltung/VerfahrenDetailPage';
import LebenslagePage from '../verwaltung/LebenslagePage';
import FormularePage from '../verwaltung/FormularePage';
import type { AmtDetailData } from '../verwaltung/aemter.server';
import type { MitarbeiterDetailData } from '../verwaltung/mitarbeiter.server';
import type { FormulareData, LebenslageData, VerfahrenDetailData } from '../verwaltung/wegweiser.server';
import { StatusLabel } from './RedaktionFrame';
import type { RedaktionVorschauData } from './types';

/**
 * The preview (ADR 16): the stored version rendered by the real component of its public page, in the
 * layout, menus, breadcrumb and sidebar of the address it will have (the loader's `shownAs`). Above it
 * a bar says that this is a preview, with the way back and, for what is not public yet, "publish now".
 */
export default function RedaktionVorschauPage({ data }: PageProps<RedaktionVorschauData>) {
  const { vorschau: v, art, ref } = data;
  const def = ARTEN_DEF[art];
  return (
    <>
      <div className="st-container">
        <section className="st-desk__preview" aria-labelledby="vorschau-titel">
          <h2 id="vorschau-titel" className="st-desk__previewtitle">
            Vorschau: {def.wort} „{v.titel}“
          </h2>
          <p>
            So erscheint {def.einzahl} unter <code>{v.pfad}</code>. Status: <StatusLabel status={data.status} />
          </p>
          <ul className="st-desk__actions">
            <li>
              <Link to={deskPath(art, ref)}>Zurück zum Bearbeiten</Link>
            </li>
          </ul>
          {data.status !== 'veroeffentlicht' ? (
            <ActionForm action={deskPath(art, ref)} csrf={data.csrf} className="st-desk__inline">
              <input type="hidden" name="_revision" value={String(data.revision)} />
              <button type="submit" name="_aktion" value="jetzt" className="st-button">
                Jetzt veröffentlichen
              </button>
            </ActionForm>
          ) : null}
        </section>
      </div>
      <Shown vorschau={v} />
    </>
  );
}

function Shown({ vorschau: v }: { vorschau: RedaktionVorschauData['vorschau'] }) {
  switch (v.seite) {
    case 'nachricht':
      return <NewsDetailPage data={v.daten as NewsDetailData} />;
    case 'veranstaltung':
      return <VeranstaltungDetailPage data={v.daten as EventDetailData} />;
    case 'archiv':
      return <ArchivPage data={v.daten as ArchivData} />;
    case 'amtsblatt':
      return <AmtsblattPage data={v.daten as AmtsblattData} />;
    case 'seite':
      return <ContentPage data={v.daten as { seite: Seite }} />;
    case 'bereich':
      return v.pfad === '/' ? <HomePage data={v.daten as HomeData} /> : <SectionHomePage data={v.daten as SectionHomeData} />;
    case 'warnhinweis':
      return (
        <div className="st-container">
          <p>So erscheint der Hinweis oben auf jeder Seite der Website, solange er gültig ist:</p>
          <WarnBanner hinweis={v.daten as Warnhinweis} />
        </div>
      );
    case 'amt':
      return <AmtDetailPage data={v.daten as AmtDetailData} />;
    case 'mitarbeiter':
      return <MitarbeiterDetailPage data={v.daten as MitarbeiterDetailData} />;
    case 'verfahren':
      return <VerfahrenDetailPage data={v.daten as VerfahrenDetailData} />;
    case 'lebenslage':
      return <LebenslagePage data={v.daten as LebenslageData} />;
    case 'formulare':
      return <FormularePage data={v.daten as FormulareData} />;
  }
}
