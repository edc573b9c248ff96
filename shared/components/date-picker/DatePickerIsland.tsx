import { island } from '../../app/island';
import type { DatePickerProps } from './DatePicker';

/**
 * The date picker as an island (ADR 61): the server renders it in full, the browser keeps that HTML
 * (the native date field, which works and sends the same ISO date) until the field comes near the
 * screen or a person points at, touches or focuses it; then the calendar's code loads, a chunk of
 * its own that only pages with a date field fetch, and only when the field is seen.
 */
export const DatePicker = island(() => import('./DatePicker').then((m) => m.DatePicker), {
  visible: (props: DatePickerProps) => `#${CSS.escape(props.id)}`,
});
