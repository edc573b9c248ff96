/** Values of the appointments that pages and store share (ADR 55). Plain module: runs in the browser too. */

export const TERMIN_STATUS = ['gebucht', 'erschienen', 'erledigt', 'nicht_erschienen', 'abgesagt'] as const;
export type TerminStatus = (typeof TERMIN_STATUS)[number];

export const STATUS_TITEL: Record<TerminStatus, string> = {
  gebucht: 'gebucht',
  erschienen: 'erschienen',
  erledigt: 'erledigt',
  nicht_erschienen: 'nicht erschienen',
  abgesagt: 'abgesagt',
};

/** The public address of the booking. */
export const TERMINE_PFAD = '/rathaus/termine/';
/** A booking's own page: its sealed link follows. */
export const terminPfad = (link: string) => `${TERMINE_PFAD}t/${link}`;
/** The staff's day view. */
export const INTRANET_PFAD = '/intranet/termine';

/** A sealed link: base64url. */
export const LINK = /^[A-Za-z0-9_-]{20,300}$/;
export const TAG = /^\d{4}-\d{2}-\d{2}$/;
export const ZEIT = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Most people one appointment takes for one service (the form's choice). */
export const PERSONEN_HOECHSTENS = 5;

/**
 * The chosen services in the address: 'id:personen' joined by '.', e.g. '3:2.7:1'. Plain text in the
 * query so that every step is a link and a GET form without JavaScript.
 */
export function parseAuswahl(text: string | null | undefined): Array<{ id: number; personen: number }> {
  if (!text) return [];
  const out: Array<{ id: number; personen: number }> = [];
  for (const part of text.split('.').slice(0, 20)) {
    const m = /^(\d{1,9}):(\d)$/.exec(part);
    if (!m) continue;
    const id = Number(m[1]);
    const personen = Number(m[2]);
    if (personen < 1 || personen > PERSONEN_HOECHSTENS || out.some((a) => a.id === id)) continue;
    out.push({ id, personen });
  }
  return out;
}

export const auswahlText = (a: ReadonlyArray<{ id: number; personen: number }>) => a.map((x) => `${x.id}:${x.personen}`).join('.');

/** '9:20 Uhr' */
export function zeitText(hhmm: string): string {
  const [h = '0', m = '00'] = hhmm.split(':');
  return `${Number(h)}:${m} Uhr`;
}
