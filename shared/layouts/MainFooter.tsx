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
          <img
            src={TOWN.crest.src}
            alt={TOWN.crest.alt}
            width={Math.round((30 * TOWN.crest.width) / TOWN.crest.height)}
            height={30}
            className="st-footer__logo"
          />
          {TOWN.qualitySeal ? (
            <img
              src={TOWN.qualitySeal.src}
              alt={TOWN.qualitySeal.alt}
              width={Math.round((33 * TOWN.qualitySeal.width) / TOWN.qualitySeal.height)}
              height={33}
              className="st-footer__logo"
            />
          ) : null}
        </>
      }
    />
  );
}
