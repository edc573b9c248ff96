import { formatSlots, type OpeningDay } from '../../site/town';

/** Opening hours as a description list: structured data rendered as text. */
export function OpeningHours({ hours, className = 'st-hours' }: { hours: OpeningDay[]; className?: string }) {
  return (
    <dl className={className}>
      {hours.map((d) => (
        <div className={`${className}__row`} key={d.day + (d.note ?? '')}>
          <dt>{d.day}</dt>
          <dd>
            {formatSlots(d.slots)}
            {d.note ? <span className={`${className}__note`}> ({d.note})</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
