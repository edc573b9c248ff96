/**
 * Roles of intranet users (issue: editorial desk). A user has one or more; the server checks them on
 * every read and write of the pages that need one (a hidden button is never the protection).
 */
export const ROLLEN = ['mitarbeiter', 'redaktion', 'eingaenge', 'buergerbuero', 'admin'] as const;
export type Rolle = (typeof ROLLEN)[number];

export const ROLLEN_TITEL: Record<Rolle, string> = {
  mitarbeiter: 'Mitarbeiterin/Mitarbeiter (Intranet lesen)',
  redaktion: 'Redaktion (öffentliche Inhalte bearbeiten)',
  eingaenge: 'Eingänge (Meldungen und Anfragen bearbeiten)',
  buergerbuero: 'Bürgerbüro (Termine planen, telefonisch buchen, Zeiten sperren)',
  admin: 'Verwaltung der Zugänge',
};

export function isRolle(v: unknown): v is Rolle {
  return typeof v === 'string' && (ROLLEN as readonly string[]).includes(v);
}
