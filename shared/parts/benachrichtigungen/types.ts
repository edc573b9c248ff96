import type { AboOptionen, AboZahlen, AboZeile } from './contract';
import type { IntranetNav } from '../intranet/types';

export interface AnmeldenData {
  optionen: AboOptionen | null;
  /** Field name → value(s), from the address (a preselected topic) or a refused send. */
  werte: Record<string, string | string[]>;
  errors: Record<string, string>;
  message: string | null;
  csrf: string;
}

export interface BestelltData {
  email: string | null;
}

export interface BestaetigenData {
  status: 'offen' | 'bestaetigt' | 'abgelaufen' | 'ungueltig';
  abos: AboZeile[];
  token: string;
  csrf: string;
  message: string | null;
}

export interface VerwaltenData {
  email: string;
  abos: AboZeile[];
  pausiert: boolean;
  token: string;
  csrf: string;
  /** What was just done: confirmed, or the subscriptions just ended. */
  bestaetigt: boolean;
  beendet: string[];
  errors: Record<string, string>;
}

export interface AbmeldenData {
  abos: AboZeile[];
  verwalten: string;
  token: string;
  csrf: string;
  /** After the POST: what was ended. */
  beendet: string[] | null;
}

export interface IntranetData {
  nav: IntranetNav;
  zahlen: AboZahlen | null;
  /** The warning banner valid now, which "send now" sends. */
  warnhinweis: { id: number; titel: string; text: string } | null;
  admin: boolean;
  redaktion: boolean;
  gesendet: number | null;
  errors: Record<string, string>;
  message: string | null;
  werte: Record<string, string>;
}
