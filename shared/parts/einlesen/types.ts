import type { IntranetNav } from '../intranet/types';
import type { EinlesenArt, EinlesenLauf } from './contract';

export interface EinlesenStartData {
  nav: IntranetNav;
  /** With CMS_URL the imports are not here. */
  upstream: boolean;
  arten: EinlesenArt[] | null;
  laeufe: EinlesenLauf[];
}

export interface EinlesenFormData {
  nav: IntranetNav;
  art: EinlesenArt;
  /** The year a calendar is read for, proposed: next year. */
  jahrVorschlag: number;
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
  message: string | null;
}

export interface EinlesenLaufData {
  nav: IntranetNav;
  lauf: EinlesenLauf;
  /** After undo was refused: what was changed since. */
  konflikte: { was: string; titel: string }[];
  message: string | null;
  /** After a POST that worked: what it did. */
  erfolg: 'uebernommen' | 'rueckgaengig' | null;
}
