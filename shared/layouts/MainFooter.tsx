import { SiteFooter } from '../components/footer/SiteFooter';
import { MAIN_FOOTER_LEGAL, MAIN_FOOTER_NAV } from '../site/menus';
import { BUERGERBUERO_HOURS, TOWN } from '../site/town';

/** The footer of the main layout. */
export function MainFooter() {
  return (
    <SiteFooter
      title={TOWN.administration}
      address={TOWN.address}
      phone={TOWN.phone}
      email={TOWN.email}
      hoursTitle="Öffnungszeiten Bürgerbüro"
      hours={BUERGERBUERO_HOURS}
      nav={MAIN_FOOTER_NAV}
      legal={MAIN_FOOTER_LEGAL}
      logos={
        <>
          <img src="/images/wappen.svg" alt="Wappen der Stadt Musterstadt" width={26} height={30} className="st-footer__logo" />
          <img src="/images/qualitaetssiegel.svg" alt="Siegel: Familienfreundliche Kommune" width={33} height={33} className="st-footer__logo" />
        </>
      }
    />
  );
}
