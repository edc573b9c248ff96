/**
 * The closed value lists of the tourism part, without zod: pages and loaders use them in the browser
 * too, and shared/parts/tourismus/contract.ts builds its schemas from them.
 */
/** The kinds of accommodation (the contract's `Unterkunft.art`), in the order the filter offers them. */
export const UNTERKUNFT_ARTEN = ['Hotel', 'Gasthof', 'Pension', 'Ferienwohnung', 'Campingplatz'] as const;
export const SCHWIERIGKEITEN = ['leicht', 'mittel', 'schwer'] as const;

export type UnterkunftArt = (typeof UNTERKUNFT_ARTEN)[number];
export type Schwierigkeit = (typeof SCHWIERIGKEITEN)[number];
