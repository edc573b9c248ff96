/**
 * The public reports' value lists (ADR 53), browser-safe: the public statuses with their traffic light,
 * the addresses and the limits the pages, the store and the mails share.
 */
export const MELDUNG_STATUS = ['eingegangen', 'in_bearbeitung', 'erledigt', 'nicht_zustaendig'] as const;
export type MeldungStatus = (typeof MELDUNG_STATUS)[number];

export const MELDUNG_STATUS_TITEL: Record<MeldungStatus, string> = {
  eingegangen: 'Eingegangen',
  in_bearbeitung: 'In Bearbeitung',
  erledigt: 'Erledigt',
  nicht_zustaendig: 'Nicht zuständig',
};

/** The traffic light as Maerker shows it: red received, yellow in progress, green done; grey not ours. Always shown with its text. */
export const MELDUNG_AMPEL: Record<MeldungStatus, 'rot' | 'gelb' | 'gruen' | 'grau'> = {
  eingegangen: 'rot',
  in_bearbeitung: 'gelb',
  erledigt: 'gruen',
  nicht_zustaendig: 'grau',
};

export const isMeldungStatus = (v: unknown): v is MeldungStatus => (MELDUNG_STATUS as readonly unknown[]).includes(v);

export const MELDUNGEN_PATH = '/rathaus/meldungen/';
export const meldungPath = (id: number) => `${MELDUNGEN_PATH}${id}`;
export const INTRANET_MELDUNGEN = '/intranet/meldungen';

/** Reports per page of the public list and the map's most pins. */
export const MELDUNGEN_PRO_SEITE = 20;
export const KARTE_HOECHSTENS = 300;

/** A confirmation link of "Ich bin auch betroffen" is valid this long. */
export const BESTAETIGUNG_TAGE = 7;
/** Weeks after "erledigt" the reporter is asked whether it is fixed (FixMyStreet asks after four). */
export const UMFRAGE_WOCHEN = 4;
/** The town's promise of a first answer, in Baden-Württemberg's working days (Maerker). */
export const ANTWORT_ARBEITSTAGE = 3;

/** A sealed link's text (server/session/seal.ts). */
export const SIEGEL = /^[A-Za-z0-9_-]{30,300}$/;
