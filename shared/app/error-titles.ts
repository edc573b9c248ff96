/** Titles of the error page (spec §2.9, §8). */
export const NOT_FOUND_TITLE = 'Seite nicht gefunden';
export const ERROR_TITLE = 'Es ist ein Fehler aufgetreten';
export const BAD_REQUEST_TITLE = 'Ungültige Adresse';
export const FORBIDDEN_TITLE = 'Kein Zugriff';
export const UNAVAILABLE_TITLE = 'Vorübergehend nicht erreichbar';

export function errorTitle(status: number): string {
  if (status === 404) return NOT_FOUND_TITLE;
  if (status === 400) return BAD_REQUEST_TITLE;
  if (status === 403) return FORBIDDEN_TITLE;
  if (status === 503) return UNAVAILABLE_TITLE;
  return ERROR_TITLE;
}
