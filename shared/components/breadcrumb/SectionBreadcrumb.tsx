import { Breadcrumb, type Crumb } from './Breadcrumb';
import { breadcrumbTrail } from '../../site/breadcrumb';
import { MENUS } from '../../site/menus';
import type { LayoutName } from '../../site/sections';

/** The breadcrumb of a section page: home, the ancestors the layout's menu names, the page. */
export function SectionBreadcrumb({
  pathname,
  title,
  layout,
  home,
  parents,
}: {
  pathname: string;
  title: string;
  layout: LayoutName;
  home: Crumb;
  parents?: Crumb[];
}) {
  return <Breadcrumb trail={breadcrumbTrail(pathname, title, MENUS[layout], home, parents)} />;
}
