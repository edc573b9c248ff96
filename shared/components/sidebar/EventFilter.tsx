import type { EventCategory, Zeitraum } from '../../site/sidebar';
import { InfoBox } from './InfoBox';
import { useGetForm } from './get-form';
import { DatePicker } from '../date-picker/DatePickerIsland';

/** Period options, counted from today ('alle' is sent as no zeitraum at all). */
export const ZEITRAUM_LABELS: Record<Zeitraum, string> = {
  alle: 'Alle Termine',
  woche: 'Innerhalb einer Woche',
  monat: 'Innerhalb eines Monats',
  quartal: 'Innerhalb von drei Monaten',
};

export interface EventFilterProps {
  /** Spec §3 events filter input. */
  categories: EventCategory[];
  /** Selected category (query rubrik_id), null for all. */
  selected: number | null;
  /** The list's address the form sends to. */
  action: string;
  /**
   * 'gaeste': categories side by side (spec §2.4); 'stadtleben': one below the other, with the
   * period option (query zeitraum).
   */
  variant: 'gaeste' | 'stadtleben';
  zeitraum?: Zeitraum;
  /**
   * Where the list can be filtered by dates (query von and bis, 'YYYY-MM-DD'): the stadtleben variant
   * then offers the period as two date pickers instead of the relative periods.
   */
  dateRange?: { von: string | null; bis: string | null };
}

/**
 * The events category filter (spec §2.4): a GET form with rubrik_id (and zeitraum), so it works
 * without JavaScript; with it, sending navigates client-side. Nothing changes before the visitor
 * sends the form (WCAG 3.2.2).
 */
export function EventFilter({ categories, selected, action, variant, zeitraum = 'alle', dateRange }: EventFilterProps) {
  const { onSubmit } = useGetForm(action);
  const options = [{ id: '', name: 'Alle Kategorien' }, ...categories];
  return (
    <InfoBox title="Veranstaltungen filtern" className={`st-eventfilter st-eventfilter--${variant}`}>
      {/* Keyed by the selection: after back/forward navigation the fields show what the list shows. */}
      <form key={`${selected}-${zeitraum}-${dateRange?.von}-${dateRange?.bis}`} method="get" action={action} onSubmit={onSubmit}>
        <fieldset className="st-eventfilter__fieldset">
          <legend className="st-eventfilter__legend">Kategorie</legend>
          <ul className="st-eventfilter__options">
            {options.map((c) => (
              <li key={c.id}>
                <label className="st-eventfilter__option">
                  <input type="radio" name="rubrik_id" value={String(c.id)} defaultChecked={String(selected ?? '') === String(c.id)} />
                  <span>{c.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {variant === 'stadtleben' && dateRange ? (
          <fieldset className="st-eventfilter__fieldset st-eventfilter__dates">
            <legend className="st-eventfilter__legend">Zeitraum</legend>
            <DatePicker id="zeitraum-von" name="von" label="Von" defaultValue={dateRange.von} />
            <DatePicker id="zeitraum-bis" name="bis" label="Bis" defaultValue={dateRange.bis} />
          </fieldset>
        ) : variant === 'stadtleben' ? (
          <>
            <label className="st-eventfilter__legend" htmlFor="zeitraum">
              Zeitraum
            </label>
            <select className="st-select" id="zeitraum" name="zeitraum" defaultValue={zeitraum === 'alle' ? '' : zeitraum}>
              {(Object.keys(ZEITRAUM_LABELS) as Zeitraum[]).map((z) => (
                <option key={z} value={z === 'alle' ? '' : z}>
                  {ZEITRAUM_LABELS[z]}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <button className="st-button st-button--secondary" type="submit">
          Filtern
        </button>
      </form>
    </InfoBox>
  );
}
