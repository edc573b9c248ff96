import { SiteFooter } from '../components/footer/SiteFooter';
import { MENUS } from '../site/menus';
import { layoutNamed, type MiniSiteLayoutDef } from '../site/sections';

/** The footer of a mini-site: its contact, hours and menu. */
export function MiniSiteFooter({ layout }: { layout: MiniSiteLayoutDef['name'] }) {
  const def = layoutNamed(layout) as MiniSiteLayoutDef;
  const mini = def.site;
  return (
    <SiteFooter
      title={mini.name}
      address={mini.address}
      phone={mini.phone}
      email={mini.email}
      hoursTitle={def.hoursTitle}
      hours={mini.hours}
      nav={MENUS[layout].map((m) => ({ label: m.name, href: m.link }))}
      legal={mini.footer}
    />
  );
}
