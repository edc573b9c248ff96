import type { Benutzer } from '../contract';
import type { IntranetNav } from '../types';

/** A refused form of these pages: messages per field, the values typed (never a password), a message. */
export interface BenutzerForm {
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
  message: string | null;
}

/** /intranet/benutzer: every account, and the form that adds one. */
export interface BenutzerListeData {
  nav: IntranetNav;
  /** null: the list could not be loaded (spec §8). */
  benutzer: Benutzer[] | null;
  /** The account just added (after the redirect), by name. */
  angelegt: string | null;
  /** A generated first password the form offers (shown once, in the field; never stored). */
  vorschlag: string;
  form: BenutzerForm;
}

/** /intranet/benutzer/{uuid}: one account, its roles, state and password. */
export interface BenutzerDetailData {
  nav: IntranetNav;
  benutzer: Benutzer;
  /** The admin looking at their own account (cannot disable themselves or give up `admin`). */
  selbst: boolean;
  vorschlag: string;
  gespeichert: 'rollen' | 'aktiv' | 'passwort' | null;
  /** Which form was refused (its messages show there). */
  aktion: string | null;
  form: BenutzerForm;
}
