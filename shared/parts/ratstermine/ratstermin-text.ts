/** Texts of the council-meeting pages that loaders and pages share. */
import type { RatsterminItem } from './contract';
import { formatDateLong } from '../../format/date';

/** The page title of a meeting: 'Sitzung des Gemeinderats am Dienstag, 15.12.2026'. */
export function ratsterminTitle(item: Pick<RatsterminItem, 'titel' | 'datum'>): string {
  return `${item.titel} am ${formatDateLong(item.datum)}`;
}

const MONATE_KURZ = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'] as const;

/** Day and short month of a wall-clock date for the calendar leaf: '2026-12-15T18:30' → ['15', 'Dez.']. */
export function kalenderblatt(datum: string): [tag: string, monat: string] {
  const m = /^\d{4}-(\d{2})-(\d{2})/.exec(datum);
  if (!m) return ['', ''];
  return [String(Number(m[2])), MONATE_KURZ[Number(m[1]) - 1] ?? ''];
}

/** Public flag in words (spec: a meeting may have a public part, a non-public part or both). */
export function oeffentlichkeitText(oeffentlich: boolean, nichtoeffentlicherTeil: boolean): string {
  if (!oeffentlich) return 'Nichtöffentliche Sitzung';
  return nichtoeffentlicherTeil ? 'Öffentliche Sitzung, im Anschluss nichtöffentlicher Teil' : 'Öffentliche Sitzung';
}
