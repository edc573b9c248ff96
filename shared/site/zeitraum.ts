/** Period option of the Stadtleben events filter (query zeitraum). */
export type Zeitraum = 'alle' | 'woche' | 'monat' | 'quartal';

export function zeitraumParam(query: URLSearchParams): Zeitraum {
  const v = query.get('zeitraum');
  return v === 'woche' || v === 'monat' || v === 'quartal' ? v : 'alle';
}
