import type { NaechsteStrasse } from '../../../map/streets';
import type { Ansicht } from '../../../map/projection';
import type { MeldungKurz } from '../../meldungen/contract';

/**
 * The damage form's map (ADR 52), the names both halves share: the map images' fields (a click on
 * an `<input type="image">` sends `karte.x` and `karte.y`), the buttons' field and the view sizes.
 * Two images of fixed size, the large one for wide screens and the small one for phones, because a
 * click's coordinates count in the pixels of the image as shown: a scaled image would misplace it.
 */
export const KARTE_BILD = { gross: 'karte', klein: 'karte_klein' } as const;
export const KARTE_GROSS = { breite: 640, hoehe: 400 } as const;
export const KARTE_KLEIN = { breite: 300, hoehe: 300 } as const;
/** The map's buttons without JavaScript (zoom, pan, the address, remove the mark): their field. */
export const KARTE_FELD = '_karte';

/** A public report near the marked point, with its distance. */
export type MeldungInDerNaehe = MeldungKurz & { abstand_m: number };

export interface KarteData {
  /** The view of the large image (the small one shares its centre and zoom). */
  ansicht: Ansicht;
  /** The town's own tile server does not answer: the form offers the address field instead of the map image (ADR 59). */
  ausfall: boolean;
  /** The nearest street (and on the drawn map its house number) of the marked point, for confirmation. */
  markiert: NaechsteStrasse | null;
  /** The town's street names, for the address field's suggestions. */
  strassen: string[];
  /** Reports of the same category within 50 m from the last 90 days. */
  naehe: MeldungInDerNaehe[];
  /** The visitor has seen the reports nearby and sends anyway. */
  gesehen: boolean;
}
