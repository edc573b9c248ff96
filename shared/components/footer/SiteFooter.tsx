import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../Link';
import { footerHref, type FooterLink } from '../../site/menus';
import { TOWN, type OpeningDay } from '../../site/town';
import { removeintprefix, telformat } from '../../format/text';
import { OpeningHours } from './OpeningHours';
import { PostalAddress } from '../PostalAddress';
import { useSite } from '../../app/site-context';
import { hasAddressContent } from '../../site/menu-state';
import type { Address } from '../../contract/address';

export interface SiteFooterProps {
  title: string;
  address: Address;
  phone: string;
  email: string;
  hoursTitle: string;
  hours: OpeningDay[];
  nav: FooterLink[];
  legal: FooterLink[];
  /** Logos at the bottom (crest, seal). */
  logos?: ReactNode;
}

export function SiteFooter({ title, address, phone, email, hoursTitle, hours, nav: allNav, legal: allLegal, logos }: SiteFooterProps) {
  const { pathname } = useLocation();
  const { site } = useSite();
  // Only links to pages with content (an empty site has no legal pages yet, ADR 31).
  const nav = allNav.filter((l) => hasAddressContent(site.content, l.href));
  const legal = allLegal.filter((l) => hasAddressContent(site.content, l.href));
  return (
    <footer className="st-footer" id="kontakt">
      <div className="st-container st-footer__grid">
        <section className="st-footer__col" aria-labelledby="footer-kontakt">
          <h2 className="st-footer__heading" id="footer-kontakt">
            {title}
          </h2>
          <PostalAddress className="st-footer__address" address={address} />
          <p>
            Telefon: <a href={`tel:${telformat(phone)}`}>{removeintprefix(phone)}</a>
            <br />
            E-Mail: <a href={`mailto:${email}`}>{email}</a>
          </p>
        </section>
        <section className="st-footer__col" aria-labelledby="footer-zeiten">
          <h2 className="st-footer__heading" id="footer-zeiten">
            {hoursTitle}
          </h2>
          <OpeningHours hours={hours} />
        </section>
        {nav.length ? (
          <nav className="st-footer__col" aria-labelledby="footer-nav">
            {/* Not "Schnellzugriff": the home page's tiles carry that name, and two navigations of one name cannot be told apart. */}
            <h2 className="st-footer__heading" id="footer-nav">
              Wichtige Seiten
            </h2>
            <ul className="st-footer__links">
              {nav.map((l) => (
                <li key={l.href}>
                  <Link to={l.href}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="st-footer__bottom">
        <div className="st-container st-footer__bottom-inner">
          <div className="st-footer__logos">{logos}</div>
          <nav aria-label="Rechtliches und Barrierefreiheit">
            <ul className="st-footer__legal">
              {legal.map((l) => (
                <li key={l.href}>
                  <Link to={footerHref(l, pathname)}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="st-footer__copy">© {TOWN.administration}</p>
        </div>
      </div>
    </footer>
  );
}
