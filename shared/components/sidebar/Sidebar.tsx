import type { ReactNode } from 'react';
import { Link } from '../Link';
import type { MenuItem } from '../../site/menu-types';
import { MAIN_FOOTER_LEGAL } from '../../site/menus';
import { TOWN } from '../../site/town';
import { removeintprefix, telformat } from '../../format/text';
import { isInSection, normalizePath, visibleItems } from '../../site/menu-state';
import { useSite } from '../../app/site-context';

/**
 * Accordion sub-menu (spec §2.4, §4): the groups of the current section; the group containing the
 * current page is open. Native <details> with a shared name keeps one group open at a time and works
 * without JavaScript.
 */
export function SubMenu({ section, pathname }: { section: MenuItem; pathname: string }) {
  const current = normalizePath(pathname);
  return (
    <nav className="st-submenu" aria-label={`Bereichsnavigation ${section.name}`}>
      <h2 className="st-submenu__title">{section.name}</h2>
      <ul className="st-submenu__groups">
        {(section.sub ?? []).map((group) => {
          const open = isInSection(group, pathname);
          return (
            <li key={group.name}>
              {group.sub?.length ? (
                <details className="st-submenu__group" name="st-submenu" open={open}>
                  <summary className="st-submenu__summary">{group.name}</summary>
                  <ul className="st-submenu__items">
                    {group.sub.map((item) => (
                      <li key={item.link}>
                        {item.extern ? (
                          <a className="st-submenu__link" href={item.link} target="_blank" rel="noopener noreferrer">
                            {item.name}
                            <span className="st-visually-hidden"> (öffnet in einem neuen Fenster)</span>
                          </a>
                        ) : (
                          <Link
                            className="st-submenu__link"
                            to={item.link}
                            aria-current={normalizePath(item.link) === current ? 'page' : undefined}
                          >
                            {item.name}
                          </Link>
                        )}
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <Link className="st-submenu__link" to={group.link}>
                  {group.name}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Contextual info (spec §2.4 without the navigation flag): administration address, phone, fax, emergency. */
export function ContactInfoBox() {
  const a = TOWN.address;
  return (
    <section className="st-infobox" aria-labelledby="infobox-kontakt">
      <h2 className="st-infobox__title" id="infobox-kontakt">{TOWN.administration}</h2>
      <address>
        {a.location}
        <br />
        {a.street}
        <br />
        {a.zip} {a.city}
      </address>
      <p>
        Telefon: <a href={`tel:${telformat(TOWN.phone)}`}>{removeintprefix(TOWN.phone)}</a>
        <br />
        Fax: {removeintprefix(TOWN.fax)}
        <br />
        E-Mail: <a href={`mailto:${TOWN.email}`}>{TOWN.email}</a>
      </p>
      <h3 className="st-infobox__subtitle">Notrufnummern</h3>
      <ul className="st-infobox__list">
        {TOWN.emergency.map((e) => (
          <li key={e.label}>
            {e.label}: <a href={`tel:${telformat(e.number)}`}>{removeintprefix(e.number)}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Default sidebar (spec §2.4): legal links and the town-hall address. */
export function LegalLinksBox() {
  return (
    <nav className="st-infobox" aria-labelledby="infobox-rechtliches">
      <h2 className="st-infobox__title" id="infobox-rechtliches">Service</h2>
      <ul className="st-infobox__list">
        {MAIN_FOOTER_LEGAL.map((l) => (
          <li key={l.href}>
            <Link to={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Picks the sidebar for a path: the section's sub-menu when it has one, then the contact box. */
export function Sidebar({ pathname, menu, children }: { pathname: string; menu: MenuItem[]; children?: ReactNode }) {
  const { site } = useSite();
  const section = visibleItems(menu, site.content).find((m) => normalizePath(m.link) !== '/' && isInSection(m, pathname));
  return (
    <aside className="st-sidebar" aria-label="Seitenleiste">
      {children}
      {section ? <SubMenu section={section} pathname={pathname} /> : <LegalLinksBox />}
      <ContactInfoBox />
    </aside>
  );
}
