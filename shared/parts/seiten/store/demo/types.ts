/** Shapes of the demo pages and hero sliders. */

/** A content page addressed by its path (information pages, section landing texts). */
export interface SeedPage {
  /** Path with trailing slash, e.g. '/rathaus/impressum/'. */
  pfad: string;
  titel: string;
  /** Short summary for lists and meta description. */
  beschreibung: string;
  /** Simple HTML: <p>, <h2>, <h3>, <ul>/<ol>/<li>, <strong>, <a href="/...">. No inline styles. */
  inhalt: string;
}

export type HeroBereich = 'start' | 'rathaus' | 'musterstadt' | 'stadtleben' | 'wirtschaft' | 'gaeste' | 'feuerwehr' | 'grundschule' | 'drei-linden-gs';

export interface SeedHeroSlide {
  /** Key of an image from the media list. */
  bild: string;
  alt: string;
  /** Short caption headline shown on the slide. */
  titel: string;
  /** Optional internal link the caption points to. */
  link?: string;
}

export interface SeedHero {
  bereich: HeroBereich;
  slides: SeedHeroSlide[];
}
