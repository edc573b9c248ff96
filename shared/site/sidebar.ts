import { districtPageById, isDistrictKey, type DistrictKey, type DistrictPage } from './districts';
import { TOWN } from './town';
import { slugId } from '../format/slug-id';
import { navigationFor, SIDEBAR_FLAGS, type SidebarFlags, type SidebarNavigation } from '../components/sidebar/navigation';

/*
 * The section navigation part (the flag, navigationFor, the accordion's menu helpers) lives in
 * components/sidebar/navigation.ts: the sidebar needs it in the first-load JavaScript (the error
 * page shows it), while sidebarFor and the district data load only with the section pages.
 * esbuild splits chunks by file, so the two halves are two files. The types of the navigation part
 * live there too, so that the two files do not import each other.
 */
export { SIDEBAR_NAVIGATION, SIDEBAR_FLAGS, navigationFor, sectionMenu, openGroupIndex, currentLink } from '../components/sidebar/navigation';
export type { SidebarFlags, SidebarMenuKey, SidebarNavigation } from '../components/sidebar/navigation';

/**
 * What the sidebar of a path shows (spec §2.4), one member per variant. `kind` names the box above
 * the section navigation; the page supplies the data of the data-driven ones (years, procedure
 * contact, event categories, event details, Fasnet link lists) through PageFrame's `sidebar` prop.
 */
export type SidebarDescriptor =
  | { kind: 'navigation'; nav: SidebarNavigation }
  | { kind: 'amtsblatt'; nav: SidebarNavigation }
  | { kind: 'news-years'; nav: SidebarNavigation }
  | { kind: 'procedure'; nav: SidebarNavigation }
  /** page is null on a district's overview (/musterstadt/bombach/). */
  | { kind: 'district'; nav: SidebarNavigation; district: DistrictKey; page: DistrictPage | null }
  | { kind: 'mayor'; nav: SidebarNavigation }
  | { kind: 'event-filter'; nav: SidebarNavigation; variant: 'gaeste' | 'stadtleben' }
  | { kind: 'event-detail'; nav: SidebarNavigation }
  | { kind: 'gaeste-info'; nav: SidebarNavigation; topic: GaesteInfoTopic }
  /** Legal links and the town-hall address: home, service area, intranet, unknown sections. */
  | { kind: 'default' };

export type SidebarKind = SidebarDescriptor['kind'];

export type GaesteInfoTopic = 'fasnet' | 'fasnetvereine' | 'maerkte';

/**
 * Picks the sidebar for a path from its section (first segment) and its second and third segments;
 * a segment may carry an id after its slug ('bombach-verwaltung_590'). Pure, so it can be tested
 * with a table of paths and runs the same on server and client.
 */
export function sidebarFor(pathname: string, flags: SidebarFlags = SIDEBAR_FLAGS): SidebarDescriptor {
  const nav = navigationFor(pathname, flags);
  if (!nav) return { kind: 'default' };
  const segs = (pathname.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const [section, second = '', third] = segs;

  if (section === 'rathaus') {
    if (second === 'amtsblatt') return { kind: 'amtsblatt', nav };
    if (second === 'buergernachrichten' && !third) return { kind: 'news-years', nav };
    // /rathaus/wegweiser/verfahren/{buchstabe}/{slug_id}
    if (second === 'wegweiser' && third === 'verfahren' && slugId(segs[4]) > 0) return { kind: 'procedure', nav };
  } else if (section === TOWN.slug) {
    if (second.startsWith('buergermeister')) return { kind: 'mayor', nav };
    // /musterstadt/bombach-verwaltung_590, also below a district folder (/musterstadt/bombach/…_590).
    if (isDistrictKey(second) && !third) return { kind: 'district', nav, district: second, page: null };
    const page = districtPageById(slugId(isDistrictKey(second) ? third : second));
    if (page) return { kind: 'district', nav, ...page };
  } else if (section === 'gaeste' || section === 'stadtleben') {
    if (second === 'veranstaltungen') return third ? { kind: 'event-detail', nav } : { kind: 'event-filter', nav, variant: section };
    if (section === 'gaeste' && (second === 'fasnet' || second === 'fasnetvereine' || second === 'maerkte')) {
      return { kind: 'gaeste-info', nav, topic: second };
    }
  }
  return { kind: 'navigation', nav };
}

/** Spec §3 link item. */
export interface LinkItem {
  link: string;
  linktext: string;
  isintern: boolean;
}

// What loaders give the sidebar lives in its own module: this one brings the menus (through the
// section navigation), which nothing the registry reaches may import (ADR 45).
export { type EventCategory, type ProcedureSidebar, type Zeitraum, zeitraumParam } from './sidebar-data';

/** The event-detail sidebar object (its fields are not given by the spec; these are the CMS's). */
export interface EventSidebar {
  datum_von: string;
  datum_bis: string | null;
  ort: string | null;
  veranstalter: string | null;
}
