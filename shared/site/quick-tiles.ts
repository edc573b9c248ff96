import { TOWN } from './town';

/** Quick-access tiles under the home hero (VISUAL.md); icon names refer to the icon map in QuickTiles. A tile shows while its page has content. */
export const QUICK_TILES = [
  { label: 'Bürgerbüro', href: TOWN.buergerbueroPage, icon: 'buergerbuero' },
  { label: 'Abfallkalender', href: '/wirtschaft/abfallkalender/', icon: 'abfall' },
  { label: 'Veranstaltungen', href: '/gaeste/veranstaltungen/', icon: 'kalender' },
  { label: 'Amtsblatt', href: '/rathaus/amtsblatt/', icon: 'amtsblatt' },
  { label: 'Wegweiser', href: '/rathaus/wegweiser/verfahren', icon: 'wegweiser' },
  { label: 'Ausschreibungen', href: '/rathaus/ausschreibungen/', icon: 'ausschreibungen' },
  { label: 'Baustellen', href: '/wirtschaft/baustellen/', icon: 'baustellen' },
  { label: 'Kontakt', href: '/rathaus/kontakt/', icon: 'kontakt' },
] as const;

export type QuickTileIcon = (typeof QUICK_TILES)[number]['icon'];
