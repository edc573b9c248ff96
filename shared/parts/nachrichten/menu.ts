import type { PartMenu } from '../../site/menu-types';
import { TOWN } from '../../site/town';

const P = `/${TOWN.slug}`;

/** The news categories in the menus (ADR 45); `contentKey` hides an entry while its category is empty. */
export const menu = {
  entries: [
    { group: 'main/Aktuelles', at: 10, name: 'Bürgernachrichten', link: '/rathaus/buergernachrichten/', contentKey: 'buergernachrichten' },
    { group: 'main/Aktuelles', at: 20, name: 'Rathausnachrichten', link: '/rathaus/rathausnachrichten/', contentKey: 'rathausnachrichten' },
    { group: 'main/Aktuelles', at: 60, name: 'Corona-Meldungen', link: '/rathaus/corona-meldungen/', contentKey: 'corona-meldungen' },
    { group: 'main/Bürgermeisterin', at: 30, name: 'Neuigkeiten der Bürgermeisterin', link: `${P}/buergermeister-news/`, contentKey: 'buergermeister' },
    { group: 'main/Politik', at: 70, name: 'Wahlen', link: `${P}/wahlen/`, contentKey: 'wahlen' },
    { group: 'main/Soziales', at: 10, name: 'Jugend', link: '/stadtleben/jugendnachrichten/', contentKey: 'jugendnachrichten' },
    { group: 'main/Soziales', at: 20, name: 'Senioren', link: '/stadtleben/seniorennachrichten/', contentKey: 'seniorennachrichten' },
    { group: 'main/Soziales', at: 30, name: 'Integration', link: '/stadtleben/integrationaktuell/', contentKey: 'integrationaktuell' },
    { group: 'main/Soziales', at: 40, name: 'Inklusion', link: '/stadtleben/inklusionaktuell/', contentKey: 'inklusionaktuell' },
    { group: 'main/Umwelt', at: 40, name: 'Klimaschutz-Neuigkeiten', link: '/wirtschaft/klimaschutz-neuigkeiten/', contentKey: 'klimaschutz' },
  ],
  footer: [{ at: 10, label: 'Bürgernachrichten', href: '/rathaus/buergernachrichten/' }],
} as const satisfies PartMenu;
