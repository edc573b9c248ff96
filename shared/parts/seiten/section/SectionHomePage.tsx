import { MENUS } from '../../../site/menus';
import type { PageProps } from '../../../routing/types';
import type { MenuItem } from '../../../site/menu-types';
import { island } from '../../../app/island';
import { Icon } from '../../../components/icons/Icon';
import { Link } from '../../../components/Link';
import { OpeningHours } from '../../../components/footer/OpeningHours';
import { Prose } from '../../../components/Prose';
import { PageFrame } from '../../../components/PageFrame';
import { useLayout } from '../../../layouts/layout-context';
import { useSite } from '../../../app/site-context';
import { hasAddressContent, normalizePath, visibleItems } from '../../../site/menu-state';
import { layoutFor, type MiniSiteLayoutDef } from '../../../site/sections';
import { BUERGERBUERO_HOURS, TOWN } from '../../../site/town';
import { newsListPath } from '../../../site/news-paths';
import type { SectionHomeData } from './section.server';
import { NewsDateList } from '../../../components/news/NewsDateList';
import { PostalAddress } from '../../../components/PostalAddress';
import { ContactLines } from '../../../components/sidebar/ContactLines';

/** The hero as an island that loads at once, declared only where a hero is shown (HomePage, ADR 75). */
const Hero = island(() => import('../../../components/hero/Hero').then((m) => m.Hero));

/**
 * Home of a section (/rathaus/, /musterstadt/, …) or mini-site (/feuerwehr/, …): the section's own
 * hero images (spec §2.5) above the usual section frame (breadcrumb, title, sidebar), with the
 * introduction from the CMS, the section's menu groups as topic cards and, for the town hall, the
 * latest Rathausnachrichten. Mini-sites and the town hall add their contact box to the sidebar.
 */
export default function SectionHomePage({ data }: PageProps<SectionHomeData>) {
  const { site, page } = useSite();
  const { name } = useLayout();
  const title = data.title;
  // Mini-sites (spec §2.2): their home shows the whole mini-site menu and their own contact box.
  const layout = layoutFor(page.pathname);
  const mini = layout.kind === 'mini-site' ? layout : null;
  const items = visibleItems(MENUS[name], site.content);
  // Main sections: the groups of their top-level entry; mini-sites: their whole menu.
  const groups = (mini ? items : (items.find((m) => normalizePath(m.link) === normalizePath(page.pathname))?.sub ?? [])).filter((g) => g.hasContent !== false);

  return (
    <>
      <Hero slides={data.hero} label={`Bilder: ${title}`} />
      <PageFrame title={title} sidebar={mini ? <MiniSiteContact info={mini} /> : data.bereich === 'rathaus' ? <BuergerbueroBox /> : undefined}>
        {data.seite ? <Prose html={data.seite.inhalt} /> : null}

        {groups.length > 0 ? (
          <section className="st-section-home__block" aria-labelledby="bereich-themen">
            <h2 id="bereich-themen">Themen im Überblick</h2>
            <ul className="st-topics">
              {groups.map((g) => (
                <TopicCard key={g.link + g.name} group={g} />
              ))}
            </ul>
          </section>
        ) : null}

        {!data.seite && groups.length === 0 ? <p className="st-empty">Zu diesem Bereich sind noch keine Seiten eingetragen.</p> : null}

        {data.news.length > 0 ? (
          <section className="st-section-home__block" aria-labelledby="bereich-aktuelles">
            <div className="st-home__head">
              <h2 id="bereich-aktuelles">Rathausnachrichten</h2>
              <Link className="st-more" to={newsListPath(data.news[0]!.rubrik)}>
                Alle Rathausnachrichten
              </Link>
            </div>
            <NewsDateList items={data.news} />
          </section>
        ) : null}
      </PageFrame>
    </>
  );
}

/** A menu entry as a link; external entries open in a new tab and say so (spec §2.6). */
function MenuLink({ item, className, icon = false }: { item: MenuItem; className?: string; icon?: boolean }) {
  if (item.extern) {
    return (
      <a className={className} href={item.link} target="_blank" rel="noopener noreferrer">
        {icon ? <Icon name="external-link" size={16} /> : null}
        <span>
          {item.name}
          <span className="st-visually-hidden"> (öffnet in einem neuen Fenster)</span>
        </span>
      </a>
    );
  }
  return (
    <Link className={className} to={item.link}>
      {icon ? <Icon name="chevron-right" size={16} /> : null}
      <span>{item.name}</span>
    </Link>
  );
}

/** A menu group as a card: its name, and its entries as links. */
function TopicCard({ group }: { group: MenuItem }) {
  const sub = group.sub ?? [];
  // The group's own address is a link only when none of its entries leads there already.
  const ownPage = sub.length === 0 || !sub.some((i) => normalizePath(i.link) === normalizePath(group.link));
  return (
    <li className="st-topic">
      <h3 className="st-topic__title">{ownPage ? <MenuLink item={group} /> : group.name}</h3>
      {sub.length > 0 ? (
        <ul className="st-topic__links">
          {sub.map((i) => (
            <li key={i.link + i.name}>
              <MenuLink className="st-topic__link" item={i} icon />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Town-hall home: the Bürgerbüro as the first point of contact (spec §2.6 'Ihre 1. Anlaufstelle'). */
function BuergerbueroBox() {
  const { site } = useSite();
  return (
    <section className="st-section-home__box" aria-labelledby="bereich-buergerbuero">
      <h2 className="st-section-home__box-title" id="bereich-buergerbuero">
        Ihre 1. Anlaufstelle: das Bürgerbüro
      </h2>
      <h3 className="st-section-home__box-subtitle">Öffnungszeiten</h3>
      <OpeningHours hours={BUERGERBUERO_HOURS} />
      {hasAddressContent(site.content, TOWN.buergerbueroPage) ? (
        <p>
          <Link className="st-button" to={TOWN.buergerbueroPage}>
            Zum Bürgerbüro
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function MiniSiteContact({ info }: { info: MiniSiteLayoutDef }) {
  const { site } = info;
  return (
    <section className="st-section-home__box" aria-labelledby="bereich-kontakt">
      <h2 className="st-section-home__box-title" id="bereich-kontakt">
        Kontakt
      </h2>
      <PostalAddress address={site.address} />
      <ContactLines phone={site.phone} email={site.email} />
      {info.emergency ? (
        <p className="st-section-home__emergency">
          Im Notfall: Notruf <a href="tel:112">112</a>
        </p>
      ) : null}
    </section>
  );
}
