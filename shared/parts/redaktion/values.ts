/**
 * The desk's own value lists: what it did with an item, and the addresses of its pages. Zod-free, so
 * the desk's pages can import it. The kinds of content and their fields are the parts' (`desk` of each
 * part's `index.ts`, shared/desk/kind.ts, ADR 39): the desk names none of them.
 */

export { STATUS, STATUS_TITEL, type Gespeichert, type Status } from '../../contract/publishing';
export type { DeskArtDaten, Feld, FeldTyp } from '../../desk/kind';

/** What the desk did with an item (revisions and the audit log). */
export const AKTIONEN = [
  'erstellt',
  'gespeichert',
  'veroeffentlicht',
  'geplant',
  'zurueckgezogen',
  'wiederhergestellt',
  'geloescht',
  'ausgangsstand',
  'eingelesen',
  'rueckgaengig',
] as const;
export type Aktion = (typeof AKTIONEN)[number];

export const AKTION_TITEL: Record<Aktion, string> = {
  erstellt: 'als Entwurf angelegt',
  gespeichert: 'gespeichert',
  veroeffentlicht: 'veröffentlicht',
  geplant: 'zur Veröffentlichung geplant',
  zurueckgezogen: 'zurückgezogen (Entwurf)',
  wiederhergestellt: 'frühere Fassung wiederhergestellt',
  geloescht: 'gelöscht',
  ausgangsstand: 'Stand vor der ersten Bearbeitung',
  eingelesen: 'eingelesen',
  rueckgaengig: 'rückgängig gemacht',
};

/** The address of an item's page on the desk (a page's path is its ref, escaped into one segment). */
export const deskPath = (art: string, ref?: string | null, rest = '') => `/intranet/redaktion/${art}${ref ? `/${encodeURIComponent(ref)}` : ''}${rest}`;
