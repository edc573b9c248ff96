/**
 * The closed value lists of construction sites and plots, without zod: pages and loaders use them in
 * the browser too, and shared/contract/baustellen.ts builds its schemas from them.
 */
/** The parts of the town a construction site can be in (the contract's `Ortsteil`). */
export const ORTSTEILE = ['Kernstadt', 'Bombach', 'Hecklingen', 'Nordweil'] as const;
/** Availability of a plot, in the order the lists show them (umlauts spelled out: it travels in query strings). */
export const FLAECHEN_STATUS = ['verfuegbar', 'reserviert', 'verkauft'] as const;
export const SITE_STATUS = ['aktuell', 'geplant', 'abgeschlossen'] as const;
export const PHASE_STATUS = ['abgeschlossen', 'laufend', 'geplant'] as const;
export const FLAECHEN_ARTEN = ['gewerbe', 'wohnen'] as const;

export type BaustellenStatus = (typeof SITE_STATUS)[number];
export type PhasenStatus = (typeof PHASE_STATUS)[number];
export type FlaechenArt = (typeof FLAECHEN_ARTEN)[number];
export type FlaechenStatus = (typeof FLAECHEN_STATUS)[number];
/** As many phases as a site has in the desk's form (without JavaScript the form has fixed groups; ADR 46). */
export const PHASEN = 6;
