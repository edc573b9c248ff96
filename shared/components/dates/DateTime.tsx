import { formatDate, isoDate } from '../../format/date';

/** A date as `<time>`: 'DD.MM.YYYY', its machine-readable day in `dateTime` (spec §9's date format). */
export function DateTime({ value }: { value: string }) {
  return <time dateTime={isoDate(value)}>{formatDate(value)}</time>;
}
