import type { PartMenu } from '../../site/menu-types';

/** E-mail alerts in the citizens' services (ADR 45). */
export const menu = {
  entries: [{ group: 'main/Bürgerservice', at: 87, name: 'E-Mail-Benachrichtigungen', link: '/benachrichtigungen/' }],
} as const satisfies PartMenu;
