import type { PartMenu } from '../../site/menu-types';

/**
 * "Mein Ort" in the menus (ADR 45): among the citizens' services, before the damage report (the
 * group keeps the Wegweiser as its link). It shows while the waste calendar has streets (the content
 * check's key `abfall`): a town without streets has no place to choose yet. The alerts' subscribe
 * page is one of its content links: the page links it only while that page is there.
 */
export const menu = {
  entries: [
    {
      group: 'main/Bürgerservice',
      at: 75,
      name: 'Mein Ort',
      link: '/rathaus/mein-ort/',
      title: 'Abfuhrtermine, Baustellen, Veranstaltungen und Sitzungen für Ihre Straße',
      contentKey: 'abfall',
    },
  ],
  contentLinks: [{ at: 200, href: '/benachrichtigungen/' }],
} as const satisfies PartMenu;
