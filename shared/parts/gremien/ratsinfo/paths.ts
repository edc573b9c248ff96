/** Addresses of the council information system (a signed-in area of its own, spec §1, §9). */
export const RATSINFO_PATH = '/ratsinfo';
export const RATSINFO_SITZUNGEN_PATH = `${RATSINFO_PATH}/sitzungen`;
export const RATSINFO_VORLAGEN_PATH = `${RATSINFO_PATH}/vorlagen`;
export const RATSINFO_PASSWORT_PATH = `${RATSINFO_PATH}/passwort`;

export const ratsinfoSitzungPath = (slug: string) => `${RATSINFO_SITZUNGEN_PATH}/${slug}`;
export const ratsinfoVorlagePath = (slug: string) => `${RATSINFO_VORLAGEN_PATH}/${slug}`;

/** The meetings list of one period and page; the defaults (upcoming, page 1) are left out. */
export function ratsinfoSitzungenPath(filter: { zeitraum?: 'kommend' | 'vergangen'; seite?: number } = {}): string {
  const q = new URLSearchParams();
  if (filter.zeitraum === 'vergangen') q.set('zeitraum', 'vergangen');
  if (filter.seite && filter.seite > 1) q.set('seite', String(filter.seite));
  const s = q.toString();
  return s ? `${RATSINFO_SITZUNGEN_PATH}?${s}` : RATSINFO_SITZUNGEN_PATH;
}
