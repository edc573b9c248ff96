/**
 * The words of e-mail alerts (Benachrichtigungen) that pages, actions and the store share: the topics
 * one can subscribe to, how often, and the evening times of the waste reminder.
 */

/** What a subscription is about. */
export const THEMEN = ['abfall', 'nachrichten', 'gremium', 'baustellen', 'veranstaltungen', 'amtsblatt'] as const;
export type Thema = (typeof THEMEN)[number];

export const THEMA_TITEL: Record<Thema, string> = {
  abfall: 'Abfuhrtermine meiner Straße',
  nachrichten: 'Nachrichten einer Rubrik',
  gremium: 'Tagesordnungen und Niederschriften eines Gremiums',
  baustellen: 'Baustellen und Sperrungen in einem Ortsteil',
  veranstaltungen: 'Veranstaltungen einer Rubrik',
  amtsblatt: 'Neue Ausgabe des Amtsblatts',
};

/** How often: at once, or one mail a day or a week with everything new (the waste reminder is always the evening before). */
export const HAEUFIGKEITEN = ['sofort', 'taeglich', 'woechentlich'] as const;
export type Haeufigkeit = (typeof HAEUFIGKEITEN)[number];

export const HAEUFIGKEIT_TITEL: Record<Haeufigkeit, string> = {
  sofort: 'sofort bei jeder Neuigkeit',
  taeglich: 'einmal täglich (morgens um 7 Uhr) als Zusammenfassung',
  woechentlich: 'einmal wöchentlich (montags um 7 Uhr) als Zusammenfassung',
};

/** The evening-before times of the waste reminder (Berlin wall clock). */
export const UHRZEITEN = ['17:00', '18:00', '19:00', '20:00'] as const;
export const UHRZEIT_STANDARD = '18:00';

/** When the digests go out (Berlin wall clock; the weekly one on Mondays). */
export const DIGEST_UHRZEIT = '07:00';

/** A confirmation link is valid this long (as GOV.UK's). */
export const BESTAETIGUNG_TAGE = 7;
/** An address is deleted this long after its last subscription ended (as GOV.UK's). */
export const LOESCHEN_NACH_ABMELDUNG_TAGE = 28;
/** Sent alert mails are deleted from the outbox after this many days. */
export const GESENDETE_MAILS_TAGE = 7;
/** After this many permanent refusals (SMTP 5xx) of an address, nothing more is sent to it. */
export const PAUSE_NACH_FEHLERN = 3;

/** The public pages. */
export const BENACHRICHTIGUNGEN_PFAD = '/benachrichtigungen/';
export const bestaetigenPfad = (token: string) => `${BENACHRICHTIGUNGEN_PFAD}bestaetigen/${token}`;
export const verwaltenPfad = (token: string) => `${BENACHRICHTIGUNGEN_PFAD}verwalten/${token}`;
export const abmeldenPfad = (token: string) => `${BENACHRICHTIGUNGEN_PFAD}abmelden/${token}`;
export const INTRANET_PFAD = '/intranet/benachrichtigungen';

/** A sealed token in an address: base64url, as server/session/seal.ts writes it. */
export const TOKEN = /^[A-Za-z0-9_-]{20,1500}$/;
