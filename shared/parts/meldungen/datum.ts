import { berlinToday, formatDate } from '../../format/date';

/** 'TT.MM.JJJJ' of an ISO instant, as the day in Berlin. */
export const tag = (iso: string) => formatDate(berlinToday(new Date(iso)));
