import type { SidebarDescriptor } from '../../site/sidebar';
import { AmtsblattBox } from './AmtsblattBox';
import { DistrictBox } from './DistrictBox';
import { MayorBox } from './MayorBox';

/**
 * The box a path brings along without page data (spec §2.4): Amtsblatt, district, mayor. The other
 * variants need the page's data and come from the page (PageFrame's `sidebar` prop); for them
 * this shows nothing. Lives outside Sidebar.tsx so it loads with the pages, not with the entry.
 */
export function SidebarBox({ descriptor }: { descriptor: SidebarDescriptor }) {
  switch (descriptor.kind) {
    case 'amtsblatt':
      return <AmtsblattBox />;
    case 'district':
      return <DistrictBox district={descriptor.district} page={descriptor.page} />;
    case 'mayor':
      return <MayorBox />;
    default:
      return null;
  }
}
