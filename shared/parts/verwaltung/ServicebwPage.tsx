import { useLocation } from 'react-router-dom';
import type { PageProps } from '../../routing/types';
import { PageFrame } from '../../components/PageFrame';
import { Prose } from '../../components/Prose';
import { Link } from '../../components/Link';
import { Icon } from '../../components/icons/Icon';
import type { IconName } from '../../components/icons/icon-names';
import type { ServicebwData } from './servicebw.server';
import { linksFor } from './links';
import { LetterBar } from './components/LetterBar';
import { ServicebwNav } from './components/ServicebwNav';

const AREA: { href: string; title: string; text: string; icon: IconName }[] = [
  {
    href: '/servicebw/fachbereiche',
    title: 'Fachbereiche',
    text: 'Ämter und Sachgebiete mit Aufgaben, Öffnungszeiten und Ansprechpersonen.',
    icon: 'building-2',
  },
  { href: '/servicebw/mitarbeiter', title: 'Ansprechpersonen', text: 'Mitarbeiterinnen und Mitarbeiter von A bis Z mit Durchwahl und E-Mail.', icon: 'phone' },
  { href: '/servicebw/formulare', title: 'Formulare', text: 'Anträge und Vordrucke zum Herunterladen.', icon: 'file-text' },
];

/** /servicebw/: the service area's introduction from the CMS and the ways into the area. */
export default function ServicebwPage({ data }: PageProps<ServicebwData>) {
  const { pathname } = useLocation();
  const links = linksFor('servicebw');
  return (
    <PageFrame title={data.seite?.titel ?? 'Service-BW'} sidebar={<ServicebwNav pathname={pathname} />}>
      {data.seite ? <Prose html={data.seite.inhalt} /> : null}
      <section className="st-panel" aria-labelledby="servicebw-az">
        <h2 className="st-panel__title" id="servicebw-az">
          Leistungen von A bis Z
        </h2>
        <p>Wählen Sie den Anfangsbuchstaben der Leistung, die Sie suchen.</p>
        <LetterBar label="Leistungen nach Anfangsbuchstaben" href={links.buchstabe} available={data.buchstaben} emptyText="keine Leistungen" />
      </section>
      <section className="st-block" aria-labelledby="servicebw-bereiche">
        <h2 id="servicebw-bereiche">Weitere Angebote</h2>
        <ul className="st-teasers">
          {AREA.map((a) => (
            <li className="st-teaser" key={a.href}>
              <Icon className="st-teaser__icon" name={a.icon} size={28} />
              <div>
                <h3 className="st-teaser__title">
                  <Link to={a.href}>{a.title}</Link>
                </h3>
                <p>{a.text}</p>
              </div>
            </li>
          ))}
          <li className="st-teaser">
            <Icon className="st-teaser__icon" name="external-link" size={28} />
            <div>
              <h3 className="st-teaser__title">
                <a href="https://www.service-bw.de/" target="_blank" rel="noopener noreferrer">
                  Landesportal service-bw.de
                  <span className="st-visually-hidden"> (öffnet in einem neuen Fenster)</span>
                </a>
              </h3>
              <p>Online-Anträge und Leistungen aller Behörden in Baden-Württemberg.</p>
            </div>
          </li>
        </ul>
      </section>
    </PageFrame>
  );
}
