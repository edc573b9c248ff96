/**
 * Addresses and small date helpers of the waste calendar, used by loaders and pages alike (plain
 * module: the browser may import it).
 */
export const ABFALL_PATH = '/wirtschaft/abfallkalender/';
export const MUELLABFUHR_PATH = '/wirtschaft/muellabfuhr/';

export const ABFALL_ACTIONS = ['termine', 'jahresuebersicht', 'export'] as const;
export type AbfallAction = (typeof ABFALL_ACTIONS)[number];

export const ACTION_LABELS: Record<AbfallAction, string> = {
  termine: 'Nächste Termine',
  jahresuebersicht: 'Jahresübersicht zum Drucken',
  export: 'Kalender exportieren',
};

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `?arten=restmuell&arten=bio` for a selection; empty for "all types". */
function artenQuery(arten: readonly string[]): string {
  if (arten.length === 0) return '';
  const q = new URLSearchParams();
  for (const a of arten) q.append('arten', a);
  return `?${q.toString()}`;
}

export function actionPath(action: AbfallAction, uuid: string, arten: readonly string[] = []): string {
  return `${ABFALL_PATH}${action}/${uuid}${artenQuery(arten)}`;
}

/** The street's calendar file (site-relative); the selection as one comma list. */
export function icsPath(uuid: string, arten: readonly string[] = []): string {
  return `/api/cms/abfall/strassen/${uuid}/ics${arten.length ? `?arten=${arten.map(encodeURIComponent).join(',')}` : ''}`;
}

export { webcalUrl } from '../../site/webcal';

/** The selected waste types of a query (`arten=a&arten=b` or `arten=a,b`), known keys only, in their order. */
export function selectedArten(query: URLSearchParams, known: readonly string[]): string[] {
  const wanted = new Set(
    query
      .getAll('arten')
      .flatMap((v) => v.split(','))
      .map((v) => v.trim()),
  );
  return known.filter((k) => wanted.has(k));
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
};

/** 'YYYY-MM-DD' plus a number of days (pure date arithmetic, no time zone involved). */
export function addDays(iso: string, days: number): string {
  return new Date((dayNumber(iso) + days) * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export { berlinToday } from '../../format/date';

/** 'heute', 'morgen', 'übermorgen' or 'in 12 Tagen'. */
export function relativeDay(today: string, date: string): string {
  const n = daysBetween(today, date);
  if (n === 0) return 'heute';
  if (n === 1) return 'morgen';
  if (n === 2) return 'übermorgen';
  return n > 0 ? `in ${n} Tagen` : `vor ${-n} Tagen`;
}

export const MONATE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'] as const;

const KURZTAGE = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'] as const;

/** 'Di 01.' for the compact year tables. */
export function shortDay(iso: string): string {
  const wd = new Date(dayNumber(iso) * DAY_MS).getUTCDay();
  return `${KURZTAGE[wd]} ${iso.slice(8, 10)}.`;
}

/** The first day of the month `offset` months after the month of `iso`. */
export function monthStart(iso: string, offset = 0): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10);
}
