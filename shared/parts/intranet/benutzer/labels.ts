import type { Rolle } from '../../../site/roles';

/** The roles as the list of accounts names them. */
export const ROLLEN_KURZ: Record<Rolle, string> = {
  mitarbeiter: 'Mitarbeiter/in',
  redaktion: 'Redaktion',
  eingaenge: 'Eingänge',
  buergerbuero: 'Bürgerbüro',
  admin: 'Verwaltung der Zugänge',
};
