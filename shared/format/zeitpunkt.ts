import { berlinNow } from './date';

/** 'TT.MM.JJJJ, HH:mm Uhr' of an ISO instant, in Berlin time (the same on server and browser). */
export function zeitpunkt(iso: string): string {
  const t = berlinNow(new Date(iso));
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(t);
  return m ? `${m[3]}.${m[2]}.${m[1]}, ${m[4]} Uhr` : '';
}
