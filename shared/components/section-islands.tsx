import { island } from '../app/island';

/**
 * The breadcrumb and the sidebar of section pages as islands (shared/app/island.tsx): their markup
 * comes with the page, their script (menus, sidebar boxes) at a person's first interaction with the
 * page (ADR 70). Both work as plain links and GET forms until then.
 */
export const SectionBreadcrumb = island(() => import('./breadcrumb/SectionBreadcrumb').then((m) => m.SectionBreadcrumb), {
  touched: () => '.st-breadcrumb',
});
export const SectionSidebar = island(() => import('./sidebar/SectionSidebar').then((m) => m.SectionSidebar), { touched: () => '.st-sidebar' });
