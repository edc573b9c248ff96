import { addDays, isHolidayBW, weekdayOf } from '../../time/holidays';
import type { TermineEinstellungen } from './settings';

/**
 * How opening hours become bookable times (ADR 55). Pure: the store reads the day's claimed units and
 * blocked periods and asks these functions; the browser never computes capacity.
 *
 * Capacity is a grid: each counter has one unit per `raster` minutes of an opening period. An
 * appointment of d minutes at a counter claims d / raster consecutive units of one period; the store
 * holds a claimed unit as a row whose key is (day, minute, counter), so two bookings can never claim
 * the same unit on either database engine. Held back for walk-ins and phone bookings are whole counters
 * (the highest numbers): online bookings use the counters 1 … `online` of a period.
 */

export const WOCHENTAGE = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'] as const;

export interface Periode {
  /** Minutes after midnight (Berlin wall clock). */
  von: number;
  bis: number;
  /** Counters staffed. */
  schalter: number;
  /** Counters open to online booking. */
  online: number;
}

/** A period in which nothing can be booked (staff blocked it), in minutes of that day. */
export interface Sperre {
  von: number;
  bis: number;
}

export const minuten = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const uhrzeit = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

/** Why a day has no hours: a holiday's name, 'geschlossen', or null when it has hours. */
export function geschlossenWeil(tag: string, e: TermineEinstellungen): string | null {
  if (isHolidayBW(tag)) return 'Feiertag';
  const wd = weekdayOf(tag);
  const name = WOCHENTAGE[wd]!;
  if (!e.hours.some((d) => d.day.trim() === name)) return 'geschlossen';
  if (wd === 6 && e.samstage) {
    const nth = Math.ceil(Number(tag.slice(8, 10)) / 7);
    if (!e.samstage.includes(nth)) return 'geschlossen';
  }
  return null;
}

/** The opening periods of a day with their counters; none on a holiday or a closed day. */
export function periodenAm(tag: string, e: TermineEinstellungen): Periode[] {
  if (geschlossenWeil(tag, e)) return [];
  const name = WOCHENTAGE[weekdayOf(tag)]!;
  const day = e.hours.find((d) => d.day.trim() === name);
  if (!day) return [];
  return day.slots
    .map((s) => {
      const besetzt = e.besetzung.find((b) => b.day.trim() === name && b.from === s.from && b.to === s.to);
      const schalter = besetzt ? besetzt.schalter : e.schalter;
      const frei = Math.round((schalter * e.freihalten) / 100);
      // Rounded to whole minutes of the grid: a period from 07:30 on a 20-minute grid starts at 07:40.
      const von = Math.ceil(minuten(s.from) / e.raster) * e.raster;
      const bis = Math.floor(minuten(s.to) / e.raster) * e.raster;
      return { von, bis, schalter, online: Math.max(0, schalter - frei) };
    })
    .filter((p) => p.bis > p.von && p.schalter > 0);
}

/** The minutes of the units an appointment from `zeit` for `dauer` minutes claims. */
export function einheiten(zeit: number, dauer: number, raster: number): number[] {
  const out: number[] = [];
  for (let m = zeit; m < zeit + dauer; m += raster) out.push(m);
  return out;
}

/** The key of a claimed unit in the day's set. */
export const einheitKey = (minute: number, schalter: number) => minute * 100 + schalter;

/**
 * Every start time of the day where an appointment of `dauer` minutes fits, with the lowest counter
 * it fits at: within one period, on units nobody claimed and no block covers. `alle`: every counter
 * (staff booking by phone), else the counters open to online booking.
 */
export function freieZeiten(
  tag: string,
  dauer: number,
  e: TermineEinstellungen,
  belegt: ReadonlySet<number>,
  sperren: readonly Sperre[],
  alle = false,
): Array<{ zeit: number; schalter: number }> {
  const out: Array<{ zeit: number; schalter: number }> = [];
  if (dauer <= 0) return out;
  for (const p of periodenAm(tag, e)) {
    const counters = alle ? p.schalter : p.online;
    for (let zeit = p.von; zeit + dauer <= p.bis; zeit += e.raster) {
      if (sperren.some((s) => zeit < s.bis && zeit + dauer > s.von)) continue;
      for (let c = 1; c <= counters; c++) {
        let free = true;
        for (let m = zeit; m < zeit + dauer; m += e.raster) {
          if (belegt.has(einheitKey(m, c))) {
            free = false;
            break;
          }
        }
        if (free) {
          out.push({ zeit, schalter: c });
          break;
        }
      }
    }
  }
  return out;
}

/** The days online booking offers, from `heute`: from `ab` days on to `wochen` weeks ahead. */
export function buchungsfenster(heute: string, e: TermineEinstellungen): { von: string; bis: string } {
  return { von: addDays(heute, e.ab), bis: addDays(heute, e.wochen * 7) };
}

/** A service chosen for a number of people. */
export interface Auswahl {
  dauer: number;
  dauer_weitere: number;
  personen: number;
}

/** Minutes of the chosen services together, rounded up to the grid. */
export function gesamtdauer(auswahl: readonly Auswahl[], raster: number): number {
  const min = auswahl.reduce((sum, a) => sum + (a.personen > 0 ? a.dauer + (a.personen - 1) * a.dauer_weitere : 0), 0);
  return Math.ceil(min / raster) * raster;
}
