import { BUERGERBUERO_HOURS, TOWN, type OpeningDay } from '../../site/town';

/**
 * The appointments' settings (town file `termine`, ADR 55) with their defaults. The hours are the
 * Bürgerbüro's opening hours of the town file (spec §9); this says how they become capacity.
 */
export interface TermineEinstellungen {
  /** Online booking reaches this many weeks ahead. */
  wochen: number;
  /** The first bookable day in days from today (1 = tomorrow). */
  ab: number;
  /** Minutes of the time grid: appointments start and end on it. */
  raster: number;
  /** Counters staffed in a period no entry of `besetzung` names. */
  schalter: number;
  besetzung: ReadonlyArray<{ day: string; from: string; to: string; schalter: number }>;
  /** The Saturdays of a month that open (1 = first); null: every Saturday the hours name. */
  samstage: readonly number[] | null;
  /** Percent of the counters held back for walk-ins and phone bookings (rounded to whole counters). */
  freihalten: number;
  /** Open appointments one e-mail address may hold at once. */
  proEmail: number;
  /** Online bookings per client network and day. */
  proNetzTag: number;
  /** Days after the appointment when name, e-mail and phone are deleted. */
  loeschenNachTagen: number;
  hours: readonly OpeningDay[];
}

export function termineEinstellungen(): TermineEinstellungen {
  const t = TOWN.termine ?? {};
  return {
    wochen: t.wochen ?? 6,
    ab: t.ab ?? 1,
    raster: t.raster ?? 10,
    schalter: t.schalter ?? 1,
    besetzung: t.besetzung ?? [],
    samstage: t.samstage ?? null,
    freihalten: t.freihalten ?? 0,
    proEmail: t.proEmail ?? 2,
    proNetzTag: t.proNetzTag ?? 10,
    loeschenNachTagen: t.loeschenNachTagen ?? 30,
    hours: BUERGERBUERO_HOURS,
  };
}
