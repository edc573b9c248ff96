import type { Dienst, FreieTage, StatistikZeile, TerminSicht, TerminZeile } from './contract';
import type { IntranetNav } from '../intranet/types';

/** A chosen service with its people, as the steps show it. */
export interface Gewaehlt {
  id: number;
  name: string;
  personen: number;
}

/** The public steps of the booking (one page, one chunk; ADR 55). */
export type TermineData =
  | { schritt: 'start'; dienste: Dienst[]; auswahl: Array<{ id: number; personen: number }>; fehler: string | null; aendern?: string | null }
  | {
      schritt: 'tag';
      auswahl: string;
      gewaehlt: Gewaehlt[];
      dauer: number;
      monat: string;
      vorher: string | null;
      nachher: string | null;
      tage: FreieTage['tage'];
      /** The booking window, the date field's bounds. */
      fenster: { von: string; bis: string };
      aendern: string | null;
    }
  | { schritt: 'zeit'; auswahl: string; gewaehlt: Gewaehlt[]; dauer: number; tag: string; zeiten: string[]; aendern: string | null; geschlossen: string | null }
  | {
      schritt: 'angaben';
      auswahl: string;
      gewaehlt: Gewaehlt[];
      dauer: number;
      tag: string;
      zeit: string;
      csrf: string;
      werte: Record<string, string>;
      errors: Record<string, string>;
      message: string | null;
      /** After a 409: the next free times. */
      naechste: Array<{ tag: string; zeit: string }>;
      /** A change: the appointment's link (no personal fields then). */
      aendern: string | null;
    };

export interface TerminData {
  termin: TerminSicht;
  csrf: string;
  /** Just booked or moved: the confirmation's words. */
  neu: 'gebucht' | 'verlegt' | 'abgesagt' | null;
  offen: boolean;
  message: string | null;
}

export interface TermineIntranetData {
  nav: IntranetNav;
  tag: string;
  vorher: string;
  nachher: string;
  tagDaten: {
    geschlossen: string | null;
    schalter: number;
    termine: TerminZeile[];
    sperren: Array<{ id: number; von: string; bis: string; grund: string; von_name: string }>;
  } | null;
  dienste: Dienst[];
  csrf: string;
  errors: Record<string, string>;
  werte: Record<string, string>;
  message: string | null;
  gespeichert: string | null;
  /** Free times for a phone booking, when asked. */
  telefonZeiten: string[] | null;
}

export interface TermineStatistikData {
  nav: IntranetNav;
  von: string;
  bis: string;
  zeilen: StatistikZeile[] | null;
}
