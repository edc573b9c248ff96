import type { Kysely } from 'kysely';
import { addDaysIso, berlinInstant, berlinNow, berlinToday } from '../../../../shared/format/date';
import type { NachrichtenTables } from './schema';

/**
 * When the next news item leaves the lists without a write (Part.nextChange): an end with a time
 * ('2026-11-27T10:00') is shown through that minute, a date-only end ('2026-11-27') through that day
 * (the filter of the news list in api.ts).
 */
export async function nextChange(db: Kysely<any>, now: Date): Promise<Date | null> {
  const news = db as Kysely<NachrichtenTables>;
  const today = berlinToday(now);
  const current = berlinNow(now);
  const [withTime, dateOnly] = await Promise.all([
    news
      .selectFrom('aktuelles')
      .select('datum_bis')
      .where('aktiv', '=', 1)
      .where((eb) => eb(eb.fn('length', ['datum_bis']), '>', 10))
      .where('datum_bis', '>=', current)
      .orderBy('datum_bis')
      .limit(1)
      .executeTakeFirst(),
    news
      .selectFrom('aktuelles')
      .select('datum_bis')
      .where('aktiv', '=', 1)
      .where((eb) => eb(eb.fn('length', ['datum_bis']), '=', 10))
      .where('datum_bis', '>=', today)
      .orderBy('datum_bis')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const candidates: number[] = [];
  const timed = withTime?.datum_bis ? berlinInstant(withTime.datum_bis.slice(0, 16)) : null;
  if (timed) candidates.push(timed.getTime() + 60_000);
  const day = dateOnly?.datum_bis ? berlinInstant(addDaysIso(dateOnly.datum_bis, 1)) : null;
  if (day) candidates.push(day.getTime());
  return candidates.length ? new Date(Math.min(...candidates)) : null;
}
