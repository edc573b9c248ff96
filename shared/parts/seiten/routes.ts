import { page } from '../../routing/page';
import { route } from '../../routing/route';
import type { PageEntry, RouteDef } from '../../routing/types';
import { SECTIONS } from '../../site/sections';
import { contentLoader } from './content/content.server';
import { sectionHomeLoader } from './section/section.server';

export const pages = {
  content: page('parts/seiten/content/ContentPage', () => import('./content/ContentPage')),
  sectionHome: page('parts/seiten/section/SectionHomePage', () => import('./section/SectionHomePage')),
} satisfies Record<string, PageEntry>;

export const seitenRoutes: RouteDef[] = [
  // Homes of the sections and mini-sites (spec §2.1, §2.5): each with its own hero set.
  ...SECTIONS.filter((s) => s.home).map((s) => route(`bereich-${s.segment}`, `/${s.segment}/`, pages.sectionHome, sectionHomeLoader)),
  // Every other address below such a section is an editorial page whose text lives in the CMS under
  // that path (information pages, mini-site pages, …): editors add pages without a code change;
  // unknown ones 404. Specific routes always win over these (react-router ranks splats last).
  ...SECTIONS.filter((s) => s.content).map((s) => route(`seite-${s.segment}`, `/${s.segment}/*`, pages.content, contentLoader)),
];
