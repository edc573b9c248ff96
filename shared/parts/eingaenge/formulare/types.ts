import type { EntwurfFoto } from '../contract';
import type { Seite } from '../../seiten/contract';
import type { KarteData } from './karte';

/** What a citizen form's page gets from its loader (first visit, or shown again after a refused submit). */
export interface FormularData {
  /** Kind: the key of its definition (shared/parts/eingaengeformulare/definitions.ts). */
  art: string;
  csrf: string;
  /** The form's key (idempotency, ADR 13): the one its signed token binds (ADR 28), kept across a refused submit. */
  schluessel: string;
  /** The values in the fields. */
  werte: Record<string, string>;
  /** Field name → German message (server's rules). */
  errors: Record<string, string>;
  /** A message above the form (too many submissions, store unavailable, one more click asked for). */
  message: string | null;
  /** The form came back to be sent once more (it looked sent by a program, ADR 28): no honeypot, the confirmation sent along. */
  bestaetigen: boolean;
  /** Photos already uploaded and kept, with the token that names them. */
  fotos: EntwurfFoto[];
  fotoToken: string | null;
  /** Today in Berlin ('YYYY-MM-DD'): the latest date a date field takes. */
  heute: string;
  /** The offices a contact message can go to; null when the list could not be loaded. */
  aemter: { id: number; titel: string }[] | null;
  /** The choices of fields whose choices come from the CMS (the directory's categories), by field name. */
  optionen: Record<string, { wert: string; label: string }[]>;
  /** A form with a place on the map (the damage report): the map's view, the marked street, the streets and the reports nearby. */
  karte?: KarteData;
}

/** /rathaus/kontakt/: the editorial page (address, opening hours, directions) and the contact form. */
export interface KontaktData {
  seite: Seite | null;
  formular: FormularData;
}

export interface DankeData {
  art: string;
  /** The reference number of the stored submission. */
  referenz: string;
  /** An error report about a barrier: the page names the answer time and the enforcement procedure. */
  barriere: boolean;
}
